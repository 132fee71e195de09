/// An optional gesture is a gesture: SwiftUI's `Optional: Gesture` conformance, so a gesture can be
/// switched off by a condition without a second view branch.
///
/// ```swift
/// let pan: DragGesture? = isZoomed ? DragGesture() : nil
/// photo.gesture(MagnifyGesture().simultaneously(with: pan))
/// ```
///
/// `.some(gesture)` is recognised exactly as `gesture`, with its value; `nil` is never recognised
/// (it fails at the first touch, silently), so in a `SimultaneousGesture` the other gesture plays
/// alone with `second == nil`, and in an `ExclusiveGesture` the other one wins.
extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value

    /// An optional gesture has no body of its own: the stage recognises the wrapped gesture.
    public typealias Body = Never
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Wrapped.Value> {
        switch self {
        case .some(let gesture): gesture.makeRecognizer()
        case .none: AbsentGestureRecognizer()
        }
    }
}

/// The recognizer of a `nil` gesture: it fails at its first input without an issue (an absent
/// gesture is the app's choice, not a gesture Cadence could not recognise).
final class AbsentGestureRecognizer<Value>: GestureRecognizer<Value> {
    override func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Value> {
        GestureStep(update: .failed)
    }
}
