import Cadence
import Foundation

/// The keyframe timelines of the seed articles, with their numbers, as the tests use them: the like
/// button and its Reduce Motion variant (German guide), the pulse badge (same guide), the floating
/// badge (Spanish guide) and the squash-and-bounce checkmark (English tutorial). Shared by the model
/// tests and the spec-equivalence tests, which hold the spec files to these Swift timelines.
public enum SeedTimelines {
    public typealias LikeValues = CadenceTestSupport.LikeValues

    /// Scale springs cut short, rotation on a Catmull-Rom spline, the "+1" overlay fading linearly and
    /// rising linearly then along a cubic. `velocity` is what an animator carries into a replay.
    public static func likeButton(from start: LikeValues = LikeValues(),
                           velocity: KeyframeVelocity<LikeValues> = .zero) -> KeyframeTimeline<LikeValues> {
        KeyframeTimeline(initialValue: start, initialVelocity: velocity) { seedLikeKeyframes() }
    }

    /// The like button with Reduce Motion: whole tracks chosen by `if`/`else`, which SwiftUI's builder
    /// rejects and Cadence accepts.
    public static func accessibleLikeButton(reduceMotion: Bool) -> KeyframeTimeline<LikeValues> {
        KeyframeTimeline(initialValue: LikeValues()) {
            if !reduceMotion {
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.2, duration: 0.2, spring: .bouncy)
                    SpringKeyframe(1.0, duration: 0.3, spring: .snappy)
                }
                KeyframeTrack(\.rotation) {
                    CubicKeyframe(.degrees(-6), duration: 0.15)
                    CubicKeyframe(.degrees(0), duration: 0.20)
                }
            } else {
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.01)
                }
            }
        }
    }

    public struct PulseValues {
        public var scale: Double = 1.0
        public var opacity: Double = 1.0

        public init(scale: Double = 1, opacity: Double = 1) {
            self.scale = scale
            self.opacity = opacity
        }
    }

    /// A repeating pulse whose tracks open with zero-duration linear keyframes, so every loop starts
    /// from the same values.
    public static func pulse(from start: PulseValues = PulseValues()) -> KeyframeTimeline<PulseValues> {
        KeyframeTimeline(initialValue: start) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.0, duration: 0.0)
                SpringKeyframe(1.4, duration: 0.6, spring: .bouncy)
                CubicKeyframe(1.0, duration: 0.8)
            }
            KeyframeTrack(\.opacity) {
                LinearKeyframe(0.5, duration: 0.0)
                LinearKeyframe(1.0, duration: 0.6)
                LinearKeyframe(0.5, duration: 0.8)
            }
        }
    }

    public struct FloatingValues {
        public var yOffset: CGFloat = 0
        public var scale: CGFloat = 1
        public var rotation: Angle = .zero

        public init() {}
    }

    public static func floatingBadge() -> KeyframeTimeline<FloatingValues> {
        KeyframeTimeline(initialValue: FloatingValues()) {
            KeyframeTrack(\.yOffset) {
                SpringKeyframe(-24, duration: 0.9, spring: .bouncy)
                SpringKeyframe(0, duration: 0.7, spring: .smooth)
            }
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.15, duration: 0.4)
                CubicKeyframe(1.00, duration: 1.2)
            }
            KeyframeTrack(\.rotation) {
                LinearKeyframe(.degrees(-6), duration: 0.5)
                LinearKeyframe(.degrees(6), duration: 0.5)
                LinearKeyframe(.degrees(0), duration: 0.6)
            }
        }
    }

    public struct SquashValues {
        public var translation = 0.0
        public var verticalStretch = 1.0

        public init(translation: Double = 0, verticalStretch: Double = 1) {
            self.translation = translation
            self.verticalStretch = verticalStretch
        }
    }

    /// The squash-and-bounce checkmark, every duration a fraction of `totalDuration`. (The tutorial says
    /// the fractions add up to the total; they add up to 1.5 × it.)
    public static func squashAndBounce(totalDuration: Double = 1.0, from start: SquashValues = SquashValues())
        -> KeyframeTimeline<SquashValues> {
        KeyframeTimeline(initialValue: start) {
            KeyframeTrack(\.verticalStretch) {
                SpringKeyframe(0.6, duration: 0.2 * totalDuration)
                CubicKeyframe(1, duration: 0.2 * totalDuration)
                CubicKeyframe(1.2, duration: 0.6 * totalDuration)
                CubicKeyframe(1.1, duration: 0.25 * totalDuration)
                SpringKeyframe(1, duration: 0.25 * totalDuration)
            }
            KeyframeTrack(\.translation) {
                CubicKeyframe(0, duration: 0.2 * totalDuration)
                CubicKeyframe(-100, duration: 0.4 * totalDuration)
                CubicKeyframe(-100, duration: 0.4 * totalDuration)
                CubicKeyframe(0, duration: 0.5 * totalDuration)
            }
        }
    }
}
