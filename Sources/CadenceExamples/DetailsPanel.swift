import CadenceUI

/// A disclosure that opens and closes inside `withAnimation`: the plus turns into a cross, the panel
/// grows and fades in, its background warms from grey to blue. With Reduce Motion on, the change is
/// made without animation and shows at once.
public struct DetailsPanel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isExpanded = false

    /// Makes the disclosure, closed.
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                toggleDetails()
            } label: {
                HStack {
                    Text("Details")
                    Image(systemName: "plus.circle.fill")
                        .rotationEffect(.degrees(isExpanded ? 45 : 0))
                }
            }
            Text("Ships in two days. Free returns.")
                .font(.callout)
                .padding(12)
                .frame(width: 220, height: isExpanded ? 64 : 0, alignment: .topLeading)
                .background(isExpanded ? Color.blue.opacity(0.15) : Color.gray.opacity(0.1))
                .clipped()
                .opacity(isExpanded ? 1 : 0)
        }
    }

    private func toggleDetails() {
        withAnimation(reduceMotion ? nil : .snappy) {
            isExpanded.toggle()
        }
    }
}
