/// The animations of a laid-out scene in the terms CSS and the Web Animations API share: for each
/// animated node, one CSS property (`translate`, `scale`, `rotate`, `opacity`, `filter`) and one or
/// two runs of keyframes (once; a loop; or an intro followed by a loop).
///
/// The individual transform properties are used on one box per modifier (`SceneLayout`), so each
/// box has its own `transform-origin` (the modifier's anchor) and its own keyframes and easings;
/// nesting composes them in SwiftUI's order for any chain and any anchors, which a single
/// `transform` list cannot do without one easing for all of its functions.
struct WebAnimation: Sendable {
    /// One keyframe: where (0…1 through the run), the property's value, and the easing to the next.
    struct Keyframe: Sendable {
        var offset: Double
        var value: String
        var easing: String?
    }

    /// One run of keyframes: `keyframes` over `duration` seconds after `delay`, `iterations` times
    /// (nil: for ever), with CSS `fill`.
    struct Run: Sendable {
        var name: String
        var keyframes: [Keyframe]
        var duration: Double
        var delay: Double
        var iterations: Int?
        var fill: String
    }

    var nodeID: Int
    var channel: Int
    /// The effect of the node it animates (for the values of its property).
    var effect: SceneNode.Effect
    /// The CSS property name.
    var property: String
    var runs: [Run]

    /// The animations of every node that follows a channel, over `duration` seconds (none for 0),
    /// named `name(node id)` with `-intro`/`-loop` after it for an intro and a loop.
    static func animations(of root: SceneNode, plans: [ChannelPlan], duration: Double, loopStart: Double?,
                           name: (Int) -> String) -> [WebAnimation] {
        root.flattened.compactMap { node in
            guard let channel = node.effect.channel, plans.indices.contains(channel), duration > 0 else { return nil }
            let plan = plans[channel]
            let property = WebAnimation.property(of: node.effect)
            let spans: [(String, Double, Double, Int?, Double, String)]
            switch loopStart {
            case nil: spans = [("", 0, duration, 1, 0, "both")]
            case let start? where start <= 0 || start >= duration: spans = [("", 0, duration, nil, 0, "both")]
            case let start?: spans = [("-intro", 0, start, 1, 0, "both"), ("-loop", start, duration, nil, start, "none")]
            }
            let runs = spans.map { suffix, from, to, iterations, delay, fill in
                Run(name: name(node.id) + suffix,
                    keyframes: keyframes(plan, from: from, to: to) { value in WebAnimation.value(value, for: node.effect) },
                    duration: to - from, delay: delay, iterations: iterations, fill: fill)
            }
            return WebAnimation(nodeID: node.id, channel: channel, effect: node.effect, property: property, runs: runs)
        }
    }

    /// The value of the CSS `animation` property that plays the runs.
    var shorthand: String {
        runs.map { run in
            let iterations = run.iterations.map(String.init) ?? "infinite"
            return "\(run.name) \(SceneMarkup.seconds(run.duration)) linear \(SceneMarkup.seconds(run.delay)) \(iterations) \(run.fill)"
        }.joined(separator: ", ")
    }

    /// The keyframes of the part of `plan` between `from` and `to` seconds.
    static func keyframes(_ plan: ChannelPlan, from: Double, to: Double, text: (Double) -> String) -> [Keyframe] {
        let span = to - from
        var keyframes: [Keyframe] = []
        for interval in plan.intervals where interval.end > from && interval.start < to {
            let offset = max(0, (interval.start - from) / span)
            keyframes.append(Keyframe(offset: offset, value: text(interval.startValue), easing: css(interval.easing)))
        }
        let last = plan.intervals.last { $0.start < to }
        keyframes.append(Keyframe(offset: 1, value: text(last?.endValue ?? plan.value(at: to)), easing: nil))
        return keyframes
    }

    /// The CSS property a node's effect animates.
    static func property(of effect: SceneNode.Effect) -> String {
        switch effect {
        case .translate: return "translate"
        case .scale: return "scale"
        case .rotate: return "rotate"
        case .opacity: return "opacity"
        case .blur: return "filter"
        case .none: return ""
        }
    }

    /// The CSS value of a node's effect with its channel at `animated` (constants as they are).
    static func value(_ animated: Double?, for effect: SceneNode.Effect) -> String {
        func n(_ value: ExportValue) -> String {
            switch value {
            case .constant(let c): return NumberFormat.decimal(c, digits: NumberFormat.valueDigits)
            case .channel: return NumberFormat.decimal(animated ?? 0, digits: NumberFormat.valueDigits)
            }
        }
        switch effect {
        case .none: return ""
        case .translate(let x, let y): return "\(n(x))px \(n(y))px"
        case .scale(let x, let y, _): return x == y ? n(x) : "\(n(x)) \(n(y))"
        case .rotate(let degrees, _): return "\(n(degrees))deg"
        case .opacity(let value): return n(value)
        case .blur(let radius): return "blur(\(n(radius))px)"
        }
    }

    /// The CSS text of an easing.
    static func css(_ easing: ExportEasing) -> String {
        func e(_ value: Double) -> String { NumberFormat.decimal(value, digits: NumberFormat.easingDigits) }
        switch easing {
        case .linear: return "linear"
        case .jump: return "step-end"
        case let .cubicBezier(x1, y1, x2, y2): return "cubic-bezier(\(e(x1)), \(e(y1)), \(e(x2)), \(e(y2)))"
        case .points(let points):
            return "linear(" + points.map { "\(e($0.y)) \(NumberFormat.decimal($0.x * 100, digits: NumberFormat.easingDigits - 2))%" }.joined(separator: ", ") + ")"
        }
    }

    /// A keyframe offset as a CSS percentage.
    static func percent(_ offset: Double) -> String {
        NumberFormat.decimal(offset * 100, digits: 9) + "%"
    }
}
