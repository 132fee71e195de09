import Cadence

/// A phase's `Animation` as a spec writes it, resolved, with its Swift spelling. `null` means no
/// animation (the phase change happens at once), as `nil` does in SwiftUI's `animation` closure.
///
/// ```json
/// "animation": "smooth"
/// "animation": {"kind": "snappy", "duration": 0.15}
/// "animation": {"kind": "bouncy", "duration": 0.35, "extraBounce": 0.2}
/// "animation": {"kind": "spring", "duration": 0.22}
/// "animation": {"kind": "easeOut", "duration": 0.16, "delay": 0.05}
/// "animation": null
/// ```
///
/// Kinds: `default`, `linear`, `easeIn`, `easeOut`, `easeInOut` (duration), `timingCurve`
/// (control points, duration), `smooth`, `snappy`, `bouncy` (duration, extraBounce), `spring`
/// (duration and bounce, or response and dampingFraction; blendDuration), `interactiveSpring`,
/// `interpolatingSpring` (mass, stiffness, damping or duration, bounce; initialVelocity). Modifiers
/// on any kind: `delay`, `speed`, `repeatCount` with `autoreverses`. `repeatForever` is not accepted:
/// a phase whose animation never ends would stop the animator in that phase.
package struct SpecAnimation: Sendable {
    package var animation: Animation
    package var swift: String
    /// The spring behind the animation, when it is one (for `inspect`'s settling time and overshoot).
    package var spring: Spring?
    /// The declared duration for timing-curve animations (before delay and speed).
    package var curveDuration: Double?

    package init(animation: Animation, swift: String, spring: Spring? = nil, curveDuration: Double? = nil) {
        self.animation = animation
        self.swift = swift
        self.spring = spring
        self.curveDuration = curveDuration
    }

    package static let kinds = ["default", "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "smooth", "snappy",
                        "bouncy", "spring", "interactiveSpring", "interpolatingSpring"]
    package static let form = "an animation: null, a name (\"default\", \"smooth\", \"snappy\", \"bouncy\", \"easeInOut\", …) or {\"kind\": …, \"duration\": …}"

    /// Decodes an animation; nil for `null`.
    package static func decode(_ node: SpecNode) throws(SpecError) -> SpecAnimation? {
        if node.isNull { return nil }
        if node.isString {
            let kind = try node.name("an animation", among: kinds)
            guard kind != "timingCurve" else { throw node.mismatch("a named animation; timingCurve needs its control points in an object") }
            return try make(kind, object: nil, node: node)
        }
        let modifierKeys = ["delay", "speed", "repeatCount", "autoreverses"]
        let parameterKeys = ["duration", "bounce", "extraBounce", "blendDuration", "response", "dampingFraction",
                             "mass", "stiffness", "damping", "initialVelocity", "startControlPoint", "endControlPoint"]
        let object = try node.object(form, keys: ["kind"] + parameterKeys + modifierKeys)
        let kind = try object.required("kind", NameSuggestion.list(kinds)).name("an animation kind", among: kinds)
        var spec = try make(kind, object: object, node: node)
        if let delayNode = object["delay"] {
            let delay = try delayNode.seconds("a delay in seconds ≥ 0")
            spec.animation = spec.animation.delay(delay)
            spec.swift += ".delay(\(delayNode.node.summary))"
        }
        if let speedNode = object["speed"] {
            let speed = try speedNode.number("a speed > 0 and ≤ 1000", above: 0, atMost: 1000)
            spec.animation = spec.animation.speed(speed)
            spec.swift += ".speed(\(speedNode.node.summary))"
        }
        if let countNode = object["repeatCount"] {
            let count = try countNode.integer("a repeat count from 1 to 1000", in: 1...1000)
            let autoreverses = try object["autoreverses"]?.bool("true or false") ?? true
            spec.animation = spec.animation.repeatCount(count, autoreverses: autoreverses)
            spec.swift += ".repeatCount(\(count)\(autoreverses ? "" : ", autoreverses: false"))"
        } else if let autoreverses = object["autoreverses"] {
            throw autoreverses.error("expected \"autoreverses\" only with \"repeatCount\", got it alone")
        }
        return spec
    }

    private static func make(_ kind: String, object: SpecObject?, node: SpecNode) throws(SpecError) -> SpecAnimation {
        let allowed: [String: [String]] = [
            "default": [],
            "linear": ["duration"], "easeIn": ["duration"], "easeOut": ["duration"], "easeInOut": ["duration"],
            "timingCurve": ["startControlPoint", "endControlPoint", "duration"],
            "smooth": ["duration", "extraBounce"], "snappy": ["duration", "extraBounce"], "bouncy": ["duration", "extraBounce"],
            "spring": ["duration", "bounce", "blendDuration", "response", "dampingFraction"],
            "interactiveSpring": ["duration", "extraBounce", "blendDuration", "response", "dampingFraction"],
            "interpolatingSpring": ["duration", "bounce", "mass", "stiffness", "damping", "initialVelocity"],
        ]
        let modifiers: Set = ["kind", "delay", "speed", "repeatCount", "autoreverses"]
        if let object {
            for key in object.keys where !modifiers.contains(key) && !allowed[kind]!.contains(key) {
                let takes = allowed[kind]!.isEmpty ? "no parameters" : NameSuggestion.list(allowed[kind]!)
                throw object[key]!.error("expected the parameters of \(kind.hasPrefix("e") || kind.hasPrefix("i") ? "an" : "a") \(kind) animation (\(takes)), got \"\(key)\"")
            }
        }
        func number(_ key: String, _ expected: String, above lower: Double, atMost upper: Double, default value: Double) throws(SpecError) -> (Double, String?) {
            guard let node = object?[key] else { return (value, nil) }
            return (try node.number(expected, above: lower, atMost: upper), node.node.summary)
        }
        func seconds(_ key: String, default value: Double) throws(SpecError) -> (Double, String?) {
            try number(key, "a duration in seconds > 0 and ≤ 3600", above: 0, atMost: SpecLimits.seconds, default: value)
        }
        func arguments(_ pairs: [(String, String?)]) -> String {
            let present = pairs.compactMap { name, text in text.map { "\(name): \($0)" } }
            return present.isEmpty ? "" : "(\(present.joined(separator: ", ")))"
        }
        switch kind {
        case "default":
            return SpecAnimation(animation: .default, swift: ".default", spring: Spring(response: 0.55, dampingRatio: 1))
        case "linear", "easeIn", "easeOut", "easeInOut":
            let (duration, text) = try seconds("duration", default: 0.35)
            let animation: Animation
            switch kind {
            case "linear": animation = .linear(duration: duration)
            case "easeIn": animation = .easeIn(duration: duration)
            case "easeOut": animation = .easeOut(duration: duration)
            default: animation = .easeInOut(duration: duration)
            }
            return SpecAnimation(animation: animation, swift: ".\(kind)\(arguments([("duration", text)]))", curveDuration: duration)
        case "timingCurve":
            guard let object else { throw node.mismatch("a timingCurve object with control points") }
            let (p1, p2, points) = try SpecCurve.controlPoints(object.owner, extraKeys: ["kind", "duration", "delay", "speed", "repeatCount", "autoreverses"])
            let (duration, text) = try seconds("duration", default: 0.35)
            return SpecAnimation(animation: .timingCurve(p1.x, p1.y, p2.x, p2.y, duration: duration),
                                 swift: ".timingCurve(\(points)\(text.map { ", duration: \($0)" } ?? ""))", curveDuration: duration)
        case "smooth", "snappy", "bouncy":
            let (duration, durationText) = try seconds("duration", default: 0.5)
            let (extra, extraText) = try number("extraBounce", "an extra bounce keeping the bounce in (-1, 1]", above: -2, atMost: 1, default: 0)
            let base = ["smooth": 0.0, "snappy": 0.15, "bouncy": 0.3][kind]!
            guard base + extra > -1, base + extra <= 1 else {
                throw object!["extraBounce"]!.mismatch("an extra bounce keeping .\(kind)'s bounce (\(base)) in (-1, 1]")
            }
            let animation: Animation = kind == "smooth" ? .smooth(duration: duration, extraBounce: extra)
                : kind == "snappy" ? .snappy(duration: duration, extraBounce: extra) : .bouncy(duration: duration, extraBounce: extra)
            return SpecAnimation(animation: animation,
                                 swift: ".\(kind)\(arguments([("duration", durationText), ("extraBounce", extraText)]))",
                                 spring: Spring(duration: duration, bounce: base + extra))
        case "spring", "interactiveSpring":
            let interactive = kind == "interactiveSpring"
            let (blend, blendText) = try number("blendDuration", "a blend duration in seconds ≥ 0", above: -1e-300, atMost: SpecLimits.seconds, default: interactive ? 0.25 : 0)
            if object?.has("response") == true || object?.has("dampingFraction") == true {
                for key in ["duration", "bounce", "extraBounce"] where object?.has(key) == true {
                    throw object![key]!.error("expected one way of giving the spring, got \"\(key)\" mixed with response and dampingFraction")
                }
                let (response, responseText) = try seconds("response", default: interactive ? 0.15 : 0.5)
                let (fraction, fractionText) = try number("dampingFraction", "a damping fraction ≥ 0 and ≤ 100", above: -1e-300, atMost: 100, default: interactive ? 0.86 : 0.825)
                let animation: Animation = interactive
                    ? .interactiveSpring(response: response, dampingFraction: fraction, blendDuration: blend)
                    : .spring(response: response, dampingFraction: fraction, blendDuration: blend)
                return SpecAnimation(animation: animation,
                                     swift: ".\(kind)\(arguments([("response", responseText), ("dampingFraction", fractionText), ("blendDuration", blendText)]))",
                                     spring: Spring(response: response, dampingRatio: fraction))
            }
            let (duration, durationText) = try seconds("duration", default: interactive ? 0.15 : 0.5)
            if interactive {
                let (extra, extraText) = try number("extraBounce", "an extra bounce keeping the bounce in (-1, 1]", above: -1.15, atMost: 0.85, default: 0)
                return SpecAnimation(animation: .interactiveSpring(duration: duration, extraBounce: extra, blendDuration: blend),
                                     swift: ".interactiveSpring\(arguments([("duration", durationText), ("extraBounce", extraText), ("blendDuration", blendText)]))",
                                     spring: Spring(duration: duration, bounce: 0.15 + extra))
            }
            let (bounce, bounceText) = try number("bounce", "a bounce greater than -1 and at most 1", above: -1, atMost: 1, default: 0)
            return SpecAnimation(animation: .spring(duration: duration, bounce: bounce, blendDuration: blend),
                                 swift: ".spring\(arguments([("duration", durationText), ("bounce", bounceText), ("blendDuration", blendText)]))",
                                 spring: Spring(duration: duration, bounce: bounce))
        default: // interpolatingSpring
            let (velocity, velocityText) = try number("initialVelocity", "an initial velocity between -1e9 and 1e9", above: -SpecLimits.magnitude, atMost: SpecLimits.magnitude, default: 0)
            if object?.has("stiffness") == true || object?.has("damping") == true || object?.has("mass") == true {
                let (mass, massText) = try number("mass", "a mass > 0 and ≤ 1e6", above: 0, atMost: 1e6, default: 1)
                guard let stiffnessNode = object?["stiffness"], let dampingNode = object?["damping"] else {
                    throw node.error("expected both \"stiffness\" and \"damping\" in an interpolatingSpring given by mass, stiffness and damping")
                }
                let stiffness = try stiffnessNode.number("a stiffness > 0 and ≤ 1e9", above: 0, atMost: 1e9)
                let damping = try dampingNode.number("a damping between 0 and 1e9", in: 0...1e9)
                return SpecAnimation(animation: .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity),
                                     swift: ".interpolatingSpring\(arguments([("mass", massText), ("stiffness", stiffnessNode.node.summary), ("damping", dampingNode.node.summary), ("initialVelocity", velocityText)]))",
                                     spring: Spring(mass: mass, stiffness: stiffness, damping: damping))
            }
            let (duration, durationText) = try seconds("duration", default: 0.5)
            let (bounce, bounceText) = try number("bounce", "a bounce greater than -1 and at most 1", above: -1, atMost: 1, default: 0)
            return SpecAnimation(animation: .interpolatingSpring(duration: duration, bounce: bounce, initialVelocity: velocity),
                                 swift: ".interpolatingSpring\(arguments([("duration", durationText), ("bounce", bounceText), ("initialVelocity", velocityText)]))",
                                 spring: Spring(duration: duration, bounce: bounce))
        }
    }
}
