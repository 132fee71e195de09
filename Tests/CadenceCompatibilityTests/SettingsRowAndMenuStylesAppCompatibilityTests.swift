#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An app's settings screen with its own row and menu styles: a LabeledContentStyle that stacks the
// value under the label, one that reads the environment, one that wraps the current style with
// LabeledContent(configuration), and custom MenuStyles around Menu(configuration).

private struct StackedRowStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
                .font(.caption)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension LabeledContentStyle where Self == StackedRowStyle {
    fileprivate static var stacked: StackedRowStyle { StackedRowStyle() }
}

private struct LockableRowStyle: LabeledContentStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            if !isEnabled {
                Image(systemName: "lock.fill")
            }
            configuration.label
            Spacer(minLength: 8)
            configuration.content
        }
    }
}

private struct HighlightedRowStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
            .padding(6)
            .background(Color.yellow, in: RoundedRectangle(cornerRadius: 6))
    }
}

private struct CapsuleMenuStyle: MenuStyle {
    var fill: Color = .orange

    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(fill, in: Capsule())
    }
}

private struct SettingsScreen: View {
    @State private var sort = "Newest"
    @State private var refreshes = 0

    var body: some View {
        VStack(spacing: 16) {
            LabeledContent("Account", value: "ada@example.com")
                .labeledContentStyle(.stacked)
            LabeledContent("Plan") { Text("Pro") }
                .labeledContentStyle(LockableRowStyle())
                .disabled(true)
            LabeledContent("Storage", value: "12 GB")
                .labeledContentStyle(HighlightedRowStyle())
            LabeledContent("Version", value: "2.1")
            Menu("Sort: \(sort)") {
                Button("Newest") { sort = "Newest" }
                Button("Oldest") { sort = "Oldest" }
            }
            .menuStyle(CapsuleMenuStyle())
            Menu {
                Button("Clear cache") {}
            } label: {
                Text("Refresh \(refreshes)")
            } primaryAction: {
                refreshes += 1
            }
            .menuStyle(CapsuleMenuStyle(fill: .mint))
        }
        .padding()
    }
}

@MainActor
@Suite struct SettingsRowAndMenuStylesAppCompatibilityTests {
    @Test func aCustomStyleLaysOutTheLabelAndValue() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { SettingsScreen() }
        let list = stage.displayList()
        let account = try #require(list.item(text: "Account")).bounds
        let email = try #require(list.item(text: "ada@example.com")).bounds
        #expect(email.minY >= account.maxY - 0.5, "the stacked style puts the value under the label: \(account) \(email)")
        #expect(abs(email.minX - account.minX) < 0.5, "both leading-aligned")
        let version = try #require(list.item(text: "Version")).bounds
        let number = try #require(list.item(text: "2.1")).bounds
        #expect(abs(number.midY - version.midY) < 1, "the automatic style keeps them on one row")
        #expect(number.minX > 300, "the automatic style puts the value at the trailing edge: \(number)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aStyleReadsTheEnvironmentAroundTheContent() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) {
            VStack {
                LabeledContent("Plan") { Text("Pro") }
                    .disabled(true)
                LabeledContent("Theme") { Text("Dark") }
            }
            .labeledContentStyle(LockableRowStyle())
        }
        let list = stage.displayList()
        let lock = try #require(list.item(symbol: "lock.fill")).bounds
        let plan = try #require(list.item(text: "Plan")).bounds
        #expect(abs(lock.midY - plan.midY) < 1, "the disabled row shows the lock")
        #expect(list.items.filter { if case .symbol = $0.content { return true } else { return false } }.count == 1,
                "only the disabled row is locked")
        let pro = try #require(list.item(text: "Pro")).bounds
        #expect(pro.minX > 300, "the spacer pushes the value to the trailing edge")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func labeledContentFromAConfigurationKeepsTheStyleFurtherOut() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) {
            VStack {
                LabeledContent("Storage", value: "12 GB")
                    .labeledContentStyle(HighlightedRowStyle())
                    .labeledContentStyle(.stacked)
                LabeledContent("Backups", value: "On")
                    .labeledContentStyle(HighlightedRowStyle())
            }
        }
        let list = stage.displayList()
        let storage = try #require(list.item(text: "Storage")).bounds
        let size = try #require(list.item(text: "12 GB")).bounds
        #expect(size.minY >= storage.maxY - 0.5, "the wrapped row is drawn by the stacked style set further out")
        let backups = try #require(list.item(text: "Backups")).bounds
        let on = try #require(list.item(text: "On")).bounds
        #expect(abs(on.midY - backups.midY) < 1 && on.minX > backups.maxX, "with no style further out, the automatic one")
        let yellow = Color.yellow.resolve(in: EnvironmentValues())
        let highlights = list.shapes.filter { (shape: DisplayList.ShapeItem) in
            shape.paint.color.red == yellow.red && shape.paint.color.green == yellow.green && shape.paint.color.blue == yellow.blue
        }
        #expect(highlights.count == 2, "each row has the highlight behind it")
        #expect(highlights.contains { $0.rect.contains(CGPoint(x: size.midX, y: size.midY)) })
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func hiddenLabelsLeaveTheValueAlone() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) {
            LabeledContent("Volume", value: "80 %")
                .labelsHidden()
        }
        #expect(stage.displayList().item(text: "Volume") == nil)
        #expect(stage.displayList().item(text: "80 %") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aCustomMenuStyleWrapsAMenuThatStillOpens() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { SettingsScreen() }
        let capsule = try #require(stage.displayList().item(filledWith: .orange)).bounds
        let title = try #require(stage.displayList().item(text: "Sort: Newest")).bounds
        #expect(capsule.contains(CGPoint(x: title.midX, y: title.midY)), "the style's capsule is behind the label")
        #expect(capsule.width >= title.width + 24 - 0.5, "with the style's padding")
        #expect(stage.displayList().item(text: "Oldest") == nil)
        try stage.tap(label: "Sort: Newest")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Oldest") != nil, "the menu opens")
        try stage.tap(label: "Oldest")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Sort: Oldest") != nil)
        #expect(stage.displayList().item(text: "Newest") == nil, "and closes after the action")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aStyledMenuKeepsItsPrimaryAction() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { SettingsScreen() }
        #expect(stage.displayList().item(filledWith: .mint) != nil)
        try stage.tap(label: "Refresh 0")
        #expect(stage.displayList().item(text: "Refresh 1") != nil, "a tap runs the primary action")
        #expect(stage.displayList().item(text: "Clear cache") == nil, "without opening the menu")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func stylesSetAroundOneAnotherDoNotCombine() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) {
            Menu("Filter") { Button("All") {} }
                .menuStyle(CapsuleMenuStyle(fill: .mint))
                .menuStyle(CapsuleMenuStyle(fill: .orange))
        }
        let mint = try #require(stage.displayList().item(filledWith: .mint)).bounds
        let orange = try #require(stage.displayList().item(filledWith: .orange)).bounds
        #expect(mint.contains(orange), "Menu(configuration) in the inner style is drawn by the outer one, inside it: \(mint) \(orange)")
        #expect(mint.width > orange.width)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
