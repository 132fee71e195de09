import CadenceUI

/// A toast that drops in from above while fading in and leaves by shrinking and fading: an
/// asymmetric transition, animated by `.animation(.snappy, value:)` on the stack rather than by
/// `withAnimation`. The second tap comes before the insertion ends, so the toast turns around where
/// it is.
public struct AsymmetricToast: View {
    @State private var showsToast = false

    /// Makes the example with the toast hidden.
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            if showsToast {
                Text("Saved")
                    .padding(12)
                    .background(Color.green.opacity(0.3))
                    .transition(.asymmetric(
                        insertion: .offset(y: -30).combined(with: .opacity),
                        removal: .scale(scale: 0.6).combined(with: .opacity)
                    ))
            }
            Button("Toast") { showsToast.toggle() }
        }
        .animation(.snappy, value: showsToast)
    }
}
