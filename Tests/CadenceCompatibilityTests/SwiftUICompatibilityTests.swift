#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Code written the way SwiftUI code is written (the animation articles' patterns, in our own words) must
// compile against CadenceUI with only the import changed, and behave as on Apple platforms. The parts
// that need the animation runtime (keyframeAnimator, phaseAnimator, .animation) arrive later.

private struct BurstValues {
    var scale: CGFloat = 1.0
    var rotation: Angle = .degrees(0)
    var overlayOpacity: Double = 0.0
    var overlayOffsetY: CGFloat = 0.0
}

/// A like button shown at one moment of its burst: what a keyframe animator's content closure draws.
private struct BurstingLikeButton: View {
    @State private var likeCount = 0
    var value = BurstValues(scale: 1.3, rotation: .degrees(-8), overlayOpacity: 1, overlayOffsetY: -24)

    var body: some View {
        Button {
            likeCount += 1
        } label: {
            Image(systemName: "heart.fill")
                .font(.system(size: 44))
                .foregroundStyle(.pink)
        }
        .scaleEffect(value.scale)
        .rotationEffect(value.rotation)
        .overlay(alignment: .top) {
            Text("+1")
                .font(.headline.bold())
                .foregroundStyle(.pink)
                .opacity(value.overlayOpacity)
                .offset(y: value.overlayOffsetY)
        }
        .accessibilityLabel("Like post")
        .accessibilityValue("\(likeCount) likes")
    }
}

/// The Reduce Motion branch of a floating badge: it only starts its animation when motion is allowed.
private struct FloatingBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var trigger = 0

    var body: some View {
        VStack {
            Image(systemName: "sparkles")
                .font(.system(size: 60, weight: .semibold))
                .foregroundStyle(.tint)
                .offset(y: reduceMotion ? 0 : -4)
                .onAppear {
                    guard !reduceMotion else { return }
                    trigger += 1
                }
            Text("trigger \(trigger)")
        }
    }
}

/// A like button driven by a parent's count, as in a phase-animator example.
private struct BoundLikeButton: View {
    @Binding var likes: Int
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Button {
            likes += 1
        } label: {
            Image(systemName: "heart.fill")
                .font(.system(size: 32, weight: .bold))
                .foregroundStyle(.pink)
                .scaleEffect(scale)
        }
        .accessibilityLabel("Me gusta")
    }

    private var scale: CGFloat {
        guard !reduceMotion else { return 1 }
        return likes.isMultiple(of: 2) ? 1 : 1.35
    }
}

private struct BoundLikeScreen: View {
    @State private var likes = 0
    var body: some View {
        VStack {
            BoundLikeButton(likes: $likes)
            Text("\(likes) me gusta")
        }
        .tint(.blue)
    }
}

/// A checkmark squashed about its bottom edge, as a keyframe content closure writes it.
private struct StretchyCheckmark: View {
    var totalDuration = 1.0
    var stretch: CGFloat = 0.6
    var body: some View {
        Image(systemName: "checkmark.circle.fill")
            .resizable()
            .foregroundStyle(.blue)
            .frame(width: 100, height: 100)
            .scaleEffect(.init(width: 1, height: stretch), anchor: .bottom)
            .offset(y: -100 * (1 - stretch))
    }
}

private struct Replay: View {
    @State private var replayToken = UUID()
    var body: some View {
        VStack {
            Text(replayToken.uuidString)
            Button("Play again") { replayToken = UUID() }
        }
    }
}

private struct Detail: View {
    let isDetail: Bool
    let selectedItem: String?
    var body: some View {
        ZStack {
            Color.clear
            if isDetail, let item = selectedItem {
                Text(item).id(item)
            }
        }
    }
}

@MainActor
@Suite struct SwiftUICompatibilityTests {
    @Test func burstingLikeButtonDrawsHeartAndOverlay() throws {
        let list = Stage(size: CGSize(width: 200, height: 200)) { BurstingLikeButton() }.displayList()
        let heart = try #require(list.item(symbol: "heart.fill"))
        #expect(heart.rect.size == CGSize(width: 44, height: 44))
        // Scaled by 1.3 then turned −8° about the centre: the centre stays put at the stage's centre.
        #expect(isClose(heart.transform.apply(to: CGPoint(x: 100, y: 100)), CGPoint(x: 100, y: 100), absolute: 1e-9))
        #expect(isClose(heart.bounds.midX, 100, absolute: 1e-9))
        let plusOne = try #require(list.item(text: "+1"))
        #expect(isClose(plusOne.rect.origin.y, 78))
        #expect(plusOne.transform == AffineTransform2D(translationX: 0, y: -24))
    }

    @Test func floatingBadgeStartsOnlyWhenMotionIsAllowed() {
        let moving = Stage(size: CGSize(width: 200, height: 200)) { FloatingBadge() }.displayList()
        #expect(moving.item(text: "trigger 1") != nil)
        #expect(moving.symbols.first?.color == Color.accentColor.resolve(in: EnvironmentValues()))

        var still = EnvironmentValues()
        still.accessibilityReduceMotion = true
        let calm = Stage(size: CGSize(width: 200, height: 200), environment: still) { FloatingBadge() }.displayList()
        #expect(calm.item(text: "trigger 0") != nil)
        #expect(calm.item(symbol: "sparkles")?.transform.isIdentity == true)
    }

    @Test func boundLikeButtonCountsThroughItsBinding() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { BoundLikeScreen() }
        try stage.tap(label: "Me gusta")
        let list = stage.displayList()
        #expect(list.item(text: "1 me gusta") != nil)
        #expect(list.item(symbol: "heart.fill")?.transform.a == 1.35)
        // The label's own foreground style wins over the tint.
        #expect(list.symbols.first?.color == Color.pink.resolve(in: EnvironmentValues()))
    }

    @Test func stretchyCheckmarkKeepsItsBottomEdgeBeforeTheLift() throws {
        let item = try #require(Stage(size: CGSize(width: 200, height: 200)) { StretchyCheckmark() }.displayList().items.first)
        // Squashed to 60 about y = 150, then lifted by 40.
        #expect(isClose(item.bounds, CGRect(x: 50, y: 50, width: 100, height: 60)))
    }

    @Test func replayTokensChangeOnEveryTap() throws {
        let stage = Stage(size: CGSize(width: 400, height: 200)) { Replay() }
        let before = stage.displayList().texts.first?.text
        try stage.tap(label: "Play again")
        let after = stage.displayList().texts.first?.text
        #expect(before != nil && after != nil && before != after)
    }

    @Test func conditionalDetailWithIfLet() {
        #expect(Stage(size: CGSize(width: 100, height: 100)) { Detail(isDetail: true, selectedItem: "item") }.displayList().texts.map(\.text) == ["item"])
        #expect(Stage(size: CGSize(width: 100, height: 100)) { Detail(isDetail: false, selectedItem: "item") }.displayList().texts.isEmpty)
        #expect(Stage(size: CGSize(width: 100, height: 100)) { Detail(isDetail: true, selectedItem: nil) }.displayList().texts.isEmpty)
    }
}
