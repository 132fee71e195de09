import Cadence

/// An sRGB colour with opacity, animatable component by component: what a spec's `color` property
/// holds. It stands for SwiftUI's `Color.Resolved`, which is what keyframes animate when a track
/// animates a colour; the view layer turns it into its own colour type.
///
/// ```swift
/// let pink = SpecColor(red: 1, green: 0.176, blue: 0.333, opacity: 1)
/// ```
///
/// Components are nominally 0…1; values outside (extended range, or a spring's overshoot) are kept.
package struct SpecColor: Sendable, Hashable, Animatable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var opacity: Double

    package init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    package var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(AnimatablePair(red, green), AnimatablePair(blue, opacity)) }
        set {
            red = newValue.first.first
            green = newValue.first.second
            blue = newValue.second.first
            opacity = newValue.second.second
        }
    }

    package var components: [Double] { [red, green, blue, opacity] }
}
