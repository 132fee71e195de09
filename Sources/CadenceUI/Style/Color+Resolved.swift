extension Color {
    /// A concrete colour: red, green, blue in extended sRGB (gamma-encoded; 0…1 is the sRGB gamut,
    /// values outside it are kept) and an opacity. SwiftUI's `Color.Resolved`.
    ///
    /// ```swift
    /// let pink = Color.Resolved(red: 1, green: 0.176, blue: 0.333)
    /// pink.linearGreen   // ≈ 0.0262, the same colour in linear-light sRGB
    /// ```
    ///
    /// This is what display-list items carry, with their accumulated opacity folded into `opacity`.
    public struct Resolved: Hashable, Sendable {
        /// The red component, 0…1 in sRGB (gamma-encoded); not premultiplied.
        public var red: Float
        /// The green component, 0…1 in sRGB (gamma-encoded); not premultiplied.
        public var green: Float
        /// The blue component, 0…1 in sRGB (gamma-encoded); not premultiplied.
        public var blue: Float
        /// The opacity, 0 (transparent) … 1 (opaque).
        public var opacity: Float

        /// A colour from components in `colorSpace` (`.sRGB` gamma-encoded, `.sRGBLinear` linear light,
        /// `.displayP3` gamma-encoded Display P3, converted to extended sRGB).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            switch colorSpace {
            case .sRGB:
                (self.red, self.green, self.blue) = (red, green, blue)
            case .sRGBLinear:
                (self.red, self.green, self.blue) = (Self.encode(red), Self.encode(green), Self.encode(blue))
            case .displayP3:
                let (r, g, b) = (Double(Self.decode(red)), Double(Self.decode(green)), Double(Self.decode(blue)))
                // Linear Display P3 → linear sRGB (both D65), from the two spaces' primaries.
                self.red = Self.encode(Float(1.2249401 * r - 0.2249404 * g))
                self.green = Self.encode(Float(-0.0420569 * r + 1.0420571 * g))
                self.blue = Self.encode(Float(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
            }
            self.opacity = opacity
        }

        /// The red component in linear-light sRGB.
        public var linearRed: Float {
            get { Self.decode(red) }
            set { red = Self.encode(newValue) }
        }

        /// The green component in linear-light sRGB.
        public var linearGreen: Float {
            get { Self.decode(green) }
            set { green = Self.encode(newValue) }
        }

        /// The blue component in linear-light sRGB.
        public var linearBlue: Float {
            get { Self.decode(blue) }
            set { blue = Self.encode(newValue) }
        }

        /// sRGB transfer function, gamma-encoded → linear; odd-symmetric for extended (negative) values.
        static func decode(_ encoded: Float) -> Float {
            let magnitude = Double(abs(encoded))
            let linear = magnitude <= 0.04045 ? magnitude / 12.92 : CMath.pow((magnitude + 0.055) / 1.055, 2.4)
            return encoded < 0 ? -Float(linear) : Float(linear)
        }

        /// sRGB transfer function, linear → gamma-encoded; odd-symmetric for extended (negative) values.
        static func encode(_ linear: Float) -> Float {
            let magnitude = Double(abs(linear))
            let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * CMath.pow(magnitude, 1 / 2.4) - 0.055
            return linear < 0 ? -Float(encoded) : Float(encoded)
        }
    }

    /// The colour space of the components given to a colour initializer: SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded extended sRGB (the default).
        case sRGB
        /// Linear-light extended sRGB.
        case sRGBLinear
        /// Gamma-encoded Display P3.
        case displayP3
    }
}

extension Color.Resolved: CustomStringConvertible {
    public var description: String {
        "rgba(\(DisplayNumber(red)), \(DisplayNumber(green)), \(DisplayNumber(blue)), \(DisplayNumber(opacity)))"
    }
}
