extension PhasePlayer {
    /// The first instant after the latest update, and at most `limit` seconds, at which the player
    /// enters a phase (another one, or the same one again) or ends its run; `nil` when it does not by
    /// `limit`, when it is idle, before any update, or for an infinite `limit` (the player takes no
    /// update at `∞`).
    ///
    /// Found on copies of the player, exactly: spans double from 1/64 s (or the whole span, when that
    /// is shorter) until one brackets the entry, then halve down to adjacent doubles, so an entry at
    /// an exact instant (a spring's response, a timing curve's end) is found at that instant, and a
    /// phase that takes no time is left at the next double. The one search both the view layer's
    /// phase animator (to evaluate a phase entered between two frames at its instant) and the spec
    /// tools' phase schedule (to list the phase changes) use, so they time phases alike.
    ///
    /// Elapsed times are compared with a 1 ns margin, because a time minus the entry time is rounded.
    package func nextEntry(upTo limit: Double) -> Double? {
        guard let start = clock.latestHost, !isIdle, limit > start, limit < .infinity else { return nil }
        let elapsed = elapsedInPhase
        let current = phase
        func entered(by instant: Double) -> Bool {
            var probe = self
            probe.update(at: instant)
            return !probe.isRunning || probe.phase != current || probe.elapsedInPhase < elapsed + (instant - start) - 1e-9
        }
        // The usual case of a phase entered without animation: left at the next update.
        if entered(by: start.nextUp) { return start.nextUp }
        var before = start
        var span = min(1.0 / 64, limit - start)
        var after = min(start + span, limit)
        while !entered(by: after) {
            guard after < limit else { return nil }
            before = after
            span *= 2
            after = min(start + span, limit)
        }
        // A span reaches adjacent doubles in at most 1,075 halvings (near 0, through the subnormals);
        // the cap guards NaN.
        for _ in 0..<1_100 {
            let middle = before + (after - before) / 2
            guard middle > before, middle < after else { break }
            if entered(by: middle) { after = middle } else { before = middle }
        }
        return after
    }
}
