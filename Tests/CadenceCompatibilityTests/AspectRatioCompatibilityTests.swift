#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A thumbnail that keeps its aspect ratio as its container changes.
private struct Thumbnail: View {
    @State private var expanded = false

    var body: some View {
        VStack {
            Rectangle()
                .fill(Color.green)
                .aspectRatio(16 / 9, contentMode: .fit)
                .frame(width: expanded ? 320 : 160, height: 200)
            Button(expanded ? "Shrink" : "Grow") {
                withAnimation(.spring(duration: 0.4)) { expanded.toggle() }
            }
        }
    }
}

@Suite struct AspectRatioCompatibilityTests {
    @Test @MainActor func fitKeepsTheRatio() throws {
        let stage = Stage(size: CGSize(width: 400, height: 300)) { Thumbnail() }
        let small = try #require(stage.displayList().shapes(filledWith: .green).first)
        #expect(isClose(small.rect.width / small.rect.height, 16 / 9, absolute: 1e-6))
        #expect(isClose(small.rect.width, 160, absolute: 1e-6))
        try stage.tap(label: "Grow")
        stage.advance(by: 1)
        let large = try #require(stage.displayList().shapes(filledWith: .green).first)
        #expect(large.rect.width > small.rect.width)
        #expect(isClose(large.rect.width / large.rect.height, 16 / 9, absolute: 1e-6))
        #expect(stage.issues.isEmpty)
    }
}
