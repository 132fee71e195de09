// AVKit's `VideoPlayer`, for platforms without it, so `import AVKit` compiles. It re-exports
// AVFoundation (`AVPlayer`, `AVPlayerItem`) and through it CoreMedia (`CMTime`), as AVKit does.
// There is no media on a stage: the view draws a placeholder under the app's overlay.
@_exported import CadenceUI
@_exported import AVFoundation
import Foundation

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
