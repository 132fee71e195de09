#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A 2048 game as the SwiftUI tutorials write it: an @Observable board of identified tiles, a
// DragGesture that reads the swipe direction from its translation, tiles positioned by offset in
// a ZStack over the grid so they glide when they move (animated with a spring), merged tiles pop
// with a scale transition, a score with numericText and a best score in @AppStorage, and a
// "Game over" overlay. New tiles come from an injected generator so a game can be replayed.

private struct Tile: Identifiable, Equatable {
    let id: Int
    var value: Int
    var row: Int
    var column: Int
}

private enum SwipeDirection {
    case up, down, left, right
}

@Observable
private final class Board {
    private(set) var tiles: [Tile] = []
    private(set) var score = 0
    private var nextID = 0
    private var spawns: [(row: Int, column: Int, value: Int)]

    init(spawns: [(row: Int, column: Int, value: Int)]) {
        self.spawns = spawns
        spawn()
        spawn()
    }

    var isOver: Bool {
        guard tiles.count == 16 else { return false }
        for tile in tiles {
            for other in tiles where other.value == tile.value
                && abs(other.row - tile.row) + abs(other.column - tile.column) == 1 {
                return false
            }
        }
        return true
    }

    private func spawn() {
        while let next = spawns.first {
            spawns.removeFirst()
            guard !tiles.contains(where: { $0.row == next.row && $0.column == next.column }) else { continue }
            nextID += 1
            tiles.append(Tile(id: nextID, value: next.value, row: next.row, column: next.column))
            return
        }
    }

    func move(_ direction: SwipeDirection) {
        var moved = false
        var result: [Tile] = []
        for line in 0..<4 {
            var lineTiles = tiles.filter { direction == .left || direction == .right ? $0.row == line : $0.column == line }
            let key: (Tile) -> Int = { direction == .left || direction == .right ? $0.column : $0.row }
            lineTiles.sort { direction == .left || direction == .up ? key($0) < key($1) : key($0) > key($1) }
            var slot = 0
            var index = 0
            while index < lineTiles.count {
                var tile = lineTiles[index]
                if index + 1 < lineTiles.count, lineTiles[index + 1].value == tile.value {
                    tile.value *= 2
                    score += tile.value
                    index += 2
                    moved = true
                } else {
                    index += 1
                }
                let position = direction == .left || direction == .up ? slot : 3 - slot
                if direction == .left || direction == .right {
                    if tile.column != position { moved = true }
                    tile.column = position
                } else {
                    if tile.row != position { moved = true }
                    tile.row = position
                }
                result.append(tile)
                slot += 1
            }
        }
        guard moved else { return }
        tiles = result
        spawn()
    }
}

private struct TileView: View {
    let value: Int

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(color)
            .overlay {
                Text("\(value)")
                    .font(.system(size: value >= 1000 ? 24 : 32, weight: .bold, design: .rounded))
                    .foregroundStyle(value <= 4 ? Color(red: 0.47, green: 0.43, blue: 0.40) : .white)
            }
    }

    private var color: Color {
        switch value {
        case 2: Color(red: 0.93, green: 0.89, blue: 0.85)
        case 4: Color(red: 0.93, green: 0.88, blue: 0.78)
        case 8: Color(red: 0.95, green: 0.69, blue: 0.47)
        case 16: Color(red: 0.96, green: 0.58, blue: 0.39)
        default: Color(red: 0.96, green: 0.49, blue: 0.37)
        }
    }
}

private struct GameView: View {
    @State private var board: Board
    @AppStorage("best2048") private var best = 0
    private let cell: CGFloat = 76
    private let spacing: CGFloat = 10

    init(spawns: [(row: Int, column: Int, value: Int)]) {
        _board = State(initialValue: Board(spawns: spawns))
    }

    var body: some View {
        VStack(spacing: 20) {
            HStack {
                Text("2048")
                    .font(.system(size: 48, weight: .heavy, design: .rounded))
                Spacer()
                scoreBox("SCORE", board.score)
                scoreBox("BEST", best)
            }
            ZStack(alignment: .topLeading) {
                ForEach(0..<16, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color(red: 0.80, green: 0.76, blue: 0.71))
                        .frame(width: cell, height: cell)
                        .offset(offset(row: index / 4, column: index % 4))
                }
                ForEach(board.tiles) { tile in
                    TileView(value: tile.value)
                        .frame(width: cell, height: cell)
                        .offset(offset(row: tile.row, column: tile.column))
                        .transition(.scale(scale: 0.1).combined(with: .opacity))
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("\(tile.value) at row \(tile.row + 1), column \(tile.column + 1)")
                }
            }
            .frame(width: cell * 4 + spacing * 5, height: cell * 4 + spacing * 5, alignment: .topLeading)
            .background(Color(red: 0.73, green: 0.68, blue: 0.63), in: RoundedRectangle(cornerRadius: 12))
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 20)
                    .onEnded { value in
                        let dx = value.translation.width
                        let dy = value.translation.height
                        let direction: SwipeDirection = abs(dx) > abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
                        withAnimation(.spring(response: 0.25, dampingFraction: 0.8)) {
                            board.move(direction)
                        }
                    }
            )
            .overlay {
                if board.isOver {
                    VStack {
                        Text("Game over")
                            .font(.largeTitle.bold())
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(.white.opacity(0.6), in: RoundedRectangle(cornerRadius: 12))
                    .transition(.opacity)
                }
            }
            Spacer()
        }
        .padding()
        .onChange(of: board.score) { _, newScore in
            if newScore > best { best = newScore }
        }
    }

    private func offset(row: Int, column: Int) -> CGSize {
        CGSize(width: spacing + CGFloat(column) * (cell + spacing), height: spacing + CGFloat(row) * (cell + spacing))
    }

    private func scoreBox(_ title: String, _ value: Int) -> some View {
        VStack(spacing: 2) {
            Text(title).font(.caption2.bold())
            Text("\(value)")
                .font(.title3.bold().monospacedDigit())
                .contentTransition(.numericText(value: Double(value)))
        }
        .foregroundStyle(.white)
        .frame(minWidth: 64)
        .padding(.vertical, 6)
        .background(Color(red: 0.73, green: 0.68, blue: 0.63), in: RoundedRectangle(cornerRadius: 6))
        .accessibilityElement(children: .combine)
    }
}

@MainActor
@Suite struct Game2048AppCompatibilityTests {
    private let spawns: [(row: Int, column: Int, value: Int)] = [
        (0, 0, 2), (0, 3, 2), (3, 3, 2), (1, 0, 4), (2, 2, 2), (3, 0, 2), (0, 1, 4),
    ]

    private func swipe(_ stage: Stage, dx: CGFloat, dy: CGFloat, at time: Double) {
        let center = CGPoint(x: 195, y: 280)
        stage.schedule(.drag(from: center, to: CGPoint(x: center.x + dx, y: center.y + dy), duration: 0.15), at: time)
    }

    @Test func swipingRightMergesTheTwosAndSwipingUpGlidesTheNewTile() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { GameView(spawns: spawns) }
        let tree = stage.accessibilityTree()
        #expect(tree.element(label: "2 at row 1, column 1") != nil)
        #expect(tree.element(label: "2 at row 1, column 4") != nil)

        swipe(stage, dx: 120, dy: 0, at: 0.1)
        stage.advance(to: 0.3)
        #expect(stage.accessibilityTree().element(label: "4 at row 1, column 4") != nil, "merged into a 4")
        #expect(stage.accessibilityTree().element(label: "SCORE, 4") != nil)
        stage.advance(to: 1)
        #expect(stage.accessibilityTree().element(label: "BEST, 4") != nil, "the best score follows")
        #expect(stage.accessibilityTree().element(label: "2 at row 4, column 4") != nil, "a new tile spawned")
        #expect(stage.displayList().texts.filter { $0.text == "2" }.count == 1, "the merged-away tile is gone")
        let low = try #require(stage.displayList().item(text: "2")).bounds

        swipe(stage, dx: 0, dy: -120, at: 1.1)
        stage.advance(to: 1.3)
        let gliding = try #require(stage.displayList().item(text: "2")).bounds
        #expect(gliding.midY < low.midY - 10, "the tile glides up: \(gliding.midY) from \(low.midY)")
        stage.advance(to: 2.5)
        let high = try #require(stage.displayList().item(text: "2")).bounds
        #expect(isClose(low.midY - high.midY, 2 * 86, absolute: 0.5), "two cells up")
        #expect(stage.accessibilityTree().element(label: "2 at row 2, column 4") != nil)
        #expect(stage.accessibilityTree().element(label: "4 at row 2, column 1") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aSwipeThatMovesNothingSpawnsNothingAndNewTilesPopIn() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { GameView(spawns: spawns) }
        swipe(stage, dx: 0, dy: -120, at: 0.1)
        stage.advance(to: 1)
        #expect(stage.accessibilityTree().element(label: "2 at row 1, column 4") != nil)
        #expect(stage.accessibilityTree().element(label: "2 at row 1, column 1") != nil)
        #expect(stage.displayList().texts.filter { $0.text == "2" || $0.text == "4" }.count == 2, "nothing spawned")

        swipe(stage, dx: 0, dy: 120, at: 1.1)
        stage.advance(to: 2.5)
        var tree = stage.accessibilityTree()
        #expect(tree.element(label: "2 at row 4, column 1") != nil)
        #expect(tree.element(label: "2 at row 4, column 4") != nil)
        #expect(tree.element(label: "4 at row 2, column 1") != nil)
        #expect(tree.element(label: "SCORE, 0") != nil)

        swipe(stage, dx: -120, dy: 0, at: 2.6)
        stage.advance(to: 2.8)
        let popping = stage.displayList().items.filter { item in
            if case .text(let text) = item.content { return text.text == "2" && item.transform.uniformScale < 0.99 }
            return false
        }
        #expect(!popping.isEmpty, "the new tile scales in")
        stage.advance(to: 4)
        tree = stage.accessibilityTree()
        #expect(tree.element(label: "4 at row 4, column 1") != nil)
        #expect(tree.element(label: "2 at row 3, column 3") != nil)
        #expect(tree.element(label: "SCORE, 4") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
