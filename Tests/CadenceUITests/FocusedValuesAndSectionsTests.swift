import Testing
import CadenceStageTestSupport
@testable import CadenceUI

extension FocusedValues {
    @Entry var testFocusedTitle: String?
    @Entry var testSceneCount: Int?
}

/// `FocusedValues` (with `@Entry`), `focusedValue`, `focusedSceneValue`, `@FocusedValue`, and
/// `Group(sections:)` / `ForEach(sections:)`.
@MainActor
@Suite struct FocusedValuesAndSectionsTests {
    private struct Reader: View {
        @FocusedValue(\.testFocusedTitle) private var title
        @FocusedValue(\.testSceneCount) private var count

        var body: some View {
            Text("title \(title ?? "none") count \(count.map(String.init) ?? "none")")
        }
    }

    private struct Fields: View {
        @FocusState var focus: String?
        @State var showsSecond = true

        var body: some View {
            VStack {
                VStack {
                    TextField("First", text: .constant(""))
                        .focused($focus, equals: "first")
                        .focusedValue(\.testFocusedTitle, "inner first")
                }
                .focusedValue(\.testFocusedTitle, "outer first")
                if showsSecond {
                    TextField("Second", text: .constant(""))
                        .focusedValue(\.testFocusedTitle, "second")
                        .focused($focus, equals: "second")
                }
                Reader()
                Button("Blur") { focus = nil }
                Button("Hide Second") { showsSecond = false }
            }
            .focusedSceneValue(\.testSceneCount, 7)
        }
    }

    @Test func aFocusedValueIsSeenWhileFocusIsInsideItsViewAndTheInnermostWins() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Fields() }
        #expect(stage.displayList().item(text: "title none count 7") != nil, "\(stage.displayList().texts.map(\.text))")
        try stage.setText("a", label: "First")
        #expect(stage.displayList().item(text: "title inner first count 7") != nil, "\(stage.displayList().texts.map(\.text))")
        // The focused modifier outside the value's modifier: the value is still the focused view's.
        try stage.setText("b", label: "Second")
        #expect(stage.displayList().item(text: "title second count 7") != nil, "\(stage.displayList().texts.map(\.text))")
        try stage.tap(label: "Hide Second")
        #expect(stage.displayList().item(text: "title none count 7") != nil, "a view that leaves takes its value away")
        try stage.setText("c", label: "First")
        try stage.tap(label: "Blur")
        #expect(stage.displayList().item(text: "title none count 7") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func focusedValuesAreOptionalAndKeyedByTheirEntries() {
        var values = FocusedValues()
        #expect(values.testFocusedTitle == nil)
        values.testFocusedTitle = "x"
        #expect(values.testFocusedTitle == "x" && values.testSceneCount == nil)
        values.testFocusedTitle = nil
        #expect(values.testFocusedTitle == nil)
    }

    @Test func theSectionsOfAContentAreItsSectionsAndTheRunsOfLooseViewsBetweenThem() {
        var seen: [String] = []
        let stage = Stage(size: CGSize(width: 300, height: 500)) {
            Group(sections: Group {
                Text("loose 1")
                Text("loose 2")
                Section {
                    Text("row a")
                    Text("row b")
                } header: {
                    Text("Header")
                } footer: {
                    Text("Footer")
                }
                .containerValue(\.testWeight, 5)
                Text("loose 3")
            }) { sections in
                let _ = seen = sections.map { "\($0.header.count)/\($0.content.count)/\($0.footer.count)/\($0.containerValues.testWeight)" }
                VStack {
                    ForEach(sections) { section in
                        HStack { section.header }
                        section.content.first
                    }
                }
            }
        }
        #expect(seen == ["0/2/0/1", "1/2/1/5", "0/1/0/1"], "\(seen)")
        #expect(stage.displayList().item(text: "Header") != nil && stage.displayList().item(text: "Footer") == nil)
        #expect(stage.displayList().item(text: "row a") != nil && stage.displayList().item(text: "row b") == nil)
        #expect(stage.displayList().item(text: "loose 3") != nil)
    }

    @Test func forEachSectionsMakesOneViewPerSectionIdentifiedBySection() {
        let stage = Stage(size: CGSize(width: 300, height: 500)) {
            VStack {
                ForEach(sections: Group {
                    Section("One") { Text("1a") }
                    Section("Two") { Text("2a"); Text("2b") }
                }) { section in
                    Text("\(section.content.count) rows")
                }
            }
        }
        #expect(stage.displayList().item(text: "1 rows") != nil && stage.displayList().item(text: "2 rows") != nil)
        #expect(stage.displayList().item(text: "One") == nil, "only what the content builds is drawn")
    }
}
