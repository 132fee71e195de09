import Cadence

/// Reads values and velocities of each `PropertyType` from their JSON forms into stored components
/// (an angle's radians, a point's x and y, …).
package enum SpecValueDecoding {
    /// A value of `type` (or, with `velocity`, a velocity of it) as components.
    package static func decode(_ node: SpecNode, as type: PropertyType, velocity: Bool = false) throws(SpecError) -> [Double] {
        let form = velocity ? type.velocityForm : type.form
        switch type {
        case .number:
            return [try node.component(velocity ? "a velocity in units per second, a number" : "a number")]
        case .opacity:
            if velocity { return [try node.component("a velocity in opacity per second, a number")] }
            return [try node.number("an opacity between 0 and 1", in: 0...1)]
        case .angle:
            let object = try node.object(form, keys: ["degrees", "radians"])
            if let degrees = object["degrees"] {
                if object.has("radians") { throw node.error("expected an angle in degrees or in radians, got both") }
                // Angle(degrees:) multiplies exactly as Swift's `.degrees(-8)` does.
                return [Angle(degrees: try degrees.component("a number of degrees")).radians]
            }
            return [try object.required("radians", "or \"degrees\"").component("a number of radians")]
        case .point:
            let object = try node.object(form, keys: ["x", "y"])
            return [try object.required("x", "a number").component("a number"), try object.required("y", "a number").component("a number")]
        case .size:
            let object = try node.object(form, keys: ["width", "height"])
            return [try object.required("width", "a number").component("a number"),
                    try object.required("height", "a number").component("a number")]
        case .color:
            if node.isString {
                if velocity { throw node.mismatch(form) }
                return try hexColor(node)
            }
            let object = try node.object(form, keys: ["red", "green", "blue", "opacity"])
            var components: [Double] = []
            for key in ["red", "green", "blue"] {
                let part = try object.required(key, velocity ? "a number per second" : "a number, nominally 0…1")
                components.append(try part.component(velocity ? "a number per second" : "a colour component"))
            }
            let opacity = try object["opacity"].map { n throws(SpecError) in
                velocity ? try n.component("a number per second") : try n.number("an opacity between 0 and 1", in: 0...1)
            }
            components.append(opacity ?? (velocity ? 0 : 1))
            return components
        }
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    package static func hexColor(_ node: SpecNode) throws(SpecError) -> [Double] {
        let text = try node.string("a colour")
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8,
              digits.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 70) || ($0 >= 97 && $0 <= 102) }) else {
            throw node.mismatch("a colour \"#RRGGBB\" or \"#RRGGBBAA\" in hexadecimal")
        }
        func byte(_ index: Int) -> Double {
            func value(_ c: UInt8) -> Int { c <= 57 ? Int(c) - 48 : (Int(c) | 0x20) - 87 }
            return Double(value(digits[index]) * 16 + value(digits[index + 1])) / 255
        }
        return [byte(0), byte(2), byte(4), digits.count == 8 ? byte(6) : 1]
    }

    /// A value written back in its spec form, for `sample --format jsonl` and messages.
    package static func json(_ components: [Double], as type: PropertyType) -> String {
        func n(_ value: Double) -> String { formatNumber(value) }
        switch type {
        case .number, .opacity: return n(components[0])
        case .angle: return "{\"degrees\":\(n(Angle(radians: components[0]).degrees))}"
        case .point: return "{\"x\":\(n(components[0])),\"y\":\(n(components[1]))}"
        case .size: return "{\"width\":\(n(components[0])),\"height\":\(n(components[1]))}"
        case .color: return "{\"red\":\(n(components[0])),\"green\":\(n(components[1])),\"blue\":\(n(components[2])),\"opacity\":\(n(components[3]))}"
        }
    }

    /// A value for people: `1.3`, `-8°`, `(0, -24)`.
    package static func text(_ components: [Double], as type: PropertyType, decimals: Int = 4) -> String {
        func n(_ value: Double) -> String { formatNumber(value, decimals: decimals) }
        switch type {
        case .number, .opacity: return n(components[0])
        case .angle: return n(Angle(radians: components[0]).degrees) + "°"
        default: return "(" + components.map(n).joined(separator: ", ") + ")"
        }
    }
}
