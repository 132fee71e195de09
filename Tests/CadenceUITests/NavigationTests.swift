import CadenceStageTestSupport
@testable import CadenceUI
import Testing

/// Navigation stacks, links, paths, toolbars, sheets, alerts, dialogs and tab views on a stage.
@MainActor
@Suite struct NavigationTests {
    private struct Inbox: View {
        @State private var path = NavigationPath()

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Open") { Text("Opened") }
                    NavigationLink("Message 7", value: 7)
                    Button("Push 9") { path.append(9) }
                }
                .navigationTitle("Inbox")
                .navigationDestination(for: Int.self) { number in
                    Text("Message number \(number)").navigationTitle("#\(number)")
                }
            }
        }
    }

    @Test func linksPushAndBackPops() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { Inbox() }
        try stage.tap(label: "Open")
        var positions: [CGFloat] = []
        for _ in 0..<10 {
            stage.advance(by: 0.05)
            positions.append(stage.displayList().item(text: "Opened")?.bounds.midX ?? .nan)
        }
        stage.advance(by: 1)
        let settled = try #require(stage.displayList().item(text: "Opened")).bounds.midX
        // Slides in from the trailing edge, towards the middle.
        #expect(positions[0] > settled + 100, "\(positions)")
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 >= $1 - 0.01 }, "\(positions)")
        #expect(isClose(settled, 195, absolute: 1))
        #expect(stage.displayList().item(text: "Inbox") == nil)
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Inbox") != nil)
        #expect(stage.displayList().item(text: "Opened") == nil)
    }

    @Test func valuesPushTheirDestinationWithItsTitle() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { Inbox() }
        try stage.tap(label: "Message 7")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Message number 7") != nil)
        #expect(stage.displayList().item(text: "#7") != nil)
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        try stage.tap(label: "Push 9")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Message number 9") != nil)
        #expect(stage.issues.isEmpty)
    }

    private struct Sheets: View {
        @State private var showsSheet = false
        @State private var dismissals = 0
        @State private var asksAgain = false

        var body: some View {
            VStack {
                Button("Show") { showsSheet = true }
                Button("Ask") { asksAgain = true }
                Text("dismissed \(dismissals)")
            }
            .sheet(isPresented: $showsSheet, onDismiss: { dismissals += 1 }) {
                SheetContent().presentationDetents([.medium, .large])
            }
            .alert("Sure?", isPresented: $asksAgain) {}
        }
    }

    private struct SheetContent: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented

        var body: some View {
            Button(isPresented ? "Close" : "Not presented") { dismiss() }
        }
    }

    @Test func sheetsRiseToTheirDetentAndDismiss() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { Sheets() }
        try stage.tap(label: "Show")
        stage.advance(by: 1)
        let close = try #require(stage.displayList().item(text: "Close")).bounds
        // The medium detent: half of the 590 points below the 10-point gap, at the bottom.
        #expect(close.minY > 300)
        #expect(stage.accessibilityTree().elements.contains { $0.traits.contains(.isModal) })
        try stage.tap(label: "Close")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Close") == nil)
        #expect(stage.displayList().item(text: "dismissed 1") != nil)
    }

    @Test func alertsWithoutActionsGetAnOKButtonThatDismisses() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { Sheets() }
        try stage.tap(label: "Ask")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Sure?") != nil)
        try stage.tap(label: "OK")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Sure?") == nil)
        #expect(stage.issues.isEmpty)
    }

    /// A confirmation dialog with a cancel-role button of its own (`withCancel`) or without.
    private struct Dialog: View {
        let withCancel: Bool
        @State private var asks = false
        @State private var log: [String] = []

        var body: some View {
            VStack {
                Button("Delete") { asks = true }
                Text(log.isEmpty ? "nothing" : log.joined(separator: ","))
            }
            .confirmationDialog("Delete the draft?", isPresented: $asks, titleVisibility: .visible) {
                Button("Delete Draft", role: .destructive) { log.append("deleted") }
                if withCancel {
                    Button("Keep Editing", role: .cancel) { log.append("kept") }
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func aDialogsCancelRoleButtonTakesTheCancelPlace(withCancel: Bool) throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { Dialog(withCancel: withCancel) }
        try stage.tap(label: "Delete")
        stage.advance(by: 1)
        let list = stage.displayList()
        let cancelLabel = withCancel ? "Keep Editing" : "Cancel"
        // One cancel button, below the other actions; the dialog adds its own only without one.
        #expect(list.texts.filter { $0.text == "Cancel" }.count == (withCancel ? 0 : 1))
        let cancel = try #require(list.item(text: cancelLabel))
        let delete = try #require(list.item(text: "Delete Draft"))
        #expect(cancel.bounds.minY > delete.bounds.maxY + 4, "apart from the other actions")
        try stage.tap(label: cancelLabel)
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Delete the draft?") == nil, "dismissed")
        #expect(stage.displayList().item(text: withCancel ? "kept" : "nothing") != nil, "the app's action ran")
        #expect(stage.issues.isEmpty)
    }

    private struct Tabs: View {
        @State private var tab = "home"

        var body: some View {
            TabView(selection: $tab) {
                Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag("home")
                Text("Search screen").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag("search")
            }
        }
    }

    @Test func tabItemsSelectTheirTab() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { Tabs() }
        #expect(stage.displayList().item(text: "Home screen") != nil)
        try stage.tap(label: "Search")
        #expect(stage.displayList().item(text: "Search screen") != nil)
        #expect(stage.displayList().item(text: "Home screen") == nil)
        let search = try #require(stage.accessibilityTree().elements.first { $0.traits.contains(.isButton) && $0.label.contains("Search") })
        #expect(search.traits.contains(.isSelected))
    }

    private struct Editable: View {
        @State private var names = ["a", "b", "c", "d"]
        @State private var selection: String?

        var body: some View {
            NavigationStack {
                List(selection: $selection) {
                    ForEach(names, id: \.self) { Text($0) }
                        .onDelete { names.remove(atOffsets: $0) }
                        .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                }
                .toolbar { EditButton() }
                .refreshable {}
                .searchable(text: .constant(""))
                Text("selected \(selection ?? "none")")
            }
        }
    }

    @Test func listSelectionAndEditingCompile() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { Editable() }
        try stage.tap(label: "c")
        #expect(stage.displayList().item(text: "selected c") != nil)
        try stage.tap(label: "Edit")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Done") != nil)
        #expect(stage.issues.isEmpty)
    }

    @Test func offsetsHelpersMoveAndRemoveLikeSwiftUI() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [1, 3], toOffset: 0)
        #expect(letters == ["b", "d", "a", "c", "e"])
        letters.move(fromOffsets: [0], toOffset: 5)
        #expect(letters == ["d", "a", "c", "e", "b"])
        letters.remove(atOffsets: [0, 4, 9])
        #expect(letters == ["a", "c", "e"])
    }
}
