#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A "Dynamic Island" recreation: a black capsule at the top that a tap springs open into a
// rounded rectangle showing the now-playing track (one shape morphing into the other through
// matchedGeometryEffect), with a double tap that mutes and a waveform whose bars bounce on a
// repeating animation while playing.

private struct Waveform: View {
    var isAnimating: Bool
    @State private var phase = false

    var body: some View {
        HStack(spacing: 3) {
            ForEach(0..<4, id: \.self) { bar in
                Capsule()
                    .fill(Color.green)
                    .frame(width: 3, height: phase && isAnimating ? CGFloat(8 + bar * 4) : 4)
                    .animation(
                        .easeInOut(duration: 0.4).repeatForever(autoreverses: true).delay(Double(bar) * 0.1),
                        value: phase
                    )
            }
        }
        .frame(height: 24)
        .onAppear { phase = true }
    }
}

private struct IslandView: View {
    @State private var isExpanded = false
    @State private var isMuted = false
    @Namespace private var island

    var body: some View {
        VStack {
            ZStack {
                if isExpanded {
                    RoundedRectangle(cornerRadius: 44, style: .continuous)
                        .fill(Color.black)
                        .matchedGeometryEffect(id: "island", in: island)
                        .frame(width: 360, height: 180)
                        .overlay(
                            VStack(alignment: .leading, spacing: 12) {
                                HStack {
                                    RoundedRectangle(cornerRadius: 10)
                                        .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                                        .frame(width: 56, height: 56)
                                    VStack(alignment: .leading) {
                                        Text("Midnight City").font(.headline).foregroundColor(.white)
                                        Text("M83").font(.subheadline).foregroundColor(.gray)
                                    }
                                    Spacer()
                                    Waveform(isAnimating: !isMuted)
                                }
                                Text(isMuted ? "Muted" : "Playing")
                                    .font(.caption)
                                    .foregroundColor(.gray)
                            }
                            .padding(24)
                        )
                        .transition(.opacity)
                } else {
                    Capsule()
                        .fill(Color.black)
                        .matchedGeometryEffect(id: "island", in: island)
                        .frame(width: 126, height: 37)
                        .overlay(alignment: .trailing) {
                            Circle()
                                .fill(isMuted ? Color.red : Color.green)
                                .frame(width: 8, height: 8)
                                .padding(.trailing, 14)
                        }
                        .transition(.opacity)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture(count: 2) {
                isMuted.toggle()
            }
            .onTapGesture {
                withAnimation(.spring(response: 0.45, dampingFraction: 0.75)) {
                    isExpanded.toggle()
                }
            }
            .accessibilityLabel("Island")

            Spacer()
        }
        .padding(.top, 11)
    }
}

@MainActor
@Suite struct DynamicIslandPillCompatibilityTests {
    /// The largest black shape: the island (both shapes while they cross-fade share one frame).
    private func island(in stage: Stage) -> CGRect? {
        stage.displayList().items.filter { item in
            guard case .shape(let shape) = item.content, case .fill(let color) = shape.paint else { return false }
            return color.red == 0 && color.green == 0 && color.blue == 0
        }.map(\.bounds).max { $0.width < $1.width }
    }

    @Test func aTapMorphsTheCapsuleIntoTheExpandedCard() throws {
        let stage = Stage(size: CGSize(width: 393, height: 852)) { IslandView() }
        let compact = try #require(island(in: stage))
        #expect(isClose(compact, CGRect(x: (393.0 - 126) / 2, y: 11, width: 126, height: 37), absolute: 0.01), "\(compact)")

        try stage.tap(at: CGPoint(x: compact.midX, y: compact.midY))
        stage.advance(by: 2)
        let expanded = try #require(island(in: stage))
        #expect(isClose(expanded, CGRect(x: (393.0 - 360) / 2, y: 11, width: 360, height: 180), absolute: 0.01), "\(expanded)")
        #expect(stage.displayList().item(text: "Midnight City") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theWidthAndHeightMorphTogether() throws {
        let stage = Stage(size: CGSize(width: 393, height: 852)) { IslandView() }
        try stage.tap(at: CGPoint(x: 196.5, y: 29.5))
        // How long a single tap waits for a possible second one is not documented: find the moment
        // the island starts to grow, then look 0.1 s later.
        var grew = false
        for _ in 0..<120 where !grew {
            stage.advance(by: 1.0 / 120)
            grew = try #require(island(in: stage)).width > 126.001
        }
        #expect(grew, "the single tap expands the island")
        stage.advance(by: 0.1)
        let frame = try #require(island(in: stage))
        // One spring moves the frame from the capsule's to the card's: width and height have come
        // the same fraction of the way, and the top edge stays put.
        let widthProgress = Double(frame.width - 126) / 234
        let heightProgress = Double(frame.height - 37) / 143
        #expect(widthProgress > 0.1 && widthProgress < 0.95, "\(frame)")
        #expect(isClose(widthProgress, heightProgress, absolute: 0.001), "\(widthProgress) vs \(heightProgress)")
        #expect(isClose(frame.minY, 11, absolute: 0.01), "\(frame)")
    }

    @Test func aDoubleTapMutesWithoutExpanding() throws {
        let stage = Stage(size: CGSize(width: 393, height: 852)) { IslandView() }
        #expect(stage.displayList().item(filledWith: .green) != nil)
        try stage.tap(at: CGPoint(x: 196.5, y: 29.5), count: 2)
        stage.advance(by: 1)
        // SwiftUI holds the outer single tap until the inner double tap has failed, so a double tap
        // only mutes.
        #expect(stage.displayList().item(filledWith: .red) != nil, "the dot turns red")
        let compact = try #require(island(in: stage))
        #expect(isClose(compact.width, 126, absolute: 0.01), "a double tap does not expand the island")
        #expect(stage.displayList().item(text: "Muted") != nil || stage.displayList().item(filledWith: .red) != nil,
                "the double tap's action ran")
    }
}
