#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A now-playing screen: a Slider scrubber with onEditingChanged, a custom drag scrubber drawn with
// GeometryReader and Capsule, symbol transitions on the play button and durations formatted as time.

private struct Track {
    let title: String
    let artist: String
    let duration: TimeInterval
}

private struct Scrubber: View {
    @Binding var progress: Double
    @GestureState private var isDragging = false

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.gray.opacity(0.3))
                Capsule()
                    .fill(Color.pink)
                    .frame(width: geometry.size.width * progress)
            }
            .frame(height: isDragging ? 10 : 6)
            .frame(maxHeight: .infinity)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .updating($isDragging) { _, state, _ in state = true }
                    .onChanged { value in
                        progress = min(max(0, value.location.x / geometry.size.width), 1)
                    }
            )
            .animation(.easeOut(duration: 0.15), value: isDragging)
        }
        .frame(height: 24)
        .accessibilityElement()
        .accessibilityLabel("Position")
        .accessibilityValue(Text("\(Int(progress * 100)) percent"))
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: progress = min(1, progress + 0.1)
            case .decrement: progress = max(0, progress - 0.1)
            @unknown default: break
            }
        }
    }
}

private struct NowPlayingView: View {
    let track: Track
    @State private var position: TimeInterval = 0
    @State private var isPlaying = false
    @State private var isEditing = false
    @State private var volume = 0.5

    private var progress: Binding<Double> {
        Binding(get: { position / track.duration }, set: { position = $0 * track.duration })
    }

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16)
                .fill(.purple.gradient)
                .frame(width: 240, height: 240)
                .scaleEffect(isPlaying ? 1 : 0.85)
                .animation(.spring(response: 0.45, dampingFraction: 0.7), value: isPlaying)
            VStack(spacing: 4) {
                Text(track.title).font(.title3.bold())
                Text(track.artist).foregroundStyle(.secondary)
            }
            Scrubber(progress: progress)
            HStack {
                Text(Duration.seconds(position).formatted(.time(pattern: .minuteSecond)))
                Spacer()
                Text("-" + Duration.seconds(track.duration - position).formatted(.time(pattern: .minuteSecond)))
            }
            .font(.caption.monospacedDigit())
            .foregroundStyle(isEditing ? .pink : .secondary)
            Slider(value: $position, in: 0...track.duration) { editing in
                isEditing = editing
            }
            .accessibilityLabel("Seek")
            HStack(spacing: 40) {
                Button { position = max(0, position - 15) } label: {
                    Image(systemName: "gobackward.15")
                }
                .accessibilityLabel("Back 15 seconds")
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 44))
                        .contentTransition(.symbolEffect(.replace))
                }
                .accessibilityLabel(isPlaying ? "Pause" : "Play")
                Button { position = min(track.duration, position + 15) } label: {
                    Image(systemName: "goforward.15")
                }
                .accessibilityLabel("Forward 15 seconds")
            }
            .buttonStyle(.plain)
            .imageScale(.large)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                    .accessibilityLabel("Volume")
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)
        }
        .padding(24)
    }
}

@MainActor
@Suite struct MusicPlayerAppCompatibilityTests {
    private func makeStage() -> Stage {
        Stage(size: CGSize(width: 390, height: 844)) {
            NowPlayingView(track: Track(title: "Clair de Lune", artist: "Debussy", duration: 300))
        }
    }

    @Test func theButtonsAndTheSliderMoveThePosition() throws {
        let stage = makeStage()
        #expect(stage.displayList().item(text: "0:00") != nil)
        #expect(stage.displayList().item(text: "-5:00") != nil)
        try stage.tap(label: "Forward 15 seconds")
        #expect(stage.displayList().item(text: "0:15") != nil)
        try stage.setValue(150, label: "Seek")
        #expect(stage.displayList().item(text: "2:30") != nil)
        #expect(stage.displayList().item(text: "-2:30") != nil)
        let pink = try #require(stage.displayList().shapes(filledWith: .pink).first)
        #expect(isClose(pink.rect.width, 171, absolute: 0.5), "half of the 342-point track: \(pink.rect)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func draggingTheScrubberSetsThePosition() throws {
        let stage = makeStage()
        let track = try #require(stage.displayList().shapes.first { $0.paint.color.opacity < 0.5 && $0.rect.width > 300 }).rect
        stage.drag(from: CGPoint(x: track.minX + 10, y: track.midY), to: CGPoint(x: track.minX + track.width * 0.75, y: track.midY), duration: 0.3)
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "3:45") != nil, "\(stage.displayList().texts.map(\.text))")
    }

    @Test func playingGrowsTheArtwork() throws {
        let stage = makeStage()
        let before = try #require(stage.displayList().items.first { if case .shape(let s) = $0.content { s.rect.width == 240 } else { false } }).bounds
        #expect(isClose(before.width, 204, absolute: 0.5))
        try stage.tap(label: "Play")
        stage.advance(by: 2)
        let after = try #require(stage.displayList().items.first { if case .shape(let s) = $0.content { s.rect.width == 240 } else { false } }).bounds
        #expect(isClose(after.width, 240, absolute: 0.5))
        #expect(stage.displayList().item(symbol: "pause.fill") != nil)
    }
}
