#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A Wordle clone as the tutorials write it: an @Observable game, a 6×5 board of tiles that flip one
// after the other (rotation3DEffect about x with a per-column delay) to show green/yellow/gray, an
// on-screen keyboard whose keys take the colours of the letters played, a shake (keyframeAnimator on
// a trigger) and a toast for a word that is not in the list, and a win banner.

private enum LetterState {
    case empty, pending, absent, present, correct

    var color: Color {
        switch self {
        case .empty, .pending: .clear
        case .absent: Color(.systemGray)
        case .present: .yellow
        case .correct: .green
        }
    }
}

@Observable
private final class WordleGame {
    let answer: String
    let dictionary: Set<String>
    var guesses: [String] = []
    var current = ""
    var invalidAttempts = 0
    var toast: String?
    var isWon = false

    init(answer: String, dictionary: Set<String>) {
        self.answer = answer
        self.dictionary = dictionary
    }

    func type(_ letter: String) {
        guard !isWon, current.count < 5, guesses.count < 6 else { return }
        current += letter
    }

    func deleteLast() {
        guard !current.isEmpty else { return }
        current.removeLast()
    }

    func submit() {
        guard current.count == 5 else {
            invalidAttempts += 1
            toast = "Not enough letters"
            return
        }
        guard dictionary.contains(current) else {
            invalidAttempts += 1
            toast = "Not in word list"
            return
        }
        guesses.append(current)
        if current == answer { isWon = true }
        current = ""
    }

    func states(for guess: String) -> [LetterState] {
        let target = Array(answer)
        let letters = Array(guess)
        var result = Array(repeating: LetterState.absent, count: 5)
        var remaining: [Character: Int] = [:]
        for index in 0..<5 where letters[index] != target[index] {
            remaining[target[index], default: 0] += 1
        }
        for index in 0..<5 {
            if letters[index] == target[index] {
                result[index] = .correct
            } else if let count = remaining[letters[index]], count > 0 {
                result[index] = .present
                remaining[letters[index]] = count - 1
            }
        }
        return result
    }

    func keyState(_ key: String) -> LetterState {
        var best = LetterState.empty
        for guess in guesses {
            for (letter, state) in zip(guess, states(for: guess)) where String(letter) == key {
                if state == .correct { return .correct }
                if state == .present || best == .empty { best = state }
            }
        }
        return best
    }
}

private struct TileView: View {
    let letter: String
    let state: LetterState
    let column: Int
    @State private var revealed = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 4)
                .fill(revealed ? state.color : Color.clear)
            RoundedRectangle(cornerRadius: 4)
                .strokeBorder(revealed ? Color.clear : Color.gray.opacity(letter.isEmpty ? 0.3 : 0.8), lineWidth: 2)
            Text(letter)
                .font(.system(size: 28, weight: .bold, design: .rounded))
                .foregroundStyle(revealed ? .white : .primary)
        }
        .frame(width: 56, height: 56)
        .rotation3DEffect(.degrees(revealed ? 360 : 0), axis: (x: 1, y: 0, z: 0))
        .onChange(of: state, initial: true) { _, newValue in
            let isFinal = newValue == .correct || newValue == .present || newValue == .absent
            guard isFinal, !revealed else { return }
            withAnimation(.easeInOut(duration: 0.5).delay(Double(column) * 0.25)) {
                revealed = true
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(letter.isEmpty ? "Empty" : "\(letter), \(String(describing: state))")
    }
}

private struct BoardView: View {
    let game: WordleGame

    var body: some View {
        VStack(spacing: 6) {
            ForEach(0..<6, id: \.self) { row in
                HStack(spacing: 6) {
                    ForEach(0..<5, id: \.self) { column in
                        TileView(letter: letter(row: row, column: column), state: state(row: row, column: column), column: column)
                    }
                }
                .keyframeAnimator(initialValue: 0.0, trigger: row == game.guesses.count ? game.invalidAttempts : 0) { content, offset in
                    content.offset(x: offset)
                } keyframes: { _ in
                    KeyframeTrack {
                        CubicKeyframe(-12, duration: 0.08)
                        CubicKeyframe(12, duration: 0.08)
                        CubicKeyframe(-8, duration: 0.08)
                        CubicKeyframe(8, duration: 0.08)
                        CubicKeyframe(0, duration: 0.08)
                    }
                }
            }
        }
    }

    private func letter(row: Int, column: Int) -> String {
        let word: String
        if row < game.guesses.count {
            word = game.guesses[row]
        } else if row == game.guesses.count {
            word = game.current
        } else {
            return ""
        }
        let letters = Array(word)
        return column < letters.count ? String(letters[column]) : ""
    }

    private func state(row: Int, column: Int) -> LetterState {
        guard row < game.guesses.count else { return row == game.guesses.count && !letter(row: row, column: column).isEmpty ? .pending : .empty }
        return game.states(for: game.guesses[row])[column]
    }
}

private struct KeyboardView: View {
    let game: WordleGame
    private let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 4) {
                    if row == rows.last {
                        Button("Enter") { game.submit() }
                            .font(.caption.bold())
                            .frame(width: 50, height: 50)
                            .background(Color(.systemGray4), in: RoundedRectangle(cornerRadius: 6))
                    }
                    ForEach(row.map(String.init), id: \.self) { key in
                        Button {
                            game.type(key)
                        } label: {
                            Text(key)
                                .font(.headline)
                                .frame(width: 32, height: 50)
                                .background(keyColor(key), in: RoundedRectangle(cornerRadius: 6))
                                .foregroundStyle(game.keyState(key) == .empty ? Color.primary : Color.white)
                        }
                        .buttonStyle(.plain)
                    }
                    if row == rows.last {
                        Button {
                            game.deleteLast()
                        } label: {
                            Image(systemName: "delete.left")
                                .frame(width: 50, height: 50)
                        }
                        .accessibilityLabel("Delete")
                    }
                }
            }
        }
    }

    private func keyColor(_ key: String) -> Color {
        let state = game.keyState(key)
        return state == .empty ? Color(.systemGray4) : state.color
    }
}

private struct WordleScreen: View {
    @State private var game = WordleGame(answer: "CRANE", dictionary: ["CRANE", "SLATE", "TRACE", "CRATE"])

    var body: some View {
        VStack(spacing: 24) {
            Text("WORDLE")
                .font(.largeTitle.weight(.black))
                .tracking(4)
            BoardView(game: game)
            Spacer()
            KeyboardView(game: game)
        }
        .padding()
        .overlay(alignment: .top) {
            if let toast = game.toast {
                Text(toast)
                    .font(.subheadline.bold())
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .background(.black, in: Capsule())
                    .foregroundStyle(.white)
                    .transition(.move(edge: .top).combined(with: .opacity))
                    .padding(.top, 60)
            }
        }
        .overlay {
            if game.isWon {
                Text("Splendid!")
                    .font(.title.bold())
                    .padding(24)
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .animation(.spring(duration: 0.35), value: game.toast)
        .animation(.bouncy.delay(1.5), value: game.isWon)
        .task(id: game.invalidAttempts) {
            guard game.toast != nil else { return }
            try? await Task.sleep(for: .seconds(1.5))
            game.toast = nil
        }
    }
}

@MainActor
@Suite struct WordleBoardAppCompatibilityTests {
    private func type(_ word: String, on stage: Stage) throws {
        for letter in word { try stage.tap(label: String(letter)) }
    }

    @Test func anUnknownWordShakesTheRowAndShowsAToastThatGoesAway() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { WordleScreen() }
        try type("CRAZY", on: stage)
        let before = try #require(stage.displayList().item(text: "Z")).bounds
        try stage.tap(label: "Enter")
        await stage.play(by: 0.1)
        let shaking = try #require(stage.displayList().item(text: "Z")).bounds
        #expect(abs(shaking.midX - before.midX) > 4, "the row shakes sideways")
        #expect(stage.displayList().item(text: "Not in word list") != nil)
        await stage.play(by: 0.6)
        let still = try #require(stage.displayList().item(text: "Z")).bounds
        #expect(isClose(still.midX, before.midX, absolute: 0.01), "and comes back to rest")
        await stage.play(by: 1.5)
        #expect(stage.displayList().item(text: "Not in word list") == nil, "the toast dismisses itself")
        #expect(stage.accessibilityTree().element(label: "Y, pending") != nil, "the letters stay for editing")
        try stage.tap(label: "Delete")
        #expect(stage.accessibilityTree().element(label: "Y, pending") == nil)
        #expect(stage.accessibilityTree().element(label: "Z, pending") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aGuessFlipsItsTilesOneAfterTheOtherAndColoursTheKeyboard() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { WordleScreen() }
        try type("TRACE", on: stage)
        try stage.tap(label: "Enter")
        await stage.play(by: 0.3)
        let early = stage.displayList()
        let firstTile = try #require(early.item(text: "T"))
        let lastTile = try #require(early.item(text: "E"))
        #expect(firstTile.layers.contains { if case .projection = $0.effect { true } else { false } }, "the first tile is turning")
        #expect(!lastTile.layers.contains { if case .projection = $0.effect { true } else { false } }, "the last one waits its turn")
        await stage.play(by: 2)
        let tree = stage.accessibilityTree()
        #expect(tree.element(label: "T, absent") != nil)
        #expect(tree.element(label: "R, correct") != nil)
        #expect(tree.element(label: "C, present") != nil)
        #expect(tree.element(label: "E, correct") != nil)
        #expect(stage.displayList().shapes(filledWith: .green).count >= 4, "three green tiles and their keys")
        #expect(stage.displayList().item(filledWith: .yellow) != nil)
        #expect(stage.nextFrameTime == nil, "every flip settled")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func solvingThePuzzleShowsTheBannerAfterTheFlips() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { WordleScreen() }
        try type("CRANE", on: stage)
        try stage.tap(label: "Enter")
        await stage.play(by: 1)
        let waiting = stage.displayList().item(text: "Splendid!")
        #expect(waiting.map { $0.colorOpacity < 0.01 } ?? true, "the banner waits for the tiles")
        await stage.play(by: 2)
        let banner = try #require(stage.displayList().item(text: "Splendid!"))
        #expect(banner.colorOpacity > 0.99)
        try stage.tap(label: "S")
        #expect(stage.accessibilityTree().element(label: "S, pending") == nil, "a won game takes no more letters")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
