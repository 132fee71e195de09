import Foundation
import Testing
@testable import CadenceUI
import CadenceStageTestSupport

@MainActor
@Suite struct TableColumnWidthTests {
    private func widths(_ columns: [TableColumnWidth], in total: CGFloat?) -> [CGFloat] {
        TableColumnsLayout(widths: columns).columnWidths(in: total)
    }

    @Test func flexibleColumnsShareTheRestEqually() {
        #expect(widths([TableColumnWidth(), TableColumnWidth()], in: 500) == [250, 250])
        #expect(widths([TableColumnWidth(fixed: 200), TableColumnWidth()], in: 500) == [200, 300])
    }

    @Test func withoutAProposalEachColumnIsAtItsIdeal() {
        #expect(widths([TableColumnWidth(), TableColumnWidth(ideal: 80), TableColumnWidth(fixed: 30)], in: nil) == [100, 80, 30])
    }

    @Test func aColumnStopsAtItsMaximumAndTheOthersTakeTheRest() {
        #expect(widths([TableColumnWidth(max: 120), TableColumnWidth()], in: 500) == [120, 380])
    }

    @Test func aNarrowTableShrinksColumnsToTheirMinimums() {
        #expect(widths([TableColumnWidth(min: 90), TableColumnWidth()], in: 100) == [90, 10])
        #expect(widths([TableColumnWidth(min: 90), TableColumnWidth(min: 90)], in: 100) == [90, 90], "minimums hold when nothing fits")
    }

    @Test func anIdealBelowTheMinimumStartsAtTheMinimum() {
        #expect(widths([TableColumnWidth(min: 150, ideal: 50)], in: nil) == [150])
    }
}

private struct Row: Identifiable {
    let id: Int
    let name: String
}

@MainActor
@Suite struct TableSelectionTests {
    @Test func aSetSelectionBecomesTheTappedRow() throws {
        struct Picker: View {
            @State var selection: Set<Int> = [1]
            var body: some View {
                VStack {
                    Table([Row(id: 1, name: "One"), Row(id: 2, name: "Two")], selection: $selection) {
                        TableColumn("Name", value: \.name)
                    }
                    Text("Selected \(selection.sorted().map(String.init).joined(separator: ","))")
                }
            }
        }
        let stage = Stage(size: CGSize(width: 600, height: 300)) { Picker().environment(\.horizontalSizeClass, .regular) }
        #expect(stage.displayList().item(text: "Selected 1") != nil)
        try stage.tap(label: "Two")
        #expect(stage.displayList().item(text: "Selected 2") != nil)
        let selected = stage.accessibilityTree().allElements.filter { $0.traits.contains(.isSelected) }.map(\.label)
        #expect(selected.contains("Two"), "\(selected)")
    }

    @Test func anEmptyTableDrawsItsHeaderAlone() {
        let stage = Stage(size: CGSize(width: 600, height: 300)) {
            Table([Row](), columns: { TableColumn("Name", value: \.name) })
                .environment(\.horizontalSizeClass, .regular)
        }
        #expect(stage.displayList().texts.map(\.text) == ["Name"])
        #expect(stage.issues.isEmpty)
    }
}
