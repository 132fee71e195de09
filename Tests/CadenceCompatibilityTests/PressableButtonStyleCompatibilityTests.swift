#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A custom button style that shrinks while pressed.
private struct SquishStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background { Capsule().fill(Color.indigo) }
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
    }
}

private struct PlayControls: View {
    @State private var plays = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Played \(plays) times")
            Button("Play") { plays += 1 }
                .buttonStyle(SquishStyle())
            Button("Reset", role: .destructive) { plays = 0 }
                .buttonStyle(.bordered)
                .controlSize(.small)
        }
    }
}

@Suite struct PressableButtonStyleCompatibilityTests {
    @Test @MainActor func pressShowsThePressedStateUntilRelease() throws {
        let stage = Stage(size: CGSize(width: 300, height: 240)) { PlayControls() }
        let resting = try #require(stage.displayList().item(filledWith: .indigo))
        stage.schedule(.press(label: "Play", duration: 0.5), at: 0.2)
        stage.advance(to: 0.4)
        let pressed = try #require(stage.displayList().item(filledWith: .indigo))
        #expect(pressed.bounds.width < resting.bounds.width - 1)
        #expect(stage.displayList().item(text: "Played 0 times") != nil)
        stage.advance(to: 1)
        let released = try #require(stage.displayList().item(filledWith: .indigo))
        #expect(isClose(released.bounds.width, resting.bounds.width, absolute: 1e-6))
        #expect(stage.displayList().item(text: "Played 1 times") != nil)
        try stage.tap(label: "Reset")
        #expect(stage.displayList().item(text: "Played 0 times") != nil)
        #expect(stage.issues.isEmpty)
    }
}
