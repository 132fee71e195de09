extension DriverSlot {
    /// The `animatableData` of a custom `Animatable` shape (a progress ring's progress).
    static let animatableShape = 20
    /// The `animatableData` of a custom `Animatable` view modifier.
    static let animatableModifier = 21
    /// The `animatableData` of a custom `Animatable` view.
    static let animatableView = 24
    /// A `TimelineView`'s schedule.
    static let timeline = 22
    /// The link of one `matchedGeometryEffect` to its namespace.
    static let matchedGeometry = 23
    /// The registry of a `@Namespace` property: this plus the property's position in its view.
    static let namespaceBase = 1_000
}
