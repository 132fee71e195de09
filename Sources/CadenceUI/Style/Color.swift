/// A colour that resolves in an environment: SwiftUI's `Color`. It is a view (it fills the space it is
/// offered) and a shape style (`.foregroundStyle(.pink)`).
///
/// ```swift
/// Color.pink                                   // Apple's light-mode system pink (1, 0.176, 0.333)
/// Color(red: 0.2, green: 0.4, blue: 0.9)       // sRGB components, 0…1 (extended range allowed)
/// Color(white: 0.5, opacity: 0.8)
/// Color.blue.opacity(0.5)                      // multiplies the opacity
/// ```
///
/// The named colours resolve to the sRGB values in `Color+System.swift` (Apple's light-mode system
/// colours); `.primary` and `.secondary` also follow `colorScheme`. Components outside 0…1 are kept
/// (extended sRGB), NaN is passed through to the display list.
public struct Color: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case resolved(Resolved)
        case system(SystemColor)
        /// `color` mixed towards white (`white` > 0) or black (< 0) by |white| (0…1), opacity kept.
        indirect case mixed(Color, white: Double)
        /// `color` blended with `other` by `fraction` (0…1) in `space` (`Color.mix(with:by:in:)`).
        indirect case blended(Color, Color, fraction: Double, space: Gradient.ColorSpace)
        /// `light` in the light colour scheme, `dark` in the dark one (a dynamic `UIColor`).
        indirect case schemed(light: Color, dark: Color)
    }

    let base: Base
    /// Multiplies the base colour's opacity (`Color.opacity(_:)` applied any number of times).
    let opacityFactor: Double

    init(base: Base, opacityFactor: Double = 1) {
        self.base = base
        self.opacityFactor = opacityFactor
    }

    /// A constant colour.
    public init(_ resolved: Resolved) {
        self.init(base: .resolved(resolved))
    }

    /// A colour from red, green and blue components in `colorSpace`, each nominally 0…1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(Resolved(colorSpace: colorSpace, red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity)))
    }

    /// A grey: `white` 0 is black, 1 is white.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB), each 0…1; the hue wraps around.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity` (SwiftUI's `Color.opacity(_:)`).
    public func opacity(_ opacity: Double) -> Color {
        Color(base: base, opacityFactor: opacityFactor * opacity)
    }

    /// The concrete sRGB value of this colour in `environment`.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        var resolved: Resolved
        switch base {
        case .resolved(let value): resolved = value
        case .system(let name): resolved = name.resolved(in: environment.colorScheme)
        case .mixed(let color, let white):
            resolved = color.resolve(in: environment)
            let amount = Float(min(max(abs(white), 0), 1)), target: Float = white > 0 ? 1 : 0
            resolved.red += (target - resolved.red) * amount
            resolved.green += (target - resolved.green) * amount
            resolved.blue += (target - resolved.blue) * amount
        case .blended(let color, let other, let fraction, let space):
            resolved = color.resolve(in: environment).mixed(with: other.resolve(in: environment), by: fraction, in: space)
        case .schemed(let light, let dark):
            resolved = (environment.colorScheme == .dark ? dark : light).resolve(in: environment)
        }
        if opacityFactor != 1 {
            resolved.opacity = Float(Double(resolved.opacity) * opacityFactor)
        }
        return resolved
    }

    private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        guard saturation > 0 else { return (brightness, brightness, brightness) }
        var h = (hue - hue.rounded(.down)) * 6
        if h.isNaN { h = 0 }
        let sector = Int(h.rounded(.down)) % 6
        let fraction = h - h.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}

extension Color: CustomStringConvertible {
    public var description: String {
        let name: String
        switch base {
        case .resolved(let value): name = value.description
        case .system(let system): name = "\(system)"
        case .mixed(let color, let white): name = "\(color) mixed \(white)"
        case .blended(let color, let other, let fraction, let space): name = "\(color) mixed with \(other) by \(fraction) (\(space.name))"
        case .schemed(let light, let dark): name = "\(light) in light mode, \(dark) in dark mode"
        }
        return opacityFactor == 1 ? name : "\(opacityFactor) \(name)"
    }
}
