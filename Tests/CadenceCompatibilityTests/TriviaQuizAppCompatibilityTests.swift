#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A trivia quiz as the tutorials write it: an @Observable game injected with .environment, a
// ProgressView(value:total:) across the top, a whole-quiz time limit shown by
// ProgressView(timerInterval:countsDown:) over a range made with Date.now when the app starts, a per-question countdown in .task(id:) with
// Task.sleep, answer buttons that turn green or red after a pick (and show the right one), a score
// with numericText, the next question pushed in with an asymmetric move transition, and a results
// screen with a trophy symbol that bounces and a Play Again button.

private struct Question: Equatable {
    let prompt: String
    let answers: [String]
    let correct: Int
}

@Observable
private final class QuizGame {
    let questions: [Question]
    var index = 0
    var score = 0
    var picked: Int?
    var timedOut = false
    var secondsLeft = 10

    init(questions: [Question]) {
        self.questions = questions
    }

    var current: Question { questions[index] }
    var isFinished: Bool { index >= questions.count }
    var isAnswered: Bool { picked != nil || timedOut }

    func pick(_ answer: Int) {
        guard !isAnswered else { return }
        picked = answer
        if answer == current.correct { score += 1 }
    }

    func next() {
        index += 1
        picked = nil
        timedOut = false
        secondsLeft = 10
    }

    func restart() {
        index = 0
        score = 0
        picked = nil
        timedOut = false
        secondsLeft = 10
    }
}

private struct AnswerButton: View {
    let title: String
    let state: State
    let action: () -> Void

    enum State { case idle, correct, wrong, dimmed }

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title)
                Spacer()
                switch state {
                case .correct: Image(systemName: "checkmark.circle.fill")
                case .wrong: Image(systemName: "xmark.circle.fill")
                default: EmptyView()
                }
            }
            .padding()
            .frame(maxWidth: .infinity)
            .background(background, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
            .foregroundStyle(state == .idle || state == .dimmed ? Color.primary : Color.white)
            .opacity(state == .dimmed ? 0.5 : 1)
        }
        .buttonStyle(.plain)
    }

    private var background: Color {
        switch state {
        case .idle, .dimmed: Color(.secondarySystemBackground)
        case .correct: .green
        case .wrong: .red
        }
    }
}

private struct QuestionCard: View {
    let question: Question
    let picked: Int?
    let isAnswered: Bool
    let onPick: (Int) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(question.prompt)
                .font(.title2.bold())
                .fixedSize(horizontal: false, vertical: true)
            ForEach(question.answers.indices, id: \.self) { answer in
                AnswerButton(title: question.answers[answer], state: state(of: answer)) {
                    withAnimation(.easeOut(duration: 0.25)) { onPick(answer) }
                }
                .disabled(isAnswered)
            }
        }
    }

    private func state(of answer: Int) -> AnswerButton.State {
        guard isAnswered else { return .idle }
        if answer == question.correct { return .correct }
        if answer == picked { return .wrong }
        return .dimmed
    }
}

private struct ResultsView: View {
    @Environment(QuizGame.self) private var game
    @State private var celebrate = 0

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "trophy.fill")
                .font(.system(size: 72))
                .foregroundStyle(.yellow)
                .symbolEffect(.bounce, value: celebrate)
            Text("You scored \(game.score) of \(game.questions.count)")
                .font(.title.bold())
            Button("Play Again") {
                withAnimation { game.restart() }
            }
            .buttonStyle(.borderedProminent)
        }
        .onAppear { celebrate += 1 }
    }
}

private struct QuizView: View {
    @Environment(QuizGame.self) private var game
    let timeLimit: ClosedRange<Date>

    var body: some View {
        VStack(spacing: 24) {
            ProgressView(timerInterval: timeLimit, countsDown: true) {
                Text("Time left")
                    .font(.caption)
            }
            .tint(.orange)
            if game.isFinished {
                ResultsView()
                    .transition(.scale.combined(with: .opacity))
            } else {
                HStack {
                    ProgressView(value: Double(game.index), total: Double(game.questions.count))
                        .tint(.purple)
                    Text("\(game.score)")
                        .font(.headline.monospacedDigit())
                        .contentTransition(.numericText())
                        .accessibilityLabel("Score \(game.score)")
                }
                HStack {
                    Label("\(game.secondsLeft)s", systemImage: "timer")
                        .foregroundStyle(game.secondsLeft <= 3 ? .red : .secondary)
                    Spacer()
                    Text("Question \(game.index + 1) of \(game.questions.count)")
                        .foregroundStyle(.secondary)
                }
                .font(.subheadline)
                QuestionCard(question: game.current, picked: game.picked, isAnswered: game.isAnswered) { game.pick($0) }
                    .id(game.index)
                    .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)).combined(with: .opacity))
                Spacer()
                if game.isAnswered {
                    Button {
                        withAnimation(.spring(duration: 0.45)) { game.next() }
                    } label: {
                        Text(game.index + 1 == game.questions.count ? "See Results" : "Next")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
        }
        .padding()
        .animation(.default, value: game.score)
        .task(id: game.index) {
            while !game.isFinished, !game.isAnswered, game.secondsLeft > 0 {
                try? await Task.sleep(for: .seconds(1))
                guard !Task.isCancelled, !game.isAnswered else { return }
                game.secondsLeft -= 1
            }
            if !game.isFinished, game.secondsLeft == 0 {
                withAnimation { game.timedOut = true }
            }
        }
    }
}

private struct QuizApp: View {
    @State private var game = QuizGame(questions: [
        Question(prompt: "Which planet is known as the Red Planet?", answers: ["Venus", "Mars", "Jupiter"], correct: 1),
        Question(prompt: "What is the largest ocean on Earth?", answers: ["Atlantic", "Indian", "Pacific"], correct: 2),
        Question(prompt: "How many legs does a spider have?", answers: ["Six", "Eight", "Ten"], correct: 1),
    ])

    @State private var timeLimit = Date.now...Date.now.addingTimeInterval(60)

    var body: some View {
        QuizView(timeLimit: timeLimit)
            .environment(game)
    }
}

@MainActor
@Suite struct TriviaQuizAppCompatibilityTests {
    @Test func aRightAnswerTurnsGreenScoresAndTheNextQuestionSlidesIn() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { QuizApp() }
        #expect(stage.displayList().item(text: "Question 1 of 3") != nil)
        #expect(throws: StageError.self) { try stage.tap(label: "Next") }
        try stage.tap(label: "Mars")
        // The score's `.animation(.default, value:)` takes over the pick's easeOut (a spring, still
        // a hair short of green after one second).
        await stage.play(by: 2)
        #expect(stage.displayList().item(tinted: .green) != nil)
        #expect(stage.displayList().item(symbol: "checkmark.circle.fill") != nil)
        #expect(stage.accessibilityTree().element(label: "Score 1") != nil)
        #expect(throws: StageError.self) { try stage.tap(label: "Venus") }
        try stage.tap(label: "Next")
        await stage.play(by: 0.1)
        let incoming = try #require(stage.displayList().item(text: "What is the largest ocean on Earth?")).bounds
        #expect(stage.displayList().item(text: "0:57") != nil, "the quiz's minute runs down on its own")
        #expect(incoming.minX > 40, "the next question comes in from the trailing edge")
        await stage.play(by: 1)
        let settled = try #require(stage.displayList().item(text: "What is the largest ocean on Earth?")).bounds
        #expect(isClose(settled.minX, 16, absolute: 0.5))
        #expect(stage.displayList().item(text: "Which planet is known as the Red Planet?") == nil)
        #expect(stage.displayList().item(text: "Question 2 of 3") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aWrongPickShowsTheRightAnswerAndTheTimerRunsOut() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { QuizApp() }
        try stage.tap(label: "Jupiter")
        await stage.play(by: 1)
        let list = stage.displayList()
        #expect(list.item(tinted: .red) != nil, "the wrong pick turns red")
        #expect(list.item(tinted: .green) != nil, "and the right one is shown")
        #expect(list.item(symbol: "xmark.circle.fill") != nil)
        #expect(stage.accessibilityTree().element(label: "Score 0") != nil)
        try stage.tap(label: "Next")
        await stage.play(by: 0.5)
        #expect(stage.displayList().item(text: "10s") != nil)
        await stage.play(by: 7)
        #expect(stage.displayList().item(text: "3s") != nil)
        let warning = try #require(stage.displayList().texts.first { $0.text == "3s" })
        #expect(warning.color == Color.red.resolve(in: EnvironmentValues()))
        await stage.play(by: 3.5)
        #expect(stage.displayList().item(text: "0s") != nil)
        #expect(stage.displayList().item(filledWith: .green) != nil, "time's up shows the answer")
        #expect(stage.displayList().item(filledWith: .red) == nil)
        #expect(stage.displayList().item(text: "Next") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theResultsScreenCountsTheScoreAndPlaysAgain() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { QuizApp() }
        for (answer, next) in [("Mars", "Next"), ("Pacific", "Next"), ("Six", "See Results")] {
            try stage.tap(label: answer)
            await stage.play(by: 0.5)
            try stage.tap(label: next)
            await stage.play(by: 1)
        }
        #expect(stage.displayList().item(text: "You scored 2 of 3") != nil)
        #expect(stage.displayList().item(symbol: "trophy.fill") != nil)
        try stage.tap(label: "Play Again")
        await stage.play(by: 0.5)
        #expect(stage.displayList().item(text: "Question 1 of 3") != nil)
        #expect(stage.accessibilityTree().element(label: "Score 0") != nil)
        #expect(stage.displayList().item(text: "10s") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
