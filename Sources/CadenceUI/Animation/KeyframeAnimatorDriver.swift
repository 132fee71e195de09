/// Drives a `KeyframeAnimator` (view or modifier) at one identity: a `KeyframePlayer` fed with the
/// trigger, Reduce Motion and visibility of its view, plus the view layer's cross-fade.
///
/// The keyframes closure the player calls is always the latest one the view gave (it may read the
/// view's properties, such as `reduceMotion`, which change between evaluations).
@MainActor
final class KeyframeAnimatorDriver<Value, Path: Keyframes>: AnimationDriver where Path.Value == Value {
    // Stored in this order on purpose: the fields a frame reads, at offsets the compiler knows,
    // first; the generic player (whose size depends on `Value`) last.

    /// The time the player was last updated to, when nothing changed it since (`nil` otherwise).
    private var updatedTo: Double?
    private var isVisible = true
    private let isRepeating: Bool
    /// The cross-fade duration under Reduce Motion, when the policy is `crossFade`.
    private let crossFadeDuration: Double?
    /// The cross-fade of the content under Reduce Motion.
    var fader = CrossFader()
    private var trigger: TriggerTracker?
    /// The view's latest keyframes closure, which the player's source calls (stored as the view gave
    /// it: wrapping it in a new closure at every evaluation allocated a context a frame).
    private let keyframes: LatestKeyframes<Value, Path>
    private var player: KeyframePlayer<Value>

    /// A driver for an animator that replays on `trigger` changes (or loops, when `trigger` is `nil`
    /// and `repeating` is true), appearing at `time`.
    init(
        initialValue: Value, trigger: (any Equatable)?, repeating: Bool,
        keyframes: @escaping (Value) -> Path, in environment: EnvironmentValues, at time: Double
    ) {
        let box = LatestKeyframes(keyframes)
        // Called through the base class, so the closure captures nothing generic over `Path`.
        let erasing: KeyframesEraser<Value> = box
        let source: @Sendable (Value) -> ErasedKeyframes<Value> = { value in erasing.erased(value) }
        let policies = environment.animatorPolicies
        let reduceMotion = policies.keyframePolicy(for: Value.self)
        if let trigger {
            player = KeyframePlayer(initialValue: initialValue, trigger: 0, replay: policies.replay,
                                    reduceMotion: reduceMotion, keyframes: source)
            self.trigger = TriggerTracker(trigger)
        } else {
            player = KeyframePlayer(initialValue: initialValue, repeating: repeating,
                                    reduceMotion: reduceMotion, keyframes: source)
        }
        self.keyframes = box
        isRepeating = trigger == nil && repeating
        crossFadeDuration = CrossFadePresentation.of(reduceMotion)?.duration
        player.setReduceMotion(environment.accessibilityReduceMotion, at: time)
        player.update(at: time)
    }

    /// The value to show in the pass at `time`, after taking the view's latest inputs.
    func present(trigger newTrigger: (any Equatable)?, keyframes newKeyframes: @escaping (Value) -> Path,
                 reduceMotion: Bool, at time: Double) -> Value {
        keyframes.closure = newKeyframes
        // Read in place: reading the generic player out of the driver copies all of it.
        let isReduced = Self.inPlace(&player) { player in
            // `advance(to:)` brought it to this time already in this frame (again changes nothing).
            if updatedTo != time { player.update(at: time) }
            return player.isReduceMotionEnabled
        }
        updatedTo = time
        if reduceMotion != isReduced {
            updatedTo = nil
            player.setReduceMotion(reduceMotion, at: time)
            // A loop that Reduce Motion stops jumps to the start of its pass: that jump fades.
            if reduceMotion, isRepeating { startFade(at: time) }
        }
        if let newTrigger, trigger?.observe(newTrigger) == true {
            updatedTo = nil
            player.play(at: time)
            if player.isReduceMotionEnabled { startFade(at: time) }
        }
        _ = fader.update(at: time)
        return Self.inPlace(&player) { $0.value }
    }

    /// `body` on `player`, reached in place.
    @inline(__always)
    private static func inPlace<R>(_ player: inout KeyframePlayer<Value>, _ body: (inout KeyframePlayer<Value>) -> R) -> R {
        body(&player)
    }

    /// The value to show at `time` when the view's inputs are those the last `present` took (a
    /// frame that patches the animator's content: the record that patches was made by the
    /// evaluation that presented them, and any evaluation since would have made a new one): what
    /// `present` gives then, without taking the closure, the trigger and Reduce Motion again.
    func presentUnchanged(at time: Double) -> Value {
        Self.inPlace(&player) { player in
            if updatedTo != time { player.update(at: time) }
        }
        updatedTo = time
        _ = fader.update(at: time)
        return Self.inPlace(&player) { $0.value }
    }

    /// Starts a cross-fade from the picture shown last, when the policy asks for one.
    private func startFade(at time: Double) {
        guard let duration = crossFadeDuration, isVisible else { return }
        fader.start(at: time, duration: duration)
    }

    func advance(to time: Double) -> Bool {
        let moved = Self.inPlace(&player) { player in
            let wasIdle = player.isIdle
            player.update(at: time)
            return !wasIdle || !player.isIdle
        }
        updatedTo = time
        let fading = fader.update(at: time)
        return moved || fading
    }

    func nextChange(after time: Double) -> Double? {
        fader.fade != nil ? time : player.nextFrameTime(after: time)
    }

    func visibilityChanged(_ isVisible: Bool, at time: Double) {
        self.isVisible = isVisible
        if !isVisible { fader.stop() }
        player.receive(isVisible ? .appear : .disappear, at: time)
        updatedTo = nil
    }
}

/// Makes the type-erased keyframes of a run (see `LatestKeyframes`).
class KeyframesEraser<Value>: @unchecked Sendable {
    // @unchecked: used on the main actor only.

    /// The keyframes for a run from `value`, type-erased for the player.
    func erased(_ value: Value) -> ErasedKeyframes<Value> {
        preconditionFailure("KeyframesEraser is abstract")
    }
}

/// The latest keyframes closure of a keyframe animator, which its player's source calls through
/// `erased(_:)`.
final class LatestKeyframes<Value, Path: Keyframes>: KeyframesEraser<Value>, @unchecked Sendable where Path.Value == Value {
    // @unchecked: set and called on the main actor only (the driver's evaluations and the player's
    // runs, which the driver starts).

    /// The closure the view gave last.
    var closure: (Value) -> Path

    init(_ closure: @escaping (Value) -> Path) {
        self.closure = closure
    }

    override func erased(_ value: Value) -> ErasedKeyframes<Value> {
        ErasedKeyframes(closure(value))
    }
}
