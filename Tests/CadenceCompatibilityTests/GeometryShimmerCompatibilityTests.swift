#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// The shimmer as it is most often written: the band's travel comes from a GeometryReader's width,
// and a repeating linear animation started in onAppear drives a 0…1 phase.

private struct GeometryShimmer: ViewModifier {
    @State private var phase: CGFloat = 0

    func body(content: Content) -> some View {
        content
            .overlay {
                GeometryReader { proxy in
                    LinearGradient(colors: [.clear, .white.opacity(0.7), .clear],
                                   startPoint: .leading, endPoint: .trailing)
                        .frame(width: proxy.size.width * 0.4)
                        .offset(x: -proxy.size.width * 0.4 + phase * proxy.size.width * 1.4)
                }
            }
            .clipped()
            .onAppear {
                withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                    phase = 1
                }
            }
    }
}

private struct PlaceholderCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.gray.opacity(0.3))
            .frame(width: 300, height: 80)
            .modifier(GeometryShimmer())
    }
}

@Suite struct GeometryShimmerCompatibilityTests {
    @MainActor private func bandX(_ stage: Stage) throws -> Double {
        let band = try #require(stage.displayList().items.first { item in
            if case .shape(let shape) = item.content { return shape.shading != nil }
            return false
        })
        return Double(band.bounds.minX)
    }

    @Test @MainActor func theBandSweepsLinearlyAcrossTheReadersWidthAndRepeats() async throws {
        let stage = Stage(size: CGSize(width: 320, height: 120)) { PlaceholderCard() }
        await stage.play(to: 0.5)
        let quarter = try bandX(stage)
        await stage.play(to: 1.0)
        let half = try bandX(stage)
        await stage.play(to: 1.5)
        let threeQuarters = try bandX(stage)
        await stage.play(to: 2.5)
        let again = try bandX(stage)
        // 1.4 × 300 points in 2 s: 105 points every half second, in the middle of the sweep too.
        // (The reader is measured before onAppear runs, as in SwiftUI, so the animation starts
        // from the real width rather than from a reader never drawn.)
        #expect(abs((half - quarter) - 105) < 2, "\(quarter) → \(half)")
        #expect(abs((threeQuarters - half) - 105) < 2, "\(half) → \(threeQuarters)")
        // After one sweep it starts again from where it was a sweep before.
        #expect(abs(again - quarter) < 2, "\(quarter) → \(again)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
