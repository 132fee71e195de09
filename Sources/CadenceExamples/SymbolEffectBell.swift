import CadenceUI

/// A bell that bounces each time it is tapped (`symbolEffect(.bounce, value:)`) next to sparkles
/// symbol that pulses while "searching" (`symbolEffect(.pulse, isActive:)`). With Reduce Motion the
/// bounce becomes a brief dip in opacity. The bell's value says how often it rang, so a screen
/// reader hears what the bounce shows.
public struct SymbolEffectBell: View {
    @State private var rings = 0
    @State private var searching = true

    /// Makes the bell, not yet rung, beside the sparkles, pulsing.
    public init() {}

    public var body: some View {
        HStack(spacing: 30) {
            Button { rings += 1 } label: {
                Image(systemName: "bell.fill")
                    .font(.system(size: 40))
                    .foregroundStyle(.orange)
                    .symbolEffect(.bounce, options: .repeat(2), value: rings)
            }
            .accessibilityLabel("Ring")
            .accessibilityValue(rings == 0 ? "Not rung" : rings == 1 ? "Rang once" : "Rang \(rings) times")
            Image(systemName: "sparkles")
                .font(.system(size: 40))
                .foregroundStyle(.blue)
                .symbolEffect(.pulse, isActive: searching)
        }
    }
}
