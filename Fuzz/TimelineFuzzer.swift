// libFuzzer entry point for keyframe timelines. Not a SwiftPM target: libFuzzer supplies `main`, and
// `run-timeline-fuzzer.sh` compiles this file together with the sources of the Cadence module into one
// module (so the fuzzer can read a spring's stored constants).
//
// Each input is decoded into a timeline over a value with five tracks' worth of properties (Double,
// Angle, CGPoint, CGFloat, and the Double again, so a later track overrides an earlier one), of random
// keyframes of every kind, with random durations (0, negative, NaN, ±∞, subnormal, tiny, huge), springs
// from every initializer with wide parameters, timing curves including arbitrary Bézier control points,
// and sample times including negative, NaN and ±∞. The property checked, beyond "no crash" (any trap
// is a finding) and "no hang" (libFuzzer's -timeout): when every parameter lies in the domain the
// documentation promises finite results for (see `Domain`), `value(time:)` is finite at every finite
// time (up to ±1e300 s). Set CADENCE_FUZZ_VERBOSE=1 to print the decoded timeline of each input (for regression tests).

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func timelineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
    let plan = TimelinePlan(decoding: &input)
    if FuzzInput.isVerbose { FileHandle.standardError.write(Data("\(plan)\n".utf8)) }
    plan.check()
    return 0
}

/// The value the fuzzed timelines animate.
struct FuzzValue {
    var number = 0.0
    var angle = Angle.zero
    var point = CGPoint.zero
    var width: CGFloat = 0
}

/// Reads the fuzzer's bytes; once they run out, every read is 0.
struct FuzzInput {
    static let isVerbose = ProcessInfo.processInfo.environment["CADENCE_FUZZ_VERBOSE"] != nil

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isExhausted: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func word() -> UInt64 {
        (0..<8).reduce(0) { result, _ in result << 8 | UInt64(byte()) }
    }

    mutating func flag() -> Bool { byte() & 1 == 1 }

    /// A number in [0, 1] from 32 bits.
    mutating func unit() -> Double {
        let high = UInt32(byte()) << 24 | UInt32(byte()) << 16
        return Double(high | UInt32(byte()) << 8 | UInt32(byte())) / Double(UInt32.max)
    }

    /// A number in [low, high], spread evenly on a log scale when both are positive.
    mutating func number(in range: ClosedRange<Double>, logarithmic: Bool = false) -> Double {
        let u = unit()
        if logarithmic {
            let low = CMath.log(range.lowerBound), high = CMath.log(range.upperBound)
            return min(max(CMath.exp(low + (high - low) * u), range.lowerBound), range.upperBound)
        }
        return range.lowerBound + (range.upperBound - range.lowerBound) * u
    }

    static let specials: [Double] = [
        0, -0.0, 1, -1, 0.5, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .leastNormalMagnitude, 1e-300, 1e-12, 1e-6, 1e6, 1e12, 1e300, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .ulpOfOne,
    ]

    /// Any double: mostly from `typical`, sometimes a special value or an arbitrary bit pattern.
    mutating func double(typical: ClosedRange<Double>, logarithmic: Bool = false) -> Double {
        switch byte() % 16 {
        case 0, 1: return FuzzInput.specials[Int(byte()) % FuzzInput.specials.count]
        case 2: return Double(bitPattern: word())
        case 3: return -number(in: typical, logarithmic: logarithmic)
        default: return number(in: typical, logarithmic: logarithmic)
        }
    }
}

/// Where the documentation promises finite values: the inputs of the NaN check. Outside it the
/// fuzzer only looks for crashes and hangs (Cadence answers NaN or ∞ where SwiftUI does).
enum Domain {
    /// Values, targets and velocities, in the property's units (per second).
    static let magnitude = 1e6
    /// Positive durations; 0, negative, NaN, subnormal and +∞ durations are documented separately
    /// (jump, or never leave the start) and are in the domain too.
    static let durations = 1e-300...1e6

    /// Sample times whose values must be finite. Beyond, the phase ω·t of a spring that never settles
    /// (no damping, no duration) overflows to ∞ and its sine is NaN, in `Spring` as in SwiftUI.
    static let times = -1e300...1e300

    static func isValue(_ x: Double) -> Bool { x.magnitude <= magnitude }

    static func isDuration(_ d: Double) -> Bool {
        !(d > 0) || d == .infinity || d < .leastNormalMagnitude || durations.contains(d)
    }

    /// A spring of the documented ranges (duration 1e-3…100 s, bounce −0.99…1, and the like for the
    /// other initializers) whose constants came out finite and not growing.
    static func isSpring(_ spring: Spring, parametersInRange: Bool) -> Bool {
        parametersInRange && spring.angularFrequency.isFinite && spring.decayConstant.isFinite
            && spring.decayConstant >= 0
    }
}

/// A spring, how it was made, and whether its parameters are in the documented domain.
struct FuzzSpring: CustomStringConvertible {
    let spring: Spring
    let description: String
    let isInDomain: Bool

    init(decoding input: inout FuzzInput) {
        var inRange = true
        func parameter(_ range: ClosedRange<Double>, logarithmic: Bool = false, _ input: inout FuzzInput) -> Double {
            let x = input.double(typical: range, logarithmic: logarithmic)
            if !range.contains(x) { inRange = false }
            return x
        }
        switch input.byte() % 6 {
        case 0:
            let duration = parameter(1e-3...100, logarithmic: true, &input)
            let bounce = parameter(-0.99...1, &input)
            spring = Spring(duration: duration, bounce: bounce)
            description = "Spring(duration: \(duration), bounce: \(bounce))"
        case 1:
            let response = parameter(1e-3...100, logarithmic: true, &input)
            let ratio = parameter(0...100, &input)
            spring = Spring(response: response, dampingRatio: ratio)
            description = "Spring(response: \(response), dampingRatio: \(ratio))"
        case 2:
            let mass = parameter(1e-3...1e3, logarithmic: true, &input)
            let stiffness = parameter(1e-3...1e6, logarithmic: true, &input)
            let damping = parameter(0...1e4, &input)
            let allow = input.flag()
            spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allow)
            description = "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), allowOverDamping: \(allow))"
        case 3:
            let settling = parameter(1e-3...100, logarithmic: true, &input)
            let ratio = parameter(0...1, &input)
            let epsilon = parameter(1e-9...0.1, logarithmic: true, &input)
            spring = Spring(settlingDuration: settling, dampingRatio: ratio, epsilon: epsilon)
            description = "Spring(settlingDuration: \(settling), dampingRatio: \(ratio), epsilon: \(epsilon))"
        case 4:
            let duration = parameter(1e-3...100, logarithmic: true, &input)
            let extra = parameter(-1.29...0.7, &input)
            switch input.byte() % 3 {
            case 0:
                spring = .smooth(duration: duration, extraBounce: extra)
                description = ".smooth(duration: \(duration), extraBounce: \(extra))"
                if !(-0.99...1).contains(extra) { inRange = false }
            case 1:
                spring = .snappy(duration: duration, extraBounce: extra)
                description = ".snappy(duration: \(duration), extraBounce: \(extra))"
                if !(-0.99...1).contains(0.15 + extra) { inRange = false }
            default:
                spring = .bouncy(duration: duration, extraBounce: extra)
                description = ".bouncy(duration: \(duration), extraBounce: \(extra))"
                if !(-0.99...1).contains(0.3 + extra) { inRange = false }
            }
        default:
            let presets: [(Spring, String)] = [(.smooth, ".smooth"), (.snappy, ".snappy"), (.bouncy, ".bouncy"),
                                               (Spring(), "Spring()")]
            (spring, description) = presets[Int(input.byte()) % presets.count]
        }
        isInDomain = Domain.isSpring(spring, parametersInRange: inRange)
    }
}

/// A timing curve and whether its control points are in the documented domain (finite; y within
/// ±1000, so the overshoot stays a number).
struct FuzzCurve: CustomStringConvertible {
    let curve: UnitCurve
    let description: String
    let isInDomain: Bool

    init(decoding input: inout FuzzInput) {
        let presets: [(UnitCurve, String)] = [
            (.linear, ".linear"), (.easeIn, ".easeIn"), (.easeOut, ".easeOut"), (.easeInOut, ".easeInOut"),
            (.circularEaseIn, ".circularEaseIn"), (.circularEaseOut, ".circularEaseOut"),
            (.circularEaseInOut, ".circularEaseInOut"),
        ]
        let choice = Int(input.byte()) % (presets.count + 2)
        guard choice >= presets.count else {
            (curve, description) = presets[choice]
            isInDomain = true
            return
        }
        let points = (0..<4).map { index in input.double(typical: index.isMultiple(of: 2) ? -0.5...1.5 : -3...3) }
        curve = .bezier(startControlPoint: UnitPoint(x: points[0], y: points[1]),
                        endControlPoint: UnitPoint(x: points[2], y: points[3]))
        description = ".bezier(startControlPoint: UnitPoint(x: \(points[0]), y: \(points[1])), "
            + "endControlPoint: UnitPoint(x: \(points[2]), y: \(points[3])))"
        isInDomain = points.allSatisfy(\.isFinite) && points[1].magnitude <= 1000 && points[3].magnitude <= 1000
    }
}

/// One keyframe, with its numbers as components (one for scalars, two for points).
enum FuzzKeyframe: CustomStringConvertible {
    case move(target: [Double])
    case linear(target: [Double], duration: Double, curve: FuzzCurve)
    case cubic(target: [Double], duration: Double, start: [Double]?, end: [Double]?)
    case spring(target: [Double], duration: Double?, spring: FuzzSpring, start: [Double]?)

    var description: String {
        switch self {
        case .move(let target): return "MoveKeyframe(\(target))"
        case .linear(let target, let duration, let curve):
            return "LinearKeyframe(\(target), duration: \(duration), timingCurve: \(curve))"
        case .cubic(let target, let duration, let start, let end):
            return "CubicKeyframe(\(target), duration: \(duration), startVelocity: \(start.map { "\($0)" } ?? "nil"), "
                + "endVelocity: \(end.map { "\($0)" } ?? "nil"))"
        case .spring(let target, let duration, let spring, let start):
            return "SpringKeyframe(\(target), duration: \(duration.map { "\($0)" } ?? "nil"), spring: \(spring), "
                + "startVelocity: \(start.map { "\($0)" } ?? "nil"))"
        }
    }
}

/// A decoded timeline: the initial value, the tracks and their keyframes, and the times to sample.
struct TimelinePlan: CustomStringConvertible {
    /// Which property each track animates, by index: number, angle, point, width, number again.
    static let trackNames = ["number", "angle.radians", "point", "width", "number (second track)"]
    static let maximumKeyframesPerTrack = 12

    var initial: FuzzValue
    var initialVelocity: [Double]?
    var tracks: [[FuzzKeyframe]?]
    var times: [Double]
    var progresses: [Double]
    var isInDomain = true

    init(decoding input: inout FuzzInput) {
        var inDomain = true
        func value(_ input: inout FuzzInput) -> Double {
            let x = input.double(typical: 0...1000)
            if !Domain.isValue(x) { inDomain = false }
            return x
        }
        func duration(_ input: inout FuzzInput) -> Double {
            let d = input.double(typical: 1e-4...10, logarithmic: true)
            if !Domain.isDuration(d) { inDomain = false }
            return d
        }
        initial = FuzzValue(number: value(&input), angle: .radians(value(&input)),
                            point: CGPoint(x: value(&input), y: value(&input)), width: CGFloat(value(&input)))
        initialVelocity = input.flag() ? [value(&input), value(&input)] : nil
        tracks = []
        for index in TimelinePlan.trackNames.indices {
            guard input.flag() else {
                tracks.append(nil)
                continue
            }
            let components = index == 2 ? 2 : 1
            func vector(_ input: inout FuzzInput) -> [Double] { (0..<components).map { _ in value(&input) } }
            var keyframes: [FuzzKeyframe] = []
            let count = Int(input.byte()) % (TimelinePlan.maximumKeyframesPerTrack + 1)
            for _ in 0..<count where !input.isExhausted {
                switch input.byte() % 4 {
                case 0:
                    keyframes.append(.move(target: vector(&input)))
                case 1:
                    let curve = FuzzCurve(decoding: &input)
                    if !curve.isInDomain { inDomain = false }
                    keyframes.append(.linear(target: vector(&input), duration: duration(&input), curve: curve))
                case 2:
                    let target = vector(&input), length = duration(&input)
                    let start = input.flag() ? vector(&input) : nil
                    let end = input.flag() ? vector(&input) : nil
                    keyframes.append(.cubic(target: target, duration: length, start: start, end: end))
                default:
                    let spring = FuzzSpring(decoding: &input)
                    if !spring.isInDomain { inDomain = false }
                    let target = vector(&input)
                    let length = input.flag() ? duration(&input) : nil
                    let start = input.flag() ? vector(&input) : nil
                    keyframes.append(.spring(target: target, duration: length, spring: spring, start: start))
                }
            }
            tracks.append(keyframes)
        }
        times = (0..<8).map { _ in input.double(typical: 0...5) }
        progresses = (0..<4).map { _ in input.double(typical: 0...1) }
        isInDomain = inDomain
    }

    var description: String {
        var lines = ["initial: \(initial)", "initialVelocity: \(initialVelocity.map { "\($0)" } ?? "nil")",
                     "in domain: \(isInDomain)"]
        for (name, keyframes) in zip(TimelinePlan.trackNames, tracks) {
            guard let keyframes else { continue }
            lines.append("track \(name):")
            lines += keyframes.map { "    \($0)" }
        }
        lines.append("times: \(times)")
        lines.append("progresses: \(progresses)")
        return lines.joined(separator: "\n")
    }

    /// The timeline the plan describes.
    func timeline() -> KeyframeTimeline<FuzzValue> {
        var velocity = KeyframeVelocity<FuzzValue>()
        if let initialVelocity {
            velocity.set(\.number, to: initialVelocity[0])
            velocity.set(\.angle, to: .radians(initialVelocity[1]))
            velocity.set(\.point, to: CGPoint(x: initialVelocity[0], y: initialVelocity[1]))
            velocity.set(\.width, to: CGFloat(initialVelocity[1]))
        }
        let scalar = { (components: [Double]) in components[0] }
        let point = { (components: [Double]) in CGPoint(x: components[0], y: components[1]) }
        return KeyframeTimeline(initialValue: initial, initialVelocity: velocity) {
            if let keyframes = tracks[0] {
                KeyframeTrack(\.number) { TimelinePlan.content(keyframes, scalar) }
            }
            if let keyframes = tracks[1] {
                KeyframeTrack(\.angle) { TimelinePlan.content(keyframes) { Angle.radians($0[0]) } }
            }
            if let keyframes = tracks[2] {
                KeyframeTrack(\.point) { TimelinePlan.content(keyframes, point) }
            }
            if let keyframes = tracks[3] {
                KeyframeTrack(\.width) { TimelinePlan.content(keyframes) { CGFloat($0[0]) } }
            }
            if let keyframes = tracks[4] {
                KeyframeTrack(\.number) { TimelinePlan.content(keyframes, scalar) }
            }
        }
    }

    @KeyframeTrackContentBuilder<Value>
    static func content<Value: Animatable>(_ keyframes: [FuzzKeyframe], _ make: @escaping ([Double]) -> Value)
        -> some KeyframeTrackContent<Value> {
        for keyframe in keyframes {
            switch keyframe {
            case .move(let target):
                MoveKeyframe(make(target))
            case .linear(let target, let duration, let curve):
                LinearKeyframe(make(target), duration: duration, timingCurve: curve.curve)
            case .cubic(let target, let duration, let start, let end):
                CubicKeyframe(make(target), duration: duration, startVelocity: start.map(make), endVelocity: end.map(make))
            case .spring(let target, let duration, let spring, let start):
                SpringKeyframe(make(target), duration: duration, spring: spring.spring, startVelocity: start.map(make))
            }
        }
    }

    /// Builds the timeline, exercises its whole surface, and traps if a value that must be finite is not.
    func check() {
        let timeline = timeline()
        var sampleTimes = times
        for progress in progresses where (timeline.duration * progress).isFinite {
            sampleTimes.append(timeline.duration * progress)
        }
        for time in sampleTimes {
            let value = timeline.value(time: time)
            if isInDomain && Domain.times.contains(time) {
                let components = [value.number, value.angle.radians, Double(value.point.x), Double(value.point.y),
                                  Double(value.width)]
                if !components.allSatisfy(\.isFinite) {
                    fatalError("non-finite value \(value) at time \(time) in domain:\n\(self)")
                }
            }
            _ = timeline.velocity(time: time)
        }
        for progress in progresses { _ = timeline.value(progress: progress) }
        _ = timeline.tracks
        _ = timeline.joints(repeating: false)
        _ = timeline.discontinuities(repeating: true)
    }
}
