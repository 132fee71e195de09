#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A profile screen: a scrolling header with an avatar and counters, a follow button that springs
// between two widths, and a three-column grid of posts drawn from symbols.
private struct Post: Identifiable {
    let id: Int
    let symbol: String
    let color: Color
}

private struct StatView: View {
    let value: Int
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text("\(value)").font(.headline).monospacedDigit()
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

private struct ProfileView: View {
    @State private var isFollowing = false
    @State private var followers = 128
    private let posts: [Post] = (0..<9).map { index in
        let symbols = ["sun.max.fill", "moon.fill", "bolt.fill", "flame.fill", "leaf.fill", "drop.fill", "cloud.fill", "snowflake", "star.fill"]
        let colors: [Color] = [.orange, .indigo, .yellow, .red, .green, .blue, .gray, .cyan, .pink]
        return Post(id: index, symbol: symbols[index], color: colors[index])
    }
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    Image(systemName: "person.circle.fill")
                        .resizable()
                        .scaledToFit()
                        .frame(width: 88, height: 88)
                        .foregroundStyle(.gray)
                    Text("Ada Lovelace").font(.title2.bold())
                    HStack {
                        StatView(value: posts.count, title: "Posts")
                        StatView(value: followers, title: "Followers")
                        StatView(value: 42, title: "Following")
                    }
                    Button {
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                            isFollowing.toggle()
                            followers += isFollowing ? 1 : -1
                        }
                    } label: {
                        Text(isFollowing ? "Following" : "Follow")
                            .font(.headline)
                            .frame(maxWidth: isFollowing ? 140 : .infinity)
                            .padding(.vertical, 10)
                            .background(isFollowing ? Color.gray.opacity(0.2) : Color.blue, in: Capsule())
                            .foregroundStyle(isFollowing ? Color.primary : Color.white)
                    }
                    .buttonStyle(.plain)
                    .padding(.horizontal)
                    LazyVGrid(columns: columns, spacing: 2) {
                        ForEach(posts) { post in
                            post.color.opacity(0.3)
                                .aspectRatio(1, contentMode: .fit)
                                .overlay {
                                    Image(systemName: post.symbol)
                                        .font(.title)
                                        .foregroundStyle(post.color)
                                }
                        }
                    }
                }
            }
            .navigationTitle("Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gearshape.fill") {}
                        .labelStyle(.iconOnly)
                }
            }
        }
    }
}

@Suite struct ProfileScreenCompatibilityTests {
    @Test @MainActor func followingCountsAndTheGridFillsTheWidthAndScrolls() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { ProfileView() }
        let list = stage.displayList()
        #expect(list.item(text: "Profile") != nil)
        #expect(list.item(symbol: "gearshape.fill") != nil)
        // Three flexible columns of 390 − 2 × 2 spacing: 128.67-point squares.
        let sun = try #require(list.item(symbol: "sun.max.fill")).bounds
        let moon = try #require(list.item(symbol: "moon.fill")).bounds
        #expect(isClose(moon.midX - sun.midX, 130.67, absolute: 0.5))

        try stage.tap(label: "Follow")
        stage.advance(by: 1.5)
        #expect(stage.displayList().item(text: "129") != nil)
        #expect(stage.displayList().item(text: "Following") != nil)

        try stage.scroll(by: CGSize(width: 0, height: 200))
        stage.advance(by: 0.5)
        let scrolled = try #require(stage.displayList().item(symbol: "sun.max.fill")).bounds
        #expect(scrolled.minY < sun.minY - 50)
        #expect(stage.issues.isEmpty)
    }
}
