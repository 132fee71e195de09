/// One track, resolved against a timeline's initial value: the key path, where the property lives
/// inside the root value, the declared keyframes and the lowered path.
@usableFromInline
struct KeyframeTrackEvaluator<Root, Value: Animatable>: @unchecked Sendable {
    // @unchecked: all stored properties are immutable; `Value`, its `animatableData` and `Root` values
    // are only read after init. The key path is `Sendable`.

    @usableFromInline let keyPath: WritableKeyPath<Root, Value> & Sendable
    /// The byte offset of the property inside `Root` when the key path is a chain of stored
    /// properties (so a sample writes through a pointer, not the ~20 ns key-path machinery); nil for
    /// computed or observed properties and class roots, which go through the key path.
    @usableFromInline let offset: Int?
    /// The property's initial value: velocities are reported as values of `Value` built on it.
    @usableFromInline let template: Value
    @usableFromInline let keyframes: [KeyframeSpec<Value.AnimatableData>]
    @usableFromInline let path: KeyframePath<Value.AnimatableData>

    /// Resolves `keyframes` from the property's value in `initialValue`. Its start velocity is what
    /// `initialVelocity` says about this property (0 when it says nothing).
    @inlinable
    init(keyPath: WritableKeyPath<Root, Value> & Sendable, keyframes: [KeyframeSpec<Value.AnimatableData>],
         initialValue: Root, initialVelocity: KeyframeVelocity<Root>) {
        self.keyPath = keyPath
        self.offset = MemoryLayout<Root>.offset(of: keyPath)
        self.template = initialValue[keyPath: keyPath]
        self.keyframes = keyframes
        self.path = KeyframePath(resolving: keyframes, from: template.animatableData,
                                 initialVelocity: initialVelocity.velocity(of: keyPath, in: initialValue))
    }

    /// How the track writes its value on the hot path: as one `Double` at the property's offset when
    /// the property is stored that way, else through a closure built here, in specialised code, so
    /// the one indirect call per track per sample lands in code that knows `Root` and `Value`.
    @inlinable
    func makeSampler() -> KeyframeSampler<Root> {
        if let offset, let scalarPath = scalarPath() {
            // An angle's path is in its animatable data, radians × 128; the property stores radians.
            return KeyframeSampler(offset: offset, scalarPath: scalarPath,
                                   storedScale: Value.self == Angle.self ? 1.0 / 128 : 1)
        }
        let path = self.path
        if let offset {
            return KeyframeSampler { root, time in
                let data = path.value(at: time)
                withUnsafeMutablePointer(to: &root) { pointer in
                    let property = (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self)
                    property.pointee.animatableData = data
                }
            }
        }
        let keyPath = self.keyPath
        return KeyframeSampler { root, time in
            root[keyPath: keyPath].animatableData = path.value(at: time)
        }
    }

    /// The path in `Double`s when the property is stored as exactly one `Double` that is its
    /// `animatableData`: a type that is its own animatable data and an IEEE binary64 number (`Double`,
    /// `CGFloat` on 64-bit platforms), or an `Angle` (whose data is its stored radians × 128: the
    /// sampler scales the value back). Otherwise nil.
    @inlinable
    func scalarPath() -> KeyframePath<Double>? {
        if let path = path as? KeyframePath<Double> {
            return Value.self == Angle.self || Value.self == Double.self ? path : nil
        }
        guard Value.AnimatableData.self == Value.self, MemoryLayout<Value>.size == MemoryLayout<Double>.size,
              let number = Value.self as? any BinaryFloatingPoint.Type,
              number.exponentBitCount == Double.exponentBitCount,
              number.significandBitCount == Double.significandBitCount
        else { return nil }
        // Same bits as a Double: resolve again in Double, which performs the same IEEE operations.
        let double = { (data: Value.AnimatableData) in unsafeBitCast(data, to: Double.self) }
        return KeyframePath(resolving: keyframes.map { $0.map(double) }, from: double(path.startValue),
                            initialVelocity: double(path.initialVelocity))
    }
}

extension KeyframeTrackEvaluator: KeyframeTrackDetails {
    @usableFromInline
    var duration: Double { path.duration }

    @usableFromInline
    func velocity(at time: Double) -> any KeyframeVelocityEntry<Root> {
        var velocity = template
        velocity.animatableData = path.velocity(at: time)
        return PropertyVelocity(keyPath: keyPath, velocity: velocity)
    }

    @usableFromInline
    func scalarVelocity() -> any KeyframeScalarVelocity<Root> {
        keyPath as WritableKeyPath<Root, Value>
    }

    @usableFromInline
    func summary(index: Int) -> KeyframeTrackSummary {
        let numbers = KeyframeReflection.reportedComponents(for: Value.self)
        return KeyframeTrackSummary(
            index: index, name: KeyframeReflection.name(of: keyPath), duration: path.duration,
            startValue: numbers(path.startValue), initialVelocity: numbers(path.initialVelocity),
            endValue: numbers(path.endValue),
            segments: path.records.map { record in
                KeyframeSegmentSummary(
                    kind: record.kind, start: record.start, duration: record.duration,
                    target: numbers(record.target), startValue: numbers(record.startValue),
                    startVelocity: numbers(record.startVelocity), endValue: numbers(record.endValue),
                    endVelocity: numbers(record.endVelocity))
            })
    }

    @usableFromInline
    func joints(index: Int, timelineDuration: Double, nextLoopStart: Root?) -> [KeyframeJoint] {
        let repeating = nextLoopStart != nil
        var joints = path.joints(includingEnd: !repeating || path.duration < timelineDuration)
        if let nextLoopStart {
            // Just before the wrap the track is finishing its last keyframe if it is the longest, or
            // holding its end value at rest. The next loop resolves the same keyframes from the value
            // the timeline ended on, carrying that velocity in, as an animator's replay does.
            let before = path.duration == timelineDuration ? path.arrival : (path.endValue, .zero)
            let next = KeyframePath(resolving: keyframes, from: nextLoopStart[keyPath: keyPath].animatableData,
                                    initialVelocity: KeyframePath.handOver(before.velocity))
            joints.append((.loopSeam, timelineDuration, before, next.departure))
        }
        let name = KeyframeReflection.name(of: keyPath)
        let numbers = KeyframeReflection.reportedComponents(for: Value.self)
        let unit = KeyframeReflection.reportedScale(of: Value.self)
        return joints.map { joint in
            KeyframeJoint(
                kind: joint.kind, track: index, trackName: name,
                time: joint.time,
                valueBefore: numbers(joint.before.value), valueAfter: numbers(joint.after.value),
                velocityBefore: numbers(joint.before.velocity), velocityAfter: numbers(joint.after.velocity),
                valueJump: KeyframeReflection.distance(joint.after.value, joint.before.value) * unit,
                velocityJump: KeyframeReflection.distance(joint.after.velocity, joint.before.velocity) * unit)
        }
    }
}
