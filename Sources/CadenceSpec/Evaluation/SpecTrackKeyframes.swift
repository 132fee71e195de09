import Cadence
import Foundation

/// One spec track as Swift keyframes: a `KeyframeTrack` on the key path the track names, built with
/// the same builders and keyframe types a Swift author writes, so a spec and the equivalent Swift
/// code resolve through identical code and give identical values.
package struct SpecTrackKeyframes: Keyframes {
    package typealias Value = SpecValues

    package let track: SpecTrack
    package let property: SpecProperty

    package init(track: SpecTrack, property: SpecProperty) {
        self.track = track
        self.property = property
    }

    package var body: some Keyframes<SpecValues> {
        let slot = property.slot
        let keyframes = track.keyframes
        switch track.target {
        case .whole:
            switch property.type {
            case .number, .opacity:
                KeyframeTrack(\SpecValues.numbers[slot]) { SpecTrackContent(keyframes) { CGFloat($0[0]) } }
            case .angle:
                KeyframeTrack(\SpecValues.angles[slot]) { SpecTrackContent(keyframes) { Angle(radians: $0[0]) } }
            case .point:
                KeyframeTrack(\SpecValues.points[slot]) { SpecTrackContent(keyframes) { CGPoint(x: $0[0], y: $0[1]) } }
            case .size:
                KeyframeTrack(\SpecValues.sizes[slot]) { SpecTrackContent(keyframes) { CGSize(width: $0[0], height: $0[1]) } }
            case .color:
                KeyframeTrack(\SpecValues.colors[slot]) {
                    SpecTrackContent(keyframes) { SpecColor(red: $0[0], green: $0[1], blue: $0[2], opacity: $0[3]) }
                }
            }
        case .component(_, let name):
            switch (property.type, name) {
            case (.point, "x"): KeyframeTrack(\SpecValues.points[slot].x) { SpecTrackContent(keyframes) { CGFloat($0[0]) } }
            case (.point, _): KeyframeTrack(\SpecValues.points[slot].y) { SpecTrackContent(keyframes) { CGFloat($0[0]) } }
            case (.size, "width"): KeyframeTrack(\SpecValues.sizes[slot].width) { SpecTrackContent(keyframes) { CGFloat($0[0]) } }
            case (.size, _): KeyframeTrack(\SpecValues.sizes[slot].height) { SpecTrackContent(keyframes) { CGFloat($0[0]) } }
            case (.angle, "degrees"): KeyframeTrack(\SpecValues.angles[slot].degrees) { SpecTrackContent(keyframes) { $0[0] } }
            case (.angle, _): KeyframeTrack(\SpecValues.angles[slot].radians) { SpecTrackContent(keyframes) { $0[0] } }
            case (.color, "red"): KeyframeTrack(\SpecValues.colors[slot].red) { SpecTrackContent(keyframes) { $0[0] } }
            case (.color, "green"): KeyframeTrack(\SpecValues.colors[slot].green) { SpecTrackContent(keyframes) { $0[0] } }
            case (.color, "blue"): KeyframeTrack(\SpecValues.colors[slot].blue) { SpecTrackContent(keyframes) { $0[0] } }
            default: KeyframeTrack(\SpecValues.colors[slot].opacity) { SpecTrackContent(keyframes) { $0[0] } }
            }
        }
    }
}
