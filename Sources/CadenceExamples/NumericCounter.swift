import CadenceUI

/// A counter whose digits roll: `contentTransition(.numericText(value:))` inside `withAnimation`.
/// Going up, the changed digits slide up and out while the new ones rise in; going down, the reverse.
public struct NumericCounter: View {
    @State private var count = 8

    /// Makes the counter, showing 8.
    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Text("\(count)")
                .font(.system(size: 44, weight: .bold))
                .contentTransition(.numericText(value: Double(count)))
            HStack(spacing: 20) {
                Button("Minus") { withAnimation(.snappy) { count -= 1 } }
                Button("Plus") { withAnimation(.snappy) { count += 1 } }
            }
        }
    }
}
