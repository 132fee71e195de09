import Foundation
@testable import Cadence
import CadenceTestSupport

// Random springs, curves and timelines over the documented domain, for the property and concurrency
// tests. Everything is drawn from a `SeededGenerator`, which prints its seed.

extension Double {
    /// A number spread evenly on a log scale over `range` (both bounds positive).
    static func logUniform(in range: ClosedRange<Double>, using rng: inout SeededGenerator) -> Double {
        let exponent = Double.random(in: log(range.lowerBound)...log(range.upperBound), using: &rng)
        return min(max(exp(exponent), range.lowerBound), range.upperBound)
    }
}

/// A spring made by one of `Spring`'s initializers with parameters drawn over the ranges its
/// documentation covers, and how it was made (for failure messages).
struct PropertySpring: CustomStringConvertible {
    let spring: Spring
    let description: String

    static func random(using rng: inout SeededGenerator) -> PropertySpring {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            let duration = Double.logUniform(in: 1e-3...100, using: &rng)
            let bounce = Double.random(in: -0.99...1, using: &rng)
            return PropertySpring(spring: Spring(duration: duration, bounce: bounce),
                                  description: "Spring(duration: \(duration), bounce: \(bounce))")
        case 1:
            let response = Double.logUniform(in: 1e-3...100, using: &rng)
            let ratio = Double.random(in: 0...100, using: &rng)
            return PropertySpring(spring: Spring(response: response, dampingRatio: ratio),
                                  description: "Spring(response: \(response), dampingRatio: \(ratio))")
        case 2:
            let mass = Double.logUniform(in: 1e-3...1e3, using: &rng)
            let stiffness = Double.logUniform(in: 1e-3...1e6, using: &rng)
            let damping = Bool.random(using: &rng) ? 0 : Double.logUniform(in: 1e-3...1e4, using: &rng)
            let allow = Bool.random(using: &rng)
            return PropertySpring(
                spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allow),
                description: "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), allowOverDamping: \(allow))")
        case 3:
            // Documented to diverge (NaN constants, as on SwiftUI) when ε is not below the envelope's
            // starting ratio ζ/√(1 − ζ²): no settling time reaches it. Draw ε below that.
            let settling = Double.logUniform(in: 1e-3...100, using: &rng)
            let ratio = Double.random(in: 1e-3...1, using: &rng)
            let ceiling = min(0.1, ratio / (1 - ratio * ratio).squareRoot())
            let epsilon = Double.logUniform(in: 1e-9...ceiling, using: &rng) * 0.999
            return PropertySpring(
                spring: Spring(settlingDuration: settling, dampingRatio: ratio, epsilon: epsilon),
                description: "Spring(settlingDuration: \(settling), dampingRatio: \(ratio), epsilon: \(epsilon))")
        default:
            let duration = Double.logUniform(in: 1e-3...100, using: &rng)
            let extra = Double.random(in: -0.5...0.5, using: &rng)
            let presets: [(String, (Double, Double) -> Spring)] = [
                ("smooth", { .smooth(duration: $0, extraBounce: $1) }),
                ("snappy", { .snappy(duration: $0, extraBounce: $1) }),
                ("bouncy", { .bouncy(duration: $0, extraBounce: $1) }),
            ]
            let (name, make) = presets.randomElement(using: &rng)!
            return PropertySpring(spring: make(duration, extra),
                                  description: ".\(name)(duration: \(duration), extraBounce: \(extra))")
        }
    }
}

/// The value the random timelines animate: one property of each kind of storage the timeline
/// handles (a `Double`, an `Angle`, a two-component `CGPoint`, a `CGFloat`).
struct PropertyValues: Equatable, Sendable {
    var number = 0.0
    var angle = Angle.zero
    var point = CGPoint.zero
    var width: CGFloat = 0

    var components: [Double] { [number, angle.radians, Double(point.x), Double(point.y), Double(width)] }
}

/// A keyframe drawn at random, as components (one for scalars, two for points).
enum PropertyKeyframe: CustomStringConvertible {
    case move([Double])
    case linear([Double], duration: Double, curve: UnitCurve)
    case cubic([Double], duration: Double, start: [Double]?, end: [Double]?)
    case spring([Double], duration: Double?, spring: PropertySpring, start: [Double]?)

    var description: String {
        switch self {
        case .move(let to): return "Move(\(to))"
        case .linear(let to, let duration, let curve): return "Linear(\(to), \(duration), \(curve))"
        case .cubic(let to, let duration, let start, let end):
            return "Cubic(\(to), \(duration), start: \(String(describing: start)), end: \(String(describing: end)))"
        case .spring(let to, let duration, let spring, let start):
            return "Spring(\(to), \(String(describing: duration)), \(spring), start: \(String(describing: start)))"
        }
    }

    /// Durations in the documented domain: mostly ordinary, sometimes the documented special cases
    /// (0, negative, NaN and subnormal jump; +∞ never leaves the start) and extreme but finite ones.
    static func randomDuration(using rng: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: return 0
        case 1: return [-1, -.infinity, .nan, .leastNonzeroMagnitude, .infinity].randomElement(using: &rng)!
        case 2: return Double.logUniform(in: 1e-9...1e-3, using: &rng)
        default: return Double.logUniform(in: 0.01...3, using: &rng)
        }
    }

    static func randomCurve(using rng: inout SeededGenerator) -> UnitCurve {
        let presets: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
                                    .circularEaseInOut]
        if Int.random(in: 0..<3, using: &rng) > 0 { return presets.randomElement(using: &rng)! }
        // Control points anywhere: x outside [0, 1] is clamped, y overshoots.
        func point() -> UnitPoint {
            UnitPoint(x: Double.random(in: -0.5...1.5, using: &rng), y: Double.random(in: -2...3, using: &rng))
        }
        return .bezier(startControlPoint: point(), endControlPoint: point())
    }

    static func random(components: Int, using rng: inout SeededGenerator) -> PropertyKeyframe {
        func vector() -> [Double] { (0..<components).map { _ in Double.random(in: -1000...1000, using: &rng) } }
        func velocity() -> [Double]? { Bool.random(using: &rng) ? nil : vector().map { $0 * 10 } }
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return .move(vector())
        case 1, 2: return .linear(vector(), duration: randomDuration(using: &rng), curve: randomCurve(using: &rng))
        case 3, 4, 5: return .cubic(vector(), duration: randomDuration(using: &rng), start: velocity(), end: velocity())
        default:
            let spring = PropertySpring.random(using: &rng)
            let duration = Bool.random(using: &rng) ? nil : randomDuration(using: &rng)
            return .spring(vector(), duration: duration, spring: spring, start: velocity())
        }
    }
}

/// A random timeline over `PropertyValues`: up to five tracks (the number twice, so a later track
/// overrides an earlier one) of up to eight random keyframes each.
struct PropertyTimeline: CustomStringConvertible {
    var initial: PropertyValues
    var tracks: [[PropertyKeyframe]?]

    static func random(using rng: inout SeededGenerator) -> PropertyTimeline {
        func number() -> Double { Double.random(in: -1000...1000, using: &rng) }
        let initial = PropertyValues(number: number(), angle: .radians(number()), point: CGPoint(x: number(), y: number()),
                                     width: CGFloat(number()))
        let tracks = (0..<5).map { index -> [PropertyKeyframe]? in
            guard Int.random(in: 0..<4, using: &rng) > 0 else { return nil }
            let count = Int.random(in: 0...8, using: &rng)
            return (0..<count).map { _ in PropertyKeyframe.random(components: index == 2 ? 2 : 1, using: &rng) }
        }
        return PropertyTimeline(initial: initial, tracks: tracks)
    }

    var description: String {
        "initial \(initial.components), tracks: " + tracks.enumerated().compactMap { index, track in
            track.map { "#\(index) \($0)" }
        }.joined(separator: "; ")
    }

    func timeline() -> KeyframeTimeline<PropertyValues> {
        let point = { (c: [Double]) in CGPoint(x: c[0], y: c[1]) }
        return KeyframeTimeline(initialValue: initial) {
            if let keyframes = tracks[0] {
                KeyframeTrack(\.number) { PropertyTimeline.content(keyframes) { $0[0] } }
            }
            if let keyframes = tracks[1] {
                KeyframeTrack(\.angle) { PropertyTimeline.content(keyframes) { Angle.radians($0[0]) } }
            }
            if let keyframes = tracks[2] {
                KeyframeTrack(\.point) { PropertyTimeline.content(keyframes, point) }
            }
            if let keyframes = tracks[3] {
                KeyframeTrack(\.width) { PropertyTimeline.content(keyframes) { CGFloat($0[0]) } }
            }
            if let keyframes = tracks[4] {
                KeyframeTrack(\.number) { PropertyTimeline.content(keyframes) { $0[0] } }
            }
        }
    }

    @KeyframeTrackContentBuilder<Value>
    static func content<Value: Animatable>(_ keyframes: [PropertyKeyframe], _ make: @escaping ([Double]) -> Value)
        -> some KeyframeTrackContent<Value> {
        for keyframe in keyframes {
            switch keyframe {
            case .move(let to):
                MoveKeyframe(make(to))
            case .linear(let to, let duration, let curve):
                LinearKeyframe(make(to), duration: duration, timingCurve: curve)
            case .cubic(let to, let duration, let start, let end):
                CubicKeyframe(make(to), duration: duration, startVelocity: start.map(make), endVelocity: end.map(make))
            case .spring(let to, let duration, let spring, let start):
                SpringKeyframe(make(to), duration: duration, spring: spring.spring, startVelocity: start.map(make))
            }
        }
    }
}
