#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A night sky of rising embers and a layered sea, drawn every frame by Canvas inside
// TimelineView(.animation), as "particle effect in SwiftUI" posts write them: the particles are
// plain values, their positions a function of the timeline's date; the sea is three sine waves
// stroked and filled with gradients, blurred a little.

private struct Ember: Identifiable {
    let id: Int
    let x: Double
    let start: Double
    let speed: Double
    let size: Double

    static func field(count: Int) -> [Ember] {
        // A fixed pattern (apps use .random; a test wants the same sky every run).
        (0..<count).map { index in
            let seed = Double(index)
            return Ember(id: index,
                         x: (seed * 0.618).truncatingRemainder(dividingBy: 1),
                         start: (seed * 0.377).truncatingRemainder(dividingBy: 1),
                         speed: 0.15 + (seed * 0.13).truncatingRemainder(dividingBy: 0.25),
                         size: 3 + (seed * 1.7).truncatingRemainder(dividingBy: 4))
        }
    }
}

private struct EmberSky: View {
    let embers = Ember.field(count: 24)
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: reduceMotion)) { timeline in
            Canvas { context, size in
                let time = timeline.date.timeIntervalSinceReferenceDate
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(Gradient(colors: [.black, .indigo]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height))
                )
                for ember in embers {
                    let progress = (ember.start + time * ember.speed).truncatingRemainder(dividingBy: 1)
                    let center = CGPoint(x: ember.x * size.width, y: (1 - progress) * size.height)
                    var glow = context
                    glow.opacity = 1 - progress
                    glow.addFilter(.blur(radius: 2))
                    glow.fill(Path(ellipseIn: CGRect(x: center.x - ember.size, y: center.y - ember.size,
                                                     width: ember.size * 2, height: ember.size * 2)),
                              with: .color(.orange))
                    context.fill(Circle().path(in: CGRect(x: center.x - 1, y: center.y - 1, width: 2, height: 2)),
                                 with: .color(.white.opacity(1 - progress)))
                }
            }
        }
        .frame(height: 180)
        .accessibilityLabel("Embers rising")
    }
}

private struct Sea: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let time = timeline.date.timeIntervalSinceReferenceDate
                for layer in 0..<3 {
                    let depth = Double(layer)
                    var path = Path()
                    let baseline = size.height * (0.35 + 0.2 * depth)
                    path.move(to: CGPoint(x: 0, y: baseline))
                    for x in stride(from: 0.0, through: Double(size.width), by: 5) {
                        let y = Double(baseline) + sin(x / 40 + time * (1.2 + depth * 0.4)) * (10 - depth * 2)
                        path.addLine(to: CGPoint(x: x, y: y))
                    }
                    var body = path
                    body.addLine(to: CGPoint(x: size.width, y: size.height))
                    body.addLine(to: CGPoint(x: 0, y: size.height))
                    body.closeSubpath()
                    context.fill(body, with: .linearGradient(
                        Gradient(colors: [Color.cyan.opacity(0.5 + depth * 0.2), Color.blue]),
                        startPoint: CGPoint(x: 0, y: baseline), endPoint: CGPoint(x: 0, y: size.height)))
                    context.stroke(path, with: .color(.white.opacity(0.6)), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                }
            }
        }
        .frame(height: 120)
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}

private struct NightScene: View {
    var body: some View {
        VStack(spacing: 0) {
            EmberSky()
            Sea()
        }
        .frame(width: 300)
    }
}

@Suite struct ParticleCanvasCompatibilityTests {
    /// The small white ember cores (2 × 2 circles) and their centres.
    private func cores(_ list: DisplayList) -> [CGPoint] {
        list.items.compactMap { item in
            guard case .shape(let shape) = item.content, case .fill = shape.paint, abs(shape.rect.width - 2) < 1e-9 else { return nil }
            let bounds = item.bounds
            return CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }

    @Test @MainActor func theEmbersRiseAndTheSeaMovesFrameByFrame() throws {
        // The embers' heights are a function of the absolute date: a fixed start gives the same
        // sky every run (from the wall clock, a few embers wrapped round more often than others).
        let stage = Stage(size: CGSize(width: 320, height: 320), startDate: Stage.referenceDate) { NightScene() }
        let first = stage.frame(6, fps: 60)
        let second = stage.frame(30, fps: 60)
        let before = cores(first), after = cores(second)
        #expect(before.count == 24 && after.count == 24, "\(before.count) embers")
        // Each ember keeps its column and rises (or wraps round to the bottom).
        var rose = 0
        for (a, b) in zip(before, after) {
            #expect(isClose(a.x, b.x, absolute: 1e-6))
            if b.y < a.y { rose += 1 }
        }
        #expect(rose >= 20, "\(rose) of 24 rose")
        // Their glows are blurred: each is drawn in a blur layer.
        #expect(second.items.contains { $0.layers.contains { if case .blur = $0.effect { true } else { false } } })
        // The sea's crests moved.
        let strokes = { (list: DisplayList) in list.shapes.filter { if case .stroke = $0.paint { true } else { false } }.map(\.path) }
        #expect(strokes(first).count == 3)
        #expect(strokes(first) != strokes(second))
        #expect(stage.nextFrameTime != nil, "a timeline keeps asking for frames")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test @MainActor func withReduceMotionTheSkyHoldsStill() throws {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let stage = Stage(size: CGSize(width: 320, height: 320), environment: environment) { EmberSky() }
        let first = cores(stage.frame(6, fps: 60))
        let second = cores(stage.frame(30, fps: 60))
        #expect(first.count == 24)
        #expect(first == second)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
