#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A skeleton loader as apps write it: placeholder rows in a ForEach, redacted, with a shimmer
// modifier whose GeometryReader overlay is applied to every row of the ForEach at once.

private struct Shimmer: ViewModifier {
    @State private var phase: CGFloat = -1

    func body(content: Content) -> some View {
        content
            .overlay(
                GeometryReader { proxy in
                    LinearGradient(colors: [.clear, .white.opacity(0.6), .clear], startPoint: .leading, endPoint: .trailing)
                        .frame(width: proxy.size.width * 0.5)
                        .offset(x: phase * proxy.size.width)
                }
            )
            .mask(content)
            .onAppear {
                withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) { phase = 1.5 }
            }
    }
}

private extension View {
    func shimmering() -> some View { modifier(Shimmer()) }
}

private struct SkeletonList: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(0..<4) { row in
                HStack {
                    Circle().fill(Color.gray.opacity(0.3)).frame(width: 32, height: 32)
                    Text("Placeholder name \(row)")
                }
            }
            .redacted(reason: .placeholder)
            .shimmering()
        }
        .padding()
    }
}

@MainActor
@Suite struct SkeletonShimmerCompatibilityTests {
    @Test func aGeometryReaderModifierOnAForEachSettles() {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { SkeletonList() }
        var counts: [Int] = []
        for _ in 0..<6 {
            stage.advance(by: 0.2)
            counts.append(stage.displayList().shapes.count)
        }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
        #expect(counts.allSatisfy { $0 >= 4 }, "the four placeholder rows are drawn: \(counts)")
    }

    @Test func theMinimalCaseSettlesToo() {
        let stage = Stage(size: CGSize(width: 390, height: 300)) {
            VStack {
                ForEach(0..<2) { Text("Row \($0)") }
                    .overlay(GeometryReader { proxy in Color.clear.frame(width: proxy.size.width) })
            }
        }
        stage.advance(to: 0.1)
        #expect(stage.displayList().item(text: "Row 1") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
