import Cadence

/// The values of the seed's like button (German guide): a scale, a rotation and a "+1" overlay
/// that fades and rises. One definition for the model tests, the runtime tests and the benchmarks.
public struct LikeValues: Equatable, Sendable {
    public var scale: Double
    public var rotation: Angle
    public var overlayOpacity: Double
    public var overlayOffsetY: Double

    public init(scale: Double = 1, rotation: Angle = .zero, overlayOpacity: Double = 0, overlayOffsetY: Double = 0) {
        self.scale = scale
        self.rotation = rotation
        self.overlayOpacity = overlayOpacity
        self.overlayOffsetY = overlayOffsetY
    }
}

/// The seed's like-button keyframes, 0.6 s (the overlay's opacity track is the longest): scale
/// springs cut short, rotation on a Catmull-Rom spline, the overlay fading linearly and rising
/// linearly, then along a cubic.
@KeyframesBuilder<LikeValues>
public func seedLikeKeyframes() -> some Keyframes<LikeValues> {
    likeButtonKeyframes()
}

/// The like-button keyframes under the name the benchmarks use (`seedLikeKeyframes()`'s timeline).
@KeyframesBuilder<LikeValues>
public func likeButtonKeyframes() -> some Keyframes<LikeValues> {
    KeyframeTrack(\.scale) {
        SpringKeyframe(1.3, duration: 0.18, spring: .bouncy)
        SpringKeyframe(1.0, duration: 0.32, spring: .snappy)
    }
    KeyframeTrack(\.rotation) {
        CubicKeyframe(.degrees(-8), duration: 0.12)
        CubicKeyframe(.degrees(6), duration: 0.16)
        CubicKeyframe(.degrees(0), duration: 0.22)
    }
    KeyframeTrack(\.overlayOpacity) {
        LinearKeyframe(1.0, duration: 0.10)
        LinearKeyframe(1.0, duration: 0.30)
        LinearKeyframe(0.0, duration: 0.20)
    }
    KeyframeTrack(\.overlayOffsetY) {
        LinearKeyframe(-24, duration: 0.10)
        CubicKeyframe(-48, duration: 0.40)
    }
}
