extension PhasePlayer {
    /// The first instant after the latest update, and at most `limit` seconds, at which the player
    /// enters a phase (another one, or the same one again); `nil` when it does not by
    /// `limit`, when it is idle, before any update, or for an infinite `limit` (the player takes no
    /// update at `∞`).
    ///
    /// Found on copies of the player, exactly (`InstantSearch`): an entry at an exact instant (a
    /// spring's response, a timing curve's end) is found at that instant. The one search both the view layer's
    /// phase animator (to evaluate a phase entered between two frames at its instant) and the spec
    /// tools' phase schedule (to list the phase changes) use, so they time phases alike.
    ///
    /// `kinds` says what else counts (the schedule counts both; the view layer, which only needs
    /// the instants where what is shown changes, neither):
    /// - `.immediate`: a phase entered without animation is left at whichever update comes next, so
    ///   it has no instant of its own. Counted, the answer is the next double after the latest
    ///   update (the schedule lists such phases as steps of 0 s); not counted, `nil` (the view layer
    ///   leaves such a phase to the next frame, where it is shown for one frame).
    /// - `.runEnd`: a trigger's run ending without entering another phase.
    ///
    /// Elapsed times are compared with a 1 ns margin, because a time minus the entry time is rounded.
    package func nextEntry(upTo limit: Double, counting kinds: PhaseEntryKinds = .all) -> Double? {
        let includingImmediate = kinds.contains(.immediate)
        guard let start = clock.latestHost, !isIdle, limit > start, limit < .infinity else { return nil }
        let elapsed = elapsedInPhase
        let current = phase
        func probe(_ instant: Double) -> Self {
            var probe = self
            probe.update(at: instant)
            return probe
        }
        func entered(by instant: Double) -> Bool {
            let probe = probe(instant)
            return (kinds.contains(.runEnd) && !probe.isRunning) || probe.phase != current || probe.elapsedInPhase < elapsed + (instant - start) - 1e-9
        }
        // The usual case of a frame's span (at most 1/64 s) with no entry in it: one probe. Entries
        // are monotone (once entered, the time in the phase restarts below the time since `start`).
        if limit - start <= 1.0 / 64, !entered(by: limit) { return nil }
        // A phase entered without animation: left at the next update, whenever that comes.
        if includingImmediate, entered(by: start.nextUp) { return start.nextUp }
        guard let entry = InstantSearch.first(after: start, upTo: limit, entered) else { return nil }
        // Not counting `.immediate`, such a phase is told from an entry a few doubles later (a
        // phase ending then) by what an update at `limit` finds: the phase just entered. Found
        // within a microsecond because of the 1 ns margin (a repeated phase entered again at once).
        if !includingImmediate, entry - start < 1e-6, probe(limit).elapsedInPhase == 0 { return nil }
        return entry
    }
}

/// What `PhasePlayer.nextEntry(upTo:counting:)` counts besides entering a phase after time in the
/// one before.
package struct PhaseEntryKinds: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// A phase entered without animation, left at whichever update comes next.
    package static let immediate = PhaseEntryKinds(rawValue: 1)
    /// A trigger's run ending.
    package static let runEnd = PhaseEntryKinds(rawValue: 2)
    /// Both.
    package static let all: PhaseEntryKinds = [.immediate, .runEnd]
}
