/// One pointer input as the stage delivers it to the gestures under the pointer, in stage coordinates
/// (points, y down) at a stage time (seconds).
struct PointerInput {
    enum Phase {
        /// The pointer went down (for two fingers: both went down, at `location`, their centroid).
        case began
        case moved
        case ended
        /// Time passed without input (a long press reaching its minimum duration).
        case tick
    }

    var phase: Phase
    var location: CGPoint
    var time: Double
    /// The date of stage time 0 (the stage's `startDate`): gesture values carry `date`.
    var dateOrigin = Stage.referenceDate
    /// The date of `time`.
    var date: Date { dateOrigin.addingTimeInterval(time) }
    /// Fingers down: 1 for taps, drags and long presses; 2 for pinches and rotations.
    var touchCount = 1
    /// Two fingers: their distance relative to when they went down (1 at the start).
    var scale: CGFloat = 1
    /// Two fingers: the turn of the line between them since they went down (0 at the start).
    var rotation = Angle.zero
    /// Consecutive taps at about this place, this one included (see `Stage+Pointer`).
    var tapStreak = 1
}

/// Converts stage points into the coordinate spaces a gesture can ask for, fixed when its pointer
/// went down (so a view that moves under the pointer does not shake its own gesture's values).
struct GestureSpace {
    /// Stage → the gesture view's local space (its frame's top-left at 0, 0).
    var toLocal: AffineTransform2D
    /// The local size of the gesture's view.
    var size: CGSize
    /// Stage → named coordinate spaces around the view.
    var named: [AnyHashable: AffineTransform2D]

    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: point
        case .local: toLocal.apply(to: point)
        case .named(let name): (named[name] ?? .identity).apply(to: point)
        }
    }

    static var identity: GestureSpace { GestureSpace(toLocal: .identity, size: .zero, named: [:]) }
}

/// What one input did to a gesture, with the callbacks it triggers (run only if the gesture is
/// delivered: a gesture waiting on a higher-priority one holds them, a cancelled one drops them).
struct GestureStep<Value> {
    enum Update {
        case none
        case changed(Value)
        case ended(Value)
        case failed
    }

    var update: Update
    var effects: [@MainActor () -> Void] = []

    static var none: GestureStep { GestureStep(update: .none) }
}

/// The state machine behind one gesture while a pointer sequence lasts: made when the pointer goes
/// down over the gesture's view, fed every input until the gesture ends, fails or is cancelled.
@MainActor
class GestureRecognizer<Value> {
    enum Status { case possible, active, ended, failed }

    private(set) var status = Status.possible

    init() {}

    /// Feeds `input`; a recognizer that has ended or failed ignores what follows.
    final func receive(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Value> {
        guard status == .possible || status == .active else { return .none }
        let step = process(input, in: space)
        switch step.update {
        case .none: break
        case .changed: status = .active
        case .ended: status = .ended
        case .failed: status = .failed
        }
        return step
    }

    /// The gesture-specific recognition. Subclasses override it.
    func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Value> { .none }

    /// Callbacks that undo what the gesture did while it was tracked (`@GestureState` back to its
    /// reset value) when another gesture wins or the input is cancelled.
    func cancel() -> [@MainActor () -> Void] {
        status = .failed
        return []
    }

    /// The stage time at which this recognizer needs a `tick` without input, if any.
    var deadline: Double? { nil }

    /// Whether the pointer went up on a tap this gesture counts, and it needs more taps to succeed
    /// (a double tap after its first tap): gestures after it wait for it across pointer sequences.
    var awaitsAnotherTap: Bool { false }
}

/// A recognizer that fails at once (a gesture Cadence cannot recognise); the reason is reported.
final class FailingRecognizer<Value>: GestureRecognizer<Value> {
    let reason: String

    init(reason: String) {
        self.reason = reason
        super.init()
    }

    override func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Value> {
        GestureStep(update: .failed)
    }
}

/// Velocity from the samples of the last 0.1 s of a pointer's movement (points or units per second).
struct VelocityTracker {
    private var samples: [(time: Double, value: CGPoint)] = []

    mutating func add(_ value: CGPoint, at time: Double) {
        samples.append((time, value))
        samples.removeAll { $0.time < time - 0.1 }
        if samples.count > 64 { samples.removeFirst(samples.count - 64) }
    }

    var velocity: CGSize {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let span = CGFloat(last.time - first.time)
        return CGSize(width: (last.value.x - first.value.x) / span, height: (last.value.y - first.value.y) / span)
    }
}
