/// Animates one render parameter of one view identity (a scale, an angle, an offset, an opacity, a
/// colour, a frame's size) from its old value to its new one when it changes in an animated
/// transaction: the view-layer side of `withAnimation` and `.animation(_:value:)`.
///
/// The driver remembers the parameter's last value. When a pass brings a different value:
/// - in a transaction with an animation, a `StateAnimator` starts from the old value (or, when one is
///   running, takes the change: springs carry their velocity, timing curves add, as the runtime does);
/// - without one, the value jumps, and a running animation moves with it.
///
/// The animator exists only while it animates (or holds a transaction's completion handlers), so a
/// parameter that merely follows a keyframe animator frame by frame costs a comparison.
/// Non-finite values never animate. A `resetKey` that changes (a frame dimension becoming `nil`)
/// makes the value jump and ends any animation.
@MainActor
final class StateAnimationDriver<Value: Animatable>: EffectNodeLink, AnimationDriver {
    // Stored in this order on purpose: the fixed-size fields a frame reads first, at offsets the
    // compiler knows, in the object's first cache line; the generic value, the tracked values and
    // the animator (over a kilobyte for a scale and its anchor) after them. A frame walks a
    // thousand drivers, and each field it reads beyond the first line was a cache miss.
    // They are not checked for exclusive access at run time (`@exclusivity(unchecked)`): a frame
    // reads and writes them per driver, and nothing accesses one while an access to it is open. The
    // animator is (finishing it runs completion handlers, app code).

    /// Whether `animator` is set. Kept beside it: testing the optional itself copies the whole
    /// generic animator out, and every frame asks every idle driver.
    @exclusivity(unchecked) private var isRunning = false
    /// Whether the animator may hold completion handlers: set when a change hands it a
    /// transaction's, cleared when the animator goes (it stays set after they run, which only
    /// costs asking the animator). Every frame asks every running driver when its next handler is
    /// due; most hold none.
    @exclusivity(unchecked) private var holdsCompletions = false
    @exclusivity(unchecked) private var isVisible = true
    @exclusivity(unchecked) private var resetKey: Int
    /// The time `advance(to:)` last brought the animator to (`nil`: changed since).
    @exclusivity(unchecked) private var advancedTo: Double?
    @exclusivity(unchecked) private var target: Value
    /// Recent values set in velocity-tracking transactions (a drag's `onChanged`), for the velocity
    /// an animation started when the interaction ends begins with.
    @exclusivity(unchecked) private var tracked: [(time: Double, value: Value.AnimatableData)] = []
    /// Set only through `setAnimator(_:)`, which keeps `isRunning` and `advancedTo` in step; mutated
    /// in place otherwise (an observed property would copy the whole generic animator out and back
    /// at every mutation, at every frame).
    private var animator: StateAnimator<Value>?
    /// Whether the running animation may read its context's `environment` (a custom one), and the
    /// environment last handed to it.
    private var readsEnvironment = false
    private var handedEnvironment = EnvironmentValues()

    /// The render-effect node this driver presents the parameters of (`EffectModifier`), when its
    /// content resolved to exactly one node: a frame in which only this driver moved writes its
    /// value into that node (`patchEffectNode(at:)`) instead of resolving the views again.
    /// Held without keeping it alive and without a `weak` reference's side table (see
    /// `EffectNodeLink`).
    var effectNode: LayoutNode? {
        get { linkedNode }
        set { link(newValue) }
    }

    init(_ target: Value, resetKey: Int) {
        self.target = target
        self.resetKey = resetKey
    }

    /// The value to draw in the pass `context` evaluates (or the frame a patch writes), given the
    /// parameter's new `newTarget`.
    func present<Inputs: PresentationInputs>(_ newTarget: Value, resetKey newKey: Int, in context: Inputs) -> Value {
        let time = context.time
        let old = target
        target = newTarget
        if context.endsAnimations { finish(at: time) }
        if newKey != resetKey {
            resetKey = newKey
            finish(at: time)
            return newTarget
        }
        if newTarget.animatableData != old.animatableData {
            let isFinite = (newTarget.animatableData - old.animatableData).magnitudeSquared.isFinite
            if !isFinite {
                finish(at: time)
            } else if isRunning || (isVisible && context.transactionAnimates) {
                // The transaction is copied only to start or change an animation: a patched frame
                // (which follows a keyframe value, in no animated transaction) only asks.
                let transaction = context.transaction
                let reduceMotion = context.environment.accessibilityReduceMotion
                let startsFromRest = !isRunning
                var running = animator ?? StateAnimator(old, reduceMotion: context.environment.animatorPolicies.stateReduceMotion)
                running.setReduceMotion(reduceMotion, at: time)
                if startsFromRest, transaction.animation != nil, let velocity = trackedVelocity(at: time) {
                    running.set(newTarget, transaction: transaction, initialVelocity: velocity, at: time)
                } else {
                    running.set(newTarget, transaction: transaction, at: time)
                }
                readsEnvironment = running.animation?.readsEnvironment ?? false
                if readsEnvironment {
                    running.setAnimationEnvironment(context.environment)
                    handedEnvironment = context.environment
                }
                setAnimator(running)
                holdsCompletions = running.hasPendingCompletions
                tracked = []
            }
            if isFinite, context.transactionTracksVelocity, !context.transactionAnimates {
                tracked.append((time, newTarget.animatableData))
                tracked.removeAll { $0.time < time - 0.1 }
            }
        }
        // A custom animation reads the view's environment as it is now (SwiftUI's
        // `AnimationContext.environment`): a change while it runs is handed to the run.
        if readsEnvironment, isRunning, !context.environment.isIdentical(to: handedEnvironment) {
            animator?.setAnimationEnvironment(context.environment)
            handedEnvironment = context.environment
        }
        // `target` is `newTarget` now.
        return presentedNow(at: time)
    }

    /// The velocity of the values tracked in the last 0.1 s before `time`, or `nil` without two of
    /// them at different times.
    private func trackedVelocity(at time: Double) -> Value.AnimatableData? {
        let recent = tracked.filter { $0.time >= time - 0.1 }
        guard let first = recent.first, let last = recent.last, last.time > first.time else { return nil }
        var velocity = last.value - first.value
        velocity.scale(by: 1 / (last.time - first.time))
        return velocity
    }

    /// Ends the animation at once (running its completion handlers) and forgets it.
    private func finish(at time: Double) {
        animator?.finishImmediately(at: time)
        setAnimator(nil)
    }

    /// Replaces the animator (a new run, or none), keeping the fields that describe it in step.
    private func setAnimator(_ new: StateAnimator<Value>?) {
        animator = new
        // Waking or falling dormant: the graph's list of drivers to walk is made again.
        if (new != nil) != isRunning { NodeStorage.driverDormancyChanges &+= 1 }
        isRunning = new != nil
        if new == nil { holdsCompletions = false }
        advancedTo = nil
    }

    /// Dormant while no animation runs: nothing moves until a pass presents a change.
    var isDormant: Bool { !isRunning }

    /// The value a pass resolving the same target at `time` presents (what `present` gives when the
    /// target did not change).
    @_specialize(where Value == AnimatedPair<CGSize, UnitPoint>)
    @_specialize(where Value == AnimatedPair<Angle, UnitPoint>)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == Double)
    private func presentedNow(at time: Double) -> Value {
        guard isRunning else { return target }
        // `advance(to:)` brought it to this time already in this frame (updating again at the same
        // time changes nothing, but costs a sample of the animation).
        let updates = advancedTo != time
        advancedTo = time
        // Read in place: reading the generic animator out of its optional copies all of it.
        let data: Value.AnimatableData? = Self.inPlace(&animator!) { animator in
            if updates { animator.update(at: time) }
            return !animator.isAnimating && animator.isIdle ? nil : animator.value.animatableData
        }
        guard let data else {
            setAnimator(nil)
            return target
        }
        var presented = target
        presented.animatableData = data
        return presented
    }

    /// `body` on `animator`, reached in place.
    @inline(__always)
    private static func inPlace<R>(_ animator: inout StateAnimator<Value>, _ body: (inout StateAnimator<Value>) -> R) -> R {
        body(&animator)
    }

    /// When a completion handler the animator holds becomes due, so the stage runs it (and whatever
    /// it animates next) at that instant rather than at the next frame it is asked for.
    func nextDiscreteChange(after time: Double, upTo limit: Double) -> Double? {
        guard isRunning, holdsCompletions else { return nil }
        return Self.inPlace(&animator!) { $0.nextCompletionTime(after: time, upTo: limit) }
    }

    // Specialised for the render effects' values (`@_specialize`): a frame calls these through the
    // driver protocol, which runs the generic code, looking up the value's metadata and witnesses
    // at every call; the specialised bodies are entered after one comparison of the type.
    @_specialize(where Value == AnimatedPair<CGSize, UnitPoint>)
    @_specialize(where Value == AnimatedPair<Angle, UnitPoint>)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == Double)
    func advance(to time: Double) -> Bool {
        guard isRunning else { return false }
        animator!.update(at: time)
        advancedTo = time
        return true
    }

    func nextChange(after time: Double) -> Double? {
        isRunning ? animator?.nextFrameTime(after: time) : nil
    }

    func visibilityChanged(_ isVisible: Bool, at time: Double) {
        self.isVisible = isVisible
        animator?.receive(isVisible ? .appear : .disappear, at: time)
        advancedTo = nil
    }
}

extension ResolveContext {
    /// `target`, or the value an animation of it presents now: the parameter at `slot` of this
    /// identity animates when it changes in an animated transaction (see `StateAnimationDriver`).
    func animated<Value: Animatable>(_ target: Value, slot: DriverSlot, resetKey: Int = 0) -> Value {
        driver(slot: slot) { StateAnimationDriver(target, resetKey: resetKey) }
            .present(target, resetKey: resetKey, in: self)
    }
}

/// A driver that can show its value at a frame by writing it into the one render-effect node it
/// drives, without the views being resolved again (a frame in which only animations of render
/// effects moved: `withAnimation { scale = 1.2 }`, `.animation(.spring, value: isOn)`).
@MainActor
protocol EffectNodeDriver: AnyObject {
    /// Writes the value at `time` into the node, as `EffectModifier.resolve` would draw it; the
    /// node, or `nil` (nothing changed) when there is no such node or its effect is not this
    /// driver's kind.
    func patchEffectNode(at time: Double) -> LayoutNode?
    /// The node it patches, if any.
    var drivenNode: LayoutNode? { get }
    /// Whether it has such a node (asked without retaining it).
    var drivesANode: Bool { get }
}

extension StateAnimationDriver: EffectNodeDriver {
    var drivenNode: LayoutNode? { effectNode }
    var drivesANode: Bool { hasLinkedNode }
    var effectNodeDriver: (any EffectNodeDriver)? { self }

    @_specialize(where Value == AnimatedPair<CGSize, UnitPoint>)
    @_specialize(where Value == AnimatedPair<Angle, UnitPoint>)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == Double)
    func patchEffectNode(at time: Double) -> LayoutNode? {
        guard let node = effectNode, node.effectDriver === self, let old = node.animatedEffect, let child = node.effectChild,
              let effect = old.presenting(presentedNow(at: time)) else { return nil }
        node.setEffect(effect, child: child)
        return node
    }
}

