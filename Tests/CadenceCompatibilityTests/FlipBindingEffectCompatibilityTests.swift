#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Older app code as people still copy it: a card flipped by a GeometryEffect that writes which face
// shows through a @Binding from inside effectValue(size:) (nonisolated, as in SwiftUI), a background
// from an Xcode colour literal, and a text renderer that draws glyph ranges of a run (`run[a..<b]`).

private struct TurnEffect: GeometryEffect {
    @Binding var showsBack: Bool
    var degrees: Double

    var animatableData: Double {
        get { degrees }
        set { degrees = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let back = degrees >= 90 && degrees < 270
        if back != showsBack {
            DispatchQueue.main.async { showsBack = back }
        }
        var transform = CATransform3DIdentity
        transform.m34 = -1 / max(size.width, size.height)
        transform = CATransform3DRotate(transform, CGFloat(Angle(degrees: back ? degrees - 180 : degrees).radians), 0, 1, 0)
        transform = CATransform3DTranslate(transform, -size.width / 2, -size.height / 2, 0)
        return ProjectionTransform(transform).concatenating(ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2)))
    }
}

/// Draws every other pair of glyphs, slicing each run by ranges.
private struct PairsRenderer: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                var start = 0
                while start < run.count {
                    let end = min(start + 2, run.count)
                    let slice: Text.Layout.RunSlice = run[start..<end]
                    if (start / 2).isMultiple(of: 2) { context.draw(slice) }
                    start = end
                }
            }
        }
    }
}

private struct WeatherCard: View {
    @State private var showsBack = false
    @State private var turned = false

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Text("Sunny").opacity(showsBack ? 0 : 1)
                Text("Humidity").opacity(showsBack ? 1 : 0)
            }
            .frame(width: 200, height: 120)
            .background(Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)))
            .modifier(TurnEffect(showsBack: $showsBack, degrees: turned ? 180 : 0))
            .onTapGesture { withAnimation(.linear(duration: 1)) { turned.toggle() } }
            Text("abcdefgh").textRenderer(PairsRenderer())
        }
    }
}

@MainActor
@Suite struct FlipBindingEffectCompatibilityTests {
    private func opacity(of text: String, in stage: Stage) -> Float? {
        guard let item = stage.displayList().item(text: text), case .text(let t) = item.content else { return nil }
        return t.color.opacity
    }

    @Test func theEffectWritesItsBindingAsTheCardTurns() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { WeatherCard() }
        let literal: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        #expect(stage.displayList().item(filledWith: literal) != nil, "the colour literal is the card's background")
        #expect(opacity(of: "Sunny", in: stage) == 1)
        let card = try #require(stage.displayList().item(filledWith: literal)).bounds
        try stage.tap(at: CGPoint(x: card.midX, y: card.midY))
        stage.advance(by: 0.3)
        #expect(opacity(of: "Sunny", in: stage) == 1, "still the front at 54°")
        stage.advance(by: 0.4)
        // Drawn at 126°: the effect sees it is past 90° and asks, on the main queue, for the back.
        #expect(opacity(of: "Sunny", in: stage) == 1, "the frame that notices still shows the front")
        stage.advance(by: 0.02)
        #expect(opacity(of: "Humidity", in: stage) == 1, "one frame later the back shows")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aBindingIsReadableOutsideTheMainActorsIsolation() async {
        var stored = 3
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let read = await Task.detached { binding.wrappedValue }.value
        #expect(read == 3)
        await Task.detached { binding.wrappedValue = 5 }.value
        #expect(stored == 5)
    }

    @Test func runsSliceByRanges() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { WeatherCard() }
        let drawn = stage.displayList().items.compactMap { item -> String? in
            if case .text(let text) = item.content, text.text.count <= 2, text.text != "" { return text.text }
            return nil
        }
        #expect(drawn == ["ab", "ef"], "\(drawn)")
    }

    @Test func colourLiteralsAreSRGBComponents() {
        let literal: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        #expect(literal == Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5))
        let ui = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(Color(ui) == Color(red: 0, green: 0, blue: 1))
    }
}
