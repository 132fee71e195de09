// AVFoundation's player types (`AVPlayer`, `AVPlayerItem`) as apps drive AVKit's `VideoPlayer` with
// them, for platforms without them, so `import AVFoundation` compiles. There is no media on a stage:
// a player keeps its state (rate, time, volume, item) as the app sets it, and time moves only by
// seeking. Re-exports CoreMedia (`CMTime`), as AVFoundation does; AVKit re-exports this module.
@_exported import CoreMedia
import Foundation

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
