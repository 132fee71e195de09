#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A Tinder-style deck, written as such decks are in tutorials: each card follows the drag with an
// offset and a rotation; released far enough it flies off and is removed a moment later
// (asyncAfter), otherwise it springs back.

private struct Profile: Identifiable {
    let id = UUID()
    let name: String
    let color: Color
}

private struct SwipeCardView: View {
    let profile: Profile
    var onRemove: (_ liked: Bool) -> Void

    @State private var offset: CGSize = .zero

    private var likeOpacity: Double {
        Double(max(0, min(1, offset.width / 100)))
    }

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(profile.color)
            Text(profile.name)
                .font(.title.bold())
                .foregroundColor(.white)
                .padding()
        }
        .frame(width: 220, height: 300)
        .overlay(alignment: .topLeading) {
            Text("LIKE")
                .font(.headline)
                .foregroundStyle(.green)
                .padding(8)
                .opacity(likeOpacity)
        }
        .offset(x: offset.width, y: offset.height * 0.4)
        .rotationEffect(.degrees(Double(offset.width / 20)))
        .gesture(
            DragGesture()
                .onChanged { gesture in
                    offset = gesture.translation
                }
                .onEnded { gesture in
                    if abs(gesture.translation.width) > 100 {
                        let liked = gesture.translation.width > 0
                        withAnimation(.easeOut(duration: 0.3)) {
                            offset.width = liked ? 600 : -600
                        }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                            onRemove(liked)
                        }
                    } else {
                        withAnimation(.spring()) {
                            offset = .zero
                        }
                    }
                }
        )
    }
}

private struct SwipeDeck: View {
    @State private var profiles = [
        Profile(name: "Maya", color: .purple),
        Profile(name: "Leo", color: .teal),
        Profile(name: "Ava", color: .orange),
    ]
    @State private var likes = 0
    @State private var passes = 0

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                ForEach(profiles) { profile in
                    SwipeCardView(profile: profile) { liked in
                        if liked { likes += 1 } else { passes += 1 }
                        profiles.removeAll { $0.id == profile.id }
                    }
                }
            }
            .frame(height: 320)
            Text("Liked \(likes) · Passed \(passes)")
                .font(.footnote)
        }
    }
}

@MainActor
@Suite struct SwipeDeckCompatibilityTests {
    @Test func aFarSwipeFliesTheTopCardOffAndRemovesIt() throws {
        let stage = Stage(size: CGSize(width: 400, height: 460)) { SwipeDeck() }
        let top = try #require(stage.displayList().item(filledWith: .orange))
        let center = CGPoint(x: top.bounds.midX, y: top.bounds.midY)
        stage.schedule(.drag(from: center, to: CGPoint(x: center.x + 160, y: center.y + 20), duration: 0.3), at: 0.2)
        stage.advance(to: 0.4)
        let during = try #require(stage.displayList().item(filledWith: .orange))
        #expect(during.bounds.midX > top.bounds.midX + 40, "the card follows the finger")
        #expect(during.transform.b > 0.05, "and leans into the swipe (clockwise)")
        // Each card has a LIKE stamp; the top card is drawn last.
        let like = try #require(stage.displayList().texts.last { $0.text == "LIKE" })
        #expect(like.color.opacity > 0.5, "the top card's LIKE stamp shows")
        stage.advance(to: 0.7)
        let flying = try #require(stage.displayList().item(filledWith: .orange))
        #expect(flying.bounds.midX > during.bounds.midX, "released, it keeps going")
        stage.advance(to: 1.5)
        #expect(stage.displayList().item(filledWith: .orange) == nil, "removed after the fly-off")
        #expect(stage.displayList().item(filledWith: .teal) != nil, "the next card is on top")
        #expect(stage.displayList().texts.contains { $0.text == "Liked 1 · Passed 0" })
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aShortSwipeSpringsBackAndALeftSwipePasses() throws {
        let stage = Stage(size: CGSize(width: 400, height: 460)) { SwipeDeck() }
        let top = try #require(stage.displayList().item(filledWith: .orange))
        let center = CGPoint(x: top.bounds.midX, y: top.bounds.midY)
        stage.schedule(.drag(from: center, to: CGPoint(x: center.x + 60, y: center.y), duration: 0.3), at: 0.1)
        stage.advance(to: 2.5)
        let back = try #require(stage.displayList().item(filledWith: .orange))
        #expect(isClose(back.bounds.midX, top.bounds.midX, absolute: 0.5), "sprung back")
        stage.schedule(.drag(from: center, to: CGPoint(x: center.x - 180, y: center.y), duration: 0.25), at: 2.6)
        stage.advance(to: 4)
        #expect(stage.displayList().item(filledWith: .orange) == nil)
        #expect(stage.displayList().texts.contains { $0.text == "Liked 0 · Passed 1" })
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
