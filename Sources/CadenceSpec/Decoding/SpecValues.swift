import Cadence
import Foundation

/// The value a spec's timeline animates: every named property of its initial value, stored in one
/// array per type so that tracks address them with ordinary writable key paths
/// (`\SpecValues.numbers[0]`, `\SpecValues.points[1].x`). It plays the part of the struct a Swift
/// author declares (`struct LikeAnimationValues { var scale: CGFloat = 1 … }`).
///
/// Numbers are `CGFloat`, as in the examples' value structs; on Linux `CGFloat` arithmetic is `Double`
/// arithmetic, so values are bit-for-bit those of a `Double` property.
package struct SpecValues: Sendable, Hashable {
    package var numbers: [CGFloat] = []
    package var angles: [Angle] = []
    package var points: [CGPoint] = []
    package var sizes: [CGSize] = []
    package var colors: [SpecColor] = []

    /// The components of `property`, in its stored units (an angle's radians).
    package func components(of property: SpecProperty) -> [Double] {
        switch property.type {
        case .number, .opacity: return [Double(numbers[property.slot])]
        case .angle: return [angles[property.slot].radians]
        case .point: let p = points[property.slot]; return [Double(p.x), Double(p.y)]
        case .size: let s = sizes[property.slot]; return [Double(s.width), Double(s.height)]
        case .color: return colors[property.slot].components
        }
    }

    /// The value with every property at its initial value.
    package init(properties: [SpecProperty]) {
        for property in properties {
            let c = property.initial
            switch property.type {
            case .number, .opacity: numbers.append(CGFloat(c[0]))
            case .angle: angles.append(Angle(radians: c[0]))
            case .point: points.append(CGPoint(x: c[0], y: c[1]))
            case .size: sizes.append(CGSize(width: c[0], height: c[1]))
            case .color: colors.append(SpecColor(red: c[0], green: c[1], blue: c[2], opacity: c[3]))
            }
        }
    }

    /// A copy with `property` set to `components`.
    package func setting(_ property: SpecProperty, to c: [Double]) -> SpecValues {
        var copy = self
        switch property.type {
        case .number, .opacity: copy.numbers[property.slot] = CGFloat(c[0])
        case .angle: copy.angles[property.slot] = Angle(radians: c[0])
        case .point: copy.points[property.slot] = CGPoint(x: c[0], y: c[1])
        case .size: copy.sizes[property.slot] = CGSize(width: c[0], height: c[1])
        case .color: copy.colors[property.slot] = SpecColor(red: c[0], green: c[1], blue: c[2], opacity: c[3])
        }
        return copy
    }
}
