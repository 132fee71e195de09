import Cadence

/// A spring as a spec writes it, in any of SwiftUI's ways, resolved to a `Spring`, with the Swift
/// spelling it stands for (for `inspect`).
///
/// ```json
/// "spring": "bouncy"
/// "spring": {"preset": "bouncy", "duration": 0.4, "extraBounce": 0.15}
/// "spring": {"duration": 0.5, "bounce": 0.3}
/// "spring": {"response": 0.5, "dampingRatio": 0.7}
/// "spring": {"mass": 1, "stiffness": 100, "damping": 10, "allowOverDamping": false}
/// "spring": {"settlingDuration": 1, "dampingRatio": 0.8, "epsilon": 0.001}
/// ```
///
/// Stricter than SwiftUI, which accepts inputs that give NaN or ∞ springs: durations must be > 0,
/// bounce in (-1, 1], damping ratios ≥ 0, mass and stiffness > 0.
package struct SpecSpring: Sendable {
    package var spring: Spring
    /// The Swift spelling: `.bouncy`, `.bouncy(duration: 0.4, extraBounce: 0.15)`, `Spring(duration: 0.5, bounce: 0.3)`.
    package var swift: String

    package init(spring: Spring, swift: String) {
        self.spring = spring
        self.swift = swift
    }

    package static let presets = ["smooth", "snappy", "bouncy"]
    package static let form = "a spring: \"smooth\", \"snappy\", \"bouncy\", or an object with a preset, duration and bounce, response and dampingRatio, mass, stiffness and damping, or settlingDuration and dampingRatio"

    private static let forms: [(name: String, keys: [String])] = [
        ("preset", ["preset", "duration", "extraBounce"]),
        ("duration and bounce", ["duration", "bounce"]),
        ("response and dampingRatio", ["response", "dampingRatio"]),
        ("mass, stiffness and damping", ["mass", "stiffness", "damping", "allowOverDamping"]),
        ("settlingDuration and dampingRatio", ["settlingDuration", "dampingRatio", "epsilon"]),
    ]

    package static func decode(_ node: SpecNode) throws(SpecError) -> SpecSpring {
        if node.isString {
            let name = try node.name("a spring preset", among: presets)
            return SpecSpring(spring: preset(name, duration: 0.5, extraBounce: 0), swift: ".\(name)")
        }
        let allKeys = Array(Set(forms.flatMap(\.keys))).sorted()
        let object = try node.object(form, keys: allKeys)
        let form: (name: String, keys: [String])
        if object.has("preset") { form = forms[0] }
        else if object.has("settlingDuration") { form = forms[4] }
        else if object.has("response") { form = forms[2] }
        else if object.has("mass") || object.has("stiffness") || object.has("damping") || object.has("allowOverDamping") { form = forms[3] }
        else if object.has("dampingRatio") { form = forms[2] }
        else { form = forms[1] }
        for key in object.keys where !form.keys.contains(key) {
            throw object[key]!.error("expected one way of giving a spring, got \"\(key)\" mixed into the \(form.name) form (it takes \(NameSuggestion.list(form.keys)))")
        }
        let seconds = "a duration in seconds > 0 and ≤ 3600"
        func text(_ key: String) -> String {
            guard let node = object[key], case .number(_, let text) = node.node.value else { return "" }
            return text
        }
        let spec: SpecSpring
        switch form.name {
        case "preset":
            let name = try object.required("preset", "smooth, snappy or bouncy").name("a spring preset", among: presets)
            let duration = try object["duration"]?.number(seconds, above: 0, atMost: SpecLimits.seconds) ?? 0.5
            let extra = try object["extraBounce"]?.number("an extra bounce that keeps the bounce in (-1, 1]", in: -2...1) ?? 0
            let base = ["smooth": 0.0, "snappy": 0.15, "bouncy": 0.3][name]!
            guard base + extra > -1, base + extra <= 1 else {
                throw object["extraBounce"]!.mismatch("an extra bounce that keeps .\(name)'s bounce (\(base)) in (-1, 1]")
            }
            var arguments: [String] = []
            if object.has("duration") { arguments.append("duration: \(text("duration"))") }
            if object.has("extraBounce") { arguments.append("extraBounce: \(text("extraBounce"))") }
            spec = SpecSpring(spring: preset(name, duration: duration, extraBounce: extra),
                              swift: arguments.isEmpty ? ".\(name)" : ".\(name)(\(arguments.joined(separator: ", ")))")
        case "duration and bounce":
            let duration = try object["duration"]?.number(seconds, above: 0, atMost: SpecLimits.seconds) ?? 0.5
            let bounce = try object["bounce"]?.number("a bounce greater than -1 and at most 1", above: -1, atMost: 1) ?? 0
            spec = SpecSpring(spring: Spring(duration: duration, bounce: bounce),
                              swift: "Spring(duration: \(object.has("duration") ? text("duration") : "0.5"), bounce: \(object.has("bounce") ? text("bounce") : "0"))")
        case "response and dampingRatio":
            let response = try object.required("response", seconds).number(seconds, above: 0, atMost: SpecLimits.seconds)
            let ratio = try object.required("dampingRatio", "a damping ratio ≥ 0").number("a damping ratio between 0 and 100", in: 0...100)
            spec = SpecSpring(spring: Spring(response: response, dampingRatio: ratio),
                              swift: "Spring(response: \(text("response")), dampingRatio: \(text("dampingRatio")))")
        case "mass, stiffness and damping":
            let mass = try object["mass"]?.number("a mass > 0 and ≤ 1e6", above: 0, atMost: 1e6) ?? 1
            let stiffness = try object.required("stiffness", "a stiffness > 0").number("a stiffness > 0 and ≤ 1e9", above: 0, atMost: 1e9)
            let damping = try object.required("damping", "a damping ≥ 0").number("a damping between 0 and 1e9", in: 0...1e9)
            let allow = try object["allowOverDamping"]?.bool("true or false") ?? false
            spec = SpecSpring(spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allow),
                              swift: "Spring(mass: \(object.has("mass") ? text("mass") : "1"), stiffness: \(text("stiffness")), damping: \(text("damping"))\(allow ? ", allowOverDamping: true" : ""))")
        default:
            let settling = try object.required("settlingDuration", "seconds").number("a settling duration between 0.01 and 10 seconds", in: 0.01...10)
            let ratio = try object["dampingRatio"]?.number("a damping ratio > 0 and ≤ 1", above: 0, atMost: 1) ?? 1
            let epsilon = try object["epsilon"]?.number("an epsilon > 0 and ≤ 0.5", above: 0, atMost: 0.5) ?? 0.001
            spec = SpecSpring(spring: Spring(settlingDuration: settling, dampingRatio: ratio, epsilon: epsilon),
                              swift: "Spring(settlingDuration: \(text("settlingDuration")), dampingRatio: \(object.has("dampingRatio") ? text("dampingRatio") : "1"))")
        }
        let s = spec.spring
        guard s.duration.isFinite, s.dampingRatio.isFinite, s.stiffness.isFinite, s.damping.isFinite, s.duration > 0 else {
            throw node.error("expected a spring with finite parameters, got one with duration \(s.duration) and damping ratio \(s.dampingRatio)")
        }
        return spec
    }

    package static func preset(_ name: String, duration: Double, extraBounce: Double) -> Spring {
        switch name {
        case "snappy": return .snappy(duration: duration, extraBounce: extraBounce)
        case "bouncy": return .bouncy(duration: duration, extraBounce: extraBounce)
        default: return .smooth(duration: duration, extraBounce: extraBounce)
        }
    }
}
