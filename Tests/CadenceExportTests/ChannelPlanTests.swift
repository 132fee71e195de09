import Cadence
@testable import CadenceExport
import Testing

@Suite struct ChannelPlanTests {
    /// The Hermite formula, written out independently of `HermiteCubic`.
    static func hermite(_ p0: Double, _ p1: Double, _ m0: Double, _ m1: Double, _ u: Double) -> Double {
        let h00 = 2 * u * u * u - 3 * u * u + 1, h10 = u * u * u - 2 * u * u + u
        let h01 = -2 * u * u * u + 3 * u * u, h11 = u * u * u - u * u
        return h00 * p0 + h10 * m0 + h01 * p1 + h11 * m1
    }

    @Test func hermiteSegmentsAreExactCubicBeziers() {
        var random = ExportRandom(seed: 0x5EED_0010, label: "hermite → cubic-bezier")
        for _ in 0..<200 {
            let p0 = Double.random(in: -100...100, using: &random)
            let p1 = Double.random(in: -100...100, using: &random)
            let m0 = Double.random(in: -300...300, using: &random)
            let m1 = Double.random(in: -300...300, using: &random)
            let pieces = HermiteCubic(p0: p0, p1: p1, m0: m0, m1: m1).easedPieces()
            for piece in pieces {
                let easing = ExportEasing.cubicBezier(x1: 1.0 / 3, y1: piece.y1, x2: 2.0 / 3, y2: piece.y2)
                for step in 0...20 {
                    let s = Double(step) / 20
                    let u = piece.from + (piece.to - piece.from) * s
                    let exported = piece.piece.p0 + (piece.piece.p1 - piece.piece.p0) * easing.output(at: s)
                    #expect(isClose(exported, Self.hermite(p0, p1, m0, m1, u), absolute: 1e-9, relative: 1e-9))
                }
            }
        }
    }

    @Test func theControlValuesAreTheTangentsOverThreeTimesTheChange() {
        // y₁ = (p₀ + m₀/3 − p₀)/(p₁ − p₀), y₂ = (p₁ − m₁/3 − p₀)/(p₁ − p₀): the Bézier control points of
        // the Hermite curve, normalised.
        let pieces = HermiteCubic(p0: 1, p1: 1.2, m0: 0.06, m1: -0.15).easedPieces()
        #expect(pieces.count == 1)
        #expect(isClose(pieces[0].y1, (1 + 0.06 / 3 - 1) / 0.2, absolute: 1e-12))
        #expect(isClose(pieces[0].y2, (1.2 + 0.15 / 3 - 1) / 0.2, absolute: 1e-12))
    }

    @Test(arguments: [(0.0, 32.0, -16.0), (5.0, 10.0, 10.0), (-3.0, -7.0, 2.0)])
    func equalEndsAreCutAtTurningPoints(value: Double, m0: Double, m1: Double) throws {
        let cubic = HermiteCubic(p0: value, p1: value, m0: m0, m1: m1)
        let pieces = cubic.easedPieces()
        #expect(pieces.count >= 2)
        for piece in pieces {
            #expect(piece.piece.p1 != piece.piece.p0)
            #expect(piece.y1.isFinite && piece.y2.isFinite)
        }
        for turning in cubic.turningPoints {
            #expect(abs(cubic.slope(at: turning)) < 1e-9 * max(abs(m0), abs(m1), 1))
        }
    }

    @Test func aConstantHermiteStaysOneFlatPiece() {
        let pieces = HermiteCubic(p0: 2, p1: 2, m0: 0, m1: 0).easedPieces()
        #expect(pieces.count == 1)
        #expect(pieces[0].piece.p0 == 2 && pieces[0].piece.p1 == 2)
    }

    @Test func bezierKeyframesExportTheirControlPoints() throws {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 1.4), endControlPoint: UnitPoint(x: 0.6, y: 0.9))
        let points = try #require(curve.exportControlPoints)
        #expect(points.x1 == 0.2 && points.y1 == 1.4 && points.x2 == 0.6 && points.y2 == 0.9)
        // SwiftUI solves x to 2⁻²⁰ and rounds y to 2⁻²⁰; CSS solves exactly. The difference is at most
        // the y rounding plus the x tolerance times the slope.
        let easing = ExportEasing.cubicBezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
        let resolution = 1.0 / 1_048_576
        for step in 0...100 {
            let p = Double(step) / 100
            let allowed = resolution * (0.5 + 1.01 * abs(curve.velocity(at: p)) + 0.01)
            #expect(abs(easing.output(at: p) - curve.value(at: p)) <= allowed)
        }
        #expect(UnitCurve.easeIn.exportControlPoints.map { [$0.x1, $0.y1, $0.x2, $0.y2] } == [0.42, 0, 1, 1])
        #expect(UnitCurve.linear.exportControlPoints == nil)
        #expect(UnitCurve.circularEaseIn.exportControlPoints == nil)
        // x outside [0, 1] is clamped, as the curve uses it.
        let wild = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        #expect(wild.exportControlPoints.map { [$0.x1, $0.x2] } == [0, 1])
    }

    @Test func springsAreSampledWithinTheBoundWithFewPoints() {
        let spring = Spring.bouncy
        let bound = 0.005
        let fit = PolylineFit(start: 0, end: 0.8, tolerance: bound) { t in 1 + spring.value(target: 0.4, initialVelocity: 0, time: t) }
        #expect(fit.times.first == 0 && fit.times.last == 0.8)
        for step in 0...8000 {
            let t = 0.8 * Double(step) / 8000
            let index = fit.times.lastIndex { $0 <= t } ?? 0
            let next = min(index + 1, fit.times.count - 1)
            let span = fit.times[next] - fit.times[index]
            let chord = span > 0 ? fit.values[index] + (fit.values[next] - fit.values[index]) * (t - fit.times[index]) / span : fit.values[index]
            #expect(abs(chord - (1 + spring.value(target: 0.4, initialVelocity: 0, time: t))) <= bound * 1.01)
        }
        // A uniform 60 Hz sampling would take 49 points.
        #expect(fit.times.count < 20)
    }

    @Test func aTighterBoundNeedsMorePoints() {
        let f = { (t: Double) in Spring.snappy.value(target: 1, initialVelocity: 0, time: t) }
        let loose = PolylineFit(start: 0, end: 1, tolerance: 0.01, function: f)
        let tight = PolylineFit(start: 0, end: 1, tolerance: 0.0005, function: f)
        #expect(tight.times.count > loose.times.count)
    }

    @Test func degenerateSpansGiveOnePoint() {
        let fit = PolylineFit(start: 0.5, end: 0.5, tolerance: 0.01) { _ in 3 }
        #expect(fit.times == [0.5] && fit.values == [3])
    }

    @Test func everyChannelOfTheTestSceneStaysWithinItsBound() {
        let bounds = ErrorBounds()
        for channel in ExportFixtures.channels {
            let plan = ChannelPlan(channel, bound: bounds.bound(for: channel.unit), duration: ExportFixtures.timeline.duration)
            // Contiguous from 0 to the end.
            #expect(plan.intervals.first?.start == 0)
            for (a, b) in zip(plan.intervals, plan.intervals.dropFirst()) {
                #expect(a.end == b.start)
                #expect(a.endValue == b.startValue)
            }
            #expect(isClose(plan.intervals.last!.end, ExportFixtures.timeline.duration, absolute: 1e-12))
            var worst = 0.0
            for step in 0...3000 {
                let t = ExportFixtures.timeline.duration * Double(step) / 3000
                worst = max(worst, abs(plan.value(at: t) - channel.value(at: t)))
            }
            #expect(worst <= bounds.bound(for: channel.unit), "\(channel.name): \(worst)")
        }
    }

    @Test func cubicAndBezierKeyframesAreExactNotSampled() {
        let plan = ChannelPlan(ExportFixtures.channels[3], bound: 0.1, duration: ExportFixtures.timeline.duration)
        let easings = plan.intervals.map(\.easing)
        #expect(easings.contains { if case .cubicBezier(let x1, _, let x2, _) = $0 { return abs(x1 - 1.0 / 3) < 1e-9 && abs(x2 - 2.0 / 3) < 1e-9 }; return false })
        #expect(easings.contains(.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)))
        // The cubic keyframe is matched to a few ulps, not to the bound.
        for step in 0...300 {
            let t = 0.3 * Double(step) / 300
            #expect(abs(plan.value(at: t) - ExportFixtures.channels[3].value(at: t)) < 1e-6)
        }
    }

    @Test func aJumpShowsTheValueBeforeItAtItsExactTime() {
        // y: the move to 10 happens at 0.65 s, when the cubic before it ends at -15.
        let plan = ChannelPlan(ExportFixtures.channels[1], bound: 0.5, duration: ExportFixtures.timeline.duration)
        let jumpTime = 0.65
        #expect(isClose(ExportFixtures.channels[1].value(at: jumpTime), -15, absolute: 1e-9))
        #expect(isClose(plan.value(at: jumpTime), -15, absolute: 1e-6))
        #expect(isClose(plan.value(at: jumpTime + 2e-5), ExportFixtures.channels[1].value(at: jumpTime + 2e-5), absolute: 0.01))
        #expect(plan.intervals.contains { $0.easing == .jump && isClose($0.start, jumpTime, absolute: 1e-12) })
    }

    @Test func aJumpAtZeroShowsItsEndAtZero() {
        // A zero-duration first keyframe is resolved before anything shows: at 0 Cadence shows its end.
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack(\Double.self) {
                LinearKeyframe(0.5, duration: 0)
                LinearKeyframe(1, duration: 0.6)
            }
        }
        let channel = ExportChannel(name: "opacity", unit: .opacity, timeline: timeline, track: 0) { $0 }
        let plan = ChannelPlan(channel, bound: 0.005, duration: 0.6)
        #expect(channel.value(at: 0) == 0.5)
        #expect(plan.value(at: 0) == 0.5)
        #expect(!plan.intervals.contains { $0.easing == .jump })
    }

    @Test func stepsAreExportedAsSteps() throws {
        // A value that holds for 1/300 s at a time, as SwiftUI's integrated springs do.
        let stepped: @Sendable (Double) -> Double = { t in
            let n = (t * 300).rounded(.down) / 300
            return 1 + 0.35 * Spring.bouncy.value(target: 1, initialVelocity: 0, time: n)
        }
        let channel = ExportChannel(name: "scale", unit: .factor,
                                    segments: [ExportSegment(start: 0, duration: 0.6, startValue: 1, endValue: stepped(0.6), shape: .sampled)],
                                    reference: stepped)
        let plan = ChannelPlan(channel, bound: 0.005, duration: 0.6)
        #expect(plan.intervals.contains { $0.easing == .jump })
        var worst = 0.0
        for step in 0...6000 {
            let t = 0.6 * Double(step) / 6000
            worst = max(worst, abs(plan.value(at: t) - stepped(t)))
        }
        #expect(worst <= 0.005)
    }

    @Test func numbersAreWrittenPlainAndReadBackExactly() {
        #expect(NumberFormat.decimal(-0.0000001, digits: 6) == "0")
        #expect(NumberFormat.decimal(1.5, digits: 6) == "1.5")
        #expect(NumberFormat.decimal(1e21, digits: 2) == "1000000000000000000000")
        #expect(NumberFormat.decimal(.nan, digits: 3) == "0")
        #expect(NumberFormat.rounded(1.0 / 3, digits: 10) == 0.3333333333)
    }
}
