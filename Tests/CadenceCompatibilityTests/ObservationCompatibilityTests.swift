#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Observation
import Testing
import CadenceStageTestSupport

// @Observable models as iOS 17 apps write them: owned in @State, passed down, bound with @Bindable,
// shared through the environment.

@Observable
private final class PlayerModel {
    var isPlaying = false
    var volume: Double = 0.5
    var plays = 0
}

private struct PlayButton: View {
    @Environment(PlayerModel.self) private var player

    var body: some View {
        Button(player.isPlaying ? "Pause" : "Play") {
            withAnimation(.snappy) {
                player.isPlaying.toggle()
                player.plays += 1
            }
        }
    }
}

private struct VolumeKnob: View {
    @Bindable var player: PlayerModel

    var body: some View {
        Circle()
            .fill(.purple)
            .frame(width: 40, height: 40)
            .scaleEffect(0.5 + player.volume)
            .onTapGesture { $player.volume.wrappedValue = 1.0 }
    }
}

private struct PlayerScreen: View {
    @State private var player = PlayerModel()

    var body: some View {
        VStack(spacing: 20) {
            Text("plays \(player.plays)")
            PlayButton()
            VolumeKnob(player: player)
            Rectangle()
                .fill(.green)
                .frame(width: player.isPlaying ? 200 : 40, height: 10)
        }
        .environment(player)
    }
}

private struct MissingModel: View {
    @Environment(PlayerModel.self) private var player
    var body: some View { Text(player.isPlaying ? "on" : "off") }
}

@MainActor
@Suite struct ObservationCompatibilityTests {
    @Test func anObservableModelInvalidatesTheViewsThatReadIt() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { PlayerScreen() }
        #expect(stage.displayList().item(text: "plays 0") != nil)
        try stage.tap(label: "Play")
        #expect(stage.displayList().item(text: "plays 1") != nil)
        #expect(stage.displayList().item(text: "Pause") != nil)
        stage.advance(by: 0.1)
        let bar = try #require(stage.displayList().item(filledWith: .green)).bounds.width
        #expect(bar > 40 && bar < 200, "the change animates, in the transaction it was made in: \(bar)")
        stage.advance(by: 1)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .green)).bounds.width, 200, absolute: 1e-3))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aBindableWritesThroughToTheModel() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { PlayerScreen() }
        let knob = try #require(stage.displayList().item(filledWith: .purple))
        try stage.tap(at: CGPoint(x: knob.bounds.midX, y: knob.bounds.midY))
        #expect(isClose(try #require(stage.displayList().item(filledWith: .purple)).transform.a, 1.5, absolute: 1e-9))
    }

    @Test func aMissingEnvironmentModelIsReportedNotACrash() {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { MissingModel() }
        #expect(stage.displayList().items.isEmpty)
        #expect(stage.issues.contains { $0.kind == .missingDependency && $0.message.contains("no Observable object of type PlayerModel") })
    }
}
