import CadenceUI
import Testing
import CadenceStageTestSupport

/// What a view builder accepts: sequences, `if`, `if let`, `switch`, optionals, `ForEach`, `#available`.
@MainActor
@Suite struct ViewBuilderTests {
    enum Phase: CaseIterable, Sendable {
        case rest, pop, settle
    }

    private struct PhaseLabel: View {
        let phase: Phase
        var body: some View {
            switch phase {
            case .rest: Text("rest")
            case .pop: Text("pop").scaleEffect(1.3)
            case .settle: Image(systemName: "checkmark")
            }
        }
    }

    @Test(arguments: [(Phase.rest, "rest"), (.pop, "pop")])
    func switchPicksTheMatchingCase(phase: Phase, text: String) {
        let list = Stage(size: CGSize(width: 100, height: 100)) { PhaseLabel(phase: phase) }.displayList()
        #expect(list.texts.map(\.text) == [text])
    }

    @Test func switchCanProduceOtherViewTypes() {
        let list = Stage(size: CGSize(width: 100, height: 100)) { PhaseLabel(phase: .settle) }.displayList()
        #expect(list.symbols.map(\.name) == ["checkmark"])
    }

    private struct Optionals: View {
        let title: String?
        let subtitle: String?
        var body: some View {
            VStack {
                if let title { Text(title) }
                subtitle.map { Text($0) }
                if title == nil, subtitle == nil { Text("nothing") } else if title == nil { Text("no title") }
            }
        }
    }

    @Test(arguments: [
        ("a", "b", ["a", "b"]),
        (nil, "b", ["b", "no title"]),
        (nil, nil, ["nothing"]),
        ("a", nil, ["a"]),
    ] as [(String?, String?, [String])])
    func optionalsAndIfLet(title: String?, subtitle: String?, expected: [String]) {
        let list = Stage(size: CGSize(width: 200, height: 200)) { Optionals(title: title, subtitle: subtitle) }.displayList()
        #expect(list.texts.map(\.text) == expected)
    }

    private struct Item: Identifiable {
        let id: Int
        let name: String
    }

    @Test func forEachOverIdentifiableAndKeyPaths() {
        let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
        let list = Stage(size: CGSize(width: 200, height: 200)) {
            VStack {
                ForEach(items) { item in Text(item.name) }
                ForEach(items, id: \.name) { item in Text("\(item.id)") }
                ForEach(["x", "x"], id: \.self) { Text($0) }
            }
        }.displayList()
        #expect(list.texts.map(\.text) == ["one", "two", "1", "2", "x", "x"])
    }

    @Test func availabilityChecksCompile() {
        let list = Stage(size: CGSize(width: 100, height: 100)) {
            if #available(macOS 14, iOS 17, *) {
                Text("new")
            } else {
                Text("old")
            }
        }.displayList()
        #expect(list.texts.map(\.text) == ["new"])
    }

    @Test func emptyBuilderDrawsNothing() {
        let list = Stage(size: CGSize(width: 100, height: 100)) {}.displayList()
        #expect(list.items.isEmpty)
    }

    @Test func textTakesVerbatimStringsAndInterpolations() {
        let count = 3
        let name: Substring = "sub"
        let list = Stage(size: CGSize(width: 300, height: 100)) {
            VStack {
                Text(verbatim: "\\(raw)")
                Text("\(count) likes")
                Text(name)
                Text("plain")
            }
        }.displayList()
        #expect(list.texts.map(\.text) == ["\\(raw)", "3 likes", "sub", "plain"])
    }

    @Test func tupleViewOfOneValue() {
        let list = Stage(size: CGSize(width: 100, height: 100)) { TupleView(Text("alone")) }.displayList()
        #expect(list.texts.map(\.text) == ["alone"])
    }
}
