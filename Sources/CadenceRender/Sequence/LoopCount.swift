/// How many times an animated file (GIF, APNG, WebP) plays: for ever, or a number of plays.
///
/// One spelling for every format, translated to each one's own field: APNG's `num_plays` and WebP's
/// loop count store the number of plays (0 for ever); GIF's NETSCAPE extension stores the repeats
/// after the first play, and a GIF that plays once has no extension at all.
///
/// ```swift
/// var writer = FrameWriter(loop: .plays(3))        // every format plays three times, then stops
/// let loop = try LoopCount(argument: "forever")     // what `--loop` accepts
/// ```
public enum LoopCount: Sendable, Hashable, CustomStringConvertible {
    /// Play again and again.
    case forever
    /// Play this many times, 1…65535, then stay on the last frame.
    case plays(Int)

    /// The most plays every format can store: 65535 (GIF and APNG keep it in 16 or 32 bits; GIF as
    /// 65534 repeats).
    public static let maximumPlays = 65535

    /// Parses `forever` or a number of plays 1…65535, as `--loop` takes it.
    /// - Throws: `LoopCountError` naming the argument and the accepted forms (0 is refused: some tools
    ///   read it as for ever, others as no loop).
    public init(argument: String) throws(LoopCountError) {
        if argument.lowercased() == "forever" {
            self = .forever
            return
        }
        guard let count = Int(argument), (1...Self.maximumPlays).contains(count) else { throw LoopCountError(argument: argument) }
        self = .plays(count)
    }

    /// `forever`, or the number of plays.
    public var description: String {
        switch self {
        case .forever: return "forever"
        case .plays(let count): return String(count)
        }
    }

    /// The count as APNG and WebP store it: 0 for ever, otherwise the number of plays (clamped to 1…65535).
    public var storedPlays: Int {
        switch self {
        case .forever: return 0
        case .plays(let count): return min(max(count, 1), Self.maximumPlays)
        }
    }

    /// The GIF encoder's looping for this count.
    public var gifLooping: GIFEncoder.Looping {
        switch self {
        case .forever: return .forever
        case .plays(let count) where count <= 1: return .playOnce
        case .plays(let count): return .repeatCount(min(count, Self.maximumPlays) - 1)
        }
    }
}

/// A `--loop` argument that is neither `forever` nor a number of plays 1…65535.
public struct LoopCountError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The argument as given.
    public var argument: String

    /// Wraps `argument`.
    public init(argument: String) { self.argument = argument }

    /// `"… is not a loop count: use forever or a number of plays 1…65535"`.
    public var description: String {
        "'\(argument)' is not a loop count: use forever or a number of plays 1…\(LoopCount.maximumPlays)"
    }
}
