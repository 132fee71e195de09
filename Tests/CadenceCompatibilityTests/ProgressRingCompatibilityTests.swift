#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

private struct Ring: View {
    @State private var progress = 0.0
    var body: some View {
        ZStack {
            Circle().stroke(.gray.opacity(0.2), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(AngularGradient(colors: [.green, .blue], center: .center), style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Button("Go") { withAnimation(.easeInOut(duration: 1)) { progress = 0.75 } }
        }
        .frame(width: 120, height: 120)
    }
}

@Suite struct ProgressRingCompatibilityTests {
    @Test @MainActor func trimAnimates() throws {
        let stage = Stage(size: CGSize(width: 160, height: 160)) { Ring() }
        try stage.tap(label: "Go")
        stage.advance(by: 0.5)
        let strokes = stage.displayList().shapes.filter { $0.strokeStyle?.lineCap == .round }
        let ring = try #require(strokes.first)
        #expect(!ring.path.isEmpty)
        #expect(stage.issues.isEmpty)
    }
}
