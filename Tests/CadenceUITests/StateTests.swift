import CadenceUI
import Testing
import CadenceStageTestSupport

/// `@State` lives in the graph at the view's structural identity.
@MainActor
@Suite struct StateTests {
    @Test func tappingAButtonChangesStateAndTheNextListShowsIt() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Counter() }
        #expect(stage.displayList().item(text: "count 0") != nil)
        try stage.tap(label: "Add")
        try stage.tap(label: "Add")
        #expect(stage.displayList().item(text: "count 2") != nil)
    }

    private struct Parent: View {
        @State private var toggled = false
        var body: some View {
            VStack {
                Counter(title: "Add")
                Button(toggled ? "On" : "Off") { toggled.toggle() }
            }
        }
    }

    @Test func stateSurvivesReevaluationOfTheParentsBody() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Parent() }
        try stage.tap(label: "Add")
        try stage.tap(label: "Add")
        try stage.tap(label: "Off")
        let list = stage.displayList()
        #expect(list.item(text: "On") != nil)
        #expect(list.item(text: "count 2") != nil)
    }

    private struct Resettable: View {
        @State private var version = 0
        var body: some View {
            VStack {
                Counter(title: "Add").id(version)
                Button("Reset") { version += 1 }
            }
        }
    }

    @Test func changingTheIDResetsState() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Resettable() }
        try stage.tap(label: "Add")
        #expect(stage.displayList().item(text: "count 1") != nil)
        try stage.tap(label: "Reset")
        #expect(stage.displayList().item(text: "count 0") != nil)
        try stage.tap(label: "Add")
        #expect(stage.displayList().item(text: "count 1") != nil)
    }

    private struct Branches: View {
        @State private var flag = true
        var body: some View {
            VStack {
                if flag {
                    Counter(title: "Add")
                } else {
                    Counter(title: "Add")
                }
                Button("Switch") { flag.toggle() }
            }
        }
    }

    @Test func anotherBranchIsAnotherIdentity() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Branches() }
        try stage.tap(label: "Add")
        try stage.tap(label: "Switch")
        #expect(stage.displayList().item(text: "count 0") != nil)
        try stage.tap(label: "Switch")
        // Back to the first branch: its state was dropped when it left, so it starts over too.
        #expect(stage.displayList().item(text: "count 0") != nil)
    }

    private struct Rows: View {
        @State private var names = ["a", "b"]
        var body: some View {
            VStack {
                ForEach(names, id: \.self) { name in Counter(title: name) }
                Button("Reverse") { names.reverse() }
                Button("Drop a") { names.removeAll { $0 == "a" } }
            }
        }
    }

    @Test func forEachElementsKeepStateWhenTheyMove() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Rows() }
        try stage.tap(label: "a")
        #expect(stage.displayList().texts.map(\.text).filter { $0.hasPrefix("count") } == ["count 1", "count 0"])
        try stage.tap(label: "Reverse")
        #expect(stage.displayList().texts.map(\.text).filter { $0.hasPrefix("count") } == ["count 0", "count 1"])
        try stage.tap(label: "Drop a")
        try stage.tap(label: "Reverse")
        #expect(stage.displayList().texts.map(\.text).filter { $0.hasPrefix("count") } == ["count 0"])
    }

    private struct LikeRow: View {
        @Binding var likes: Int
        var body: some View {
            Button("Like") { likes += 1 }
        }
    }

    private struct LikeScreen: View {
        @State private var likes = 0
        var body: some View {
            VStack {
                LikeRow(likes: $likes)
                Text("\(likes) likes")
            }
        }
    }

    @Test func bindingWritesThroughToTheParentsState() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { LikeScreen() }
        try stage.tap(label: "Like")
        try stage.tap(label: "Like")
        #expect(stage.displayList().item(text: "2 likes") != nil)
    }

    @Test func constantBindingIgnoresWrites() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) {
            VStack {
                LikeRow(likes: .constant(5))
            }
        }
        try stage.tap(label: "Like")
        #expect(stage.issues.isEmpty)
        let binding = Binding.constant(5)
        binding.wrappedValue = 6
        #expect(binding.wrappedValue == 5)
    }

    @Test func bindingsReachIntoPropertiesByDynamicMember() {
        struct Model { var title = "a"; var count = 1 }
        var model = Model()
        let whole = Binding(get: { model }, set: { model = $0 })
        let count = whole.count
        count.wrappedValue = 7
        #expect(model.count == 7)
        #expect(whole.title.wrappedValue == "a")
    }

    @Test func stateOutsideAStageReadsItsInitialValueAndIgnoresWrites() {
        let state = State(initialValue: 3)
        #expect(state.wrappedValue == 3)
        state.wrappedValue = 4
        #expect(state.wrappedValue == 3)
        let optional = State<Int?>()
        #expect(optional.wrappedValue == nil)
    }

    private struct EvaluationCounter: View {
        let log: EventLog
        @State private var value = 1
        var body: some View {
            log.append("body")
            return Button("Same") { value = 1 }
        }
    }

    @Test func writingAnEqualValueDoesNotReevaluate() throws {
        let log = EventLog()
        let stage = Stage(size: CGSize(width: 100, height: 100)) { EvaluationCounter(log: log) }
        #expect(log.entries.count == 1)
        try stage.tap(label: "Same")
        #expect(log.entries.count == 1)
    }

    private struct Tally: ViewModifier {
        @State private var taps = 0
        func body(content: Content) -> some View {
            VStack {
                content
                Button("tally \(taps)") { taps += 1 }
            }
        }
    }

    @Test func customModifiersHaveTheirOwnState() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("x").modifier(Tally())
        }
        try stage.tap(label: "tally 0")
        let list = stage.displayList()
        #expect(list.item(text: "tally 1") != nil)
        #expect(list.item(text: "x") != nil)
    }

    private struct Swapper: View {
        @State private var showCounter = true
        var body: some View {
            VStack {
                showCounter ? AnyView(Counter(title: "Add")) : AnyView(Text("no counter"))
                Button("Swap") { showCounter.toggle() }
            }
        }
    }

    @Test func anyViewOfAnotherTypeReplacesTheView() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Swapper() }
        try stage.tap(label: "Add")
        try stage.tap(label: "Swap")
        #expect(stage.displayList().item(text: "no counter") != nil)
        try stage.tap(label: "Swap")
        #expect(stage.displayList().item(text: "count 0") != nil)
    }
}
