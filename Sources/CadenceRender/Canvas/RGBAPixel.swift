/// One straight (un-premultiplied) RGBA pixel, 8 bits per channel.
///
/// Straight alpha is what PNG and GIF store; Cairo keeps premultiplied pixels, and the two conversions
/// below are the only places the premultiplication is undone or redone.
///
/// ```swift
/// let p = RGBAPixel(red: 255, green: 0, blue: 0, alpha: 128)
/// p.premultipliedARGB32      // 0x8080_0000
/// ```
@frozen
public struct RGBAPixel: Sendable, Hashable {
    /// Red, 0…255, not premultiplied.
    public var red: UInt8
    /// Green, 0…255, not premultiplied.
    public var green: UInt8
    /// Blue, 0…255, not premultiplied.
    public var blue: UInt8
    /// Opacity, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Makes a pixel from straight components; opaque by default.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// All channels zero: the only transparent pixel there is once alpha is 0.
    public static let clear = RGBAPixel(red: 0, green: 0, blue: 0, alpha: 0)

    /// Un-premultiplies one pixel of Cairo's `CAIRO_FORMAT_ARGB32` (a native-endian `UInt32`
    /// `0xAARRGGBB` whose colour channels are already multiplied by alpha).
    ///
    /// Each channel becomes round(c × 255 / a), clamped to 255 (a channel above its alpha is invalid
    /// premultiplied data, and clamping is kinder than wrapping). Alpha 0 gives `.clear`, whatever the
    /// colour bits say.
    @inlinable
    public init(premultipliedARGB32 value: UInt32) {
        let a = UInt32(truncatingIfNeeded: value >> 24)
        let r = (value >> 16) & 0xFF, g = (value >> 8) & 0xFF, b = value & 0xFF
        switch a {
        case 0:
            self = .clear
        case 255:
            self.init(red: UInt8(r), green: UInt8(g), blue: UInt8(b), alpha: 255)
        default:
            // Adding a/2 before the division rounds to nearest instead of truncating.
            @inline(__always) func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
            self.init(red: straight(r), green: straight(g), blue: straight(b), alpha: UInt8(a))
        }
    }

    /// The pixel premultiplied into Cairo's native-endian ARGB32 word: each channel is round(c × a / 255).
    ///
    /// Un-premultiplying the result gives back a pixel that premultiplies to the same word, so
    /// premultiplied → straight → premultiplied is exact; straight → premultiplied → straight loses
    /// precision when alpha is small, as any 8-bit premultiplied format must.
    @inlinable
    public var premultipliedARGB32: UInt32 {
        let a = UInt32(alpha)
        // t + (t >> 8) >> 8 with t = c·a + 128 is the exact rounding of c·a/255 for 8-bit c and a.
        @inline(__always) func times(_ c: UInt8) -> UInt32 {
            let t = UInt32(c) * a + 128
            return (t + (t >> 8)) >> 8
        }
        return a << 24 | times(red) << 16 | times(green) << 8 | times(blue)
    }
}
