extension Spring {
    /// The value at `time` of a spring moving an `Animatable` value from `fromValue` to `toValue`:
    /// `fromValue` plus `value(target: to − from, …)`, computed on `animatableData`.
    @inlinable
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity at `time` of the motion `value(fromValue:toValue:initialVelocity:time:)` describes,
    /// as a value of `V` whose `animatableData` is the velocity.
    @inlinable
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The settling time of a spring moving from `fromValue` to `toValue`.
    @inlinable
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> Double {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// The spring force on a value at `position`, pulled from `fromValue` towards `toValue`.
    @inlinable
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(
            target: toValue.animatableData - fromValue.animatableData,
            position: position.animatableData - fromValue.animatableData,
            velocity: velocity.animatableData)
        return result
    }
}
