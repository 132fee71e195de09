import Cadence
import CadenceTestSupport

/// The like button's keyframes (spring, cubic, linear and mixed tracks, 0.6 s): the one timeline
/// shape the keyframe, player and fleet benchmarks all measure.
enum LikeButtonKeyframes {
    typealias Values = LikeValues

    @KeyframesBuilder<Values>
    static func keyframes() -> some Keyframes<Values> {
        likeButtonKeyframes()
    }

    /// The timeline built once from `keyframes()`.
    static func timeline() -> KeyframeTimeline<Values> {
        KeyframeTimeline(initialValue: Values()) { keyframes() }
    }
}

extension LikeValues: Checksummed {
    var checksum: Double { scale + rotation.radians + overlayOpacity + overlayOffsetY }
}
