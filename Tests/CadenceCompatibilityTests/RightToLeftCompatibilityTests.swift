#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A row laid out right to left when the layout direction is switched.
private struct DirectionalRow: View {
    @State private var direction = LayoutDirection.leftToRight

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 40, height: 40)
            }
            .frame(width: 200, alignment: .leading)
            .environment(\.layoutDirection, direction)
            Button("Flip") { direction = .rightToLeft }
        }
    }
}

@Suite struct RightToLeftCompatibilityTests {
    @Test @MainActor func rightToLeftMirrorsStacksAndFrames() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { DirectionalRow() }
        let red = try #require(stage.displayList().item(filledWith: .red))
        let blue = try #require(stage.displayList().item(filledWith: .blue))
        #expect(red.bounds.minX < blue.bounds.minX)
        try stage.tap(label: "Flip")
        stage.advance(by: 0.2)
        let redAfter = try #require(stage.displayList().item(filledWith: .red))
        let blueAfter = try #require(stage.displayList().item(filledWith: .blue))
        #expect(redAfter.bounds.minX > blueAfter.bounds.minX)
        #expect(isClose(redAfter.bounds.maxX, red.bounds.minX + 200, absolute: 1e-6))
        #expect(stage.issues.isEmpty)
    }
}
