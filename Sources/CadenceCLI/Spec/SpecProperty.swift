/// One named property of a spec's initial value: its name, type, value, and where it is stored in
/// `SpecValues`.
struct SpecProperty: Sendable {
    var name: String
    var type: PropertyType
    /// The value's components in the type's stored units (an angle's radians).
    var initial: [Double]
    /// The index in the `SpecValues` array of its type (numbers and opacities share one array).
    var slot: Int
}
