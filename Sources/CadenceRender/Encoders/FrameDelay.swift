/// A frame's display time as a fraction of a second, the way APNG stores it (`delay_num / delay_den`).
///
/// ```swift
/// FrameDelay(numerator: 1001, denominator: 30000).seconds   // 0.0333667 (NTSC's 30000/1001 fps)
/// ```
///
/// A denominator of 0 means 1/100 s units, as the APNG specification says.
public struct FrameDelay: Sendable, Hashable {
    /// The delay's numerator (APNG's `delay_num`).
    public var numerator: UInt16
    /// The delay's denominator (APNG's `delay_den`); 0 means 100.
    public var denominator: UInt16

    /// Makes a delay of `numerator / denominator` seconds (a denominator of 0 counts as 100).
    public init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// A delay of whole centiseconds (the unit GIF uses).
    public static func centiseconds(_ value: UInt16) -> FrameDelay {
        FrameDelay(numerator: value, denominator: 100)
    }

    /// The delay in seconds (numerator / denominator, or numerator / 100 when the denominator is 0).
    public var seconds: Double {
        Double(numerator) / Double(denominator == 0 ? 100 : denominator)
    }
}
