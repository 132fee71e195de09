#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A photo grid: tiles in a LazyVGrid open a detail sheet on tap; a long press shows a context menu
// with a preview to favourite, duplicate or delete the photo.

private struct Photo: Identifiable, Hashable {
    let id: Int
    var color: Color
    var isFavorite = false
}

private struct PhotoGrid: View {
    @State private var photos = [
        Photo(id: 1, color: .red), Photo(id: 2, color: .green), Photo(id: 3, color: .blue),
        Photo(id: 4, color: .orange),
    ]
    @State private var selected: Photo?
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 4)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 4) {
                ForEach(photos) { photo in
                    Button {
                        selected = photo
                    } label: {
                        RoundedRectangle(cornerRadius: 4)
                            .fill(photo.color)
                            .aspectRatio(1, contentMode: .fit)
                            .overlay(alignment: .bottomTrailing) {
                                if photo.isFavorite {
                                    Image(systemName: "heart.fill").foregroundStyle(.white).padding(4)
                                }
                            }
                    }
                    .accessibilityLabel("Photo \(photo.id)")
                    .contextMenu {
                        Button {
                            toggleFavorite(photo)
                        } label: {
                            Label(photo.isFavorite ? "Unfavorite" : "Favorite", systemImage: "heart")
                        }
                        Button {
                            photos.append(Photo(id: photos.count + 1, color: photo.color))
                        } label: {
                            Label("Duplicate", systemImage: "plus.square.on.square")
                        }
                        Button(role: .destructive) {
                            photos.removeAll { $0.id == photo.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    } preview: {
                        RoundedRectangle(cornerRadius: 12).fill(photo.color).frame(width: 250, height: 250)
                    }
                }
            }
            .padding(4)
        }
        .sheet(item: $selected) { photo in
            Text("Photo \(photo.id) details")
        }
    }

    private func toggleFavorite(_ photo: Photo) {
        guard let index = photos.firstIndex(where: { $0.id == photo.id }) else { return }
        photos[index].isFavorite.toggle()
    }
}

@MainActor
@Suite struct PhotoGridContextMenuAppCompatibilityTests {
    private func center(of label: String, in stage: Stage) throws -> CGPoint {
        let frame = try #require(stage.accessibilityTree().element(label: label)).frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aLongPressShowsTheMenuAndFavoriteMarksThePhoto() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { PhotoGrid() }
        #expect(stage.displayList().item(symbol: "heart.fill") == nil)
        stage.longPress(at: try center(of: "Photo 2", in: stage))
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Duplicate") != nil)
        #expect(stage.displayList().item(text: "Photo 2 details") == nil, "the long press does not open the photo")
        try stage.tap(label: "Favorite")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Duplicate") == nil)
        #expect(stage.displayList().item(symbol: "heart.fill") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func deleteFromTheMenuRemovesThePhotoAndATapStillOpensOne() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { PhotoGrid() }
        stage.longPress(at: try center(of: "Photo 3", in: stage))
        stage.advance(by: 1)
        try stage.tap(label: "Delete")
        stage.advance(by: 1)
        #expect(stage.accessibilityTree().element(label: "Photo 3") == nil)
        try stage.tap(at: try center(of: "Photo 1", in: stage))
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Photo 1 details") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
