#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

private struct Sparkline: View {
    let values: [Double] = [3, 5, 2, 8, 6, 9]
    var body: some View {
        Canvas { context, size in
            var path = Path()
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(values.count - 1), y: size.height * (1 - value / 10))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            context.stroke(path, with: .color(.blue), lineWidth: 2)
            context.opacity = 0.5
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .linearGradient(Gradient(colors: [.red, .yellow]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 10)))
            context.draw(Text("max"), at: CGPoint(x: size.width / 2, y: 10))
        }
        .frame(width: 150, height: 60)
    }
}

@Suite struct CanvasSparklineCompatibilityTests {
    @Test @MainActor func drawsItsCommands() {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Sparkline() }
        let list = stage.displayList()
        #expect(list.shapes.contains { if case .stroke = $0.paint { true } else { false } })
        #expect(list.texts.map(\.text) == ["max"])
        #expect(stage.issues.isEmpty)
    }
}
