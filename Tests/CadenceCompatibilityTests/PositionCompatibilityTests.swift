#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A dot placed by absolute position that jumps to another point.
private struct Dot: View {
    @State private var point = CGPoint(x: 40, y: 40)

    var body: some View {
        ZStack {
            Circle()
                .fill(Color.purple)
                .frame(width: 20, height: 20)
                .position(point)
            Button("Move") { point = CGPoint(x: 160, y: 120) }
                .position(x: 100, y: 180)
        }
        .frame(width: 200, height: 200)
    }
}

@Suite struct PositionCompatibilityTests {
    @Test @MainActor func positionPlacesTheCentre() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Dot() }
        let before = try #require(stage.displayList().item(filledWith: .purple))
        #expect(isClose(before.bounds.midX, 40, absolute: 1e-6) && isClose(before.bounds.midY, 40, absolute: 1e-6))
        try stage.tap(label: "Move")
        stage.advance(by: 0.5)
        let after = try #require(stage.displayList().item(filledWith: .purple))
        #expect(isClose(after.bounds.midX, 160, absolute: 1e-6) && isClose(after.bounds.midY, 120, absolute: 1e-6))
        #expect(stage.issues.isEmpty)
    }
}
