import CadenceUI

/// A gallery that lives in a `NavigationStack`: a scrolling `LazyVGrid` of symbol cards under a
/// large title; tapping a card pushes its detail screen (sliding in from the trailing edge), where
/// the symbol springs bigger with each tap of Animate; Back pops it.
public struct AnimationGallery: View {
    /// Makes the gallery on its grid, no card opened.
    public init() {}

    public var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 12)], spacing: 12) {
                    ForEach(GalleryItem.all) { item in
                        NavigationLink(value: item) {
                            GalleryCard(item: item)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(16)
            }
            .navigationTitle("Gallery")
            .navigationDestination(for: GalleryItem.self) { item in
                GalleryDetail(item: item)
            }
        }
    }
}

/// One symbol of the gallery.
struct GalleryItem: Identifiable, Hashable {
    let id: String
    let symbol: String
    let color: Color

    static let all = [
        GalleryItem(id: "Heart", symbol: "heart.fill", color: .pink),
        GalleryItem(id: "Star", symbol: "star.fill", color: .yellow),
        GalleryItem(id: "Bolt", symbol: "bolt.fill", color: .orange),
        GalleryItem(id: "Moon", symbol: "moon.fill", color: .indigo),
        GalleryItem(id: "Leaf", symbol: "leaf.fill", color: .green),
        GalleryItem(id: "Drop", symbol: "drop.fill", color: .blue),
    ]
}

/// A grid card: the symbol on a tinted rounded square, the name below.
struct GalleryCard: View {
    let item: GalleryItem

    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: item.symbol)
                .font(.system(size: 30))
                .foregroundStyle(item.color)
                .frame(maxWidth: .infinity, minHeight: 70)
                .background(item.color.opacity(0.15), in: RoundedRectangle(cornerRadius: 14))
            Text(item.id).font(.footnote)
        }
    }
}

/// A card's detail screen: the symbol springs between two sizes.
struct GalleryDetail: View {
    let item: GalleryItem
    @State private var isBig = false

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: item.symbol)
                .font(.system(size: 60))
                .foregroundStyle(item.color)
                .scaleEffect(isBig ? 1.6 : 1)
                .frame(height: 140)
                // The size says in words what the spring shows.
                .accessibilityValue(isBig ? "Large" : "Small")
            Button("Animate") {
                withAnimation(.spring(duration: 0.5, bounce: 0.4)) { isBig.toggle() }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(.top, 40)
        .navigationTitle(item.id)
        .navigationBarTitleDisplayMode(.inline)
    }
}
