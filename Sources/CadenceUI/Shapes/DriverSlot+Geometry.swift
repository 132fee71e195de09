extension DriverSlot {
    /// The `animatableData` of a custom `Animatable` shape (a progress ring's progress).
    static let animatableShape = 20
    /// The `animatableData` of a custom `Animatable` view modifier.
    static let animatableModifier = 21
    /// The `animatableData` of a custom `Animatable` view.
    static let animatableView = 24
    /// A `TimelineView`'s schedule.
    static let timeline = 22
    /// A `matchedGeometryEffect`'s frame animation.
    static let matchedGeometry = 23
}
