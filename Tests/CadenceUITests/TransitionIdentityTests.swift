import CadenceUI
import Testing
import CadenceStageTestSupport

/// A counter with its own state, identified by `.id(generation)` from outside.
private struct RemountedCounter: View {
    let log: AppearanceLog
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
            .onAppear { log.entries.append("appear") }
            .onDisappear { log.entries.append("disappear") }
    }
}

@MainActor
private final class AppearanceLog {
    var entries: [String] = []
}

private struct Remounting: View {
    let log: AppearanceLog
    @State private var generation = 0

    var body: some View {
        VStack {
            RemountedCounter(log: log).id(generation)
            Button("Reset") { generation += 1 }
        }
    }
}

/// `.id(_:)`: a new identity is a new view: state starts over and appear-time actions run again.
@MainActor
@Suite struct TransitionIdentityTests {
    @Test func aNewIdResetsStateAndReplaysAppearance() throws {
        let log = AppearanceLog()
        let stage = Stage(size: CGSize(width: 200, height: 120)) { Remounting(log: log) }
        try stage.tap(label: "Count 0")
        try stage.tap(label: "Count 1")
        #expect(stage.displayList().item(text: "Count 2") != nil)
        #expect(log.entries == ["appear"])
        try stage.tap(label: "Reset")
        #expect(stage.displayList().item(text: "Count 0") != nil)
        #expect(log.entries == ["appear", "disappear", "appear"])
    }
}
