import CadenceUI

/// A gradient card that flips in 3-D when tapped: its front (a linear gradient with a drop shadow)
/// turns about the y axis with SwiftUI's perspective, and the back (an angular gradient) shows once
/// it passes 90°. A screen reader hears which face is up ("Front", "Back") as the button's value.
public struct GradientFlipCard: View {
    @State private var flipped = false

    /// Makes the card with its front up.
    public init() {}

    public var body: some View {
        Button {
            withAnimation(.spring(duration: 0.8, bounce: 0.2)) { flipped.toggle() }
        } label: {
            ZStack {
                RoundedRectangle(cornerRadius: 18)
                    .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .overlay { Text("Front").font(.title2.bold()).foregroundStyle(.white) }
                    .opacity(flipped ? 0 : 1)
                RoundedRectangle(cornerRadius: 18)
                    .fill(AngularGradient(colors: [.orange, .pink, .purple, .orange], center: .center))
                    .overlay { Text("Back").font(.title2.bold()).foregroundStyle(.white) }
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                    .opacity(flipped ? 1 : 0)
            }
            .frame(width: 160, height: 100)
            .shadow(color: .black.opacity(0.3), radius: 8, y: 6)
        }
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .accessibilityLabel("Flip card")
        .accessibilityValue(flipped ? "Back" : "Front")
    }
}
