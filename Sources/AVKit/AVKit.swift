// AVKit's `VideoPlayer` and the AVFoundation and Core Media types apps drive it with (`AVPlayer`,
// `AVPlayerItem`, `CMTime`), for platforms without them, so `import AVKit` compiles. There is no
// media on a stage: a player keeps its state (rate, time, volume, item) as the app sets it, time
// moves only by seeking, and the view draws a placeholder under the app's overlay.
@_exported import CadenceUI
import Foundation

/// A count of time units: Core Media's `CMTimeValue`.
public typealias CMTimeValue = Int64
/// Units per second: Core Media's `CMTimeScale`.
public typealias CMTimeScale = Int32

/// A time as a rational number of seconds, `value / timescale`: Core Media's `CMTime`.
///
/// ```swift
/// player.seek(to: CMTime(seconds: 10, preferredTimescale: 600))
/// ```
///
/// A time is valid when its timescale is positive; `.invalid` (timescale 0) reads as NaN seconds,
/// `.indefinite` (an unknown duration) as NaN too, and `.positiveInfinity` as +∞.
public struct CMTime: Sendable, Hashable, Comparable {
    private enum Kind: Sendable, Hashable { case numeric, invalid, indefinite, positiveInfinity, negativeInfinity }

    /// The time in units of `timescale`.
    public var value: CMTimeValue
    /// Units per second (600 is the usual choice for video: it divides common frame rates).
    public var timescale: CMTimeScale
    private var kind: Kind

    /// The time `value / timescale` seconds; invalid for a timescale ≤ 0.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.value = value
        self.timescale = timescale
        self.kind = timescale > 0 ? .numeric : .invalid
    }

    /// `seconds` rounded to the nearest unit of `1 / preferredTimescale` seconds. NaN gives
    /// `.invalid`; ±∞ give the infinite times.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
        }
    }

    private init(kind: Kind) {
        self.value = 0
        self.timescale = 0
        self.kind = kind
    }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No time (an error or an unset time).
    public static let invalid = CMTime(kind: .invalid)
    /// An unknown time, such as the duration of a live stream or of an item not loaded yet.
    public static let indefinite = CMTime(kind: .indefinite)
    /// Later than every time.
    public static let positiveInfinity = CMTime(kind: .positiveInfinity)
    /// Earlier than every time.
    public static let negativeInfinity = CMTime(kind: .negativeInfinity)

    /// The time in seconds (NaN when invalid or indefinite, ±∞ for the infinite times).
    public var seconds: Double {
        switch kind {
        case .numeric: Double(value) / Double(timescale)
        case .invalid, .indefinite: .nan
        case .positiveInfinity: .infinity
        case .negativeInfinity: -.infinity
        }
    }

    /// Whether this is a time at all (not `.invalid`).
    public var isValid: Bool { kind != .invalid }
    /// Whether this is a finite, valid time.
    public var isNumeric: Bool { kind == .numeric }
    /// Whether this is `.indefinite`.
    public var isIndefinite: Bool { kind == .indefinite }

    /// Orders by seconds; invalid and indefinite times sort after every other time, as Core Media's
    /// `CMTimeCompare` does.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool {
        func rank(_ time: CMTime) -> Double {
            switch time.kind {
            case .numeric, .positiveInfinity, .negativeInfinity: time.seconds
            case .invalid, .indefinite: .greatestFiniteMagnitude
            }
        }
        return rank(lhs) < rank(rhs)
    }

    /// The sum, in the larger of the two timescales; invalid when either is, indefinite when
    /// either is indefinite.
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
        combine(lhs, rhs, +)
    }

    /// The difference, in the larger of the two timescales.
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
        combine(lhs, rhs, -)
    }

    private static func combine(_ lhs: CMTime, _ rhs: CMTime, _ operation: (Double, Double) -> Double) -> CMTime {
        guard lhs.isValid, rhs.isValid else { return .invalid }
        guard !lhs.isIndefinite, !rhs.isIndefinite else { return .indefinite }
        let result = operation(lhs.seconds, rhs.seconds)
        if result.isNaN { return .invalid }
        return CMTime(seconds: result, preferredTimescale: max(lhs.timescale, rhs.timescale, 1))
    }
}

/// `lhs + rhs`: Core Media's `CMTimeAdd`.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs + rhs }
/// `lhs - rhs`: Core Media's `CMTimeSubtract`.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs - rhs }
/// The time in seconds: Core Media's `CMTimeGetSeconds`.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
/// `value / timescale` seconds: Core Media's `CMTimeMake`.
public func CMTimeMake(value: CMTimeValue, timescale: CMTimeScale) -> CMTime { CMTime(value: value, timescale: timescale) }
/// `seconds` at `preferredTimescale`: Core Media's `CMTimeMakeWithSeconds`.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: CMTimeScale) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// One piece of media for a player: AVFoundation's `AVPlayerItem`.
///
/// Nothing is loaded on a stage: `duration` stays `.indefinite`, as for an item still loading.
public final class AVPlayerItem: @unchecked Sendable {
    /// Where the media is.
    public let url: URL?
    private let lock = NSLock()
    private var time = CMTime.zero

    /// An item for the media at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The media's duration: `.indefinite`, since no media is loaded.
    public var duration: CMTime { .indefinite }

    /// The item's current time (changed by seeking).
    public func currentTime() -> CMTime {
        lock.withLock { time }
    }

    /// Moves the item's time to `time` (negative times and non-numeric ones move to zero).
    public func seek(to time: CMTime) {
        let target = time.isNumeric && time.seconds > 0 ? time : .zero
        lock.withLock { self.time = target }
    }
}

/// Plays one item: AVFoundation's `AVPlayer`, keeping the state apps set on it.
///
/// ```swift
/// @State private var player = AVPlayer(url: lessonURL)
/// VideoPlayer(player: player)
///     .onAppear { player.play() }
/// ```
///
/// There is no media on a stage, so a playing player waits for it: `play()` sets `rate` to 1 and
/// `timeControlStatus` to `.waitingToPlayAtSpecifiedRate`, and time moves only by `seek(to:)`.
/// Without an item, seeking does nothing and `currentTime()` is zero. Thread-safe, as AVPlayer is.
public final class AVPlayer: @unchecked Sendable {
    /// Whether a player is paused, waiting for media or playing: `AVPlayer.TimeControlStatus`.
    public enum TimeControlStatus: Int, Sendable {
        /// Paused.
        case paused
        /// Asked to play, waiting for media (always the case on a stage).
        case waitingToPlayAtSpecifiedRate
        /// Playing.
        case playing
    }

    /// What a player does when its item ends: `AVPlayer.ActionAtItemEnd`.
    public enum ActionAtItemEnd: Int, Sendable {
        /// Moves to the next item (an `AVQueuePlayer`'s behaviour).
        case advance
        /// Pauses.
        case pause
        /// Keeps going (past the end, for looping with a seek).
        case none
    }

    private let lock = NSLock()
    private var item: AVPlayerItem?
    private var playbackRate: Float = 0
    private var outputVolume: Float = 1
    private var muted = false
    private var endAction = ActionAtItemEnd.pause

    /// A player without an item.
    public init() {}

    /// A player for the media at `url`.
    public convenience init(url: URL) {
        self.init(playerItem: AVPlayerItem(url: url))
    }

    /// A player for `item` (none for `nil`).
    public init(playerItem item: AVPlayerItem?) {
        self.item = item
    }

    /// The item being played.
    public var currentItem: AVPlayerItem? { lock.withLock { item } }

    /// Replaces the item (the rate is kept, as AVPlayer keeps it).
    public func replaceCurrentItem(with item: AVPlayerItem?) {
        lock.withLock { self.item = item }
    }

    /// The playback rate: 0 paused, 1 normal speed. Setting it plays or pauses.
    public var rate: Float {
        get { lock.withLock { playbackRate } }
        set { lock.withLock { playbackRate = newValue } }
    }

    /// The volume, 0 to 1 (values outside are clamped).
    public var volume: Float {
        get { lock.withLock { outputVolume } }
        set { lock.withLock { outputVolume = min(max(newValue, 0), 1) } }
    }

    /// Whether the audio is muted.
    public var isMuted: Bool {
        get { lock.withLock { muted } }
        set { lock.withLock { muted = newValue } }
    }

    /// What happens when the item ends (`.pause` unless set).
    public var actionAtItemEnd: ActionAtItemEnd {
        get { lock.withLock { endAction } }
        set { lock.withLock { endAction = newValue } }
    }

    /// Paused when the rate is 0; otherwise waiting for media, which never arrives on a stage.
    public var timeControlStatus: TimeControlStatus {
        rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate
    }

    /// Starts playing at rate 1.
    public func play() { rate = 1 }

    /// Pauses (rate 0).
    public func pause() { rate = 0 }

    /// The current item's time, or zero without an item.
    public func currentTime() -> CMTime {
        currentItem?.currentTime() ?? .zero
    }

    /// Moves the current item to `time`.
    public func seek(to time: CMTime) {
        currentItem?.seek(to: time)
    }

    /// Moves the current item to `time` and then calls `completionHandler` with `true` (the seek
    /// finished; `false` when there is no item).
    public func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        guard let item = currentItem else { return completionHandler(false) }
        item.seek(to: time)
        completionHandler(true)
    }

    /// Moves the current item to `time` within the given tolerances (a stage seeks exactly).
    public func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
        seek(to: time)
    }
}

/// A view that shows a player's video with the system controls: AVKit's `VideoPlayer`.
///
/// ```swift
/// VideoPlayer(player: player) {
///     Text(title).padding()
/// }
/// ```
///
/// A stage has no video: the view fills its frame with black, draws a `play.rectangle` symbol in the
/// middle, and lays `videoOverlay` over the whole frame above it (as AVKit does, below the
/// controls). It takes the space offered, as AVKit's does.
public struct VideoPlayer<VideoOverlay: View>: View {
    private let player: AVPlayer?
    private let overlay: VideoOverlay

    /// A player view for `player` with `videoOverlay` drawn over the video.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.overlay = videoOverlay()
    }

    public var body: some View {
        ZStack {
            Rectangle().fill(Color.black)
            Image(systemName: "play.rectangle")
                .font(.largeTitle)
                .foregroundStyle(Color.white.opacity(0.6))
                .accessibilityHidden(true)
            overlay
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player view for `player`.
    public init(player: AVPlayer?) {
        self.init(player: player) { EmptyView() }
    }
}
