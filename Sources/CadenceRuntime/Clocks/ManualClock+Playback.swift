extension ManualClock {
    /// Plays `player` frame by frame at `fps` until it is idle or `frameLimit` frames have played,
    /// calling `frame` after each update. Never sleeps; a loop that never idles stops at the limit.
    ///
    /// ```swift
    /// let result = clock.playUntilIdle(&player, fps: 120, frameLimit: 1_000) { player in
    ///     samples.append(player.value)
    /// }
    /// ```
    ///
    /// Each frame advances the clock by one frame on its drift-free frame grid, then updates the
    /// player at the clock's time. A player that is idle at the start plays no frames. A negative
    /// limit counts as 0.
    @discardableResult
    public func playUntilIdle<Player: AnimationPlayer>(
        _ player: inout Player, fps: Double = 120, frameLimit: Int,
        frame: (Player) -> Void = { _ in }
    ) -> PlaybackResult {
        var frames = 0
        while !player.isIdle, frames < frameLimit {
            advance(frames: 1, fps: fps)
            player.update(at: now)
            frames += 1
            frame(player)
        }
        return PlaybackResult(frames: frames, reachedIdle: player.isIdle, time: now)
    }
}

extension ImmediateClock {
    /// Brings `player` to the state this clock shows — finite runs ended, loops and cycles holding
    /// their first state — in a single frame.
    ///
    /// ```swift
    /// ImmediateClock().playUntilIdle(&player).reachedIdle   // true
    /// ```
    @discardableResult
    public func playUntilIdle<Player: AnimationPlayer>(_ player: inout Player) -> PlaybackResult {
        player.finishImmediately(at: now)
        return PlaybackResult(frames: 1, reachedIdle: player.isIdle, time: now)
    }
}
