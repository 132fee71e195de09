// How colours animate. SwiftUI documents that `Color.Resolved` is stored in linear sRGB; Cadence
// interpolates in linear-light sRGB with premultiplied alpha: the animatable data is
// (r·a, g·a, b·a, a) × 128 with r, g, b linear. Linear light keeps the perceived brightness of a blend
// right (red → green passes through a bright yellow-brown, not a dark one); premultiplying makes a
// fade from `.clear` keep the target hue (clear → red stays red while it fades in, instead of passing
// through dark red). Setting data with zero opacity gives black at opacity 0.
//
// The data is scaled by 128, as SwiftUI scales an angle's (measured) and, by reverse engineering, a
// resolved colour's: DanceUI's `Color.Resolved.animatableData` multiplies its linear components and
// alpha by 128 and its setter by 1/128. Not measured for colours. The factor is a power of two, so
// the blend is exact either way; it shows where the data meets an absolute threshold — a fluid
// spring's rest test (velocity and force below 0.06) runs longer on the scaled data.

extension Color.Resolved: Animatable {
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    public var animatableData: AnimatableData {
        get {
            let alpha = opacity * 128
            return AnimatablePair(linearRed * alpha, AnimatablePair(linearGreen * alpha, AnimatablePair(linearBlue * alpha, alpha)))
        }
        set {
            let alpha = newValue.second.second.second
            opacity = alpha / 128
            guard alpha != 0, alpha.isFinite else {
                (red, green, blue) = (0, 0, 0)
                return
            }
            linearRed = newValue.first / alpha
            linearGreen = newValue.second.first / alpha
            linearBlue = newValue.second.second.first / alpha
        }
    }
}

/// A `Color` animates through its resolved value in the default (light) environment; setting the data
/// makes it a constant colour. (SwiftUI animates colours once they are resolved in the view's
/// environment; the difference shows only for `.primary`/`.secondary` in dark mode.)
extension Color: Animatable {
    public var animatableData: Color.Resolved.AnimatableData {
        get { resolve(in: EnvironmentValues()).animatableData }
        set {
            var resolved = resolve(in: EnvironmentValues())
            resolved.animatableData = newValue
            self = Color(resolved)
        }
    }
}
