#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A mail inbox on iOS 26: a bottom toolbar split by ToolbarSpacer, items with a hidden shared
// background, a soft scroll edge, a hero image with backgroundExtensionEffect, a safeAreaBar
// filter strip on glass and swipe-free row selection driving an animated unread count.

private struct Message: Identifiable {
    let id: Int
    let sender: String
    var isUnread: Bool
}

private struct Inbox: View {
    @State private var messages = (1...6).map { Message(id: $0, sender: "Sender \($0)", isUnread: $0.isMultiple(of: 2)) }
    @State private var filter = "All"

    private var unread: Int { messages.filter(\.isUnread).count }

    var body: some View {
        NavigationStack {
            ScrollView {
                LinearGradient(colors: [.blue, .cyan], startPoint: .leading, endPoint: .trailing)
                    .frame(height: 120)
                    .backgroundExtensionEffect()
                LazyVStack(alignment: .leading, spacing: 12) {
                    ForEach($messages) { $message in
                        Button {
                            withAnimation(.smooth) { message.isUnread = false }
                        } label: {
                            HStack {
                                Circle().fill(message.isUnread ? Color.blue : Color.clear).frame(width: 8, height: 8)
                                Text(message.sender)
                            }
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
            }
            .scrollEdgeEffectStyle(.soft, for: .top)
            .safeAreaBar(edge: .top) {
                HStack {
                    ForEach(["All", "Unread"], id: \.self) { name in
                        Button(name) { filter = name }
                            .buttonStyle(.glass)
                    }
                }
                .padding(.vertical, 6)
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) {
                    Text("\(unread) Unread")
                        .contentTransition(.numericText())
                }
                .sharedBackgroundVisibility(.hidden)
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                }
            }
        }
    }
}

@MainActor
@Suite struct GlassToolbarMailAppCompatibilityTests {
    @Test func flexibleSpacersSpreadTheBottomBarItems() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { Inbox() }
        let count = try #require(stage.displayList().item(text: "3 Unread")).bounds
        let filter = try #require(stage.displayList().item(symbol: "line.3.horizontal.decrease")).bounds
        let compose = try #require(stage.displayList().item(symbol: "square.and.pencil")).bounds
        #expect(filter.maxX < count.minX && count.maxX < compose.minX)
        #expect(abs(count.midX - 195) < 2, "the count is centred between two flexible spacers: \(count.midX)")
        #expect(filter.minX < 60 && compose.maxX > 330, "\(filter) \(compose)")
    }

    @Test func readingAMessageLowersTheCountAndTheFilterBarIsGlass() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { Inbox() }
        try stage.tap(label: "Sender 2")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "2 Unread") != nil)
        let glass = stage.displayList().items.filter {
            if case .shape(let shape) = $0.content, case .material? = shape.shading { return true }
            return false
        }
        #expect(glass.count >= 2, "the All and Unread buttons are glass")
        let all = try #require(stage.displayList().item(text: "All")).bounds
        let hero = try #require(stage.displayList().items.first {
            if case .shape(let shape) = $0.content, case .linearGradient? = shape.shading { return true }
            return false
        }).bounds
        #expect(all.maxY <= hero.minY + 0.5, "the bar is above the scrolled content")
    }
}
