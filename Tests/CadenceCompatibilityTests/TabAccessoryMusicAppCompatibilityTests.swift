#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A music app's iOS 26 tab view: Tab values with a search role, a mini player in
// tabViewBottomAccessory that reads tabViewBottomAccessoryPlacement, tabBarMinimizeBehavior, a
// library list and a progress bar that animates while playing.

@Observable
private final class Player {
    var isPlaying = false
    var title = "Blue in Green"
    var progress = 0.2
}

private struct MiniPlayer: View {
    let player: Player
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(.indigo.gradient)
                .frame(width: 32, height: 32)
            if placement == .expanded {
                VStack(alignment: .leading, spacing: 4) {
                    Text(player.title).font(.subheadline.weight(.semibold))
                    GeometryReader { proxy in
                        Capsule().fill(.secondary.opacity(0.3))
                            .overlay(alignment: .leading) {
                                Capsule().fill(.primary)
                                    .frame(width: proxy.size.width * player.progress)
                            }
                    }
                    .frame(height: 3)
                }
            }
            Spacer()
            Button(player.isPlaying ? "Pause" : "Play", systemImage: player.isPlaying ? "pause.fill" : "play.fill") {
                withAnimation(.easeInOut(duration: 0.3)) {
                    player.isPlaying.toggle()
                    player.progress = player.isPlaying ? 0.6 : player.progress
                }
            }
            .labelStyle(.iconOnly)
        }
        .padding(.horizontal, 16)
    }
}

private enum AppTab: Hashable { case listenNow, library, search }

private struct MusicApp: View {
    @State private var tab: AppTab = .listenNow
    @State private var player = Player()

    var body: some View {
        TabView(selection: $tab) {
            Tab("Listen Now", systemImage: "play.circle", value: .listenNow) {
                Text("Top Picks").font(.largeTitle.bold())
            }
            Tab("Library", systemImage: "square.stack", value: .library) {
                List(["Kind of Blue", "A Love Supreme"], id: \.self) { Text($0) }
            }
            Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) {
                Text("Search Music")
            }
        }
        .tabViewBottomAccessory {
            MiniPlayer(player: player)
        }
        .tabBarMinimizeBehavior(.onScrollDown)
    }
}

@MainActor
@Suite struct TabAccessoryMusicAppCompatibilityTests {
    @Test func theMiniPlayerSitsOnGlassAboveTheTabBar() throws {
        let stage = Stage(size: CGSize(width: 390, height: 800)) { MusicApp() }
        let title = try #require(stage.displayList().item(text: "Blue in Green"), "expanded placement shows the title")
        let tabTitle = try #require(stage.displayList().item(text: "Library")).bounds
        #expect(title.bounds.maxY < tabTitle.minY, "the accessory is above the tab bar")
        let glass = stage.displayList().items.compactMap { item -> CGRect? in
            if case .shape(let shape) = item.content, case .material? = shape.shading { return item.bounds }
            return nil
        }
        #expect(glass.count == 1)
        #expect(glass[0].contains(CGPoint(x: title.bounds.midX, y: title.bounds.midY)))
        #expect(isClose(glass[0].height, 48, absolute: 0.5) && isClose(glass[0].minX, 16, absolute: 0.5), "\(glass[0])")
    }

    @Test func playingAnimatesTheProgressAndTheAccessoryStaysAcrossTabs() throws {
        let stage = Stage(size: CGSize(width: 390, height: 800)) { MusicApp() }
        func barWidth() -> CGFloat {
            stage.displayList().items.compactMap { item -> CGFloat? in
                if case .shape(let shape) = item.content, shape.rect.height == 3, shape.paint.color.opacity == 1 { return shape.rect.width }
                return nil
            }.min() ?? 0
        }
        let before = barWidth()
        try stage.tap(label: "Play")
        stage.advance(by: 0.15)
        let middle = barWidth()
        stage.advance(by: 1)
        let after = barWidth()
        #expect(middle > before && middle < after, "\(before) → \(middle) → \(after)")
        #expect(isClose(after, before * 3, absolute: 0.5))
        try stage.tap(label: "Library")
        #expect(stage.displayList().item(text: "Kind of Blue") != nil)
        #expect(stage.displayList().item(text: "Blue in Green") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
