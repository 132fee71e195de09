/// The search for the first instant at which something starts to hold: a phase entered, an
/// animation come to rest. Shared by the phase player's `nextEntry(upTo:includingImmediate:)` and
/// the spec tools' phase schedule.
package enum InstantSearch {
    /// The first double after `start`, and at most `limit`, at which `holds` is true, given that it
    /// is false before that instant and true from it on; `nil` when it is not true by `limit`.
    ///
    /// Brackets with spans that double from 1/64 s (or the whole span, when that is shorter), so a
    /// costly `holds` (a fluid spring stepped from its start) is not asked about an hour ahead to
    /// find an instant 0.2 s away, then bisects down to adjacent doubles, so an exact instant (a
    /// spring's response, a timing curve's end) is found at that instant. A span reaches adjacent
    /// doubles in at most 1,075 halvings (near 0, through the subnormals); the cap guards NaN.
    package static func first(after start: Double, upTo limit: Double, _ holds: (Double) -> Bool) -> Double? {
        guard limit > start else { return nil }
        var before = start
        var span = min(1.0 / 64, limit - start)
        var after = min(start + span, limit)
        while !holds(after) {
            guard after < limit else { return nil }
            before = after
            span *= 2
            after = min(start + span, limit)
        }
        for _ in 0..<1_100 {
            let middle = before + (after - before) / 2
            guard middle > before, middle < after else { break }
            if holds(middle) { after = middle } else { before = middle }
        }
        return after
    }
}
