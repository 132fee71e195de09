#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// App-file patterns: a RenameButton that focuses the name field through renameAction, one that
// runs a closure, and a view that offers and continues user activities (Handoff, universal links).

private struct PlaylistHeader: View {
    @State private var name = "Road Trip"
    @State private var renames = 0
    @FocusState private var isRenaming: Bool

    var body: some View {
        VStack {
            TextField("Playlist name", text: $name)
                .focused($isRenaming)
            Text(isRenaming ? "renaming" : "idle")
            RenameButton()
                .renameAction($isRenaming)
            HStack {
                Text("Renames: \(renames)")
                RenameButton()
            }
            .renameAction { renames += 1 }
        }
        .userActivity("com.example.playlist", isActive: true) { activity in
            activity.title = name
        }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            if let url = activity.webpageURL { name = url.lastPathComponent }
        }
    }
}

@MainActor
@Suite struct RenameAndUserActivityCompatibilityTests {
    @Test func renameButtonsRunTheirRenameActions() throws {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { PlaylistHeader() }
        #expect(stage.displayList().item(text: "idle") != nil)
        #expect(stage.displayList().items.filter { item in
            if case .text(let text) = item.content { return text.text == "Rename" }
            return false
        }.count == 2)
        // The first button focuses the field.
        try stage.tap(label: "Rename", index: 0)
        #expect(stage.displayList().item(text: "renaming") != nil)
        // The second runs its closure.
        try stage.tap(label: "Rename", index: 1)
        #expect(stage.displayList().item(text: "Renames: 1") != nil)
        #expect(stage.displayList().item(text: "Road Trip") != nil, "offering an activity changes nothing drawn")
    }

    @Test func userActivitiesKeepWhatTheyAreGiven() {
        let activity = NSUserActivity(activityType: "com.example.playlist")
        activity.title = "Road Trip"
        activity.userInfo = ["id": 7]
        activity.addUserInfoEntries(from: ["mood": "sunny"])
        activity.webpageURL = URL(string: "https://example.com/playlists/road-trip")
        #expect(activity.userInfo?["id"] as? Int == 7)
        #expect(activity.userInfo?["mood"] as? String == "sunny")
        activity.becomeCurrent()
        #expect(activity.isCurrent)
        activity.invalidate()
        #expect(!activity.isCurrent && !activity.isValid)
        #expect(NSUserActivityTypeBrowsingWeb == "NSUserActivityTypeBrowsingWeb")
    }
}
