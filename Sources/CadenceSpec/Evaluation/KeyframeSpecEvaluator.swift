import Cadence
import CadenceRuntime

/// The values a spec's keyframe animator shows at any time, computed by the runtime's
/// `KeyframePlayer`: the engine CadenceUI's `KeyframeAnimator` drives, made here as the view layer's
/// driver makes it (the spec's keyframes, its Reduce Motion policy, one trigger at time 0 or a loop
/// from time 0). Every rule of the animation — each loop starting where, and with the velocity, the
/// last one ended; what Reduce Motion shows; where a run ends — is the player's, so `sample`, `render`
/// and `export` agree by construction.
///
/// What is added here is only a way to ask for any time, in any order:
/// - The player runs forward from a cursor. An earlier time than the last one asked starts again from
///   a fresh player (a sweep backwards costs a replay each time; forward sweeps cost one update each).
/// - A loop is stepped pass by pass, at the passes' exact starts (n × duration, as the player's own
///   grid). Once a pass starts exactly as the one before it (the value, and the velocity the timeline
///   starts with), every later pass repeats it, so a later time is sampled in that pass instead:
///   the usual case, once a loop has settled. Times before 0 show the initial value (nothing has
///   started); `∞` shows where a triggered run ends, and is rejected for a loop, as NaN is always.
package struct KeyframeSpecEvaluator: Sendable {
    package typealias Player = KeyframePlayer<SpecValues>

    package let spec: AnimationSpec
    /// How long one run (or one pass of a loop) lasts, in seconds; 0 when nothing moves (Reduce
    /// Motion's skip or hold, an empty timeline).
    package let duration: Double
    private let isRepeating: Bool
    /// The player right after time 0: the trigger played, or the loop's first pass started.
    private let start: Player
    /// The player at the latest time asked, and that time.
    private var cursor: Player
    private var cursorTime = 0.0
    /// A loop: the index of the pass `cursor` is in, and the state each pass started with.
    private var pass = 0
    private var passStart: (value: SpecValues, velocity: SpecValues)?
    /// The player at the start of the first pass that repeats the one before it, and that pass's index.
    private var periodic: (player: Player, pass: Int)?

    /// The largest number of distinct passes a loop is stepped through.
    package static let maximumLoops = 100_000

    /// The evaluator of `spec`'s `tracks` (the spec's own, by default), with Reduce Motion on or off.
    package init(spec: AnimationSpec, tracks: [SpecTrack], reduceMotion: Bool) {
        self.spec = spec
        let properties = spec.properties
        let keyframes: @Sendable (SpecValues) -> SpecKeyframes = { _ in SpecKeyframes(tracks, properties: properties) }
        var player: Player
        isRepeating = spec.mode == .repeating
        if isRepeating {
            player = Player(initialValue: spec.initialValues, repeating: true, reduceMotion: spec.keyframeReduceMotion, keyframes: keyframes)
            player.setReduceMotion(reduceMotion, at: 0)
            player.update(at: 0)
        } else {
            player = Player(initialValue: spec.initialValues, trigger: 0, reduceMotion: spec.keyframeReduceMotion, keyframes: keyframes)
            player.setReduceMotion(reduceMotion, at: 0)
            player.play(at: 0)
            player.update(at: 0)
        }
        start = player
        cursor = player
        duration = player.isIdle ? 0 : player.duration
        passStart = isRepeating ? Self.state(of: player, spec: spec) : nil
    }

    /// Every property's components at `time` seconds.
    /// - Throws: for a NaN time, for `∞` in a loop, and for a loop asked for more than
    ///   `maximumLoops` distinct passes.
    package mutating func values(at time: Double) throws(SpecError) -> [[Double]] {
        try value(at: time).map { value in spec.properties.map(value.components(of:)) } ?? spec.properties.map(\.initial)
    }

    /// The value at `time`; `nil` before 0.
    private mutating func value(at time: Double) throws(SpecError) -> SpecValues? {
        guard !time.isNaN else { throw error("expected a time in seconds, got NaN") }
        guard time >= 0 else { return nil }
        if time < cursorTime { rewind() }
        guard isRepeating, duration > 0 else {
            if time == .infinity {
                // A triggered run ends after `duration`; what it shows from then on.
                advance(to: duration)
                return cursor.value
            }
            advance(to: time)
            return cursor.value
        }
        guard time.isFinite else { throw error("expected a finite time for a repeating animator, got \(formatNumber(time)) s") }
        let target = (time / duration).rounded(.down)
        if let periodic, target >= Double(periodic.pass) {
            // Every pass from `periodic.pass` on is the same: sample that one at the same local time.
            var copy = periodic.player
            copy.update(at: Double(periodic.pass) * duration + (time - target * duration))
            return copy.value
        }
        while Double(pass) < target {
            guard pass < Self.maximumLoops else {
                throw error("expected at most \(Self.maximumLoops) different loops of \(formatNumber(duration)) s, got a time of \(formatNumber(time)) s")
            }
            pass += 1
            advance(to: Double(pass) * duration)
            let state = Self.state(of: cursor, spec: spec)
            if let passStart, passStart.value == state.value, passStart.velocity == state.velocity {
                periodic = (cursor, pass)
                return try value(at: time)
            }
            passStart = state
        }
        advance(to: time)
        return cursor.value
    }

    /// Updates the cursor to `time`, however many passes are due (the player catches up 1,000 at an
    /// update).
    private mutating func advance(to time: Double) {
        cursor.update(at: time)
        while cursor.isRunning, !cursor.isIdle, cursor.duration > 0, cursor.elapsed >= cursor.duration {
            cursor.update(at: time)
        }
        cursorTime = time
    }

    /// Back to the player right after time 0.
    private mutating func rewind() {
        cursor = start
        cursorTime = 0
        pass = 0
        passStart = isRepeating ? Self.state(of: start, spec: spec) : nil
    }

    /// The value and velocity a pass of `player` starts with (the velocity as a value of velocities).
    private static func state(of player: Player, spec: AnimationSpec) -> (value: SpecValues, velocity: SpecValues) {
        (player.value, player.velocity.applied(to: spec.zeroValues))
    }

    private func error(_ message: String) -> SpecError {
        SpecError(file: spec.file, at: nil, .root, message)
    }
}

extension AnimationSpec {
    /// Every property at zero: what a velocity applies to.
    package var zeroValues: SpecValues {
        SpecValues(properties: properties.map { property in
            var zero = property
            zero.initial = property.initial.map { _ in 0 }
            return zero
        })
    }
}
