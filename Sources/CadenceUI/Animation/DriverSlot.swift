/// The driver slots the animation layer uses at one view identity. Each slot holds one kind of
/// driver, so a modifier and the view it wraps never take each other's driver.
enum DriverSlot {
    /// The parameters of a render effect (`scaleEffect`, `rotationEffect`, `offset`, `opacity`).
    static let effect = 1
    /// The colour a text, symbol or shape is drawn with.
    static let color = 2
    /// The width and height of a fixed frame.
    static let frame = 3
    /// A `KeyframeAnimator`'s player.
    static let keyframeAnimator = 4
    /// A `PhaseAnimator`'s player.
    static let phaseAnimator = 5
    /// The last value an `.animation(_:value:)` modifier saw.
    static let animationValue = 6
}
