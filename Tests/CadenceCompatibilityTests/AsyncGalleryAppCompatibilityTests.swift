#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Remote images: AsyncImage with a phase switch and a transaction, the content/placeholder form,
// and a view model loaded with task(id:) that reloads when the query changes.

private struct Artwork: Identifiable, Decodable {
    let id: Int
    let title: String
    var imageURL: URL? { URL(string: "https://images.example.invalid/\(id).jpg") }
}

@MainActor
private final class ArtworkLoader: ObservableObject {
    @Published private(set) var artworks: [Artwork] = []
    @Published private(set) var isLoading = false
    private(set) var loads: [String] = []

    func load(query: String) async {
        isLoading = true
        defer { isLoading = false }
        loads.append(query)
        try? await Task.sleep(for: .milliseconds(300))
        guard !Task.isCancelled else { return }
        let json = """
        [{"id": 1, "title": "\(query) one"}, {"id": 2, "title": "\(query) two"}]
        """
        artworks = (try? JSONDecoder().decode([Artwork].self, from: Data(json.utf8))) ?? []
    }
}

private struct ArtworkTile: View {
    let artwork: Artwork

    var body: some View {
        VStack {
            AsyncImage(url: artwork.imageURL, scale: 2, transaction: Transaction(animation: .easeInOut)) { phase in
                switch phase {
                case .empty:
                    ProgressView()
                case .success(let image):
                    image.resizable().scaledToFill()
                case .failure:
                    Image(systemName: "photo")
                        .foregroundStyle(.secondary)
                @unknown default:
                    EmptyView()
                }
            }
            .frame(width: 150, height: 150)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            Text(artwork.title).lineLimit(1)
        }
    }
}

private struct ArtworkSearch: View {
    @StateObject private var loader = ArtworkLoader()
    @State private var query = "Monet"

    var body: some View {
        VStack {
            Picker("Artist", selection: $query) {
                Text("Monet").tag("Monet")
                Text("Hokusai").tag("Hokusai")
            }
            .pickerStyle(.segmented)
            if loader.isLoading {
                ProgressView("Loading…")
            }
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                    ForEach(loader.artworks) { ArtworkTile(artwork: $0) }
                }
            }
            AsyncImage(url: URL(string: "https://images.example.invalid/avatar.png")) { image in
                image.resizable()
            } placeholder: {
                Color.gray.opacity(0.3)
            }
            .frame(width: 44, height: 44)
            .clipShape(Circle())
        }
        .task(id: query) {
            await loader.load(query: query)
        }
    }
}

@MainActor
@Suite struct AsyncGalleryAppCompatibilityTests {
    @Test func theTaskReloadsWhenTheQueryChanges() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { ArtworkSearch() }
        await stage.settleTasks()
        #expect(stage.displayList().item(text: "Loading…") != nil)
        await stage.play(by: 1)
        #expect(stage.displayList().item(text: "Monet one") != nil)
        #expect(stage.displayList().item(text: "Loading…") == nil)
        try stage.select("Hokusai", label: "Artist")
        await stage.play(by: 1)
        #expect(stage.displayList().item(text: "Hokusai two") != nil)
        #expect(stage.displayList().item(text: "Monet one") == nil)
        #expect(stage.displayList().item(symbol: "photo") != nil || !stage.displayList().shapes.isEmpty)
    }
}
