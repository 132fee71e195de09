import Cadence

/// The seed's like-button keyframes (spring, cubic, linear and mixed tracks, 0.6 s): the one timeline
/// shape the keyframe, player and fleet benchmarks all measure.
enum LikeButtonKeyframes {
    struct Values: Checksummed, Sendable {
        var scale = 1.0
        var rotation = Angle.zero
        var overlayOpacity = 0.0
        var overlayOffsetY = 0.0

        var checksum: Double { scale + rotation.radians + overlayOpacity + overlayOffsetY }
    }

    @KeyframesBuilder<Values>
    static func keyframes() -> some Keyframes<Values> {
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

    /// The timeline built once from `keyframes()`.
    static func timeline() -> KeyframeTimeline<Values> {
        KeyframeTimeline(initialValue: Values()) { keyframes() }
    }
}
