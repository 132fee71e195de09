/// A list of colour stops: SwiftUI's `Gradient`, the colours of every gradient style.
///
/// ```swift
/// Gradient(colors: [.pink, .orange])                 // stops at 0 and 1
/// Gradient(stops: [.init(color: .blue, location: 0), .init(color: .teal, location: 0.8)])
/// ```
///
/// As a shape style on its own it draws top to bottom (as `LinearGradient` from `.top` to `.bottom`).
/// Stops are drawn in order of location (stops out of order are sorted, equal locations keep their
/// order and make a hard edge); locations outside 0…1 are kept, so the visible part is a slice.
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// One colour of a gradient at `location` (0 = start, 1 = end).
    public struct Stop: Hashable, Sendable {
        /// The stop's colour.
        public var color: Color
        /// Where the stop is: 0 the gradient's start, 1 its end (values outside are kept).
        public var location: CGFloat

        /// Makes a stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// Makes a gradient of `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spread evenly from 0 to 1 (one colour: a single stop at 0).
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }

    /// How a gradient interpolates between its stops: SwiftUI's `Gradient.ColorSpace`. Cadence
    /// interpolates the sRGB-encoded components for both (`.perceptual` is not modelled).
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Interpolates the device's (sRGB-encoded) components.
        public static let device = ColorSpace(name: "device")
        /// Interpolates in a perceptual space (drawn as `.device` by Cadence).
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// The gradient with its colours interpolated in `space`.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        AnyGradient(self)
    }

    /// The stops resolved in `environment`, sorted by location.
    func resolvedStops(in environment: EnvironmentValues) -> [DisplayList.GradientStop] {
        let resolved = stops.enumerated().map { index, stop in
            (index, DisplayList.GradientStop(color: stop.color.resolve(in: environment), location: stop.location.isNaN ? 0 : stop.location))
        }
        return resolved.sorted { $0.1.location != $1.1.location ? $0.1.location < $1.1.location : $0.0 < $1.0 }.map(\.1)
    }
}

extension Gradient: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linear(stops: resolvedStops(in: environment), start: .top, end: .bottom)
    }
}

/// A gradient with its type erased: SwiftUI's `AnyGradient`, what `Color.gradient` returns. As a
/// shape style it draws top to bottom; the gradient styles accept it in place of a `Gradient`.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient

    /// Wraps `gradient`.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    /// The gradient with its colours interpolated in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}

extension AnyGradient: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        gradient.resolvedPaint(in: environment)
    }
}

extension Color {
    /// A subtle vertical gradient of the colour: SwiftUI's `Color.gradient`, "from a lighter to a
    /// darker variant of the color". Apple does not publish the variants; Cadence goes from the
    /// colour mixed 12 % towards white at the top to the colour mixed 12 % towards black at the bottom
    /// (sRGB components, opacity kept).
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [Color(base: .mixed(self, white: 0.12)), Color(base: .mixed(self, white: -0.12))]))
    }
}
