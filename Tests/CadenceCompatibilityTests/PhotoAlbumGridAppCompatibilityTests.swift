#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A photo album: a LazyVGrid of adaptive thumbnails with context menus (favourite, delete), a
// favourites filter that animates the grid, and a tapped photo that grows into a detail view with
// matchedGeometryEffect (its tile leaves the grid while it is shown). The album header loads the owner's avatar with AsyncImage phases.

private struct Photo: Identifiable, Equatable {
    let id: Int
    let symbol: String
    var isFavourite = false
}

private struct AlbumScreen: View {
    @State private var photos = ["leaf", "sun.max", "moon", "cloud", "snowflake", "flame"].enumerated().map {
        Photo(id: $0.offset, symbol: $0.element)
    }
    @State private var showsFavouritesOnly = false
    @State private var selected: Photo?
    @Namespace private var zoom

    private var shown: [Photo] { showsFavouritesOnly ? photos.filter(\.isFavourite) : photos }

    var body: some View {
        ZStack {
            ScrollView {
                HStack {
                    AsyncImage(url: URL(string: "https://photos.example.invalid/owner.png")) { phase in
                        switch phase {
                        case .success(let image): image.resizable().scaledToFill()
                        case .failure: Image(systemName: "person.crop.circle.badge.exclamationmark")
                        case .empty: ProgressView()
                        @unknown default: EmptyView()
                        }
                    }
                    .frame(width: 40, height: 40)
                    .clipShape(.circle)
                    Text("Summer").font(.title.bold())
                    Spacer()
                    Toggle("Favourites", isOn: $showsFavouritesOnly.animation(.snappy))
                        .toggleStyle(.button)
                }
                .padding(.horizontal)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 8)], spacing: 8) {
                    ForEach(shown) { photo in
                        Button {
                            withAnimation(.spring(duration: 0.4)) { selected = photo }
                        } label: {
                            if selected?.id == photo.id {
                                // The photo is shown enlarged: one view per matched id at a time.
                                Color.clear.frame(maxWidth: .infinity, minHeight: 100)
                            } else {
                                Image(systemName: photo.symbol)
                                    .font(.largeTitle)
                                    .frame(maxWidth: .infinity, minHeight: 100)
                                    .background(Color.blue.opacity(0.15))
                                    .overlay(alignment: .topTrailing) {
                                        if photo.isFavourite {
                                            Image(systemName: "heart.fill").foregroundStyle(.pink).padding(4)
                                        }
                                    }
                                    .matchedGeometryEffect(id: photo.id, in: zoom)
                            }
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel("Photo \(photo.symbol)")
                        .contextMenu {
                            Button("Favourite", systemImage: "heart") { toggleFavourite(photo) }
                            Button("Delete", systemImage: "trash", role: .destructive) {
                                withAnimation { photos.removeAll { $0.id == photo.id } }
                            }
                        }
                        .transition(.scale.combined(with: .opacity))
                    }
                }
                .padding(.horizontal)
                Button("Favourite All Skies") {
                    for photo in photos where ["sun.max", "moon", "cloud"].contains(photo.symbol) { toggleFavourite(photo) }
                }
            }
            if let selected {
                Color.black.opacity(0.8)
                    .ignoresSafeArea()
                    .onTapGesture {
                        withAnimation(.spring(duration: 0.4)) { self.selected = nil }
                    }
                Image(systemName: selected.symbol)
                    .font(.system(size: 120))
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.blue.opacity(0.15))
                    .matchedGeometryEffect(id: selected.id, in: zoom)
                    .frame(width: 300, height: 300)
                    .accessibilityLabel("Detail \(selected.symbol)")
            }
        }
    }

    private func toggleFavourite(_ photo: Photo) {
        guard let index = photos.firstIndex(where: { $0.id == photo.id }) else { return }
        photos[index].isFavourite.toggle()
    }
}

@MainActor
@Suite struct PhotoAlbumGridAppCompatibilityTests {
    @Test func theGridFlowsIntoColumnsAndFiltersFavourites() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { AlbumScreen() }
        let leaf = try #require(stage.displayList().item(symbol: "leaf")).bounds
        let sun = try #require(stage.displayList().item(symbol: "sun.max")).bounds
        let cloud = try #require(stage.displayList().item(symbol: "cloud")).bounds
        #expect(isClose(leaf.midY, sun.midY, absolute: 0.5), "side by side")
        #expect(cloud.midY > leaf.maxY, "three columns of at least 100 points fit in 374: the fourth wraps")
        try stage.tap(label: "Favourite All Skies")
        #expect(stage.displayList().symbols.filter { $0.name == "heart.fill" }.count == 3)
        try stage.tap(label: "Favourites")
        stage.advance(by: 0.05)
        let leaving = stage.displayList().symbols.first { $0.name == "leaf" }
        stage.advance(by: 1)
        #expect(leaving != nil, "the leaf leaves with a transition")
        #expect(stage.displayList().item(symbol: "leaf") == nil)
        let sunAfter = try #require(stage.displayList().item(symbol: "sun.max")).bounds
        #expect(sunAfter.minX < sun.minX, "the favourites close up to the first column")
    }

    @Test func aTappedPhotoGrowsIntoTheDetail() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { AlbumScreen() }
        // The tile behind each symbol: its blue background, which the matched geometry moves.
        func tile() -> CGRect? {
            guard let moon = stage.displayList().items.last(where: { if case .symbol(let s) = $0.content { s.name == "moon" } else { false } }) else { return nil }
            let center = CGPoint(x: moon.bounds.midX, y: moon.bounds.midY)
            return stage.displayList().items.last {
                if case .shape(let shape) = $0.content { return shape.paint.color.blue > 0.9 && shape.paint.color.opacity < 0.5 && $0.bounds.contains(center) }
                return false
            }?.bounds
        }
        let thumbnail = try #require(tile())
        try stage.tap(label: "Photo moon")
        stage.advance(by: 0.1)
        let growing = try #require(tile())
        stage.advance(by: 1)
        let detail = try #require(tile())
        #expect(detail.width > thumbnail.width * 2, "\(thumbnail) → \(detail)")
        #expect(growing.width > thumbnail.width && growing.width < detail.width, "mid-flight: \(growing.width)")
        #expect(stage.accessibilityTree().element(label: "Detail moon") != nil)
        try stage.tap(at: CGPoint(x: 195, y: 60))
        stage.advance(by: 1)
        #expect(stage.accessibilityTree().element(label: "Detail moon") == nil)
    }
}
