import CadenceUI

extension SnapshotStrategy where Subject == DisplayList, Value == String {
    /// A display list's text form: a header, then one line per item, numbers rounded to 6 decimals
    /// (the same on Linux and Apple platforms).
    public static var displayList: SnapshotStrategy {
        .text { $0.description }
    }
}

extension SnapshotStrategy where Subject == AccessibilityTree, Value == String {
    /// An accessibility tree's text form: one line per element (label, value, traits, frame),
    /// children indented.
    public static var accessibilityTree: SnapshotStrategy {
        .text { $0.description }
    }
}

extension SnapshotStrategy where Subject == Stage {
    /// `instant`'s values at each of `times` (seconds), made into one value by `join`: the general
    /// form of a snapshot over time, for any format (text sections, a film strip of images).
    ///
    /// The stage is advanced to each time in turn, running its scheduled events on the way. Times
    /// must be finite and increasing and not before the stage's time; otherwise capturing fails with
    /// the first bad time. An empty list fails too.
    public static func timeline(
        at times: [Double], _ instant: SnapshotStrategy,
        failureArtifacts: @escaping @MainActor @Sendable (Value) -> [SnapshotArtifact] = { _ in [] },
        joinedBy join: @escaping @MainActor @Sendable (_ values: [(time: Double, value: Value)]) throws -> Value
    ) -> SnapshotStrategy {
        SnapshotStrategy(
            format: instant.format,
            capture: { stage in
                try StageTimes.check(times, from: stage.time)
                return try join(try times.map { time in
                    stage.advance(to: time)
                    return (time, try instant.capture(stage))
                })
            },
            failureArtifacts: failureArtifacts
        )
    }
}

extension SnapshotStrategy where Subject == Stage, Value == String {
    /// What the stage shows now, as a display list's text.
    public static var displayList: SnapshotStrategy {
        SnapshotStrategy<DisplayList, String>.displayList.capturing { $0.displayList() }
    }

    /// What a screen reader finds on the stage now, as an accessibility tree's text.
    public static var accessibilityTree: SnapshotStrategy {
        SnapshotStrategy<AccessibilityTree, String>.accessibilityTree.capturing { $0.accessibilityTree() }
    }

    /// The stage's `issues` (failed scripted taps, times that could not be used), one per
    /// line, or `no issues`.
    public static var issues: SnapshotStrategy {
        .text { stage in stage.issues.isEmpty ? "no issues" : stage.issues.map(\.message).joined(separator: "\n") }
    }

    /// `instant`'s text at each of `times` (seconds), each section headed `== t=0.25`: the stage is
    /// advanced to each time in turn, running its scheduled events on the way.
    ///
    /// Times must be finite and increasing and not before the stage's time (time never goes back);
    /// otherwise capturing fails with the first bad time. An empty list fails too.
    public static func timeline(at times: [Double], _ instant: SnapshotStrategy) -> SnapshotStrategy {
        timeline(at: times, instant) { sections in
            sections.map { "== t=\(DisplayNumber($0.time))\n" + $0.value.trimmingTrailingNewlines }.joined(separator: "\n\n")
        }
    }

    /// `instant`'s text at frames `frames` of a `fps` frames-per-second recording (frame `i` at
    /// `i / fps` seconds, computed from the index so long runs do not drift).
    public static func timeline(frames: [Int], fps: Double, _ instant: SnapshotStrategy) -> SnapshotStrategy {
        timeline(at: frames.map { Double($0) / fps }, instant)
    }
}

/// Checks of the times a snapshot over time visits.
enum StageTimes {
    static func check(_ times: [Double], from start: Double) throws {
        guard !times.isEmpty else { throw SnapshotError("no times to snapshot: give at least one") }
        var previous = start
        for (index, time) in times.enumerated() {
            guard time.isFinite else { throw SnapshotError("time \(index + 1) is \(time): times must be finite") }
            guard time >= previous else {
                throw SnapshotError("time \(index + 1) (t=\(DisplayNumber(time))) is before t=\(DisplayNumber(previous)): times must increase from the stage's time")
            }
            previous = time
        }
    }
}
