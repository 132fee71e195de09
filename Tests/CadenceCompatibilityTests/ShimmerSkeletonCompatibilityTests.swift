#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A feed that shows skeleton rows with a moving shimmer while it loads, then the real rows, as
// "shimmer effect" modifiers are written: a tilted gradient band in an overlay, swept across by a
// repeating linear animation, the whole masked by the content so it only lights the placeholders.

private struct Shimmer: ViewModifier {
    var duration: Double = 1.2
    var bounce = false
    @State private var isAnimating = false

    func body(content: Content) -> some View {
        content
            .overlay {
                LinearGradient(
                    gradient: Gradient(stops: [
                        .init(color: .white.opacity(0), location: 0),
                        .init(color: .white.opacity(0.8), location: 0.5),
                        .init(color: .white.opacity(0), location: 1),
                    ]),
                    startPoint: .leading,
                    endPoint: .trailing
                )
                .frame(width: 120)
                .rotationEffect(.degrees(20))
                .offset(x: isAnimating ? 260 : -260)
                .allowsHitTesting(false)
            }
            .mask(content)
            .onAppear {
                withAnimation(.linear(duration: duration).repeatForever(autoreverses: bounce)) {
                    isAnimating = true
                }
            }
    }
}

extension View {
    fileprivate func shimmering(active: Bool = true, duration: Double = 1.2) -> some View {
        Group {
            if active {
                modifier(Shimmer(duration: duration))
            } else {
                self
            }
        }
    }
}

private struct SkeletonRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color(white: 0.85))
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 8) {
                RoundedRectangle(cornerRadius: 4, style: .continuous)
                    .fill(Color(white: 0.85))
                    .frame(width: 160, height: 12)
                RoundedRectangle(cornerRadius: 4, style: .continuous)
                    .fill(Color(white: 0.88))
                    .frame(width: 100, height: 10)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .accessibilityHidden(true)
    }
}

private struct Post: Identifiable {
    let id: Int
    let author: String
    let text: String
}

private struct PostRow: View {
    let post: Post
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                .frame(width: 44, height: 44)
                .overlay { Text(String(post.author.prefix(1))).font(.headline).foregroundStyle(.white) }
            VStack(alignment: .leading, spacing: 4) {
                Text(post.author).font(.headline)
                Text(post.text).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
    }
}

private final class FeedLoader: ObservableObject {
    @Published var posts: [Post] = []
    @Published var isLoading = true

    @MainActor
    func load() async {
        try? await Task.sleep(nanoseconds: 1_500_000_000)
        posts = [Post(id: 1, author: "Grace", text: "Compilers are friendly."),
                 Post(id: 2, author: "Alan", text: "Machines can think?")]
        withAnimation(.easeOut(duration: 0.3)) { isLoading = false }
    }
}

private struct FeedView: View {
    @StateObject private var loader = FeedLoader()

    var body: some View {
        VStack(spacing: 20) {
            if loader.isLoading {
                VStack(spacing: 20) {
                    ForEach(0..<3, id: \.self) { _ in SkeletonRow() }
                }
                .shimmering()
                .transition(.opacity)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Loading")
            } else {
                ForEach(loader.posts) { post in
                    PostRow(post: post)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .padding(.top, 20)
        .task { await loader.load() }
    }
}

@Suite struct ShimmerSkeletonCompatibilityTests {
    /// The shimmer bands: gradient-filled items drawn inside a mask.
    private func bands(_ list: DisplayList) -> [DisplayList.Item] {
        list.items.filter { item in
            guard case .shape(let shape) = item.content, shape.shading != nil else { return false }
            return item.layers.contains { if case .mask = $0.effect { true } else { false } }
        }
    }

    @Test @MainActor func theShimmerSweepsAcrossTheSkeletonUntilTheFeedLoads() async throws {
        let stage = Stage(size: CGSize(width: 320, height: 400)) { FeedView() }
        await stage.play(to: 0.2)
        let early = bands(stage.displayList())
        #expect(early.count == 1, "\(stage.displayList())")
        await stage.play(to: 0.8)
        let later = bands(stage.displayList())
        let (a, b) = (try #require(early.first).bounds, try #require(later.first).bounds)
        // Linear: 0.6 s of the 1.2 s sweep from −260 to +260 points moves the band by 260.
        #expect(b.minX > a.minX + 100, "\(a) → \(b)")
        #expect(stage.accessibilityTree().description.contains("\"Loading\""), "\(stage.accessibilityTree())")

        await stage.play(to: 2.5)
        let loaded = stage.displayList()
        #expect(bands(loaded).isEmpty, "the skeleton is gone")
        #expect(loaded.texts.map(\.text).contains("Grace"))
        #expect(loaded.texts.map(\.text).contains("Machines can think?"))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
