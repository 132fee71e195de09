/// The type of a named property in a spec's initial value, and how its values are written.
///
/// | type | Swift type | JSON form |
/// | --- | --- | --- |
/// | `number` | `Double` / `CGFloat` | `1.3` |
/// | `opacity` | `Double`, 0…1 | `0.5` |
/// | `angle` | `Angle` | `{"degrees": -8}` or `{"radians": 0.14}` |
/// | `point` | `CGPoint` | `{"x": 0, "y": -24}` |
/// | `size` | `CGSize` | `{"width": 1, "height": 1.2}` |
/// | `color` (or `colour`) | `Color.Resolved` | `"#FF2D55"`, `"#FF2D5580"` or `{"red": 1, "green": 0.18, "blue": 0.33, "opacity": 1}` |
///
/// Velocities (`startVelocity`, `endVelocity`) are written in the same form and mean units per second
/// (`{"degrees": 90}` is 90° per second).
package enum PropertyType: String, Sendable, CaseIterable {
    case number, opacity, angle, point, size, color

    /// The names a spec may use for the type.
    package static let names = ["number", "opacity", "angle", "point", "size", "color", "colour"]

    package init?(name: String) {
        if name == "colour" { self = .color; return }
        self.init(rawValue: name)
    }

    /// The components a key path may reach into (`offset.x`), each a number.
    package var componentNames: [String] {
        switch self {
        case .number, .opacity: return []
        case .angle: return ["degrees", "radians"]
        case .point: return ["x", "y"]
        case .size: return ["width", "height"]
        case .color: return ["red", "green", "blue", "opacity"]
        }
    }

    /// The column suffixes of `sample`'s output, one per stored component.
    package var columnNames: [String] {
        switch self {
        case .number, .opacity: return [""]
        case .angle: return [".degrees"]
        case .point: return [".x", ".y"]
        case .size: return [".width", ".height"]
        case .color: return [".red", ".green", ".blue", ".opacity"]
        }
    }

    /// How a value of this type is written, for messages.
    package var form: String {
        switch self {
        case .number: return "a number"
        case .opacity: return "an opacity between 0 and 1"
        case .angle: return "an angle, {\"degrees\": …} or {\"radians\": …}"
        case .point: return "a point, {\"x\": …, \"y\": …}"
        case .size: return "a size, {\"width\": …, \"height\": …}"
        case .color: return "a colour, \"#RRGGBB\", \"#RRGGBBAA\" or {\"red\": …, \"green\": …, \"blue\": …, \"opacity\": …}"
        }
    }

    /// How a velocity of this type is written, for messages.
    package var velocityForm: String {
        switch self {
        case .number, .opacity: return "a velocity in units per second (a number)"
        case .angle: return "an angular velocity, {\"degrees\": …} or {\"radians\": …} per second"
        case .point: return "a velocity, {\"x\": …, \"y\": …} per second"
        case .size: return "a velocity, {\"width\": …, \"height\": …} per second"
        case .color: return "a velocity, {\"red\": …, \"green\": …, \"blue\": …, \"opacity\": …} per second"
        }
    }
}
