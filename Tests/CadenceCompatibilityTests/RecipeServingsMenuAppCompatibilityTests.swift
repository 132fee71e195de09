#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A recipe header with a servings menu that stays open while people tap "Add one" repeatedly, next
// to a sort menu that closes as menus do, and a settings list whose label icons line up.
private struct RecipeHeader: View {
    @State private var servings = 2
    @State private var sort = "Name"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Menu("Servings: \(servings)") {
                Button("Add one") { servings += 1 }
                Button("Remove one") { servings = max(1, servings - 1) }
            }
            .menuActionDismissBehavior(.disabled)
            Menu("Sort: \(sort)") {
                Button("Name") { sort = "Name" }
                Button("Time") { sort = "Time" }
            }
            Spacer()
        }
        .padding()
    }
}

private struct SettingsRows: View {
    let reserved: CGFloat?

    var body: some View {
        let rows = VStack(alignment: .leading, spacing: 8) {
            Label("Wi-Fi", systemImage: "wifi")
            Label("Notes", systemImage: "square.and.pencil")
        }
        Group {
            if let reserved {
                rows.labelReservedIconWidth(reserved)
            } else {
                rows
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite struct RecipeServingsMenuAppCompatibilityTests {
    @Test func aMenuWithDismissDisabledStaysOpenBetweenActions() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { RecipeHeader() }
        try stage.tap(label: "Servings: 2")
        stage.advance(by: 0.5)
        try stage.tap(label: "Add one")
        #expect(stage.displayList().item(text: "Add one") != nil, "the menu stays open")
        try stage.tap(label: "Add one")
        #expect(stage.displayList().item(text: "Servings: 4") != nil, "\(stage.displayList().texts.map(\.text))")

        // Close it with its label, then an ordinary menu closes after its action.
        try stage.tap(label: "Servings: 4")
        stage.advance(by: 0.5)
        try stage.tap(label: "Sort: Name")
        stage.advance(by: 0.5)
        try stage.tap(label: "Time")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Sort: Time") != nil)
        #expect(stage.displayList().item(text: "Time") == nil, "the sort menu closed")
    }

    @Test func reservedIconWidthLinesUpTheTitles() throws {
        let lined = Stage(size: CGSize(width: 300, height: 200)) { SettingsRows(reserved: 40) }
        let wifi = try #require(lined.displayList().item(text: "Wi-Fi")).bounds
        let notes = try #require(lined.displayList().item(text: "Notes")).bounds
        #expect(isClose(wifi.minX, notes.minX, absolute: 1e-6))
        #expect(isClose(wifi.minX, 40 + 8, absolute: 1e-6), "the reserved width, then the label's spacing")

        let natural = Stage(size: CGSize(width: 300, height: 200)) { SettingsRows(reserved: nil) }
        let ownWifi = try #require(natural.displayList().item(text: "Wi-Fi")).bounds
        #expect(ownWifi.minX < wifi.minX, "unreserved, the title follows the icon's own width")
    }
}
