import CadenceUI

/// Keyframe timelines for the plot tests, written for these tests (not the seeds' code).
enum PlotTimelines {
    struct Badge {
        var scale = 1.0
        var angle = Angle.zero
        var offset = CGPoint.zero
        var opacity = 1.0
    }

    /// Four kinds of keyframe across four tracks of different value types; `opacity` ends away from
    /// where it starts, so a repeating timeline shows a seam.
    static func badge() -> KeyframeTimeline<Badge> {
        KeyframeTimeline(initialValue: Badge()) {
            KeyframeTrack(\.scale) {
                SpringKeyframe(1.4, duration: 0.25, spring: .bouncy)
                CubicKeyframe(0.9, duration: 0.2)
                CubicKeyframe(1.0, duration: 0.25)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(20), duration: 0.2, timingCurve: .easeInOut)
                LinearKeyframe(.degrees(-20), duration: 0.3)
                LinearKeyframe(.zero, duration: 0.2, timingCurve: .easeOut)
            }
            KeyframeTrack(\.offset) {
                CubicKeyframe(CGPoint(x: 10, y: -30), duration: 0.35)
                CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.35)
            }
            KeyframeTrack(\.opacity) {
                LinearKeyframe(0.2, duration: 0.3)
                MoveKeyframe(0.8)
                LinearKeyframe(0.5, duration: 0.3)
            }
        }
    }

    /// One track on the whole value, so `value(time:)` is that track's value.
    static func scalar() -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) {
                CubicKeyframe(1, duration: 0.2)
                SpringKeyframe(0.4, duration: 0.3, spring: Spring(duration: 0.4, bounce: 0.4))
                MoveKeyframe(0.8)
                LinearKeyframe(0.1, duration: 0.2, timingCurve: .circularEaseIn)
                CubicKeyframe(0.5, duration: 0.15, startVelocity: 2, endVelocity: -1)
                SpringKeyframe(0.2, spring: .smooth)
            }
        }
    }
}
