/// Makes the velocity entry of a track that the program inlines (a property stored as one `Double`)
/// from the velocity of its animatable data, for the timelines that keep no keyframes
/// (`KeyframeTimeline.init(initialValue:initialVelocity:keepingNoKeyframes:)`): what such a track's
/// `KeyframeTrackDetails.velocity(at:)` does after evaluating its path, without the path.
@usableFromInline
protocol KeyframeScalarVelocity<Root> {
    associatedtype Root

    /// The entry for a velocity of `data` per second, in the property's animatable data.
    func entry(_ data: Double) -> any KeyframeVelocityEntry<Root>
}

/// `KeyframeScalarVelocity` for one property: an entry holding the property's key path and initial
/// value (a key path and a `Double`-sized value, so an existential holds it without an allocation of
/// its own), on which velocities are built as `KeyframeTrackEvaluator.velocity(at:)` builds them.
@usableFromInline
struct ScalarPropertyVelocity<Root, Value: Animatable>: KeyframeScalarVelocity {
    /// The property's key path, with its initial value as the "velocity".
    @usableFromInline let template: PropertyVelocity<Root, Value>

    /// The maker built on `template`.
    @usableFromInline
    init(template: PropertyVelocity<Root, Value>) {
        self.template = template
    }

    /// - Precondition: `Value.AnimatableData` is stored as one `Double` (an inlined track's is).
    @usableFromInline
    func entry(_ data: Double) -> any KeyframeVelocityEntry<Root> {
        var velocity = template.value
        velocity.animatableData = unsafeBitCast(data, to: Value.AnimatableData.self)
        return PropertyVelocity(keyPath: template.keyPath, velocity: velocity)
    }
}
