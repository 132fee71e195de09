import Foundation
import Testing
@testable import Cadence

/// A keyframe drawn at random, in a form the tests can both build and reason about.
private enum RandomKeyframe {
    case move(Double)
    case linear(Double, duration: Double, curve: UnitCurve)
    case cubic(Double, duration: Double, start: Double?, end: Double?)
    case spring(Double, duration: Double?, spring: Spring, start: Double?)

    static let curves: [UnitCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut,
        .bezier(startControlPoint: UnitPoint(x: 0.3, y: 0.6), endControlPoint: UnitPoint(x: 0.6, y: 0.8)),
    ]
    static let springs: [Spring] = [
        .smooth, .snappy, .bouncy, Spring(duration: 0.8, bounce: -0.3), Spring(response: 0.25, dampingRatio: 0.4),
    ]

    static func random(using random: inout KFRandom) -> RandomKeyframe {
        let target = Double.random(in: -5...5, using: &random)
        // One keyframe in ten takes no time.
        let duration = Int.random(in: 0..<10, using: &random) == 0 ? 0 : Double.random(in: 0.05...0.5, using: &random)
        func maybeVelocity() -> Double? {
            Bool.random(using: &random) && Bool.random(using: &random) ? Double.random(in: -20...20, using: &random) : nil
        }
        switch Int.random(in: 0..<7, using: &random) {
        case 0: return .move(target)
        case 1, 2: return .linear(target, duration: duration, curve: curves.randomElement(using: &random)!)
        case 3, 4: return .cubic(target, duration: duration, start: maybeVelocity(), end: maybeVelocity())
        default:
            let settles = Int.random(in: 0..<4, using: &random) == 0
            return .spring(target, duration: settles ? nil : duration, spring: springs.randomElement(using: &random)!,
                           start: maybeVelocity())
        }
    }

    var isCubic: Bool { if case .cubic = self { return true }; return false }
    var explicitStart: Double? {
        switch self {
        case .cubic(_, _, let start, _), .spring(_, _, _, let start): return start
        default: return nil
        }
    }
    var explicitEnd: Double? { if case .cubic(_, _, _, let end) = self { return end }; return nil }
}

private func timeline(from start: Double, _ keyframes: [RandomKeyframe]) -> KeyframeTimeline<Double> {
    KeyframeTimeline(initialValue: start) {
        KeyframeTrack {
            for keyframe in keyframes {
                switch keyframe {
                case .move(let target):
                    MoveKeyframe(target)
                case .linear(let target, let duration, let curve):
                    LinearKeyframe(target, duration: duration, timingCurve: curve)
                case .cubic(let target, let duration, let start, let end):
                    CubicKeyframe(target, duration: duration, startVelocity: start, endVelocity: end)
                case .spring(let target, let duration, let spring, let start):
                    SpringKeyframe(target, duration: duration, spring: spring, startVelocity: start)
                }
            }
        }
    }
}

/// What a resolved segment's value is at `time`, from its summary alone, by the textbook formulas.
private func oracleValue(of segment: KeyframeSegmentSummary, at time: Double) -> Double {
    let start = segment.startValue[0], target = segment.target[0]
    if segment.duration == 0 { return target }
    let elapsed = time - segment.start, u = elapsed / segment.duration
    switch segment.kind {
    case .move:
        return target
    case .linear(let curve):
        return start + (target - start) * curve.value(at: u)
    case .cubic:
        let d = segment.duration
        return kfHermite(start, target, segment.startVelocity[0] * d, segment.endVelocity[0] * d, u)
    case .spring(let spring):
        return start + spring.value(target: target - start, initialVelocity: segment.startVelocity[0], time: elapsed)
    }
}

@Suite struct KeyframePropertyTests {
    static let timelines = 150

    @Test func everyTimeEvaluatesTheSegmentALinearScanFindsByTheTextbookFormulas() {
        var random = KFRandom.fromEnvironment(fallback: 0xCADE_0001, label: "keyframe property: oracle")
        for _ in 0..<Self.timelines {
            let keyframes = (0..<Int.random(in: 1...24, using: &random)).map { _ in RandomKeyframe.random(using: &random) }
            let line = timeline(from: Double.random(in: -5...5, using: &random), keyframes)
            let track = line.tracks[0]
            var times = (0..<40).map { _ in Double.random(in: 0...max(line.duration, 0.1), using: &random) }
            times += track.segments.map(\.end)   // exactly at every joint too
            for time in times {
                let expected: Double
                if let segment = track.segments.first(where: { $0.end >= time }) {
                    expected = oracleValue(of: segment, at: time)
                } else {
                    expected = track.endValue[0]
                }
                #expect(kfClose(line.value(time: time), expected, abs: 1e-9, rel: 1e-9),
                        "seed \(random.seed), time \(time), keyframes \(keyframes)")
            }
        }
    }

    @Test func theValueIsContinuousAtEveryJointExceptJumps() {
        var random = KFRandom.fromEnvironment(fallback: 0xCADE_0002, label: "keyframe property: value continuity")
        for _ in 0..<Self.timelines {
            let keyframes = (0..<Int.random(in: 2...16, using: &random)).map { _ in RandomKeyframe.random(using: &random) }
            let line = timeline(from: 0, keyframes)
            let segments = line.tracks[0].segments
            for index in segments.indices.dropLast() where segments[index].duration > 0 && segments[index + 1].duration > 0 {
                let joint = segments[index].end
                let before = line.value(time: joint), after = line.value(time: joint + 1e-9)
                #expect(kfClose(before, after, abs: 1e-5), "seed \(random.seed), joint \(joint), keyframes \(keyframes)")
                #expect(segments[index + 1].startValue == segments[index].endValue)
            }
            // After a jump the value is the jump's target.
            for index in segments.indices.dropLast() where segments[index].duration == 0 && segments[index + 1].duration > 0 {
                let after = line.value(time: segments[index].end + 1e-9)
                #expect(kfClose(after, segments[index].target[0], abs: 1e-5), "seed \(random.seed)")
            }
        }
    }

    @Test func theVelocityIsContinuousBetweenCubicsAndAcrossSpringHandOvers() {
        var random = KFRandom.fromEnvironment(fallback: 0xCADE_0003, label: "keyframe property: velocity continuity")
        var checked = 0
        for _ in 0..<Self.timelines {
            let keyframes = (0..<Int.random(in: 2...16, using: &random)).map { _ in RandomKeyframe.random(using: &random) }
            let segments = timeline(from: 0, keyframes).tracks[0].segments
            for index in segments.indices.dropLast() where segments[index].duration > 0 && segments[index + 1].duration > 0 {
                let (current, next) = (keyframes[index], keyframes[index + 1])
                let bothExplicit = current.explicitEnd != nil && next.explicitStart != nil
                let handsOver: Bool
                switch (segments[index].kind, segments[index + 1].kind) {
                case (.cubic, .cubic): handsOver = !bothExplicit
                case (.spring, .cubic), (.spring, .spring), (.cubic, .spring): handsOver = next.explicitStart == nil && !bothExplicit
                case (.linear, .cubic), (.linear, .spring): handsOver = next.explicitStart == nil && segments[index].endVelocity[0].isFinite
                default: handsOver = false
                }
                guard handsOver else { continue }
                checked += 1
                #expect(kfClose(segments[index].endVelocity[0], segments[index + 1].startVelocity[0], abs: 1e-9),
                        "seed \(random.seed), joint \(index), keyframes \(keyframes)")
            }
        }
        #expect(checked > 100)
    }

    @Test func theNumericDerivativeOfTheValueIsTheReportedVelocity() {
        var random = KFRandom.fromEnvironment(fallback: 0xCADE_0004, label: "keyframe property: derivative")
        for _ in 0..<Self.timelines {
            let keyframes = (0..<Int.random(in: 1...12, using: &random)).map { _ in RandomKeyframe.random(using: &random) }
            let line = timeline(from: Double.random(in: -5...5, using: &random), keyframes)
            for segment in line.tracks[0].segments where segment.duration > 1e-3 {
                // Bézier timing curves round their value to 2⁻²⁰ (as SwiftUI does): too coarse to differentiate.
                if case .linear(let curve) = segment.kind, curve != .linear { continue }
                for _ in 0..<5 {
                    let time = segment.start + Double.random(in: 0.05...0.95, using: &random) * segment.duration
                    let numeric = kfDerivative({ line.value(time: $0) }, at: time, step: 1e-6)
                    let reported = line.velocity(time: time)[\.self] ?? .nan
                    #expect(kfClose(numeric, reported, abs: 1e-4, rel: 1e-5),
                            "seed \(random.seed), time \(time), kind \(segment.kind)")
                }
            }
        }
    }
}
