#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

private struct Badge: View {
    @State private var dash: CGFloat = 0
    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40))
                .stroke(.orange, lineWidth: 3)
                .frame(width: 80, height: 80)
            UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16)
                .strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [6, 3], dashPhase: dash))
                .frame(width: 100, height: 40)
            Capsule().fill(EllipticalGradient(colors: [.white, .blue])).frame(width: 100, height: 30)
            Path { p in
                p.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
                p.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            }
            .fill(.green, style: FillStyle(eoFill: true))
            .frame(width: 40, height: 40)
            Button("March") { withAnimation(.linear(duration: 1)) { dash = 18 } }
        }
        .background(.background)
        .backgroundStyle(.white)
    }
}

@Suite struct StyledShapesCompatibilityTests {
    @Test @MainActor func stylesAreRecorded() throws {
        let stage = Stage(size: CGSize(width: 240, height: 320)) { Badge() }
        try stage.tap(label: "March")
        stage.advance(by: 0.5)
        let shapes = stage.displayList().shapes
        #expect(shapes.contains { $0.fillStyle.isEOFilled })
        #expect(shapes.contains { if case .radialGradient = $0.shading { true } else { false } })
        #expect(shapes.contains { if case .ellipticalGradient = $0.shading { true } else { false } })
        let dashed = try #require(shapes.first { !($0.strokeStyle?.dash.isEmpty ?? true) })
        #expect(dashed.strokeStyle!.dashPhase > 1 && dashed.strokeStyle!.dashPhase < 17)
        #expect(stage.issues.isEmpty)
    }
}
