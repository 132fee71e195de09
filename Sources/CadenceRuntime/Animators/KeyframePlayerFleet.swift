import Cadence

/// Many animators that play one shared `KeyframeTimeline`, stepped together: a list of like buttons,
/// a grid of pulsing badges. Each animator keeps only a start time and its value; `update(at:)` walks
/// them in one tight loop and writes each value in place.
///
/// ```swift
/// let tap = KeyframeTimeline(initialValue: LikeValues()) { likeKeyframes() }
/// var buttons = KeyframePlayerFleet(timeline: tap, count: 10_000)
/// buttons.play(42, at: clock.now)          // button 42 was tapped
/// clock.advance(frames: 1, fps: 120)
/// buttons.update(at: clock.now)            // every running button, one frame on
/// buttons[42].scale                        // on its way to 1.3
/// ```
///
/// Each animator gives what a `KeyframePlayer` with a trigger gives for its first run, when its
/// keyframes closure builds this timeline: the timeline's initial value at rest before any run, the
/// value `elapsed` seconds into the run while it plays, the timeline's end value once it has ended
/// (at the exact end, and within 1 ns of it, as the player counts it).
///
/// The difference, and the reason it is a separate type: every run plays the same timeline from the
/// same start value. A `KeyframePlayer` builds a new timeline per run, starting from wherever the
/// last one left its value and carrying its velocity. So a fleet matches individual players run for
/// run only for timelines that end where they start (or where each run starts from a `MoveKeyframe`);
/// `play(_:at:)` mid-run restarts the shared timeline from its beginning, with no velocity carried
/// over (a jump unless the timeline is at its start value there). Times before an animator's start
/// give the timeline's initial value; a NaN or infinite start time is ignored.
///
/// Cost: per animator, `MemoryLayout<Value>.stride + 8` bytes; a frame samples the timeline once per
/// running animator and allocates nothing. The timeline is shared, not copied.
public struct KeyframePlayerFleet<Value> {
    /// The timeline every animator plays.
    public let timeline: KeyframeTimeline<Value>
    /// Each animator's presented value at the latest update.
    public var values: [Value] { presented }
    @usableFromInline var presented: [Value]
    /// Each animator's run start in seconds; NaN at rest.
    @usableFromInline var starts: [Double]
    /// Where a finished run rests: the timeline's end value.
    @usableFromInline let endValue: Value
    /// How close to the end (in seconds) a run counts as ended, as for `KeyframePlayer`.
    @usableFromInline static var endTolerance: Double { 1e-9 }

    /// `count` animators at rest, each showing the timeline's initial value.
    /// - Precondition: `count` ≥ 0.
    public init(timeline: KeyframeTimeline<Value>, count: Int) {
        precondition(count >= 0, "a fleet needs a count ≥ 0, got \(count)")
        self.timeline = timeline
        presented = Array(repeating: timeline.value(time: 0), count: count)
        starts = Array(repeating: .nan, count: count)
        endValue = timeline.value(time: .infinity)
    }

    /// The number of animators.
    public var count: Int { presented.count }

    /// Animator `index`'s presented value.
    public subscript(index: Int) -> Value { presented[index] }

    /// Whether animator `index` is playing a run.
    public func isRunning(_ index: Int) -> Bool { !starts[index].isNaN }

    /// Adds an animator at rest and returns its index.
    @discardableResult
    public mutating func append() -> Int {
        presented.append(timeline.value(time: 0))
        starts.append(.nan)
        return presented.count - 1
    }

    /// Starts animator `index`'s run at `time` seconds (a trigger change), from the beginning of the
    /// timeline, whether or not it was running; samples it there. Ignored for a non-finite `time`.
    public mutating func play(_ index: Int, at time: Double) {
        guard time.isFinite else { return }
        starts[index] = time
        presented[index] = timeline.value(time: 0)
        step(index, at: time)
    }

    /// Steps animator `index` alone to `time` seconds.
    public mutating func update(_ index: Int, at time: Double) {
        step(index, at: time)
    }

    /// Steps every running animator to `time` seconds: each samples the shared timeline at its own
    /// elapsed time, and those that reach the end rest at the end value. A NaN `time` is ignored.
    @inlinable
    public mutating func update(at time: Double) {
        guard !time.isNaN else { return }
        let limit = timeline.duration - Self.endTolerance
        let timeline = self.timeline
        let endValue = self.endValue
        presented.withUnsafeMutableBufferPointer { values in
            starts.withUnsafeMutableBufferPointer { starts in
                for index in 0..<min(values.count, starts.count) {
                    let elapsed = time - starts[index]
                    if elapsed < limit {
                        values[index] = timeline.value(time: elapsed)
                    } else if !starts[index].isNaN {
                        // Ended (or a +∞ time): at the end value, at rest.
                        values[index] = endValue
                        starts[index] = .nan
                    }
                }
            }
        }
    }

    private mutating func step(_ index: Int, at time: Double) {
        guard !time.isNaN, !starts[index].isNaN else { return }
        let elapsed = time - starts[index]
        if elapsed < timeline.duration - Self.endTolerance {
            presented[index] = timeline.value(time: elapsed)
        } else {
            presented[index] = endValue
            starts[index] = .nan
        }
    }
}

extension KeyframePlayerFleet: Sendable where Value: Sendable {}
