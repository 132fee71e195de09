#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A notifications screen as iOS 18 apps write it: the bell wiggles a few times with a rest between
// wiggles (`.repeat(.periodic(_:delay:))`), a badge bounces for as long as alerts are unread
// (`.repeat(.continuous)`), the mute button swaps its speaker with Magic Replace, rows dim their
// detail with a colour's own hierarchy (`.orange.secondary`), and a row view takes a binding that
// defaults to `.constant(_:)` for previews.

private struct AlertRow: View {
    let title: String
    @Binding var isRead: Bool

    init(title: String, isRead: Binding<Bool> = .constant(false)) {
        self.title = title
        self._isRead = isRead
    }

    var body: some View {
        HStack {
            Circle()
                .fill(isRead ? AnyShapeStyle(.orange.tertiary) : AnyShapeStyle(.orange))
                .frame(width: 10, height: 10)
            Text(title)
            Rectangle()
                .fill(.orange.secondary)
                .frame(width: 30, height: 4)
            Button("Mark \(title)") { isRead = true }
        }
    }
}

private struct NotificationsScreen: View {
    @State private var alerts = 0
    @State private var isMuted = false
    @State private var unread = false
    @State private var allRead = false

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "bell.fill")
                .font(.system(size: 40))
                .symbolEffect(.wiggle, options: .repeat(.periodic(2, delay: 0.4)), value: alerts)
            Image(systemName: "star.fill")
                .font(.system(size: 20))
                .symbolEffect(.bounce, options: .repeat(.continuous), value: unread)
            Button {
                withAnimation(.linear(duration: 1)) { isMuted.toggle() }
            } label: {
                Image(systemName: isMuted ? "speaker.slash.fill" : "speaker.fill")
                    .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp.byLayer)))
            }
            .accessibilityLabel("Mute")
            Button {
                withAnimation(.linear(duration: 1)) { allRead.toggle() }
            } label: {
                Image(systemName: allRead ? "checkmark.circle" : "envelope")
                    .contentTransition(.symbolEffect(.automatic))
            }
            .accessibilityLabel("Read all")
            if allRead {
                Image(systemName: "checkmark.circle.fill")
                    .transition(.symbolEffect(.automatic))
            }
            Button("Alert") { alerts += 1 }
            Button("Unread") { unread = true }
            AlertRow(title: "Welcome")
        }
    }
}

@MainActor
@Suite struct NotificationBellAppCompatibilityTests {
    /// The wiggle's rotation, in degrees, `t` seconds into a run (Cadence's wiggle curve:
    /// 12°·sin(4π·t/0.6)·(1 − t/0.6) over 0.6 s).
    private func wiggle(at t: Double) -> Double {
        let u = t / 0.6
        return 12 * sin(4 * .pi * u) * (1 - u)
    }

    private func bellRotation(_ stage: Stage) throws -> Double {
        try #require(stage.displayList().item(symbol: "bell.fill")).transform.rotationDegrees
    }

    @Test func aPeriodicRepeatRestsBetweenItsRunsAndStopsAfterTheCount() throws {
        let stage = Stage(size: CGSize(width: 300, height: 500)) { NotificationsScreen() }
        try stage.tap(label: "Alert")
        stage.advance(by: 0.075)
        #expect(isClose(try bellRotation(stage), wiggle(at: 0.075), absolute: 1e-6))
        #expect(abs(try bellRotation(stage)) > 10, "an eighth into the first run the bell leans out")
        stage.advance(to: 0.8)
        #expect(isClose(try bellRotation(stage), 0, absolute: 1e-9), "resting between the runs")
        stage.advance(to: 1.075)
        // The second run starts after the 0.6 s run and the 0.4 s rest: 0.075 s into it, as the first.
        #expect(isClose(try bellRotation(stage), wiggle(at: 0.075), absolute: 1e-6))
        stage.advance(to: 2.075)
        #expect(isClose(try bellRotation(stage), 0, absolute: 1e-9), "two runs only: no third one at 2 s")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aContinuousRepeatKeepsBouncingAfterOneChange() throws {
        let stage = Stage(size: CGSize(width: 300, height: 500)) { NotificationsScreen() }
        func starScale() throws -> Double { try #require(stage.displayList().item(symbol: "star.fill")).transform.uniformScale }
        #expect(isClose(try starScale(), 1, absolute: 1e-9))
        try stage.tap(label: "Unread")
        // Ten bounces (0.5 s each) later it is still bouncing: 0.1 s into the eleventh.
        stage.advance(by: 5.1)
        let expected = 1 + 0.25 * sin(.pi * 0.1 / 0.5) * exp(-3 * 0.1)
        let scale = try starScale()
        #expect(isClose(scale, expected, absolute: 1e-6), "\(scale)")
        #expect(stage.nextFrameTime != nil, "a continuous repeat keeps asking for frames")
    }

    @Test func magicReplaceCrossFadesToTheNewSymbolLikeItsFallback() throws {
        let stage = Stage(size: CGSize(width: 300, height: 500)) { NotificationsScreen() }
        #expect(stage.displayList().item(symbol: "speaker.fill") != nil)
        try stage.tap(label: "Mute")
        stage.advance(by: 0.5)
        let incoming = try #require(stage.displayList().item(symbol: "speaker.slash.fill"))
        #expect(incoming.colorOpacity > 0.05 && incoming.colorOpacity < 0.95, "half way through the replacement: \(incoming.colorOpacity)")
        stage.advance(by: 1)
        #expect(stage.displayList().item(symbol: "speaker.slash.fill")?.colorOpacity == 1)
        #expect(stage.displayList().item(symbol: "speaker.fill") == nil)
    }

    @Test func theAutomaticEffectReplacesAndInsertsSymbols() throws {
        let stage = Stage(size: CGSize(width: 300, height: 500)) { NotificationsScreen() }
        #expect(stage.displayList().item(symbol: "checkmark.circle.fill") == nil)
        try stage.tap(label: "Read all")
        stage.advance(by: 0.5)
        let list = stage.displayList()
        let incoming = try #require(list.item(symbol: "checkmark.circle"))
        let outgoing = try #require(list.item(symbol: "envelope"))
        #expect(isClose(incoming.colorOpacity, 0.5, absolute: 1e-6), "a linear cross-fade half way")
        #expect(isClose(outgoing.colorOpacity, 0.5, absolute: 1e-6))
        let inserted = try #require(list.item(symbol: "checkmark.circle.fill"))
        #expect(isClose(inserted.transform.uniformScale, 0.5, absolute: 1e-6), "scaling in from nothing")
        #expect(isClose(inserted.colorOpacity, 0.5, absolute: 1e-6))
        stage.advance(by: 1)
        #expect(stage.displayList().item(symbol: "envelope") == nil)
        #expect(stage.displayList().item(symbol: "checkmark.circle.fill")?.transform.uniformScale == 1)
    }

    @Test func aColoursOwnHierarchyFadesItAsTheForegroundLevelsDo() throws {
        let stage = Stage(size: CGSize(width: 300, height: 500)) { NotificationsScreen() }
        let list = stage.displayList()
        let bar = try #require(list.items.first { $0.rect.width == 30 && $0.rect.height == 4 })
        let dot = try #require(list.items.first { $0.rect.width == 10 && $0.rect.height == 10 })
        let orange = Color.orange.resolve(in: EnvironmentValues())
        #expect(isClose(bar.colorOpacity, 0.6, absolute: 1e-6), "secondary: 0.6 of the colour's opacity")
        #expect(isClose(dot.colorOpacity, 1, absolute: 1e-6), "unread: the full colour")
        if case .shape(let shape) = bar.content {
            #expect(shape.paint.color.red == orange.red && shape.paint.color.green == orange.green)
        }
    }

    @Test func aConstantBindingDefaultReadsItsValueAndIgnoresWrites() throws {
        let stage = Stage(size: CGSize(width: 300, height: 500)) { NotificationsScreen() }
        let dot = { () throws -> DisplayList.Item in
            try #require(stage.displayList().items.first { $0.rect.width == 10 && $0.rect.height == 10 })
        }
        #expect(isClose(try dot().colorOpacity, 1, absolute: 1e-6))
        try stage.tap(label: "Mark Welcome")
        // The row was made with the default `.constant(false)`: marking it read changes nothing.
        #expect(isClose(try dot().colorOpacity, 1, absolute: 1e-6))
        let constant = Binding<Int>.constant(3)
        constant.wrappedValue = 9
        #expect(constant.wrappedValue == 3)
    }
}
