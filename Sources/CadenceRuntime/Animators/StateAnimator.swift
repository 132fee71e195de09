import Cadence
import Foundation

/// A value whose changes are animated: the runtime's `withAnimation` and `.animation(_:value:)`.
/// Cadence addition (SwiftUI does this inside views).
///
/// ```swift
/// let clock = ManualClock()
/// var scale = StateAnimator(1.0)
/// withAnimation(.bouncy) { scale.set(1.5, at: clock.now) }   // the transaction's animation
/// clock.advance(by: 0.1)
/// scale.update(at: clock.now)
/// scale.value      // part of the way to 1.5
/// scale.velocity   // units per second
///
/// var bound = StateAnimator(0.0, animation: .smooth)          // like .animation(.smooth, value:)
/// bound.set(10, at: clock.now)                               // animated by .smooth
/// ```
///
/// - `target` is the model value; `value` is what the screen shows, refreshed by `update(at:)` (and
///   by every `set`). Only `animatableData` animates; other parts of `Value` change at once.
/// - Interrupting: a new animation while one runs starts from the presented value. Springs
///   (`.smooth`, `.snappy`, `.bouncy`, `.spring`, `.default`…) merge and carry the velocity; timing
///   curves and interpolating springs run on together, combined by `combiningRule` (additive by
///   default, as SwiftUI since iOS 17). A change without animation moves the target and any running
///   animation with it.
/// - Which animation: an explicit `animation:` argument, else the transaction (`Transaction.current`
///   inside `withAnimation`/`withTransaction`). An animator made with `init(_:animation:)` replaces the
///   transaction's animation with its own unless the transaction `disablesAnimations`, as
///   `.animation(_:value:)` does in SwiftUI. Reduce Motion then applies its policy: `skipToEnd` drops
///   the animation, `simplified(a)` replaces any animation with `a`.
/// - Completion handlers run during `update(at:)` once their criterion is met; see
///   `AnimationCompletionCriteria`.
/// - Events: `.started` for an animation from rest, `.retargeted` when one takes over a running one,
///   `.finished` (at the update that sees it) when the value comes to rest.
/// - While hidden (`LifecycleEvent`), under `ImmediateClock` and on `finishImmediately(at:)`, changes
///   take their final value at once.
public struct StateAnimator<Value: Animatable> {
    // The fixed-size fields every frame reads come first: together, and at offsets known whatever
    // `Value` is (after the generic values, each read was a cache miss in a frame of many drivers).

    /// Whether `completions` has any.
    private var hasCompletions = false
    private var clock = PlayerClock()
    private var visibility = Visibility()
    /// The model value: where the animations are heading.
    public private(set) var target: Value
    /// The presented value at the latest update.
    public private(set) var value: Value
    /// The presented velocity at the latest update, in `animatableData` units per second.
    public private(set) var velocity: Value.AnimatableData
    /// What this animator does while Reduce Motion is on.
    public let reduceMotion: ReduceMotionPolicy<Animation>
    /// Whether Reduce Motion is on (see `setReduceMotion(_:at:)`).
    public private(set) var isReduceMotionEnabled = false
    /// How a timing curve combines with the animation it interrupts.
    public var combiningRule: AnimationCombiningRule {
        get { channel.combiningRule }
        set { channel.combiningRule = newValue }
    }

    private let binding: AnimationBinding
    private var channel: AnimationChannel<Value.AnimatableData>
    private var scheduler = RunScheduler(policy: .restart)
    /// The initial velocity for the change being applied (see `set(_:transaction:initialVelocity:at:)`).
    private var pendingInitialVelocity: Value.AnimatableData?
    private var completions: [PendingCompletion<Value.AnimatableData>] = [] {
        // Kept beside it: asking the generic array itself whether it is empty looks up its type's
        // metadata, at every frame of every running animation.
        didSet { hasCompletions = !completions.isEmpty }
    }

    /// Whether the animator holds completion handlers that have not run yet (see
    /// `nextCompletionTime(after:upTo:)`): a host that asks at every frame when the next one is due
    /// can skip an animator without any.
    public var hasPendingCompletions: Bool { hasCompletions }

    /// The events so far (see the type's documentation).
    public var events: AnimatorEventLog { scheduler.log }

    /// A value at rest whose changes take the transaction's animation (`withAnimation` style).
    public init(_ value: Value, reduceMotion: ReduceMotionPolicy<Animation> = .ignore) {
        self.init(value, binding: .transaction, reduceMotion: reduceMotion)
    }

    /// A value at rest whose changes are animated by `animation` (`.animation(_:value:)` style; `nil`
    /// turns animation off even inside `withAnimation`), unless a transaction `disablesAnimations`.
    public init(_ value: Value, animation: Animation?, reduceMotion: ReduceMotionPolicy<Animation> = .ignore) {
        self.init(value, binding: .bound(animation), reduceMotion: reduceMotion)
    }

    private init(_ value: Value, binding: AnimationBinding, reduceMotion: ReduceMotionPolicy<Animation>) {
        target = value
        self.value = value
        velocity = .zero
        self.binding = binding
        self.reduceMotion = reduceMotion
        channel = AnimationChannel(value.animatableData)
    }

    /// Whether an animation is running.
    public var isAnimating: Bool { channel.hasRun }

    /// The running animation (merged or combined), if any.
    public var animation: Animation? { channel.run?.animation }

    /// Seconds since the running animation started on this animator's time (which stops while paused
    /// or hidden); 0 when at rest.
    public var elapsed: Double {
        guard channel.hasRun, let host = clock.latestHost else { return 0 }
        return clock.local(host) - channel.runStart
    }

    // MARK: Changing the value

    /// Sets the model value at `time` in the current transaction (`withAnimation`/`withTransaction`).
    public mutating func set(_ newValue: Value, at time: Double) {
        apply(newValue, transaction: Transaction.current, sealsCompletions: false, at: time)
    }

    /// Sets the model value at `time` in `transaction`. Its completion handlers are sealed: they run
    /// once this animator (and any that took the transaction before) meets their criteria.
    public mutating func set(_ newValue: Value, transaction: Transaction, at time: Double) {
        apply(newValue, transaction: transaction, sealsCompletions: true, at: time)
    }

    /// Sets the model value at `time` in `transaction`, like `set(_:transaction:at:)`; an animation
    /// that starts from rest begins with `initialVelocity` (in the value's animatable units per
    /// second): how a drag's velocity hands over to the spring that follows its release.
    public mutating func set(_ newValue: Value, transaction: Transaction, initialVelocity: Value.AnimatableData, at time: Double) {
        pendingInitialVelocity = initialVelocity
        apply(newValue, transaction: transaction, sealsCompletions: true, at: time)
        pendingInitialVelocity = nil
    }

    /// Sets the model value at `time`, animated by `animation` (`nil`: at once), calling `completion`
    /// once the change meets `completionCriteria`.
    public mutating func set(
        _ newValue: Value, animation: Animation?, at time: Double,
        completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
        completion: (() -> Void)? = nil
    ) {
        var transaction = Transaction(animation: animation)
        transaction.disablesAnimations = true  // an explicit animation is not replaced by the binding
        if let completion {
            transaction.addAnimationCompletion(criteria: completionCriteria, completion)
        }
        apply(newValue, transaction: transaction, sealsCompletions: true, at: time)
    }

    private mutating func apply(_ newValue: Value, transaction: Transaction, sealsCompletions: Bool, at time: Double) {
        let host = clock.acceptChange(at: time)
        update(at: host)
        let local = clock.local(host)
        let animation = visibility.isVisible ? resolvedAnimation(in: transaction) : nil
        let before = channel
        let change = channel.set(newValue.animatableData, animation: animation, initialVelocity: pendingInitialVelocity ?? .zero, at: local)
        target = newValue
        let animates = change == .started || change == .retargeted
        if animates { scheduler.startUntriggered(at: host) }
        if change == .retargeted {
            // `.logicallyComplete` handlers wait for their own change's animation, not for the one
            // that takes over: each keeps a copy of the run as it was before this change (SwiftUI
            // forks its logical listeners the same way). `.removed` ones wait for the whole run.
            for index in completions.indices where completions[index].waitsForLogicalCompletion {
                completions[index].fork = before
            }
        }
        for completion in transaction.completions {
            completion.claim()
            completions.append(PendingCompletion(completion: completion, isMet: !animates))
            if sealsCompletions { completion.seal() }
        }
        refresh(at: local, host: host)
    }

    /// The animation a change in `transaction` gets, after the binding and Reduce Motion.
    private func resolvedAnimation(in transaction: Transaction) -> Animation? {
        var animation = transaction.animation
        if case .bound(let bound) = binding, !transaction.disablesAnimations {
            animation = bound
        }
        switch reduceMotion.mode(reduceMotion: isReduceMotionEnabled) {
        case .normal: return animation
        case .skipToEnd: return nil
        case .simplified(let reduced): return animation == nil ? nil : reduced
        }
    }

    // MARK: Sampling

    /// Samples the presented value at local `time`, drops a finished run, and runs due completions.
    private mutating func refresh(at local: Double, host: Double) {
        var sample = channel.sample(at: local)
        if !visibility.isVisible, channel.hasRun {
            sample = AnimationSample(value: channel.target, velocity: .zero, isFinished: true, isLogicallyComplete: true)
        }
        // Parts of the value that do not animate take the target's at once.
        var presented = target
        presented.animatableData = sample.value
        value = presented
        velocity = sample.velocity
        if sample.isFinished, channel.hasRun {
            channel.drop()
            _ = scheduler.runEnded(at: host)
        }
        // Tested here rather than only inside: called from another module's generic code, the
        // function looks up its generic types' metadata on entry, before any test.
        if hasCompletions {
            runCompletions(at: local, logicallyComplete: sample.isLogicallyComplete, removed: !channel.hasRun)
        }
    }

    /// Releases the handlers whose criterion is met at local `time`: `.removed` ones once the run is
    /// gone; `.logicallyComplete` ones once their own change's animation is logically complete —
    /// the run's, or for a change that was interrupted, the copy of the run taken then (or the run's
    /// removal, whichever comes first).
    private mutating func runCompletions(at time: Double, logicallyComplete: Bool, removed: Bool) {
        guard hasCompletions else { return }
        var due: [TransactionCompletion] = []
        var index = 0
        while index < completions.count {
            var pending = completions[index]
            var met = pending.isMet || removed
            if !met, pending.completion.criteria == .logicallyComplete {
                if pending.fork != nil {
                    met = pending.fork!.sample(at: time).isLogicallyComplete
                } else {
                    met = logicallyComplete
                }
            }
            if met {
                due.append(pending.completion)
                completions.remove(at: index)
            } else {
                completions[index] = pending
                index += 1
            }
        }
        for completion in due { completion.release() }
    }

    /// The earliest host time in (`time`, `limit`] at which a completion handler this animator holds
    /// becomes due — a `.logicallyComplete` one when its animation is logically complete, a
    /// `.removed` one when the run finishes — or `nil` when none is due by `limit` (or the animator
    /// is paused or hidden). Cadence addition, so a host can run the handler at its own instant (a
    /// spring's response after its start) instead of at whichever update comes next: what a
    /// completion starts then does not depend on the frame rate.
    ///
    /// Asks copies of the run: nothing changes, and no handler runs.
    public func nextCompletionTime(after time: Double, upTo limit: Double) -> Double? {
        guard hasCompletions, channel.hasRun, !clock.isStopped, clock.latestHost != nil,
              time.isFinite, limit.isFinite, limit > time else { return nil }
        let lower = clock.local(time)
        let upper = clock.local(limit)
        // The earliest time the run has finished (a `.removed` handler is due then).
        let removal = Bisection.firstTime(after: lower, upTo: upper) { time, _ in channel.isFinished(at: time) }
        var earliest = removal
        for pending in completions where !pending.isMet && pending.completion.criteria == .logicallyComplete {
            let run = pending.fork ?? channel
            if let complete = run.logicalCompletionTime(after: lower, upTo: upper) {
                earliest = min(earliest ?? complete, complete)
            }
        }
        return earliest.map { clock.host($0) }
    }


    // MARK: Control

    /// Moves the running animation to `elapsed` seconds after its start (clamped to ≥ 0) at `time`,
    /// and samples it there. Does nothing at rest or for a NaN `elapsed`.
    public mutating func seek(to elapsed: Double, at time: Double) {
        guard let host = clock.accept(time), !elapsed.isNaN, channel.hasRun else { return }
        clock.set(local: channel.runStart + max(0, elapsed), at: host)
        refresh(at: clock.local(host), host: host)
    }

    /// Hands the running animation the environment of the view whose value it animates, which a
    /// custom animation reads as `AnimationContext.environment` in CadenceUI. A run started or
    /// retargeted afterwards starts without it: the view layer hands it again then.
    package mutating func setAnimationEnvironment(_ environment: Any?) {
        channel.setEnvironmentPayload(environment)
    }

    /// Tells the animator whether Reduce Motion is on. Applies to changes made afterwards.
    public mutating func setReduceMotion(_ isEnabled: Bool, at time: Double) {
        isReduceMotionEnabled = isEnabled
    }
}

extension StateAnimator: AnimationPlayer {
    // Specialised for the values the view layer's effects animate at every frame of an implicit
    // animation (`scaleEffect`, `rotationEffect`, `offset`, `opacity`, frames): called from a
    // specialised driver, the generic code looked up the channel's and the sample's types at each
    // frame.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == AnimatedPair<CGSize, UnitPoint>)
    @_specialize(where Value == AnimatedPair<Angle, UnitPoint>)
    public mutating func update(at time: Double) {
        guard let host = clock.accept(time) else { return }
        refresh(at: clock.local(host), host: host)
    }

    public mutating func finishImmediately(at time: Double) {
        guard let host = clock.accept(time) else { return }
        if channel.hasRun {
            channel.drop()
            _ = scheduler.runEnded(at: host)
        }
        refresh(at: clock.local(host), host: host)
    }

    public var isIdle: Bool {
        !hasCompletions && (!channel.hasRun || clock.isStopped)
    }

    public func nextFrameTime(after time: Double) -> Double? {
        isIdle ? nil : time
    }

    public mutating func receive(_ event: LifecycleEvent, at time: Double) {
        guard let host = clock.accept(time) else { return }
        guard visibility.apply(event) else { return }
        clock.setHidden(!visibility.isVisible, at: host)
        if visibility.isVisible {
            refresh(at: clock.local(host), host: host)
        } else {
            finishImmediately(at: host)
        }
    }

    public mutating func pause(at time: Double) {
        guard let host = clock.accept(time), !clock.isPaused else { return }
        refresh(at: clock.local(host), host: host)
        clock.setPaused(true, at: host)
        if channel.hasRun { scheduler.note(.paused, at: host) }
    }

    public mutating func resume(at time: Double) {
        guard let host = clock.accept(time), clock.isPaused else { return }
        clock.setPaused(false, at: host)
        if channel.hasRun { scheduler.note(.resumed, at: host) }
        refresh(at: clock.local(host), host: host)
    }

    public var isPaused: Bool { clock.isPaused }
}

extension StateAnimator: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}

/// Where a `StateAnimator` takes its animation from.
enum AnimationBinding: Sendable {
    /// The transaction's.
    case transaction
    /// Its own, like `.animation(_:value:)`.
    case bound(Animation?)
}

/// A completion handler an animator holds until its animation meets the criterion.
struct PendingCompletion<Data: VectorArithmetic> {
    let completion: TransactionCompletion
    /// Met already (the change did not animate).
    let isMet: Bool
    /// For a `.logicallyComplete` handler whose change a later change interrupted: the run as it was
    /// just before, sampled on to see when that animation is logically complete.
    var fork: AnimationChannel<Data>?

    init(completion: TransactionCompletion, isMet: Bool) {
        self.completion = completion
        self.isMet = isMet
    }

    /// Whether an interruption now should fork this handler: a `.logicallyComplete` one, not yet
    /// met, not forked before (it belongs to the animation of the first fork).
    var waitsForLogicalCompletion: Bool {
        !isMet && fork == nil && completion.criteria == .logicallyComplete
    }
}

extension PendingCompletion: Sendable where Data: Sendable {}
