/// The caps a spec file must stay within. They keep a hostile or broken file from exhausting memory,
/// the stack or the user's patience, and each is stated in the message that enforces it.
package enum SpecLimits {
    /// Bytes in one spec file (or on standard input): 1 MiB. The example specs are about 2 KiB.
    package static let fileBytes = 1 << 20
    /// Nesting of arrays and objects: 32 levels (a spec needs about 8).
    package static let depth = 32
    /// Elements in one array or members in one object.
    package static let containerCount = 10_000
    /// Characters in one string.
    package static let stringLength = 10_000
    /// Characters in one number literal.
    package static let numberLength = 64
    /// Named properties in the initial value.
    package static let properties = 256
    /// Tracks in one timeline (the linter advises against more than 8 long before this).
    package static let tracks = 256
    /// Keyframes in one track.
    package static let keyframes = 1_000
    /// Phases of a phase animator.
    package static let phases = 100
    /// Scripted events in a scene.
    package static let events = 10_000
    /// Modifiers on one scene element, and nested overlays.
    package static let modifiers = 64
    /// The longest duration a keyframe or animation may declare, in seconds (one hour).
    package static let seconds = 3_600.0
    /// Values `sample` computes by default (frames × value columns): 10 million, about 100 MB of CSV
    /// and a few seconds of work; `--max-values` changes it.
    package static let sampledValues = 10_000_000
    /// Bytes one command writes by default (all its files together): 256 MiB; `--max-bytes` changes it.
    package static let outputBytes = 256 << 20
    /// The largest magnitude of any value or velocity: beyond it spring and Hermite arithmetic can
    /// overflow to ∞.
    package static let magnitude = 1e9
}
