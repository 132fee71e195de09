#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An adaptive emoji grid that gains items.
private struct StickerGrid: View {
    @State private var count = 6
    private let columns = [GridItem(.adaptive(minimum: 60), spacing: 10)]

    var body: some View {
        VStack {
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(0..<count, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(index.isMultiple(of: 2) ? Color.orange : Color.yellow)
                        .frame(height: 60)
                }
            }
            Button("More") { count += 3 }
        }
        .frame(width: 290)
    }
}

@Suite struct LazyGridCompatibilityTests {
    @Test @MainActor func adaptiveColumnsFillTheWidth() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { StickerGrid() }
        let cells = stage.displayList().shapes.filter { $0.rect.height == 60 }
        #expect(cells.count == 6)
        // 290 points hold 4 columns of at least 60 with 10 between: (290 - 30) / 4 = 65.
        #expect(cells.allSatisfy { isClose($0.rect.width, 65, absolute: 1e-6) })
        try stage.tap(label: "More")
        stage.advance(by: 0.2)
        #expect(stage.displayList().shapes.filter { $0.rect.height == 60 }.count == 9)
        #expect(stage.issues.isEmpty)
    }
}
