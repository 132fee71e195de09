#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Custom animatable drawing: a wave Shape animating two values through AnimatablePair, an
// InsettableShape, and a counting modifier that is both ViewModifier and Animatable.

private struct Wave: Shape {
    var amplitude: Double
    var frequency: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(amplitude, frequency) }
        set {
            amplitude = newValue.first
            frequency = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
            let relative = (x - rect.minX) / rect.width
            let y = rect.midY + amplitude * sin(relative * frequency * 2 * .pi)
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

private struct Badge: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(roundedRect: r, cornerSize: CGSize(width: r.height / 2, height: r.height / 2))
    }

    func inset(by amount: CGFloat) -> Badge {
        var badge = self
        badge.insetAmount += amount
        return badge
    }
}

private struct CountingText: ViewModifier, Animatable {
    var value: Double

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        content.overlay(
            Text("\(Int(value.rounded()))")
                .font(.title.monospacedDigit())
        )
    }
}

private struct OceanView: View {
    @State private var calm = true

    var body: some View {
        VStack(spacing: 24) {
            Wave(amplitude: calm ? 5 : 30, frequency: calm ? 1 : 3)
                .fill(Color.blue.opacity(0.8))
                .frame(height: 200)
            Badge()
                .strokeBorder(Color.orange, lineWidth: 4)
                .frame(width: 120, height: 40)
            Color.clear
                .frame(width: 100, height: 50)
                .modifier(CountingText(value: calm ? 0 : 100))
            Button(calm ? "Storm" : "Calm") {
                withAnimation(.linear(duration: 1)) { calm.toggle() }
            }
        }
    }
}

@MainActor
@Suite struct WaveShapeAppCompatibilityTests {
    @Test func bothWaveValuesAndTheCounterAnimate() throws {
        let stage = Stage(size: CGSize(width: 300, height: 500)) { OceanView() }
        let wave = try #require(stage.displayList().shapes.first { $0.paint.color.blue > 0.9 && $0.rect.height == 200 })
        let calmTop = wave.path.boundingRect
        #expect(isClose(calmTop.minY, wave.rect.midY - 5, absolute: 1), "amplitude 5: \(calmTop) in \(wave.rect)")
        try stage.tap(label: "Storm")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "50") != nil, "\(stage.displayList().texts.map(\.text))")
        let midTop = try #require(stage.displayList().shapes.first { $0.paint.color.blue > 0.9 && $0.rect.height == 200 }).path.boundingRect
        #expect(midTop.minY < calmTop.minY - 5 && midTop.minY > wave.rect.midY - 30 - 1, "amplitude halfway to 30: \(midTop)")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "100") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
