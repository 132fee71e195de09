import CadenceUI

/// An album of three thumbnails; tapping one zooms its photo open into a card over the album
/// (`.matchedTransitionSource(id:in:)` on the thumbnail, `.navigationTransition(.zoom(sourceID:in:))`
/// on the card), and Close shrinks the card back into the thumbnail it came from.
///
/// With Reduce Motion on, the card cross-fades in and out in place over 0.25 s instead of zooming
/// (as the Reduce Motion article advises: replace an entrance that travels with a short cross-fade rather than dropping it), so
/// the change is still seen as one, without the growth across the screen.
///
/// For a screen reader, each thumbnail is a button named after its photo, with a hint; while the
/// card is open the album behind it is hidden (as a full-screen cover hides what it covers), so only
/// the card's photo, title and Close are read.
public struct PhotoZoom: View {
    struct Photo: Identifiable, Equatable {
        let id: Int
        let title: String
        /// What the photo shows, read in place of the picture.
        let description: String
        let color: Color
    }

    private let photos = [
        Photo(id: 1, title: "Dunes", description: "Sand dunes at sunset", color: .orange),
        Photo(id: 2, title: "Lagoon", description: "A turquoise lagoon behind a reef", color: .teal),
        Photo(id: 3, title: "Forest", description: "Pine trees in morning mist", color: .green),
    ]

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Namespace private var zoom
    @State private var selected: Photo?

    /// Makes the album with no photo open.
    public init() {}

    public var body: some View {
        ZStack(alignment: .top) {
            VStack(spacing: 12) {
                Text("Album")
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                HStack(spacing: 12) {
                    ForEach(photos) { photo in
                        Button {
                            show(photo)
                        } label: {
                            RoundedRectangle(cornerRadius: 8)
                                .fill(photo.color)
                                .frame(width: 64, height: 64)
                        }
                        .matchedTransitionSource(id: photo.id, in: zoom)
                        .accessibilityLabel(photo.title)
                        .accessibilityHint("Opens the photo")
                    }
                }
            }
            .padding(.top, 24)
            .accessibilityHidden(selected != nil)

            if let photo = selected {
                if reduceMotion {
                    card(photo).transition(.opacity)
                } else {
                    card(photo).navigationTransition(.zoom(sourceID: photo.id, in: zoom))
                }
            }
        }
        .frame(width: 240, height: 280, alignment: .top)
    }

    /// The open photo: the photo itself fills an opaque card over the album, with its title and Close
    /// on it. Square and in the photo's colour like its thumbnail, so the zoom scales it evenly and
    /// the card, shrunk into the thumbnail's frame, looks like the thumbnail it leaves in place.
    private func card(_ photo: Photo) -> some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 20)
                .fill(photo.color)
                .accessibilityLabel(photo.description)
                .accessibilityAddTraits(.isImage)
            HStack {
                Text(photo.title)
                    .font(.title2)
                    .foregroundStyle(.white)
                    .accessibilityAddTraits(.isHeader)
                Spacer()
                Button("Close") { show(nil) }
                    .tint(.white)
            }
            .padding(16)
        }
        .frame(width: 240, height: 240)
    }

    private func show(_ photo: Photo?) {
        withAnimation(reduceMotion ? .easeInOut(duration: 0.25) : .smooth(duration: 0.5)) {
            selected = photo
        }
    }
}
