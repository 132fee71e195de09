#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Typewriter effects as tutorials write them: one types with an async loop in `.task(id:)` (so a
// new quote cancels the old loop), one with a Timer and `String(prefix:)`, each with a cursor that
// blinks through `withAnimation(.easeInOut(duration: 0.5).repeatForever())` started in onAppear.

private let quotes = [
    "Stay hungry.",
    "Think different.",
]

private struct BlinkingCursor: View {
    @State private var visible = true

    var body: some View {
        Rectangle()
            .fill(Color.accentColor)
            .frame(width: 2, height: 22)
            .opacity(visible ? 1 : 0)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.5).repeatForever()) {
                    visible = false
                }
            }
    }
}

private struct QuoteTypewriter: View {
    @State private var quoteIndex = 0
    @State private var typed = ""
    var characterDelay: Duration = .milliseconds(50)

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(alignment: .center, spacing: 1) {
                Text(typed)
                    .font(.system(.title3, design: .monospaced))
                BlinkingCursor()
            }
            Button("Next quote") {
                quoteIndex = (quoteIndex + 1) % quotes.count
            }
        }
        .padding()
        .task(id: quoteIndex) {
            typed = ""
            for character in quotes[quoteIndex] {
                do {
                    try await Task.sleep(for: characterDelay)
                } catch {
                    return
                }
                typed.append(character)
            }
        }
    }
}

private struct TimerTypewriter: View {
    let text = "Hello, SwiftUI!"
    @State private var count = 0
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text(String(text.prefix(count)))
            .font(.largeTitle.bold())
            .onReceive(timer) { _ in
                if count < text.count {
                    count += 1
                }
            }
    }
}

@MainActor
@Suite struct TypewriterTextCompatibilityTests {
    private func typed(in stage: Stage) -> String? {
        stage.displayList().texts.first { $0.font.design == .monospaced }?.text
    }

    @Test func theAsyncLoopTypesOneCharacterPerFiftyMilliseconds() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 300)) { QuoteTypewriter() }
        await stage.play(to: 0.26)
        #expect(typed(in: stage) == "Stay ", "five characters after 0.25 s")
        await stage.play(to: 1)
        #expect(typed(in: stage) == "Stay hungry.")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aNewQuoteCancelsTheOldLoopAndStartsOver() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 300)) { QuoteTypewriter() }
        stage.schedule(.tap(label: "Next quote"), at: 0.22)
        await stage.play(to: 0.40)
        // Restarted at 0.22: three characters by 0.37, and nothing of the first quote.
        #expect(typed(in: stage) == "Thi", "\(typed(in: stage) ?? "nil")")
        await stage.play(to: 2)
        #expect(typed(in: stage) == "Think different.")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theCursorBlinksBackAndForthEverySecond() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 300)) { QuoteTypewriter() }
        func cursorOpacity() -> Double? {
            stage.displayList().items.first { item in
                guard case .shape(let shape) = item.content else { return false }
                return shape.rect.width == 2 && shape.rect.height == 22
            }?.colorOpacity
        }
        #expect(cursorOpacity() == 1)
        // repeatForever autoreverses: 1 → 0 over 0.5 s, back to 1 over the next 0.5 s.
        await stage.play(to: 0.25)
        #expect(isClose(try #require(cursorOpacity()), 0.5, absolute: 0.001))
        await stage.play(to: 0.5)
        #expect(isClose(try #require(cursorOpacity()), 0, absolute: 0.001))
        await stage.play(to: 0.5 + 0.125)
        let rising = 1 - UnitCurve.easeInOut.value(at: 0.75)
        #expect(isClose(try #require(cursorOpacity()), rising, absolute: 0.001))
        await stage.play(to: 1)
        #expect(isClose(try #require(cursorOpacity()), 1, absolute: 0.001))
    }

    @Test func theTimerVersionRevealsAPrefixPerTick() throws {
        let stage = Stage(size: CGSize(width: 390, height: 300)) { TimerTypewriter() }
        stage.advance(to: 0.55)
        #expect(stage.displayList().texts.first?.text == "Hello")
        stage.advance(to: 3)
        #expect(stage.displayList().texts.first?.text == "Hello, SwiftUI!")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
