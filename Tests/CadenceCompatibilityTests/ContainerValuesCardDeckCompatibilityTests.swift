#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A reusable "card deck" container in the iOS 18 style: it takes any content, lays each subview
// out as a card with ForEach(subviews:), reads a per-card accent and a pinned flag the cards set
// with containerValue (declared with @Entry in ContainerValues), and shows "+N more" with
// Group(subviews:) when collapsed. Tapping a card's button updates a model.

extension ContainerValues {
    @Entry var cardAccent: Color = .gray
    @Entry var isPinned = false
}

private struct CardDeck<Content: View>: View {
    var limit: Int
    @ViewBuilder var content: Content
    @State private var showsAll = false

    var body: some View {
        VStack(spacing: 10) {
            Group(subviews: content) { subviews in
                let pinned = subviews.filter { $0.containerValues.isPinned }
                let others = subviews.filter { !$0.containerValues.isPinned }
                let shown = showsAll ? others : Array(others.prefix(limit))
                ForEach(pinned + shown) { subview in
                    subview
                        .padding(12)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(subview.containerValues.cardAccent.opacity(0.2), in: .rect(cornerRadius: 12))
                        .overlay(alignment: .topTrailing) {
                            if subview.containerValues.isPinned {
                                Image(systemName: "pin.fill").padding(6)
                            }
                        }
                }
                if others.count > limit {
                    Button(showsAll ? "Show Less" : "+\(others.count - limit) more") {
                        withAnimation(.snappy) { showsAll.toggle() }
                    }
                }
            }
        }
        .padding()
    }
}

@Observable
private final class Board {
    var done: Set<String> = []
}

private struct TaskBoard: View {
    let board: Board
    let tasks = ["Design review", "Write tests", "Ship build", "Update docs", "Plan sprint"]

    var body: some View {
        CardDeck(limit: 2) {
            Text("Release 2.0").font(.headline)
                .containerValue(\.isPinned, true)
                .containerValue(\.cardAccent, .orange)
            ForEach(tasks, id: \.self) { task in
                Button(board.done.contains(task) ? "\(task) ✓" : task) {
                    board.done.insert(task)
                }
                .containerValue(\.cardAccent, board.done.contains(task) ? .green : .blue)
            }
        }
    }
}

@MainActor
@Suite struct ContainerValuesCardDeckCompatibilityTests {
    @Test func pinnedCardsComeFirstAndTheRestAreLimited() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { TaskBoard(board: Board()) }
        let release = try #require(stage.displayList().item(text: "Release 2.0")).bounds
        let first = try #require(stage.displayList().item(text: "Design review")).bounds
        #expect(release.maxY < first.minY)
        #expect(stage.displayList().item(symbol: "pin.fill") != nil)
        #expect(stage.displayList().item(text: "Ship build") == nil)
        #expect(stage.displayList().item(text: "+3 more") != nil)
        try stage.tap(label: "+3 more")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Plan sprint") != nil)
        #expect(stage.displayList().item(text: "Show Less") != nil)
    }

    @Test func theAccentEachCardSetsColoursItsBackground() throws {
        let board = Board()
        let stage = Stage(size: CGSize(width: 390, height: 700)) { TaskBoard(board: board) }
        func background(of title: String) -> Color.Resolved? {
            guard let text = stage.displayList().item(text: title)?.bounds else { return nil }
            return stage.displayList().items.last {
                if case .shape(let shape) = $0.content { return shape.paint.color.opacity < 0.5 && $0.bounds.contains(CGPoint(x: text.midX, y: text.midY)) }
                return false
            }.map { if case .shape(let shape) = $0.content { return shape.paint.color } else { return Color.Resolved(red: 0, green: 0, blue: 0) } }
        }
        let orange = try #require(background(of: "Release 2.0"))
        #expect(orange.red > 0.9 && orange.blue < 0.2, "\(orange)")
        let blue = try #require(background(of: "Write tests"))
        #expect(blue.blue > 0.9 && blue.red < 0.2, "\(blue)")
        try stage.tap(label: "Write tests")
        let green = try #require(background(of: "Write tests ✓"))
        #expect(green.green > 0.6 && green.blue < 0.5, "\(green)")
        #expect(board.done == ["Write tests"])
    }
}
