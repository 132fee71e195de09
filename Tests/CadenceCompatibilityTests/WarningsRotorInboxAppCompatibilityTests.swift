#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An alerts inbox written for VoiceOver: a "Warnings" rotor jumps between the warning rows (each
// row marked as a rotor target in the screen's namespace, the entry scrolling it into view first),
// a rotor of the senders built from the model array, a headings rotor replaced by the screen's
// own sections, and a rotor over the ranges of a search term in the summary text.
private struct Alert: Identifiable {
    let id: Int
    var title: String
    var sender: String
    var isWarning: Bool
}

private struct AlertsInbox: View {
    @State private var alerts = [
        Alert(id: 1, title: "Card expires soon", sender: "Bank", isWarning: true),
        Alert(id: 2, title: "Parcel delivered", sender: "Post", isWarning: false),
        Alert(id: 3, title: "Storage almost full", sender: "Cloud", isWarning: true),
    ]
    @State private var scrolledTo: [Int] = []
    @Namespace private var warnings
    let summary = "2 warnings: card, storage. Check warnings today."

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Recent").accessibilityAddTraits(.isHeader)
                    ForEach(alerts) { alert in
                        HStack {
                            Image(systemName: alert.isWarning ? "exclamationmark.triangle" : "info.circle")
                                .resizable()
                                .frame(width: UIFontMetrics.default.scaledValue(for: 20),
                                       height: UIFontMetrics(forTextStyle: .headline).scaledValue(for: 20))
                            Text(alert.title)
                        }
                        .accessibilityElement(children: .combine)
                        .accessibilityLabel(alert.title)
                        .accessibilityRotorEntry(id: alert.id, in: warnings)
                        .id(alert.id)
                    }
                    Text(summary).accessibilityRotor("Matches", textRanges: ranges(of: "warnings"))
                    Button("Mark delivered as warning") {
                        alerts[1].isWarning = true
                    }
                    Text("Scrolled to \(scrolledTo.map(String.init).joined(separator: ","))")
                }
            }
            .accessibilityRotor("Warnings") {
                ForEach(alerts) { alert in
                    if alert.isWarning {
                        AccessibilityRotorEntry(alert.title, id: alert.id, in: warnings) {
                            scrolledTo.append(alert.id)
                            proxy.scrollTo(alert.id, anchor: .top)
                        }
                    }
                }
            }
            .accessibilityRotor("Senders", entries: alerts, entryLabel: \.sender)
            .accessibilityRotor(.headings) {
                AccessibilityRotorEntry("Recent", id: "recent")
                AccessibilityRotorEntry(Text("Summary"), id: "summary")
            }
        }
    }

    private func ranges(of term: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var rest = summary.startIndex..<summary.endIndex
        while let range = summary.range(of: term, range: rest) {
            found.append(range)
            rest = range.upperBound..<summary.endIndex
        }
        return found
    }
}

@MainActor
@Suite struct WarningsRotorInboxAppCompatibilityTests {
    @Test func theWarningsRotorListsOnlyWarningsAndFollowsState() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { AlertsInbox() }
        let rotor = try #require(stage.accessibilityTree().rotor("Warnings"))
        #expect(rotor.entries.map(\.label) == ["Card expires soon", "Storage almost full"])
        #expect(rotor.entries.map(\.id) == ["1", "3"])
        #expect(rotor.systemRotor == nil)

        try stage.tap(label: "Mark delivered as warning")
        let updated = try #require(stage.accessibilityTree().rotor("Warnings"))
        #expect(updated.entries.map(\.label) == ["Card expires soon", "Parcel delivered", "Storage almost full"])
    }

    @Test func navigatingAnEntryPreparesItAndLandsOnTheMarkedRow() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { AlertsInbox() }
        let target = try stage.navigateAccessibilityRotor("Warnings", toEntryAt: 1)
        #expect(target?.label == "Storage almost full")
        #expect(target?.rotorEntryID?.id == "3")
        // The entry's prepare closure ran as the stage's operation and the views updated after it.
        #expect(stage.accessibilityTree().element(label: "Scrolled to 3") != nil)

        #expect(throws: StageError.self) { try stage.navigateAccessibilityRotor("Warnings", toEntryAt: 5) }
        #expect(throws: StageError.self) { try stage.navigateAccessibilityRotor("Drafts", toEntryAt: 0) }
    }

    @Test func modelSystemAndTextRangeRotorsAreRecordedNotDrawn() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { AlertsInbox() }
        let tree = stage.accessibilityTree()
        // Each rotor once, in reading order: the scroll view's (written order), then the text's.
        #expect(tree.rotors.map(\.label) == ["Warnings", "Senders", "Headings", "Matches"])

        let senders = try #require(tree.rotor("Senders"))
        #expect(senders.entries.map(\.label) == ["Bank", "Post", "Cloud"])
        #expect(senders.entries.allSatisfy { $0.namespace == nil })
        // A model entry without a namespace finds the row by its id all the same.
        #expect(tree.element(for: senders.entries[2])?.label == "Storage almost full")

        let headings = try #require(tree.rotor("Headings"))
        #expect(headings.systemRotor == .headings)
        #expect(headings.entries.map(\.label) == ["Recent", "Summary"])

        let matches = try #require(tree.rotor("Matches"))
        let summary = "2 warnings: card, storage. Check warnings today."
        #expect(matches.entries.compactMap { $0.textRange.map { String(summary[$0]) } } == ["warnings", "warnings"])
        #expect(tree.element(for: matches.entries[0]) == nil)
        // The text carrying the ranges rotor is the only element that has it.
        #expect(tree.allElements.filter { $0.rotors.contains { $0.label == "Matches" } }.map(\.label) == [summary])

        // Rotor entries are data: no entry label is drawn as a view.
        #expect(tree.element(label: "Summary") == nil)
        #expect(tree.element(label: "Bank") == nil)
    }

    @Test func fontMetricsSizeTheRowIconsAtTheDefaultDynamicTypeSize() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { AlertsInbox() }
        let icon = try #require(stage.accessibilityTree().allElements.first { $0.label == "Card expires soon" })
        #expect(icon.frame.height >= 20)
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(UIFontMetrics.default.scaledFont(for: body).pointSize == body.pointSize)
        #expect(UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 32).pointSize == 32)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 0).pointSize == 40)
        #expect(UIFontMetrics.default.scaledValue(for: 20, compatibleWith: nil) == 20)
    }

    @Test func systemRotorNames() {
        #expect(AccessibilitySystemRotor.headings(level: .h2).name == "Headings Level 2")
        #expect(AccessibilitySystemRotor.headings(level: .unspecified) == .headings)
        #expect(AccessibilitySystemRotor.links(visited: true) != .links(visited: false))
    }
}
