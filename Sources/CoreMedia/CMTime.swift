// Core Media's time type, as AVFoundation and AVKit code uses it, for platforms without it, so
// `import CoreMedia` compiles. AVFoundation re-exports it.
import Foundation

/// A count of time units: Core Media's `CMTimeValue`.
public typealias CMTimeValue = Int64
/// Units per second: Core Media's `CMTimeScale`.
public typealias CMTimeScale = Int32

/// A time as a rational number of seconds, `value / timescale`: Core Media's `CMTime`.
///
/// ```swift
/// player.seek(to: CMTime(seconds: 10, preferredTimescale: 600))
/// ```
///
/// A time is valid when its timescale is positive; `.invalid` (timescale 0) reads as NaN seconds,
/// `.indefinite` (an unknown duration) as NaN too, and `.positiveInfinity` as +∞.
public struct CMTime: Sendable, Hashable, Comparable {
    private enum Kind: Sendable, Hashable { case numeric, invalid, indefinite, positiveInfinity, negativeInfinity }

    /// The time in units of `timescale`.
    public var value: CMTimeValue
    /// Units per second (600 is the usual choice for video: it divides common frame rates).
    public var timescale: CMTimeScale
    private var kind: Kind

    /// The time `value / timescale` seconds; invalid for a timescale ≤ 0.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.value = value
        self.timescale = timescale
        self.kind = timescale > 0 ? .numeric : .invalid
    }

    /// `seconds` rounded to the nearest unit of `1 / preferredTimescale` seconds. NaN gives
    /// `.invalid`; ±∞ give the infinite times.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
        }
    }

    private init(kind: Kind) {
        self.value = 0
        self.timescale = 0
        self.kind = kind
    }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No time (an error or an unset time).
    public static let invalid = CMTime(kind: .invalid)
    /// An unknown time, such as the duration of a live stream or of an item not loaded yet.
    public static let indefinite = CMTime(kind: .indefinite)
    /// Later than every time.
    public static let positiveInfinity = CMTime(kind: .positiveInfinity)
    /// Earlier than every time.
    public static let negativeInfinity = CMTime(kind: .negativeInfinity)

    /// The time in seconds (NaN when invalid or indefinite, ±∞ for the infinite times).
    public var seconds: Double {
        switch kind {
        case .numeric: Double(value) / Double(timescale)
        case .invalid, .indefinite: .nan
        case .positiveInfinity: .infinity
        case .negativeInfinity: -.infinity
        }
    }

    /// Whether this is a time at all (not `.invalid`).
    public var isValid: Bool { kind != .invalid }
    /// Whether this is a finite, valid time.
    public var isNumeric: Bool { kind == .numeric }
    /// Whether this is `.indefinite`.
    public var isIndefinite: Bool { kind == .indefinite }

    /// Orders by seconds; invalid and indefinite times sort after every other time, as Core Media's
    /// `CMTimeCompare` does.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool {
        func rank(_ time: CMTime) -> Double {
            switch time.kind {
            case .numeric, .positiveInfinity, .negativeInfinity: time.seconds
            case .invalid, .indefinite: .greatestFiniteMagnitude
            }
        }
        return rank(lhs) < rank(rhs)
    }

    /// The sum, in the larger of the two timescales; invalid when either is, indefinite when
    /// either is indefinite.
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
        combine(lhs, rhs, +)
    }

    /// The difference, in the larger of the two timescales.
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
        combine(lhs, rhs, -)
    }

    private static func combine(_ lhs: CMTime, _ rhs: CMTime, _ operation: (Double, Double) -> Double) -> CMTime {
        guard lhs.isValid, rhs.isValid else { return .invalid }
        guard !lhs.isIndefinite, !rhs.isIndefinite else { return .indefinite }
        let result = operation(lhs.seconds, rhs.seconds)
        if result.isNaN { return .invalid }
        return CMTime(seconds: result, preferredTimescale: max(lhs.timescale, rhs.timescale, 1))
    }
}

/// `lhs + rhs`: Core Media's `CMTimeAdd`.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs + rhs }
/// `lhs - rhs`: Core Media's `CMTimeSubtract`.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs - rhs }
/// The time in seconds: Core Media's `CMTimeGetSeconds`.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
/// `value / timescale` seconds: Core Media's `CMTimeMake`.
public func CMTimeMake(value: CMTimeValue, timescale: CMTimeScale) -> CMTime { CMTime(value: value, timescale: timescale) }
/// `seconds` at `preferredTimescale`: Core Media's `CMTimeMakeWithSeconds`.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: CMTimeScale) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
