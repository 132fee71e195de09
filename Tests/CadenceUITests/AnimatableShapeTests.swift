import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// Custom `Animatable` shapes, views and modifiers: their `animatableData` is interpolated by the
/// animation of the transaction that changed it, per identity, as in SwiftUI.
@MainActor
@Suite struct AnimatableShapeTests {
    /// A bar `fraction` of its frame wide, anchored at the leading edge.
    private nonisolated struct Bar: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
        }
    }

    /// A single segment from the corner to (`x`, `y`): two parameters animated as one pair.
    private nonisolated struct Segment: Shape {
        var x: Double
        var y: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(x, y) }
            set { (x, y) = (newValue.first, newValue.second) }
        }
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.minX + x, y: rect.minY + y))
            }
        }
    }

    private struct Host: View {
        var animation: Animation?
        var usesAnimationModifier = false
        @State private var fraction = 0.2
        @State private var end = CGPoint(x: 10, y: 40)

        var body: some View {
            VStack {
                Button("Grow") {
                    if usesAnimationModifier {
                        fraction = 1
                    } else {
                        withAnimation(animation) { fraction = fraction == 1 ? 0.2 : 1 }
                    }
                }
                Button("Poison") { withAnimation(animation) { fraction = .nan } }
                Button("Move") { withAnimation(animation) { end = CGPoint(x: 90, y: 0) } }
                Bar(fraction: fraction).fill(.red).frame(width: 100, height: 20)
                    // Keyed on a constant when unused: `.animation(nil, value:)` would disable animations.
                    .animation(animation, value: usesAnimationModifier ? fraction : 0)
                Segment(x: end.x, y: end.y).stroke(.blue, lineWidth: 1).frame(width: 100, height: 50)
            }
        }
    }

    private func barWidth(_ stage: Stage, at time: Double) throws -> Double {
        stage.advance(to: time)
        let bar = try #require(stage.displayList().shapes(filledWith: .red).first)
        return Double(bar.path.pointsBoundingBox.width)
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0, 1.5])
    func withAnimationInterpolatesTheShapesData(elapsed: Double) throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { Host(animation: .easeInOut(duration: 1)) }
        stage.schedule(.tap(label: "Grow"), at: 0.1)
        let fraction = animatedValue(.easeInOut(duration: 1), from: 0.2, to: 1, at: elapsed)
        #expect(isClose(try barWidth(stage, at: 0.1 + elapsed), 100 * fraction, absolute: 1e-9))
    }

    @Test func theAnimationModifierAnimatesTheShapeToo() throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { Host(animation: .linear(duration: 0.5), usesAnimationModifier: true) }
        try stage.tap(label: "Grow")
        #expect(isClose(try barWidth(stage, at: 0.25), 60, absolute: 1e-9))
        #expect(isClose(try barWidth(stage, at: 0.5), 100, absolute: 1e-9))
    }

    @Test func withoutAnAnimationTheShapeJumps() throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { Host(animation: nil) }
        #expect(isClose(try barWidth(stage, at: 0), 20, absolute: 1e-9))
        try stage.tap(label: "Grow")
        #expect(isClose(try barWidth(stage, at: 0), 100, absolute: 1e-9))
        #expect(stage.nextFrameTime == nil)
    }

    @Test func aPairAnimatesBothComponentsWithTheSameCurve() throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { Host(animation: .easeIn(duration: 0.8)) }
        try stage.tap(label: "Move")
        stage.advance(to: 0.3)
        let segment = try #require(stage.displayList().shapes(filledWith: .blue).first)
        let end = try #require(segment.path.lastPoint)
        let start = try #require(segment.path.firstPoint)
        let progress = animatedValue(.easeIn(duration: 0.8), from: 0, to: 1, at: 0.3)
        #expect(progress > 0.05 && progress < 0.95)
        #expect(isClose(Double(end.x - start.x), 10 + 80 * progress, absolute: 1e-9))
        #expect(isClose(Double(end.y - start.y), 40 - 40 * progress, absolute: 1e-9))
    }

    @Test func anInterruptedSpringContinuesFromWhereTheShapeWas() throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { Host(animation: .bouncy) }
        stage.schedule(.tap(label: "Grow"), at: 0)
        stage.schedule(.tap(label: "Grow"), at: 0.15)
        // At the reversal the bar is where the first animation had brought it: no jump back. (The
        // spring is stepped at 1/300 s, so this compares the reversal's own instant.)
        let atReversal = 20 + 80 * animatedValue(.bouncy, from: 0, to: 1, at: 0.15)
        #expect(atReversal > 30 && atReversal < 95)
        #expect(isClose(try barWidth(stage, at: 0.15), atReversal, absolute: 1e-6))
        // The same two changes on a model value: the spring carries its velocity into the reversal.
        var model = AnimatedValue(0.2)
        model.set(1.0, animation: .bouncy, at: 0)
        _ = model.sample(at: 0.15)
        model.set(0.2, animation: .bouncy, at: 0.15)
        for time in [0.2, 0.35, 0.6] {
            #expect(isClose(try barWidth(stage, at: time), 100 * model.sample(at: time).value, absolute: 1e-9))
        }
    }

    @Test func aNonFiniteValueJumpsInsteadOfAnimating() throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { Host(animation: .linear(duration: 1)) }
        try stage.tap(label: "Poison")
        #expect(stage.nextFrameTime == nil)
        stage.advance(to: 0.5)
        // A NaN-wide rectangle still is one shape item; nothing hangs or crashes.
        #expect(stage.displayList().shapes(filledWith: .red).count == 1)
    }

    /// A modifier whose data animates: the content moves right by `shift`.
    private nonisolated struct Shift: ViewModifier, Animatable {
        var shift: Double
        var animatableData: Double {
            get { shift }
            set { shift = newValue }
        }
        func body(content: Content) -> some View {
            content.offset(x: shift)
        }
    }

    /// A view whose data animates: a bar `width` points wide.
    private nonisolated struct Meter: View, Animatable {
        var width: Double
        var animatableData: Double {
            get { width }
            set { width = newValue }
        }
        var body: some View {
            Bar(fraction: width / 100).fill(.green).frame(width: 100, height: 10)
        }
    }

    private struct ModifierHost: View {
        @State private var on = false
        var body: some View {
            VStack {
                Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
                Rectangle().fill(.red).frame(width: 10, height: 10).modifier(Shift(shift: on ? 80 : 0))
                Meter(width: on ? 100 : 0)
            }
        }
    }

    @Test func animatableModifiersAndViewsInterpolateTheirData() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { ModifierHost() }
        let restX = try #require(stage.displayList().item(filledWith: .red)).bounds.minX
        try stage.tap(label: "Go")
        stage.advance(to: 0.25)
        let list = stage.displayList()
        #expect(isClose(try #require(list.item(filledWith: .red)).bounds.minX - restX, 20, absolute: 1e-9))
        let meter = try #require(list.shapes(filledWith: .green).first)
        #expect(isClose(Double(meter.path.pointsBoundingBox.width), 25, absolute: 1e-9))
        stage.advance(to: 1.1)
        #expect(stage.nextFrameTime == nil)
    }
}

extension Path {
    /// The smallest rectangle containing every end and control point.
    var pointsBoundingBox: CGRect {
        var points: [CGPoint] = []
        forEach { element in
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    var firstPoint: CGPoint? {
        var found: CGPoint?
        forEach { if found == nil, case .move(let p) = $0 { found = p } }
        return found
    }

    var lastPoint: CGPoint? { currentPoint }
}
