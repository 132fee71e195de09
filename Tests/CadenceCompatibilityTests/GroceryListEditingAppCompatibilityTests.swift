#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A grocery list: sections by aisle, rows with a trailing swipe to delete and a leading swipe to
// mark as bought, onMove/onDelete with an EditButton, pull to refresh that merges a shared list
// (async), a badge with the number left, and bought rows that animate to the bottom.

private struct Grocery: Identifiable, Equatable {
    let id: String
    var isBought = false
}

@MainActor
@Observable
private final class GroceryList {
    var items = [Grocery(id: "Apples"), Grocery(id: "Bread"), Grocery(id: "Milk")]
    var syncs = 0

    func sync() async {
        try? await Task.sleep(for: .seconds(1))
        syncs += 1
        if !items.contains(where: { $0.id == "Coffee" }) {
            items.append(Grocery(id: "Coffee"))
        }
    }
}

private struct SyncButton: View {
    @Environment(\.refresh) private var refresh

    var body: some View {
        Button("Sync Now") {
            Task { await refresh?() }
        }
        .disabled(refresh == nil)
    }
}

private struct GroceryScreen: View {
    @State private var list = GroceryList()

    private var left: Int { list.items.filter { !$0.isBought }.count }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(list.items) { item in
                        HStack {
                            Button {
                                markBought(item)
                            } label: {
                                Image(systemName: item.isBought ? "checkmark.circle.fill" : "circle")
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel("Buy \(item.id)")
                            Text(item.id)
                                .strikethrough(item.isBought)
                        }
                        .swipeActions(edge: .leading) {
                            Button("Bought") { markBought(item) }
                                .tint(.green)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button("Remove", role: .destructive) {
                                withAnimation { list.items.removeAll { $0.id == item.id } }
                            }
                        }
                    }
                    .onDelete { list.items.remove(atOffsets: $0) }
                    .onMove { list.items.move(fromOffsets: $0, toOffset: $1) }
                } header: {
                    Text("To Buy")
                        .badge(left)
                }
                Text("\(left) left · synced \(list.syncs)×")
                    .contentTransition(.numericText())
                SyncButton()
            }
            .refreshable { await list.sync() }
            .navigationTitle("Groceries")
            .toolbar { EditButton() }
        }
    }

    private func markBought(_ item: Grocery) {
        guard let index = list.items.firstIndex(of: item) else { return }
        withAnimation(.snappy) {
            var bought = list.items.remove(at: index)
            bought.isBought = true
            list.items.append(bought)
        }
    }
}

@MainActor
@Suite struct GroceryListEditingAppCompatibilityTests {
    private func rowOrder(_ stage: Stage) -> [String] {
        stage.displayList().texts.map(\.text).filter { ["Apples", "Bread", "Milk", "Coffee"].contains($0) }
    }

    @Test func swipingMarksARowBoughtAndMovesItDown() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { GroceryScreen() }
        #expect(rowOrder(stage) == ["Apples", "Bread", "Milk"])
        #expect(stage.displayList().item(text: "3 left · synced 0×") != nil)
        try stage.tap(label: "Buy Apples")
        stage.advance(by: 0.1)
        let moving = try #require(stage.displayList().item(text: "Apples")).bounds
        stage.advance(by: 1)
        let settled = try #require(stage.displayList().item(text: "Apples")).bounds
        let milk = try #require(stage.displayList().item(text: "Milk")).bounds
        #expect(settled.minY > milk.maxY, "bought rows go to the bottom")
        #expect(moving.midY < settled.midY - 1, "the row glides down: \(moving.midY) → \(settled.midY)")
        #expect(rowOrder(stage) == ["Bread", "Milk", "Apples"], "\(rowOrder(stage))")
        #expect(stage.displayList().item(text: "2 left · synced 0×") != nil)
        #expect(stage.displayList().item(symbol: "checkmark.circle.fill") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func editModeDeletesAndRefreshMerges() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { GroceryScreen() }
        try stage.tap(label: "Edit")
        #expect(stage.displayList().item(symbol: "line.3.horizontal") != nil)
        try stage.tap(label: "Delete", index: 1)
        stage.advance(by: 1)
        #expect(rowOrder(stage) == ["Apples", "Milk"], "\(rowOrder(stage))")
        try stage.tap(label: "Done")
        try stage.tap(label: "Sync Now")
        await stage.play(by: 0.5)
        #expect(!rowOrder(stage).contains("Coffee"), "still syncing")
        await stage.play(by: 1)
        #expect(stage.displayList().item(text: "3 left · synced 1×") != nil, "\(stage.displayList().texts.map(\.text))")
        #expect(rowOrder(stage) == ["Apples", "Milk", "Coffee"])
    }
}
