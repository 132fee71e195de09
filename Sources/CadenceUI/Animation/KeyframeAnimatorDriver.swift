/// Drives a `KeyframeAnimator` (view or modifier) at one identity: a `KeyframePlayer` fed with the
/// trigger, Reduce Motion and visibility of its view, plus the view layer's cross-fade.
///
/// The keyframes closure the player calls is always the latest one the view gave (it may read the
/// view's properties, such as `reduceMotion`, which change between evaluations).
@MainActor
final class KeyframeAnimatorDriver<Value, Path: Keyframes>: AnimationDriver where Path.Value == Value {
    // Stored in this order on purpose: the fields a frame reads, at offsets the compiler knows,
    // first; the generic player (whose size depends on `Value`) last. The variable ones are not
    // checked for exclusive access at run time (`@exclusivity(unchecked)`): a frame reads and writes
    // them several times per animator, and the checks cost more than the player's update. Nothing
    // accesses one while an access to it is open.

    /// The time the player was last updated to, when nothing changed it since (`nil` otherwise).
    @exclusivity(unchecked) private var updatedTo: Double?
    @exclusivity(unchecked) private var isVisible = true
    private let isRepeating: Bool
    /// The cross-fade duration under Reduce Motion, when the policy is `crossFade`.
    private let crossFadeDuration: Double?
    /// The cross-fade of the content under Reduce Motion.
    @exclusivity(unchecked) var fader = CrossFader()
    @exclusivity(unchecked) private var trigger: TriggerTracker?
    /// The view's latest keyframes closure, which the player's source calls (stored as the view gave
    /// it: wrapping it in a new closure at every evaluation allocated a context a frame).
    private let keyframes: LatestKeyframes<Value, Path>
    /// The player's value when it was last updated (with `updatedTo`): a frame that patches the
    /// content reads it here, at an offset the driver's own type gives, where reading it from the
    /// player looked the player's generic type up again.
    @exclusivity(unchecked) private var shown: Value
    /// The player, as an existential: its box carries the player's type, so a frame calls it without
    /// looking `KeyframePlayer<Value>` up in the runtime's generic metadata cache (this class is
    /// generic, and naming the player's type in its methods did so at every frame).
    @exclusivity(unchecked) private var player: any DrivenKeyframePlayer<Value>

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
            player = KeyframePlayer<Value>(initialValue: initialValue, trigger: 0, replay: policies.replay,
                                           reduceMotion: reduceMotion, keyframes: source)
            self.trigger = TriggerTracker(trigger)
        } else {
            player = KeyframePlayer<Value>(initialValue: initialValue, repeating: repeating,
                                           reduceMotion: reduceMotion, keyframes: source)
        }
        self.keyframes = box
        isRepeating = trigger == nil && repeating
        crossFadeDuration = CrossFadePresentation.of(reduceMotion)?.duration
        shown = initialValue
        player.setReduceMotion(environment.accessibilityReduceMotion, at: time)
        player.update(at: time)
        shown = player.value
    }

    /// The value to show in the pass at `time`, after taking the view's latest inputs.
    func present(trigger newTrigger: (any Equatable)?, keyframes newKeyframes: @escaping (Value) -> Path,
                 reduceMotion: Bool, at time: Double) -> Value {
        keyframes.closure = newKeyframes
        // `advance(to:)` brought it to this time already in this frame (again changes nothing).
        if updatedTo != time { player.update(at: time) }
        let isReduced = player.isReduceMotionEnabled
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
        shown = player.value
        return shown
    }

    /// The value to show at `time` when the view's inputs are those the last `present` took (a
    /// frame that patches the animator's content: the record that patches was made by the
    /// evaluation that presented them, and any evaluation since would have made a new one): what
    /// `present` gives then, without taking the closure, the trigger and Reduce Motion again.
    func presentUnchanged(at time: Double) -> Value {
        if updatedTo != time {
            player.update(at: time)
            shown = player.value
            updatedTo = time
        }
        _ = fader.update(at: time)
        return shown
    }

    /// Starts a cross-fade from the picture shown last, when the policy asks for one.
    private func startFade(at time: Double) {
        guard let duration = crossFadeDuration, isVisible else { return }
        fader.start(at: time, duration: duration)
    }

    func advance(to time: Double) -> Bool {
        let moved = player.advance(to: time, into: &shown)
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

/// A `KeyframePlayer` as its driver uses it (see `KeyframeAnimatorDriver.player`).
protocol DrivenKeyframePlayer<Value> {
    associatedtype Value
    /// The value presented at the time of the last update.
    var value: Value { get }
    /// Whether Reduce Motion is on for the player.
    var isReduceMotionEnabled: Bool { get }
    /// Brings the player to `time`.
    mutating func update(at time: Double)
    /// Brings the player to `time` and writes its value into `shown`; whether anything moved (the
    /// player was or is running): one call for a frame's three.
    mutating func advance(to time: Double, into shown: inout Value) -> Bool
    /// Turns Reduce Motion on or off at `time`.
    mutating func setReduceMotion(_ isEnabled: Bool, at time: Double)
    /// Starts a run at `time` (a trigger changed).
    mutating func play(at time: Double)
    /// Tells the player its view appeared or disappeared at `time`.
    mutating func receive(_ event: LifecycleEvent, at time: Double)
    /// The next time after `time` at which the value changes (`nil`: never by itself).
    func nextFrameTime(after time: Double) -> Double?
}

extension KeyframePlayer: DrivenKeyframePlayer {
    // Specialised for the values a single-property animator commonly has (a scale, an offset, an
    // angle's degrees): the frame's sample then runs in code that knows the value's type. Other
    // values take the generic code.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    mutating func advance(to time: Double, into shown: inout Value) -> Bool {
        let wasIdle = isIdle
        update(at: time)
        shown = value
        return !wasIdle || !isIdle
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
