import CadenceUI

/// A card you drag: it follows the finger, and when released it springs back to its place starting
/// with the finger's velocity, so a fast flick overshoots and a slow release settles gently — the
/// drag's `onChanged` updates track velocity and the release's `withAnimation(.spring)` picks it up,
/// as in SwiftUI. With Reduce Motion the card does not follow the finger at all: a drag only dims
/// it while held, and the release fades it back.
public struct FlickCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var offset = CGSize.zero
    @State private var isHeld = false

    /// Makes the card at rest in its place.
    public init() {}

    public var body: some View {
        RoundedRectangle(cornerRadius: 18)
            .fill(.indigo)
            .frame(width: 110, height: 150)
            .overlay {
                Text("Drag me")
                    .font(.headline)
                    .foregroundStyle(.white)
            }
            .opacity(reduceMotion && isHeld ? 0.6 : 1)
            .offset(offset)
            .rotationEffect(.degrees(reduceMotion ? 0 : Double(offset.width) / 12))
            .gesture(
                DragGesture()
                    .onChanged { value in
                        if reduceMotion {
                            isHeld = true
                        } else {
                            offset = value.translation
                        }
                    }
                    .onEnded { _ in
                        if reduceMotion {
                            withAnimation(.easeOut(duration: 0.2)) { isHeld = false }
                        } else {
                            withAnimation(.spring(response: 0.45, dampingFraction: 0.55)) { offset = .zero }
                        }
                    }
            )
            .accessibilityElement(children: .combine)
            .accessibilityHint("Drag to fling the card; it springs back")
    }
}
