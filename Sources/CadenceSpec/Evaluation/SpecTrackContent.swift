import Cadence

/// A spec track's keyframes as Swift keyframe content of the property's type, in order.
package struct SpecTrackContent<Value: Animatable>: KeyframeTrackContent {
    package let keyframes: [SpecKeyframe]
    package let make: ([Double]) -> Value

    package init(_ keyframes: [SpecKeyframe], make: @escaping ([Double]) -> Value) {
        self.keyframes = keyframes
        self.make = make
    }

    package var body: some KeyframeTrackContent<Value> {
        for keyframe in keyframes {
            switch keyframe.kind {
            case .move:
                MoveKeyframe(make(keyframe.target))
            case .linear(let curve):
                LinearKeyframe(make(keyframe.target), duration: keyframe.duration ?? 0, timingCurve: curve.curve)
            case .cubic(let start, let end):
                CubicKeyframe(make(keyframe.target), duration: keyframe.duration ?? 0,
                              startVelocity: start.map(make), endVelocity: end.map(make))
            case .spring(let spring, let start):
                SpringKeyframe(make(keyframe.target), duration: keyframe.duration, spring: spring.spring,
                               startVelocity: start.map(make))
            }
        }
    }
}
