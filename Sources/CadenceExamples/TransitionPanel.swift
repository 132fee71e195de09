import CadenceUI

/// A panel that slides up from its bottom edge while fading in, and goes back down fading out,
/// toggled inside `withAnimation(.smooth)`. The caption under it stays in place until the panel's
/// removal has finished, as SwiftUI keeps a removed view in the layout during its transition.
public struct TransitionPanel: View {
    @State private var showsPanel = false

    /// Makes the example with the panel hidden.
    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Button(showsPanel ? "Hide panel" : "Show panel") {
                withAnimation(.smooth) { showsPanel.toggle() }
            }
            if showsPanel {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.indigo)
                    .frame(width: 180, height: 60)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            Text("Caption")
                .font(.caption)
        }
    }
}
