import CadenceUI
import Testing
import CadenceStageTestSupport

/// `onAppear` and `onDisappear`: when and in what order.
@MainActor
@Suite struct LifecycleTests {
    private struct Nested: View {
        let log: EventLog
        var body: some View {
            VStack {
                Text("a")
                    .onAppear { log.append("appear a") }
                    .onDisappear { log.append("disappear a") }
                Text("b")
                    .onAppear { log.append("appear b") }
                    .onDisappear { log.append("disappear b") }
            }
            .onAppear { log.append("appear stack") }
            .onDisappear { log.append("disappear stack") }
        }
    }

    @Test func appearOuterFirstAndDisappearInReverseOnHideAndShow() {
        let log = EventLog()
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Nested(log: log) }
        #expect(log.entries == ["appear stack", "appear a", "appear b"])
        #expect(stage.displayList().items.count == 2)

        log.removeAll()
        stage.hide()
        #expect(log.entries == ["disappear b", "disappear a", "disappear stack"])
        #expect(stage.displayList().items.isEmpty)
        #expect(!stage.isShown)

        log.removeAll()
        stage.hide()
        #expect(log.entries.isEmpty)

        stage.show()
        #expect(log.entries == ["appear stack", "appear a", "appear b"])
        #expect(stage.displayList().texts.map(\.text) == ["a", "b"])
    }

    @Test func scriptedHideAndShowDeliverLifecycleAtTheirTimes() {
        let log = EventLog()
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").onAppear { log.append("appear") }.onDisappear { log.append("disappear") }
        }
        stage.schedule(.hide, at: 1)
        stage.schedule(.show, at: 2)
        stage.advance(to: 1.5)
        #expect(log.entries == ["appear", "disappear"])
        #expect(stage.displayList().items.isEmpty)
        stage.advance(to: 2)
        #expect(log.entries == ["appear", "disappear", "appear"])
        #expect(stage.displayList().items.count == 1)
    }

    private struct Switcher: View {
        let log: EventLog
        @State private var first = true
        var body: some View {
            VStack {
                if first {
                    Text("one").onAppear { log.append("appear one") }.onDisappear { log.append("disappear one") }
                } else {
                    Text("two").onAppear { log.append("appear two") }.onDisappear { log.append("disappear two") }
                }
                Button("Switch") { first.toggle() }
            }
        }
    }

    @Test func replacedViewsDisappearBeforeTheNewOnesAppear() throws {
        let log = EventLog()
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Switcher(log: log) }
        log.removeAll()
        try stage.tap(label: "Switch")
        #expect(log.entries == ["disappear one", "appear two"])
    }

    private struct Loader: View {
        @State private var loaded = false
        var body: some View {
            Text(loaded ? "loaded" : "loading").onAppear { loaded = true }
        }
    }

    @Test func stateChangedInOnAppearShowsInTheFirstFrame() {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Loader() }
        #expect(stage.displayList().texts.map(\.text) == ["loaded"])
    }

    @Test func aModifierOnSeveralViewsRunsOncePerView() {
        let log = EventLog()
        _ = Stage(size: CGSize(width: 100, height: 100)) {
            Group {
                Text("a")
                Text("b")
                EmptyView()
            }
            .onAppear { log.append("appear") }
        }
        #expect(log.entries == ["appear", "appear"])
    }

    private struct Restless: View {
        @State private var counter = 0
        var body: some View {
            // Writing state in body invalidates the view every time it is evaluated.
            let _ = { counter += 1 }()
            Text("restless")
        }
    }

    @Test func aViewThatNeverSettlesIsReportedInsteadOfHanging() {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Restless() }
        #expect(stage.issues.contains { $0.kind == .unsettled && $0.message.contains("did not settle") })
        #expect(stage.displayList().item(text: "restless") != nil)
    }
}
