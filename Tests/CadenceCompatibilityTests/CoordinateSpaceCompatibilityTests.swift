#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A marker that reads where it is in a named coordinate space and in the stage.
private struct SpaceReadout: View {
    @State private var shift: CGFloat = 0
    @State private var seenX: CGFloat = -1

    var body: some View {
        VStack {
            HStack {
                Color.orange.frame(width: 20, height: 20)
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.frame(in: .named("board")).minX
                    } action: { newValue in
                        seenX = newValue
                    }
                    .offset(x: shift)
                Spacer()
            }
            .frame(width: 200)
            .coordinateSpace(.named("board"))
            Text("x = \(Int(seenX))")
            Button("Shift") { shift += 30 }
        }
    }
}

@Suite struct CoordinateSpaceCompatibilityTests {
    @Test @MainActor func framesInANamedSpaceFollowOffsets() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { SpaceReadout() }
        #expect(stage.displayList().item(text: "x = 0") != nil)
        try stage.tap(label: "Shift")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "x = 30") != nil)
        #expect(stage.issues.isEmpty)
    }
}
