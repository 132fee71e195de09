/// The thresholds Cadence uses where SwiftUI does not document its own.
enum GestureThresholds {
    /// A tap fails once its pointer moves this far (points) from where it went down.
    static let tapSlop: CGFloat = 10
    /// Taps count as one multi-tap while each follows the last within this time (seconds) ...
    static let multiTapInterval = 0.3
    /// ... and this distance (points).
    static let multiTapDistance: CGFloat = 40
    /// `predictedEndTranslation`: where the pointer would stop decelerating at UIKit's normal rate
    /// (0.998 per millisecond): `velocity × 0.998 / (1 − 0.998) / 1000` seconds.
    static let projectionTime: CGFloat = 0.998 / 0.002 / 1000
}

/// A gesture that succeeds when the view is tapped `count` times: SwiftUI's `TapGesture`.
///
/// ```swift
/// Circle().gesture(TapGesture(count: 2).onEnded { isZoomed.toggle() })
/// ```
///
/// A tap fails if its pointer moves 10 points or more; taps make a multi-tap while each comes within
/// 0.3 s and 40 points of the last (Cadence's thresholds; SwiftUI does not document its own).
@MainActor @preconcurrency
public struct TapGesture: Gesture {
    /// The number of taps needed.
    public var count: Int

    /// A gesture that needs `count` taps (1 by default).
    public init(count: Int = 1) {
        self.count = count
    }

    public typealias Value = Void
    public typealias Body = Never
}

extension TapGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Void> {
        TapRecognizer(count: count) { _, _ in () }
    }
}

/// A tap that reports where it happened: SwiftUI's `SpatialTapGesture`.
///
/// ```swift
/// Rectangle().gesture(SpatialTapGesture().onEnded { value in ripple = value.location })
/// ```
@MainActor @preconcurrency
public struct SpatialTapGesture: Gesture {
    /// The value of a spatial tap: where it ended.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// The number of taps needed.
    public var count: Int
    /// The space `Value.location` is in.
    public var coordinateSpace: CoordinateSpace

    /// A spatial tap needing `count` taps, reported in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A spatial tap needing `count` taps, reported in `coordinateSpace` (iOS 17 spelling).
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public typealias Body = Never
}

extension SpatialTapGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer(count: count) { input, gestureSpace in
            Value(location: gestureSpace.convert(input.location, to: space))
        }
    }
}

/// Recognises `count` taps, making its value from the last one's input.
final class TapRecognizer<Value>: GestureRecognizer<Value> {
    let count: Int
    let value: (PointerInput, GestureSpace) -> Value
    private var start: CGPoint?
    private var awaitingTap = false

    override var awaitsAnotherTap: Bool { awaitingTap }

    init(count: Int, value: @escaping (PointerInput, GestureSpace) -> Value) {
        self.count = max(1, count)
        self.value = value
        super.init()
    }

    override func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Value> {
        switch input.phase {
        case .began:
            start = input.location
            return input.touchCount > 1 ? GestureStep(update: .failed) : .none
        case .moved:
            guard let start else { return .none }
            return distance(start, input.location) >= GestureThresholds.tapSlop ? GestureStep(update: .failed) : .none
        case .ended:
            if input.tapStreak < count {
                // Not enough taps yet: the next tap, if it comes in time, is counted by this
                // gesture's recognizer in the next pointer sequence.
                awaitingTap = true
                return .none
            }
            guard input.tapStreak % count == 0 else { return GestureStep(update: .failed) }
            return GestureStep(update: .ended(value(input, space)))
        case .tick:
            return .none
        }
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

/// A gesture that succeeds when the pointer stays down for `minimumDuration` without moving more
/// than `maximumDistance`: SwiftUI's `LongPressGesture`.
///
/// Its value is `true` from the moment the pointer goes down (what `updating` sees, so a
/// `@GestureState var isPressing` follows the press) and when it ends, at the minimum duration —
/// while the pointer is still down, as in SwiftUI. Lifting early or moving too far fails it.
@MainActor @preconcurrency
public struct LongPressGesture: Gesture {
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// Points the pointer may move before the press fails.
    public var maximumDistance: CGFloat

    /// A long press of at least `minimumDuration` seconds (0.5) within `maximumDistance` points (10).
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public typealias Value = Bool
    public typealias Body = Never
}

extension LongPressGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    /// Whether the press reports its beginning (and so wants to win at once), as SwiftUI's
    /// `LongPressGesture` does; a context menu's press only claims the pointer once it has lasted.
    let reportsBegin: Bool
    private var start: (location: CGPoint, time: Double)?

    init(minimumDuration: Double, maximumDistance: CGFloat, reportsBegin: Bool = true) {
        // NaN or negative durations are taken as 0: the press succeeds when it begins.
        self.minimumDuration = minimumDuration.isNaN ? 0 : max(0, minimumDuration)
        self.maximumDistance = maximumDistance.isNaN ? 0 : maximumDistance
        self.reportsBegin = reportsBegin
        super.init()
    }

    override func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Bool> {
        switch input.phase {
        case .began:
            start = (input.location, input.time)
            if minimumDuration == 0 { return GestureStep(update: .ended(true)) }
            return reportsBegin ? GestureStep(update: .changed(true)) : .none
        case .moved:
            guard let start else { return .none }
            if distance(start.location, input.location) > maximumDistance { return GestureStep(update: .failed) }
            return reached(input.time) ? GestureStep(update: .ended(true)) : .none
        case .tick:
            return reached(input.time) ? GestureStep(update: .ended(true)) : .none
        case .ended:
            return reached(input.time) ? GestureStep(update: .ended(true)) : GestureStep(update: .failed)
        }
    }

    private func reached(_ time: Double) -> Bool {
        guard let start else { return false }
        return time - start.time >= minimumDuration
    }

    override var deadline: Double? {
        guard status == .possible || status == .active, let start else { return nil }
        return start.time + minimumDuration
    }
}

/// A press that claims the pointer only once it has lasted `minimumDuration` (a context menu's):
/// released earlier, it fails and a tap of the views inside it runs.
struct SystemLongPressGesture: Gesture, PrimitiveGesture {
    typealias Value = Bool
    typealias Body = Never
    var minimumDuration: Double

    func makePrimitiveRecognizer() -> GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: GestureThresholds.tapSlop, reportsBegin: false)
    }
}
