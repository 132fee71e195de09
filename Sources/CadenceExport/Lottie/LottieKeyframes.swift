/// A channel plan as Lottie keyframes: each interval starts a keyframe whose `o`/`i` handles are
/// the interval's cubic-bezier (Lottie's normalised easing: x is time, y is value progress, both
/// 0…1 across the interval, exactly CSS's meaning); a `linear()` interval becomes one linear
/// keyframe per point; a jump a hold keyframe (`h: 1`).
enum LottieKeyframes {
    /// The frame rate of exports: keyframe times are in frames (fractional where needed).
    static let frameRate = 60.0

    /// How a property's value is written: its components from the channel's value.
    enum Kind {
        /// One number (rotation, opacity): `s: [v]`, handles `{x: [x], y: [y]}`.
        case scalar
        /// Several numbers that move together (scale): handles repeated per component.
        case vector(Int)
        /// A point (position): scalar handles and no spatial tangents (`to`/`ti`), so the path is
        /// straight; python-lottie ignores the time easing of a keyframe that has them.
        case spatial
    }

    /// The animated property `{"a": 1, "k": [keyframes]}`.
    static func property(_ plan: ChannelPlan, kind: Kind, components: (Double) -> [Double]) -> JSONValue {
        var keyframes: [JSONValue] = []
        func vector(_ value: Double) -> JSONValue { .array(components(value).map { .number($0) }) }
        func handles(_ x: Double, _ y: Double) -> JSONValue {
            let e = { (v: Double) in JSONValue.number(v, digits: NumberFormat.easingDigits) }
            switch kind {
            case .scalar: return .object([("x", .array([e(x)])), ("y", .array([e(y)]))])
            case .vector(let count): return .object([("x", .array(Array(repeating: e(x), count: count))), ("y", .array(Array(repeating: e(y), count: count)))])
            case .spatial: return .object([("x", e(x)), ("y", e(y))])
            }
        }
        func keyframe(time: Double, value: Double, easing: (Double, Double, Double, Double)?, hold: Bool = false) {
            var members: [(String, JSONValue)] = [("t", .number(time * frameRate, digits: 7)), ("s", vector(value))]
            if hold { members.append(("h", .number(1))) }
            if let (x1, y1, x2, y2) = easing, !hold {
                members.append(("o", handles(x1, y1)))
                members.append(("i", handles(x2, y2)))
            }
            keyframes.append(.object(members))
        }
        let linear = (0.0, 0.0, 1.0, 1.0)
        for interval in plan.intervals {
            switch interval.easing {
            case .linear:
                keyframe(time: interval.start, value: interval.startValue, easing: linear)
            case let .cubicBezier(x1, y1, x2, y2):
                keyframe(time: interval.start, value: interval.startValue, easing: (x1, y1, x2, y2))
            case .jump:
                keyframe(time: interval.start, value: interval.startValue, easing: nil, hold: true)
            case .points(let points):
                let span = interval.end - interval.start, change = interval.endValue - interval.startValue
                for point in points.dropLast() {
                    let value = NumberFormat.rounded(interval.startValue + change * point.y, digits: NumberFormat.valueDigits)
                    keyframe(time: interval.start + span * point.x, value: value, easing: linear)
                }
            }
        }
        if let last = plan.intervals.last {
            keyframe(time: last.end, value: last.endValue, easing: nil)
        }
        return .object([("a", .number(1)), ("k", .array(keyframes))])
    }

    /// A property that does not move: `{"a": 0, "k": value}`.
    static func constant(_ components: [Double]) -> JSONValue {
        .object([("a", .number(0)), ("k", components.count == 1 ? .number(components[0]) : .array(components.map { .number($0) }))])
    }
}
