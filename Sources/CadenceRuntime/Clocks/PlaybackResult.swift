/// How a `playUntilIdle` call ended. Cadence addition.
///
/// ```swift
/// let result = clock.playUntilIdle(&player, fps: 120, frameLimit: 600)
/// result.frames        // 360 for a 3-second animation
/// result.reachedIdle   // false when the limit stopped it (a loop never idles)
/// ```
public struct PlaybackResult: Sendable, Hashable {
    /// How many frames were played (updates after the starting time).
    public var frames: Int
    /// Whether the player was idle at the end; false when the frame limit stopped playback.
    public var reachedIdle: Bool
    /// The clock's time at the end, in seconds.
    public var time: Double

    /// Makes a result from its three parts, as `playUntilIdle` does.
    public init(frames: Int, reachedIdle: Bool, time: Double) {
        self.frames = frames
        self.reachedIdle = reachedIdle
        self.time = time
    }
}
