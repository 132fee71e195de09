import CadenceTesting
import CadenceUI
import Testing
import CadenceStageTestSupport

/// A row with a fixed square and, after it, a toggled badge that wears `transition`.
private struct SnapshotStand: View {
    let transition: AnyTransition
    @State private var isShown = false

    var body: some View {
        HStack(spacing: 10) {
            Button("Toggle") {
                withAnimation(.easeInOut(duration: 0.4)) { isShown.toggle() }
            }
            if isShown {
                Color.orange.frame(width: 40, height: 20).transition(transition)
            }
            Color.gray.frame(width: 20, height: 20)
        }
    }
}

/// Display lists of inserting (toggle at 0.1) and removing (toggle at 1.0) a view, at the start,
/// a quarter, half, three quarters and the end of each 0.4 s transition, and after it.
@MainActor
@Suite struct TransitionSnapshotTests {
    static let times: [Double] = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5]

    @Test(arguments: [
        ("transition-insertion-removal-opacity", AnyTransition.opacity),
        ("transition-combined-move-opacity", .move(edge: .bottom).combined(with: .opacity)),
        ("transition-asymmetric-scale-slide", .asymmetric(insertion: .scale(scale: 0.5, anchor: .bottom), removal: .slide)),
        ("transition-push-from-top", .push(from: .top)),
    ])
    func snapshots(name: String, transition: AnyTransition) throws {
        let stage = Stage(size: CGSize(width: 240, height: 80)) { SnapshotStand(transition: transition) }
        var text = "\(name): toggle at 0.1 and 1.0, easeInOut 0.4 s\n"
        for time in Self.times {
            stage.advance(to: time)
            if time == 0.1 || time == 1.0 { try stage.tap(label: "Toggle") }
            text += "\n" + stage.displayList().description + "\n"
        }
        assertSnapshot(of: text, as: .lines, named: name)
    }
}
