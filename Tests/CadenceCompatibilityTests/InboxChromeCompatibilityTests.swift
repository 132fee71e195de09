#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An iOS 18 mail client's inbox: spaced rows, search suggestions, an inspector of filters and the
// iPad/Mac-only chrome modifiers that such code carries along on iPhone.

private struct InboxScreen: View {
    @State private var showsFilters = false
    @State private var unreadOnly = false
    @State private var query = ""
    let spacing: CGFloat?
    let subjects = ["Welcome aboard", "Your invoice", "Meetup on Friday"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(subjects, id: \.self) { subject in
                    Text(subject)
                }
            }
            .listRowSpacing(spacing)
            .searchable(text: $query)
            .searchSuggestions {
                Text("from:me").searchCompletion("from:me")
                Text("has:attachment").searchCompletion("has:attachment")
            }
            .navigationTitle("Inbox")
            .navigationSubtitle("3 unread")
            .toolbarRole(.editor)
            .toolbar {
                Button("Filters") { showsFilters = true }
            }
            .inspector(isPresented: $showsFilters) {
                Form {
                    Toggle("Unread only", isOn: $unreadOnly)
                    Button("Done") { showsFilters = false }
                }
                .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .presentationSizing(.form.fitted(horizontal: false, vertical: true))
            }
        }
    }
}

private struct InboxScreen_Previews: PreviewProvider {
    static var previews: some View {
        InboxScreen(spacing: 8)
            .previewDisplayName("Spaced rows")
            .previewLayout(.sizeThatFits)
            .previewDevice("iPhone 15 Pro")
    }
}

@MainActor
@Suite struct InboxChromeCompatibilityTests {
    private func rowPitch(spacing: CGFloat?) throws -> CGFloat {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { InboxScreen(spacing: spacing) }
        let first = try #require(stage.displayList().item(text: "Welcome aboard"))
        let second = try #require(stage.displayList().item(text: "Your invoice"))
        return second.bounds.minY - first.bounds.minY
    }

    @Test func listRowSpacingSeparatesTheRows() throws {
        let plain = try rowPitch(spacing: nil)
        let spaced = try rowPitch(spacing: 12)
        // A 44-point row, then the 12-point gap (where the hairline separator was).
        #expect(isClose(spaced, 44 + 12, absolute: 1e-6))
        #expect(plain < 45)
        #expect(isClose(try rowPitch(spacing: 0), plain, absolute: 1e-6))
    }

    @Test func spacedRowsDropTheirSeparators() throws {
        let plain = Stage(size: CGSize(width: 390, height: 700)) { InboxScreen(spacing: nil) }
        let spaced = Stage(size: CGSize(width: 390, height: 700)) { InboxScreen(spacing: 12) }
        let hairlines = { (stage: Stage) in stage.displayList().shapes.filter { $0.rect.height > 0 && $0.rect.height < 1 }.count }
        #expect(hairlines(spaced) < hairlines(plain))
    }

    @Test func inspectorPresentsAsASheetOnAPhone() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { InboxScreen(spacing: nil) }
        #expect(stage.displayList().item(text: "Unread only") == nil)
        // Suggestions are the system's overlay: not drawn on a stage.
        #expect(stage.displayList().item(text: "from:me") == nil)
        try stage.tap(label: "Filters")
        stage.advance(by: 1)
        let toggle = try #require(stage.displayList().item(text: "Unread only"))
        #expect(toggle.bounds.minY > 40)
        try stage.tap(label: "Done")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Unread only") == nil)
        #expect(stage.displayList().item(text: "Welcome aboard") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func previewModifiersLeaveThePreviewAsItIs() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { InboxScreen_Previews.previews }
        #expect(stage.displayList().item(text: "Meetup on Friday") != nil)
        #expect(stage.displayList().item(text: "Spaced rows") == nil)
        #expect(PreviewDevice(rawValue: "iPhone 15 Pro") == "iPhone 15 Pro")
    }
}
