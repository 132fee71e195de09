/// Makes the velocity entry of a track that the program inlines (a property stored as one `Double`)
/// from the velocity of its animatable data, for the timelines that keep no keyframes
/// (`KeyframeTimeline.init(initialValue:initialVelocity:keepingNoKeyframes:)`): what such a track's
/// `KeyframeTrackDetails.velocity(at:)` does after evaluating its path, without the path.
///
/// The track's key path is the maker (see the `WritableKeyPath` conformance below): a timeline keeps
/// one reference per inlined track, 16 bytes as an existential, where a maker holding the key path and
/// the property's initial value took 40.
@usableFromInline
protocol KeyframeScalarVelocity<Root>: AnyObject {
    associatedtype Root

    /// The entry for a velocity of `data` per second in the property's animatable data, built on the
    /// property's value in `initialValue` (the timeline's), as `KeyframeTrackEvaluator.velocity(at:)`
    /// builds it on its template.
    func entry(_ data: Double, from initialValue: Root) -> any KeyframeVelocityEntry<Root>
}

extension WritableKeyPath: KeyframeScalarVelocity where Value: Animatable {
    /// - Precondition: `Value.AnimatableData` is stored as one `Double` (an inlined track's is).
    @usableFromInline
    func entry(_ data: Double, from initialValue: Root) -> any KeyframeVelocityEntry<Root> {
        var velocity = initialValue[keyPath: self]
        velocity.animatableData = unsafeBitCast(data, to: Value.AnimatableData.self)
        return PropertyVelocity(keyPath: self, velocity: velocity)
    }
}
