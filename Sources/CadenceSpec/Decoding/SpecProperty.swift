/// One named property of a spec's initial value: its name, type, value, and where it is stored in
/// `SpecValues`.
package struct SpecProperty: Sendable {
    package var name: String
    package var type: PropertyType
    /// The value's components in the type's stored units (an angle's radians).
    package var initial: [Double]
    /// The index in the `SpecValues` array of its type (numbers and opacities share one array).
    package var slot: Int

    package init(name: String, type: PropertyType, initial: [Double], slot: Int) {
        self.name = name
        self.type = type
        self.initial = initial
        self.slot = slot
    }
}
