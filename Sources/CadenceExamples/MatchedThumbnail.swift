import CadenceUI

/// A photo thumbnail that opens into a header and closes back: the two are different views with the
/// same `matchedGeometryEffect` id, so the header grows out of the thumbnail's frame (and shrinks back
/// into it) instead of fading in somewhere else.
public struct MatchedThumbnail: View {
    @Namespace private var photos
    @State private var isOpen = false

    /// Makes the example with the photo closed, as a thumbnail.
    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            ZStack(alignment: .topLeading) {
                Rectangle().fill(.clear).frame(width: 240, height: 240)
                if isOpen {
                    RoundedRectangle(cornerRadius: 16).fill(.orange)
                        .matchedGeometryEffect(id: "photo", in: photos)
                        .frame(width: 240, height: 160)
                } else {
                    RoundedRectangle(cornerRadius: 8).fill(.orange)
                        .matchedGeometryEffect(id: "photo", in: photos)
                        .frame(width: 64, height: 64)
                        .padding(EdgeInsets(top: 168, leading: 8, bottom: 0, trailing: 0))
                }
            }
            Button(isOpen ? "Close" : "Open") {
                withAnimation(.smooth(duration: 0.5)) { isOpen.toggle() }
            }
        }
    }
}
