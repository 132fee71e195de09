#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Live-stream "floating hearts": every tap on the like button spawns a heart that pops in with an
// asymmetric scale transition, rises and fades with its own onAppear animation, drifting sideways,
// and is removed by `DispatchQueue.main.asyncAfter` when its flight is over.

private struct FloatingHeart: Identifiable, Equatable {
    let id: Int
    let drift: CGFloat
}

private struct RisingHeart: View {
    let drift: CGFloat
    @State private var isFlying = false

    var body: some View {
        Image(systemName: "heart.fill")
            .font(.system(size: 24))
            .foregroundColor(.pink)
            .offset(x: isFlying ? drift : 0, y: isFlying ? -220 : 0)
            .opacity(isFlying ? 0 : 1)
            .onAppear {
                withAnimation(.easeOut(duration: 1.2)) {
                    isFlying = true
                }
            }
    }
}

private struct LikeButtonWithHearts: View {
    @State private var hearts: [FloatingHeart] = []
    @State private var nextID = 0
    @State private var likeCount = 0
    private let drifts: [CGFloat] = [-30, 24, -12, 36]

    var body: some View {
        VStack {
            Spacer()
            HStack {
                Text("\(likeCount) likes")
                    .font(.subheadline.monospacedDigit())
                    .contentTransition(.numericText(value: Double(likeCount)))
                Spacer()
                ZStack {
                    ForEach(hearts) { heart in
                        RisingHeart(drift: heart.drift)
                            .transition(.asymmetric(insertion: .scale(scale: 0.2), removal: .opacity))
                    }
                    Button {
                        sendHeart()
                    } label: {
                        Image(systemName: "heart.fill")
                            .font(.system(size: 28))
                            .foregroundColor(.white)
                            .frame(width: 64, height: 64)
                            .background(Circle().fill(Color.red))
                    }
                    .accessibilityLabel("Like")
                    .sensoryFeedback(.impact(weight: .light), trigger: likeCount)
                }
            }
            .padding(24)
        }
    }

    private func sendHeart() {
        let heart = FloatingHeart(id: nextID, drift: drifts[nextID % drifts.count])
        nextID += 1
        withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
            hearts.append(heart)
            likeCount += 1
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
            hearts.removeAll { $0.id == heart.id }
        }
    }
}

@MainActor
@Suite struct FloatingHeartsCompatibilityTests {
    /// The pink hearts in flight, oldest first.
    private func flyingHearts(in stage: Stage) -> [DisplayList.Item] {
        stage.displayList().items.filter { item in
            guard case .symbol(let symbol) = item.content, symbol.name == "heart.fill" else { return false }
            let pink = Color.pink.resolve(in: EnvironmentValues())
            return symbol.color.red == pink.red && symbol.color.green == pink.green && symbol.color.blue == pink.blue
        }
    }

    @Test func eachTapSendsAHeartThatRisesFadesAndIsRemoved() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { LikeButtonWithHearts() }
        let button = try #require(stage.displayList().item(filledWith: .red))
        let home = CGPoint(x: button.bounds.midX, y: button.bounds.midY)
        stage.schedule(.tap(label: "Like"), at: 0)
        stage.schedule(.tap(label: "Like"), at: 0.2)
        stage.schedule(.tap(label: "Like"), at: 0.4)
        stage.advance(to: 1.0)
        let hearts = flyingHearts(in: stage)
        #expect(hearts.count == 3)
        #expect(stage.displayList().item(text: "3 likes") != nil)
        // The first heart, 1 s into its 1.2-second easeOut; its 0.3-second spring pop-in is over,
        // so it is at full size: the rise is −220 · easeOut(1/1.2), the drift −30 · the same.
        let progress = UnitCurve.easeOut.value(at: 1.0 / 1.2)
        let first = hearts[0]
        #expect(isClose(first.bounds.midY, home.y - 220 * progress, absolute: 0.05), "\(first.bounds.midY)")
        #expect(isClose(first.bounds.midX, home.x - 30 * progress, absolute: 0.05), "\(first.bounds.midX)")
        #expect(isClose(first.colorOpacity, 1 - progress, absolute: 0.001))

        // The first is removed at 1.2 s, the others at 1.4 and 1.6 s.
        stage.advance(to: 1.3)
        #expect(flyingHearts(in: stage).count == 2)
        stage.advance(to: 1.7)
        #expect(flyingHearts(in: stage).isEmpty)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aNewHeartPopsInFromAFifthOfItsSize() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { LikeButtonWithHearts() }
        try stage.tap(label: "Like")
        stage.advance(by: 0.05)
        let heart = try #require(flyingHearts(in: stage).first)
        let settled = Stage(size: CGSize(width: 390, height: 600)) { LikeButtonWithHearts() }
        try settled.tap(label: "Like")
        settled.advance(by: 1.0)
        let full = try #require(flyingHearts(in: settled).first)
        // The insertion scales 0.2 → 1 on the 0.3-second spring (stepped as SwiftUI steps it).
        let scale = 0.2 + 0.8 * fluidSpringProgress(response: 0.3, dampingFraction: 0.6, time: 0.05)
        #expect(isClose(Double(heart.bounds.width / full.bounds.width), scale, absolute: 0.01), "\(heart.bounds) vs \(full.bounds)")
    }
}
