/// A pinch: SwiftUI's `MagnifyGesture` (iOS 17). A stage pinches with `pinch(at:scale:duration:)`.
///
/// ```swift
/// Image("photo").scaleEffect(zoom)
///     .gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
/// ```
@MainActor @preconcurrency
public struct MagnifyGesture: Gesture {
    /// One state of a pinch.
    public struct Value: Equatable, Sendable {
        /// When this state was recorded (the stage's date).
        public var time: Date
        /// The fingers' distance relative to when they went down (1 at the start).
        public var magnification: CGFloat
        /// The change of `magnification` per second.
        public var velocity: CGFloat
        /// Where the fingers' centroid started, in units of the view's size.
        public var startAnchor: UnitPoint
        /// Where the fingers' centroid started, in the view's local space.
        public var startLocation: CGPoint
    }

    /// The change of magnification needed before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins once the magnification has changed by `minimumScaleDelta` (0.01).
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public typealias Body = Never
}

extension MagnifyGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: Double(minimumScaleDelta), measure: { Double($0.scale) - 1 }) { input, start, velocity in
            Value(time: input.date, magnification: input.scale, velocity: CGFloat(velocity),
                  startAnchor: start.anchor, startLocation: start.location)
        }
    }
}

/// The older pinch gesture, whose value is the magnification alone: SwiftUI's `MagnificationGesture`.
@MainActor @preconcurrency
public struct MagnificationGesture: Gesture {
    /// The change of magnification needed before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins once the magnification has changed by `minimumScaleDelta` (0.01).
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public typealias Value = CGFloat
    public typealias Body = Never
}

extension MagnificationGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<CGFloat> {
        TwoFingerRecognizer(threshold: Double(minimumScaleDelta), measure: { Double($0.scale) - 1 }) { input, _, _ in input.scale }
    }
}

/// A two-finger rotation: SwiftUI's `RotateGesture` (iOS 17). A stage turns with
/// `rotate(at:angle:duration:)`.
@MainActor @preconcurrency
public struct RotateGesture: Gesture {
    /// One state of a rotation.
    public struct Value: Equatable, Sendable {
        /// When this state was recorded (the stage's date).
        public var time: Date
        /// The turn since the fingers went down; positive is clockwise on screen.
        public var rotation: Angle
        /// The change of `rotation` per second.
        public var velocity: Angle
        /// Where the fingers' centroid started, in units of the view's size.
        public var startAnchor: UnitPoint
        /// Where the fingers' centroid started, in the view's local space.
        public var startLocation: CGPoint
    }

    /// The turn needed before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotation that begins once the fingers have turned `minimumAngleDelta` (1°).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public typealias Body = Never
}

extension RotateGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> {
        TwoFingerRecognizer(threshold: minimumAngleDelta.radians, measure: { $0.rotation.radians }) { input, start, velocity in
            Value(time: input.date, rotation: input.rotation, velocity: .radians(velocity),
                  startAnchor: start.anchor, startLocation: start.location)
        }
    }
}

/// The older rotation gesture, whose value is the angle alone: SwiftUI's `RotationGesture`.
@MainActor @preconcurrency
public struct RotationGesture: Gesture {
    /// The turn needed before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotation that begins once the fingers have turned `minimumAngleDelta` (1°).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public typealias Value = Angle
    public typealias Body = Never
}

extension RotationGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Angle> {
        TwoFingerRecognizer(threshold: minimumAngleDelta.radians, measure: { $0.rotation.radians }) { input, _, _ in input.rotation }
    }
}

/// Recognises a two-finger gesture that begins once `measure` (0 at the start) reaches `threshold`.
final class TwoFingerRecognizer<Value>: GestureRecognizer<Value> {
    struct Start {
        var location: CGPoint
        var anchor: UnitPoint
    }

    let threshold: Double
    let measure: (PointerInput) -> Double
    let value: (PointerInput, Start, Double) -> Value
    private var start: Start?
    private var last: (time: Double, measure: Double)?
    private var velocity = 0.0
    private var isActive = false

    init(threshold: Double, measure: @escaping (PointerInput) -> Double, value: @escaping (PointerInput, Start, Double) -> Value) {
        self.threshold = threshold.isNaN ? 0 : abs(threshold)
        self.measure = measure
        self.value = value
        super.init()
    }

    override func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Value> {
        switch input.phase {
        case .began:
            guard input.touchCount >= 2 else { return GestureStep(update: .failed) }
            let local = space.toLocal.apply(to: input.location)
            let size = space.size
            start = Start(
                location: local,
                anchor: UnitPoint(x: size.width > 0 ? local.x / size.width : 0, y: size.height > 0 ? local.y / size.height : 0)
            )
            last = (input.time, 0)
            return .none
        case .moved:
            guard let start else { return .none }
            let current = measure(input)
            if let last, input.time > last.time { velocity = (current - last.measure) / (input.time - last.time) }
            last = (input.time, current)
            if !isActive, abs(current) >= threshold { isActive = true }
            return isActive ? GestureStep(update: .changed(value(input, start, velocity))) : .none
        case .ended:
            guard isActive, let start else { return GestureStep(update: .failed) }
            return GestureStep(update: .ended(value(input, start, velocity)))
        case .tick:
            return .none
        }
    }
}
