#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A grid of album covers that opens into a detail card with a hero animation, as
// matchedGeometryEffect tutorials write it: one @Namespace, the cover in the grid and the cover in
// the detail share an id, only one of the two is in the hierarchy at a time, the detail sits above
// the grid by zIndex and its text comes and goes with its own transition.

private struct Album: Identifiable, Equatable {
    let id: Int
    let title: String
    let artist: String
    let color: Color
}

private let albums = [
    Album(id: 1, title: "Blue Train", artist: "John Coltrane", color: .blue),
    Album(id: 2, title: "Kind of Blue", artist: "Miles Davis", color: .indigo),
    Album(id: 3, title: "Mingus Ah Um", artist: "Charles Mingus", color: .orange),
    Album(id: 4, title: "Time Out", artist: "Dave Brubeck", color: .red),
]

private struct AlbumCover: View {
    let album: Album
    var cornerRadius: CGFloat = 12

    var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
            .fill(album.color.gradient)
            .overlay(alignment: .bottomLeading) {
                Image(systemName: "music.note")
                    .font(.title2)
                    .foregroundStyle(.white.opacity(0.8))
                    .padding(10)
            }
    }
}

private struct AlbumLibrary: View {
    @Namespace private var hero
    @State private var selected: Album?

    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        ZStack {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(albums) { album in
                    Group {
                        if selected?.id != album.id {
                            AlbumCover(album: album)
                                .matchedGeometryEffect(id: album.id, in: hero)
                        } else {
                            Color.clear
                        }
                    }
                    .frame(height: 120)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) {
                            selected = album
                        }
                    }
                    .accessibilityLabel(album.title)
                    .accessibilityAddTraits(.isButton)
                }
            }
            .padding()
            .opacity(selected == nil ? 1 : 0.3)

            if let album = selected {
                VStack(spacing: 16) {
                    AlbumCover(album: album, cornerRadius: 24)
                        .matchedGeometryEffect(id: album.id, in: hero)
                        .frame(width: 240, height: 240)
                        .shadow(color: album.color.opacity(0.4), radius: 20, y: 10)
                    VStack(spacing: 4) {
                        Text(album.title).font(.title2.bold())
                        Text(album.artist).font(.headline).foregroundStyle(.secondary)
                    }
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                    Button("Close") {
                        withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) {
                            selected = nil
                        }
                    }
                    .buttonStyle(.bordered)
                }
                .zIndex(1)
            }
        }
    }
}

@Suite struct HeroTransitionCompatibilityTests {
    /// The frame of the orange cover ("Mingus Ah Um"), the largest one when a ghost is drawn too.
    @MainActor private func cover(in stage: Stage) -> CGRect? {
        stage.displayList().items.filter { item in
            guard case .shape(let shape) = item.content, case .fill(let color) = shape.paint, shape.shading != nil else { return false }
            // Orange: a strong red, a middling green, little blue (its gradient's first stop).
            return color.red > 0.8 && color.green > 0.3 && color.green < 0.8 && color.blue < 0.35
        }.map(\.bounds).max { $0.width < $1.width }
    }

    @Test @MainActor func theCoverFliesFromTheGridIntoTheDetailAndBack() throws {
        let stage = Stage(size: CGSize(width: 320, height: 480)) { AlbumLibrary() }
        let inGrid = try #require(cover(in: stage))
        #expect(inGrid.height > 100 && inGrid.height < 140, "\(inGrid)")
        try stage.tap(at: CGPoint(x: inGrid.midX, y: inGrid.midY))
        stage.advance(by: 0.12)
        let flying = try #require(cover(in: stage))
        stage.advance(by: 1.5)
        let open = try #require(cover(in: stage))
        // It grows from the grid cell to the 240-point detail cover, passing in between.
        #expect(isClose(open.width, 240, absolute: 0.5) && isClose(open.height, 240, absolute: 0.5), "\(open)")
        #expect(flying.width > inGrid.width + 5 && flying.width < open.width - 5, "\(inGrid) → \(flying) → \(open)")
        #expect(stage.displayList().texts.contains { $0.text == "Mingus Ah Um" })
        #expect(stage.nextFrameTime == nil)

        try stage.tap(label: "Close")
        stage.advance(by: 0.12)
        let returning = try #require(cover(in: stage))
        #expect(returning.width < open.width - 5, "\(returning)")
        stage.advance(by: 1.5)
        let back = try #require(cover(in: stage))
        #expect(isClose(back, inGrid, absolute: 0.5), "\(back) vs \(inGrid)")
        #expect(!stage.displayList().texts.contains { $0.text == "Mingus Ah Um" })
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
