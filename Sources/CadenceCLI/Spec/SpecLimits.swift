/// The caps a spec file must stay within. They keep a hostile or broken file from exhausting memory,
/// the stack or the user's patience, and each is stated in the message that enforces it.
enum SpecLimits {
    /// Bytes in one spec file (or on standard input): 1 MiB. The example specs are about 2 KiB.
    static let fileBytes = 1 << 20
    /// Nesting of arrays and objects: 32 levels (a spec needs about 8).
    static let depth = 32
    /// Elements in one array or members in one object.
    static let containerCount = 10_000
    /// Characters in one string.
    static let stringLength = 10_000
    /// Characters in one number literal.
    static let numberLength = 64
    /// Named properties in the initial value.
    static let properties = 256
    /// Tracks in one timeline (the linter advises against more than 8 long before this).
    static let tracks = 256
    /// Keyframes in one track.
    static let keyframes = 1_000
    /// Phases of a phase animator.
    static let phases = 100
    /// Scripted events in a scene.
    static let events = 10_000
    /// Modifiers on one scene element, and nested overlays.
    static let modifiers = 64
    /// The longest duration a keyframe or animation may declare, in seconds (one hour).
    static let seconds = 3_600.0
    /// Values `sample` computes by default (frames × value columns): 10 million, about 100 MB of CSV
    /// and a few seconds of work; `--max-values` changes it.
    static let sampledValues = 10_000_000
    /// Bytes one command writes by default (all its files together): 256 MiB; `--max-bytes` changes it.
    static let outputBytes = 256 << 20
    /// The largest magnitude of any value or velocity: beyond it spring and Hermite arithmetic can
    /// overflow to ∞.
    static let magnitude = 1e9
}
