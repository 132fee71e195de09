/// Frame delays for a constant frame rate, in GIF centiseconds and APNG fractions, without drift.
///
/// GIF can only store whole centiseconds, so 30 fps (3.33 cs a frame) cannot be one delay. Rounding
/// each frame's delay on its own would make every frame 3 cs and the animation 10 % fast; instead
/// frame *i* lasts round(100·(i+1)/fps) − round(100·i/fps), so every frame *starts* within half a
/// centisecond of its exact time and the total is exact to the centisecond:
///
/// ```swift
/// FrameTiming(framesPerSecond: 30, frameCount: 6).gifDelays   // [3, 4, 3, 3, 4, 3]
/// FrameTiming(framesPerSecond: 30, frameCount: 6).apngDelay   // 1/30
/// ```
///
/// Above 50 fps some GIF delays become 1 cs or 0 cs, and browsers show delays of 1 cs or less as
/// 10 cs: keep GIFs at 50 fps or below (2 cs a frame, `GIFEncoder`'s default). APNG has no such limit.
public struct FrameTiming: Sendable, Hashable {
    /// Frames per second, positive and finite.
    public let framesPerSecond: Double
    /// How many frames, ≥ 0.
    public let frameCount: Int

    /// A frame rate that is not positive and finite, or a negative count, is a programming error;
    /// spec files are validated with an error message before they get here.
    public init(framesPerSecond: Double, frameCount: Int) {
        precondition(framesPerSecond > 0 && framesPerSecond.isFinite, "frames per second must be positive and finite")
        precondition(frameCount >= 0, "frame count must not be negative")
        self.framesPerSecond = framesPerSecond
        self.frameCount = frameCount
    }

    /// When frame `index` starts, in seconds: index / fps.
    public func startTime(ofFrame index: Int) -> Double {
        Double(index) / framesPerSecond
    }

    /// Total duration in seconds: frameCount / fps.
    public var duration: Double { startTime(ofFrame: frameCount) }

    /// Per-frame GIF delays in centiseconds whose running sums are the rounded exact start times.
    public var gifDelays: [Int] {
        let cumulative = (0...frameCount).map { (100 * Double($0) / framesPerSecond).rounded() }
        return (0..<frameCount).map { Int(cumulative[$0 + 1] - cumulative[$0]) }
    }

    /// Per-frame WebP durations in milliseconds whose running sums are the rounded exact start
    /// times; a frame that would round to 0 ms (above 1000 fps) gets 1 ms, the shortest WebP stores.
    public var webpDurations: [Int] {
        let cumulative = (0...frameCount).map { (1000 * Double($0) / framesPerSecond).rounded() }
        return (0..<frameCount).map { max(1, Int(cumulative[$0 + 1] - cumulative[$0])) }
    }

    /// The delay of every frame as the closest fraction with numerator and denominator ≤ 65535
    /// (exact for integer rates and for NTSC rates like 30000/1001 fps). Rates below 1/65535 fps are
    /// clamped to 65535 s a frame; rates above 131070 fps round to a delay of 0.
    public var apngDelay: FrameDelay {
        Self.closestFraction(to: 1 / framesPerSecond, limit: 65535)
    }

    /// `apngDelay` repeated `frameCount` times.
    public var apngDelays: [FrameDelay] {
        Array(repeating: apngDelay, count: frameCount)
    }

    /// The fraction closest to `value` whose numerator and denominator are both at most `limit`.
    ///
    /// The convergents h/k of the continued fraction [a0; a1, a2, …] are best approximations; the
    /// closest bounded fraction is either the last convergent that fits or the largest
    /// "semiconvergent" (h₀ + j·h₁)/(k₀ + j·k₁) with j below the next term that still fits.
    static func closestFraction(to value: Double, limit: UInt64) -> FrameDelay {
        guard value < Double(limit) else { return FrameDelay(numerator: UInt16(limit), denominator: 1) }
        var (h0, h1): (UInt64, UInt64) = (0, 1)
        var (k0, k1): (UInt64, UInt64) = (1, 0)
        var remainder = value
        for _ in 0..<64 {
            let a = remainder.rounded(.down)
            // A term at or above the limit can never fit; `limit` then stands in as its bound.
            let term = a < Double(limit) ? UInt64(a) : limit
            let (h2, k2) = (term * h1 + h0, term * k1 + k0)
            guard a < Double(limit), h2 <= limit, k2 <= limit else {
                // The largest multiplier j up to the term that keeps both parts within the limit.
                let j = min(h1 == 0 ? term : (limit - h0) / h1, k1 == 0 ? term : (limit - k0) / k1, term)
                let (hs, ks) = (j * h1 + h0, j * k1 + k0)
                if ks > 0, k1 > 0, abs(Double(hs) / Double(ks) - value) < abs(Double(h1) / Double(k1) - value) {
                    (h1, k1) = (hs, ks)
                }
                break
            }
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            let fraction = remainder - a
            // Stop once the convergent matches value to double precision: the rest is rounding noise.
            if fraction < 1e-9 || abs(Double(h1) / Double(k1) - value) <= value * 1e-12 { break }
            remainder = 1 / fraction
        }
        return FrameDelay(numerator: UInt16(h1), denominator: UInt16(k1))
    }
}
