/// A gesture that follows the pointer once it has moved `minimumDistance`: SwiftUI's `DragGesture`.
///
/// ```swift
/// Card()
///     .offset(offset)
///     .gesture(DragGesture()
///         .onChanged { offset = $0.translation }
///         .onEnded { value in
///             withAnimation(.spring) { offset = .zero }   // keeps the drag's velocity
///         })
/// ```
///
/// With `minimumDistance: 0` it begins when the pointer goes down. Values are in `coordinateSpace`
/// as fixed when the pointer went down. `velocity` comes from the last 0.1 s of movement; the
/// predicted end is where the pointer would stop decelerating at UIKit's normal rate (`velocity`
/// × ≈0.5 s further on) — SwiftUI does not document its projection.
@MainActor @preconcurrency
public struct DragGesture: Gesture {
    /// One state of a drag.
    public struct Value: Equatable, Sendable {
        /// When this state was recorded (the stage's date: its `startDate` + stage time).
        public var time: Date
        /// Where the pointer is.
        public var location: CGPoint
        /// Where the pointer went down.
        public var startLocation: CGPoint
        /// `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The pointer's velocity in points per second.
        public var velocity: CGSize
        /// Where the pointer would come to rest if released now.
        public var predictedEndLocation: CGPoint
        /// `predictedEndLocation − startLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        /// Makes a value from its parts; `time` is the event's date.
        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize, predictedEndLocation: CGPoint) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation
        }
    }

    /// Points the pointer must move before the drag begins.
    public var minimumDistance: CGFloat
    /// The space values are reported in.
    public var coordinateSpace: CoordinateSpace

    /// A drag beginning after `minimumDistance` points (10), reported in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag reported in `coordinateSpace` (iOS 17 spelling: `.named("board")`).
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public typealias Body = Never
}

extension DragGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
    }
}

final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let coordinateSpace: CoordinateSpace
    private var start: CGPoint?
    private var startInSpace = CGPoint.zero
    private var tracker = VelocityTracker()
    private var isDragging = false
    /// The axis a system drag (a list row's swipe, a scroll view's pan) follows: it fails when the
    /// pointer first moves mostly along the other axis, so a gesture of the other axis can win.
    let axis: Axis?
    /// Asked once the pointer has moved far enough, with the translation so far: `false` fails
    /// the drag (a scroll view with nothing to scroll lets the views around it have the pointer).
    let shouldBegin: (@MainActor (CGSize) -> Bool)?

    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace, axis: Axis? = nil, shouldBegin: (@MainActor (CGSize) -> Bool)? = nil) {
        self.minimumDistance = minimumDistance.isNaN ? 0 : max(0, minimumDistance)
        self.coordinateSpace = coordinateSpace
        self.axis = axis
        self.shouldBegin = shouldBegin
        super.init()
    }

    override func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<DragGesture.Value> {
        let location = space.convert(input.location, to: coordinateSpace)
        switch input.phase {
        case .began:
            start = input.location
            startInSpace = location
            tracker.add(location, at: input.time)
            guard minimumDistance == 0 else { return .none }
            isDragging = true
            return GestureStep(update: .changed(value(location, input.date)))
        case .moved:
            guard let start else { return .none }
            tracker.add(location, at: input.time)
            if !isDragging, distance(start, input.location) >= minimumDistance, minimumDistance >= 0 {
                let moved = CGSize(width: input.location.x - start.x, height: input.location.y - start.y)
                if let axis, axis == .horizontal ? abs(moved.height) > abs(moved.width) : abs(moved.width) > abs(moved.height) {
                    return GestureStep(update: .failed)
                }
                if let shouldBegin, !shouldBegin(moved) {
                    return GestureStep(update: .failed)
                }
                isDragging = true
            }
            return isDragging ? GestureStep(update: .changed(value(location, input.date))) : .none
        case .ended:
            guard isDragging else { return GestureStep(update: .failed) }
            tracker.add(location, at: input.time)
            return GestureStep(update: .ended(value(location, input.date)))
        case .tick:
            return .none
        }
    }

    private func value(_ location: CGPoint, _ date: Date) -> DragGesture.Value {
        let velocity = tracker.velocity
        let projection = GestureThresholds.projectionTime
        return DragGesture.Value(
            time: date,
            location: location,
            startLocation: startInSpace,
            velocity: velocity,
            predictedEndLocation: CGPoint(x: location.x + velocity.width * projection, y: location.y + velocity.height * projection)
        )
    }
}

/// A drag that only begins along `axis` (and when `shouldBegin` agrees): the system's own drags,
/// a list row's swipe and a scroll view's pan, which leave drags along the other axis to others.
struct AxisDragGesture: Gesture, PrimitiveGesture {
    typealias Value = DragGesture.Value
    typealias Body = Never
    let axis: Axis
    var minimumDistance: CGFloat = 10
    var shouldBegin: (@MainActor (CGSize) -> Bool)? = nil

    func makePrimitiveRecognizer() -> GestureRecognizer<DragGesture.Value> {
        DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: .local, axis: axis, shouldBegin: shouldBegin)
    }
}
