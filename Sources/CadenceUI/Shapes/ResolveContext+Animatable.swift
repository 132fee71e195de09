extension ResolveContext {
    /// `value` itself, or, when its type conforms to `Animatable`, a copy whose `animatableData` is what
    /// an animation of it presents now: a custom view or view modifier that declares
    /// `animatableData` is interpolated when its data changes in an animated transaction, as in
    /// SwiftUI. Types with nothing to animate (`EmptyAnimatableData`) never animate.
    ///
    /// The animation is kept at the current identity in `slot`, so call this where the value's own
    /// identity is current.
    func presentingAnimatableData<Value>(of value: Value, slot: DriverSlot) -> Value {
        // A shape animates where it is drawn (`_ShapeView`), which also covers `.fill()` and
        // `.stroke()`; animating it here as well would animate its data twice.
        guard let animatable = value as? any Animatable, !(value is any Shape) || slot == DriverSlot.animatableShape else {
            return value
        }
        return presentedCopy(of: animatable, slot: slot) as? Value ?? value
    }

    private func presentedCopy<A: Animatable>(of value: A, slot: DriverSlot) -> A {
        // An empty vector never changes; skip the driver rather than store one per view.
        if A.AnimatableData.self == EmptyAnimatableData.self { return value }
        return animated(value, slot: slot)
    }
}
