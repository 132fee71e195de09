#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A reading app's settings as iOS 18 code declares them: custom environment and transaction values
// with @Entry, read by @Environment and by .transaction, and #Preview blocks at the bottom of the
// file as Xcode's templates write them.

enum ArticleDensity: String {
    case comfortable, compact
}

final class ReadingHistory {
    var opened: [String] = []
}

extension EnvironmentValues {
    @Entry var articleDensity: ArticleDensity = .comfortable
    @Entry var highlightColor = Color.orange
    @Entry var onOpenArticle: ((String) -> Void)?
    @Entry public var unreadCount: Int = 0 // shown as a badge
    @Entry var readingHistory: ReadingHistory = ReadingHistory()
    @Entry var `default`: String = "keyword name"
}

extension Transaction {
    @Entry var isUndo = false
    @Entry var origin: String = "user"
}

private struct ArticleRow: View {
    let title: String
    @Environment(\.articleDensity) private var density
    @Environment(\.highlightColor) private var highlight
    @Environment(\.onOpenArticle) private var onOpen
    @Environment(\.unreadCount) private var unread

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            if unread > 0 {
                Text("\(unread) new")
                    .foregroundStyle(highlight)
            }
        }
        .padding(density == .compact ? 4 : 12)
        .contentShape(Rectangle())
        .onTapGesture { onOpen?(title) }
    }
}

private struct ReaderList: View {
    @State private var expanded = false
    let log: (String, Bool) -> Void

    var body: some View {
        VStack(spacing: 0) {
            ArticleRow(title: "Springs, explained")
            Button("Expand") {
                var transaction = Transaction(animation: .smooth)
                transaction.origin = "button"
                withTransaction(transaction) { expanded.toggle() }
            }
            Button("Undo") {
                withAnimation(.smooth) {
                    withTransaction(\.isUndo, true) { expanded.toggle() }
                }
            }
            Rectangle()
                .frame(height: expanded ? 200 : 40)
                .transaction { transaction in
                    log(transaction.origin, transaction.isUndo)
                    if transaction.isUndo { transaction.animation = nil }
                }
        }
    }
}

#Preview {
    ArticleRow(title: "Preview")
}

#Preview("Compact", traits: .sizeThatFitsLayout) {
    ArticleRow(title: "Compact")
        .environment(\.articleDensity, .compact)
}

#Preview("Landscape", traits: .landscapeLeft, .fixedLayout(width: 400, height: 200)) {
    @Previewable @State var unread = 3
    ArticleRow(title: "Badge")
        .environment(\.unreadCount, unread)
}

#Preview {
    let titles = ["One", "Two"]
    return VStack {
        ForEach(titles, id: \.self) { ArticleRow(title: $0) }
    }
}

private struct SampleArticles: PreviewModifier {
    static func makeSharedContext() async throws -> [String] { ["Shared"] }

    func body(content: Content, context: [String]) -> some View {
        content.environment(\.unreadCount, context.count)
    }
}

#Preview(traits: .modifier(SampleArticles())) {
    ArticleRow(title: "Modified")
}

@MainActor
@Suite struct EntryMacroAppCompatibilityTests {
    @Test func entriesHaveTheirDefaultsUntilAnAncestorSetsThem() throws {
        let stage = Stage(size: CGSize(width: 390, height: 200)) {
            ArticleRow(title: "Springs")
        }
        let row = try #require(stage.displayList().texts.first { $0.text == "Springs" }).rect
        #expect(row.minX == 12, "comfortable density pads 12 points")
        #expect(stage.displayList().item(text: "3 new") == nil, "no badge at the default of 0")

        var opened: [String] = []
        let configured = Stage(size: CGSize(width: 390, height: 200)) {
            ArticleRow(title: "Springs")
                .environment(\.articleDensity, .compact)
                .environment(\.unreadCount, 3)
                .environment(\.highlightColor, .purple)
                .environment(\.onOpenArticle) { opened.append($0) }
        }
        #expect(try #require(configured.displayList().texts.first { $0.text == "Springs" }).rect.minX == 4)
        let badge = try #require(configured.displayList().texts.first { $0.text == "3 new" })
        #expect(badge.color == Color.purple.resolve(in: EnvironmentValues()))
        try configured.tap(label: "Springs")
        #expect(opened == ["Springs"])
        #expect(configured.issues.isEmpty, "\(configured.issues)")
    }

    @Test func aTypedDefaultIsEvaluatedAtEachReadAndAnUntypedOneOnce() {
        let values = EnvironmentValues()
        #expect(values.readingHistory !== values.readingHistory, "a typed entry's default is computed, as SwiftUI's @Entry expands it")
        #expect(values.highlightColor == Color.orange)
        #expect(values.onOpenArticle == nil, "an optional entry without a default is nil")
        #expect(values.default == "keyword name")
        var changed = values
        changed.unreadCount = 7
        #expect(changed.unreadCount == 7 && values.unreadCount == 0)
    }

    @Test func transactionEntriesReachTransactionModifiers() throws {
        var seen: [String] = []
        let stage = Stage(size: CGSize(width: 390, height: 600)) {
            ReaderList { origin, isUndo in seen.append("\(origin) \(isUndo)") }
        }
        seen.removeAll()
        try stage.tap(label: "Expand")
        #expect(seen.contains("button false"))
        stage.advance(by: 3)
        let expanded = try #require(stage.displayList().shapes.last).rect.height
        #expect(expanded == 200)

        seen.removeAll()
        try stage.tap(label: "Undo")
        #expect(seen.contains("user true"))
        stage.advance(by: 1 / 60)
        let collapsed = try #require(stage.displayList().shapes.last).rect.height
        #expect(collapsed == 40, "the undo's transaction turned its animation off")

        var transaction = Transaction()
        #expect(transaction.origin == "user" && !transaction.isUndo)
        transaction.isUndo = true
        #expect(transaction.isUndo)
    }
}
