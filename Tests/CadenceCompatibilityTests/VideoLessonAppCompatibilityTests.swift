#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import AVKit
import AVFoundation
import CoreMedia
import Testing
import CadenceStageTestSupport

// A video lesson screen: VideoPlayer over an AVPlayer held in @State, with an overlay, play and
// pause from the app's own buttons, seeking with CMTime and a mute toggle.

private struct Lesson {
    let title: String
    let url: URL
}

private struct LessonPlayer: View {
    let lesson: Lesson
    @State private var player: AVPlayer
    @State private var isPlaying = false
    @State private var isMuted = false
    @State private var elapsed: Double = 0

    init(lesson: Lesson) {
        self.lesson = lesson
        _player = State(initialValue: AVPlayer(url: lesson.url))
    }

    var body: some View {
        VStack(spacing: 16) {
            VideoPlayer(player: player) {
                VStack {
                    Text(lesson.title)
                        .font(.caption)
                        .padding(6)
                        .background(.black.opacity(0.6), in: Capsule())
                        .foregroundStyle(.white)
                    Spacer()
                }
                .padding(8)
            }
            .frame(height: 220)
            .onDisappear { player.pause() }

            HStack(spacing: 24) {
                Button(isPlaying ? "Pause" : "Play") {
                    if isPlaying { player.pause() } else { player.play() }
                    isPlaying.toggle()
                }
                Button("Restart") {
                    player.seek(to: .zero)
                    elapsed = player.currentTime().seconds
                }
                Button("Skip 10") {
                    let current = player.currentTime()
                    player.seek(to: CMTimeAdd(current, CMTime(seconds: 10, preferredTimescale: 600)))
                    elapsed = CMTimeGetSeconds(player.currentTime())
                }
                Toggle("Mute", isOn: $isMuted)
                    .onChange(of: isMuted) { _, muted in player.isMuted = muted }
            }
            Text("Rate \(player.rate, specifier: "%.1f")")
            Text("At \(Int(elapsed))s")
        }
        .padding()
    }
}

@MainActor
@Suite struct VideoLessonAppCompatibilityTests {
    @Test func theAppDrivesThePlayer() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) {
            LessonPlayer(lesson: Lesson(title: "Springs 101", url: URL(string: "https://example.com/springs.m3u8")!))
        }
        #expect(stage.displayList().item(text: "Springs 101") != nil, "the overlay is drawn over the video's placeholder")
        #expect(stage.displayList().item(text: "Rate 0.0") != nil)
        try stage.tap(label: "Play")
        #expect(stage.displayList().item(text: "Rate 1.0") != nil)
        try stage.tap(label: "Skip 10")
        try stage.tap(label: "Skip 10")
        #expect(stage.displayList().item(text: "At 20s") != nil, "\(stage.displayList().texts.map(\.text))")
        try stage.tap(label: "Restart")
        #expect(stage.displayList().item(text: "At 0s") != nil)
        try stage.tap(label: "Pause")
        #expect(stage.displayList().item(text: "Rate 0.0") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
