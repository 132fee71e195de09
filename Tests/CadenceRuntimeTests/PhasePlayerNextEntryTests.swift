import Cadence
@testable import CadenceRuntime
import Testing

/// `PhasePlayer.nextEntry(upTo:)`: the one search that times phase changes for the view layer's phase
/// animator and the spec tools' schedule.
@Suite struct PhasePlayerNextEntryTests {
    static func cycle(_ animation: Animation?) -> PhasePlayer<Int, Double> {
        try! PhasePlayer([0, 1], value: { Double($0) }, animation: { _ in animation })
    }

    /// A timing curve's phase ends at the end of the curve, found to the last double: the first one at
    /// which the player has moved on.
    @Test func aTimingCurveEndsAtItsDuration() {
        var player = Self.cycle(.linear(duration: 0.25))
        player.update(at: 0)
        #expect(player.phase == 1)
        guard let entry = player.nextEntry(upTo: 10) else { Issue.record("no entry"); return }
        #expect(abs(entry - 0.25) <= 1e-15, "\(entry)")
        // The first double at which the player has moved on, and not one before it.
        var after = player
        after.update(at: entry)
        #expect(after.phase == 0)
        var before = player
        before.update(at: entry.nextDown)
        #expect(before.phase == 1)
    }

    /// A change without animation is left at the next double, and `nextEntry` says so.
    @Test func aChangeWithoutAnimationTakesOneUlp() {
        var player = Self.cycle(nil)
        player.update(at: 2)
        #expect(player.nextEntry(upTo: 3) == 2.0.nextUp)
    }

    /// A limit before the entry, an infinite limit, and an idle player give `nil`.
    @Test func noEntryWithinTheLimit() {
        var player = Self.cycle(.linear(duration: 0.25))
        player.update(at: 0)
        #expect(player.nextEntry(upTo: 0.2) == nil)
        #expect(player.nextEntry(upTo: .infinity) == nil)
        var idle = try! PhasePlayer([0, 1], trigger: 0, value: { Double($0) }, animation: { _ in .linear(duration: 0.25) })
        idle.update(at: 0)
        #expect(idle.nextEntry(upTo: 10) == nil)
        #expect(Self.cycle(.default).nextEntry(upTo: 10) == nil, "no update yet")
    }

    /// A spring's phase ends at its logical completion (its response, for a SwiftUI spring).
    @Test func aSpringEndsAtItsLogicalCompletion() {
        var player = Self.cycle(.spring(response: 0.4, dampingFraction: 0.8))
        player.update(at: 1)
        let entry = player.nextEntry(upTo: 5)
        #expect(entry.map { abs($0 - 1.4) <= 1e-12 } == true, "\(String(describing: entry))")
    }
}
