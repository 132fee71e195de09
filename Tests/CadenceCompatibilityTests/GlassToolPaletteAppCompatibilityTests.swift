#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A drawing app's floating tool palette on iOS 26: tools on interactive Liquid Glass inside a
// GlassEffectContainer, an expand button that reveals more tools with glassEffectID morphing, a
// tinted glass for the selected tool, and a canvas behind it drawn with a gradient and a drag.

private enum Tool: String, CaseIterable, Identifiable {
    case pencil, marker, eraser, lasso, ruler
    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .pencil: return "pencil"
        case .marker: return "highlighter"
        case .eraser: return "eraser.fill"
        case .lasso: return "lasso"
        case .ruler: return "ruler"
        }
    }
}

private struct ToolPalette: View {
    @Binding var selected: Tool
    @State private var isExpanded = false
    @Namespace private var glass

    private var visibleTools: [Tool] {
        isExpanded ? Tool.allCases : [.pencil, .marker]
    }

    var body: some View {
        GlassEffectContainer(spacing: 12) {
            HStack(spacing: 12) {
                ForEach(visibleTools) { tool in
                    Button {
                        selected = tool
                    } label: {
                        Image(systemName: tool.symbol)
                            .font(.system(size: 20))
                            .frame(width: 48, height: 48)
                    }
                    .buttonStyle(.plain)
                    .glassEffect(selected == tool ? .regular.tint(.orange).interactive() : .regular.interactive(), in: .circle)
                    .glassEffectID(tool.id, in: glass)
                    .accessibilityLabel(tool.rawValue.capitalized)
                }
                Button {
                    withAnimation(.bouncy(duration: 0.4)) { isExpanded.toggle() }
                } label: {
                    Image(systemName: isExpanded ? "chevron.left" : "chevron.right")
                        .frame(width: 48, height: 48)
                }
                .buttonStyle(.plain)
                .glassEffect(.clear.interactive(), in: .circle)
                .glassEffectID("toggle", in: glass)
                .accessibilityLabel(isExpanded ? "Fewer Tools" : "More Tools")
            }
        }
    }
}

private struct CanvasScreen: View {
    @State private var tool: Tool = .pencil
    @State private var strokeEnd: CGPoint = .zero

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { strokeEnd = $0.location }
                )
            Circle()
                .fill(.white)
                .frame(width: 8, height: 8)
                .position(strokeEnd)
            ToolPalette(selected: $tool)
                .padding(.bottom, 24)
        }
    }
}

@MainActor
@Suite struct GlassToolPaletteAppCompatibilityTests {
    private func glassShapes(_ stage: Stage) -> [DisplayList.Item] {
        stage.displayList().items.filter {
            if case .shape(let shape) = $0.content, case .material? = shape.shading { return true }
            return false
        }
    }

    @Test func theToolsSitOnGlassAndTheSelectedOneIsTinted() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { CanvasScreen() }
        // Pencil, marker and the toggle: three glass circles.
        #expect(glassShapes(stage).count == 3)
        let tints = glassShapes(stage).compactMap { item -> Color.Resolved? in
            if case .shape(let shape) = item.content, case .material(_, let tint)? = shape.shading { return tint }
            return nil
        }
        // The pencil is selected: its glass is tinted orange, the others white.
        #expect(tints.filter { $0.red > 0.9 && $0.blue < 0.3 }.count == 1, "\(tints)")
        try stage.tap(label: "Marker")
        let after = glassShapes(stage).compactMap { item -> CGRect? in
            if case .shape(let shape) = item.content, case .material(_, let tint)? = shape.shading, tint.blue < 0.3 { return item.bounds }
            return nil
        }
        let marker = try #require(stage.displayList().item(symbol: "highlighter")).bounds
        #expect(after.count == 1 && after[0].contains(CGPoint(x: marker.midX, y: marker.midY)), "the tint moved to the marker")
    }

    @Test func expandingRevealsMoreGlassAndTheToggleMoves() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { CanvasScreen() }
        let toggleBefore = try #require(stage.displayList().item(symbol: "chevron.right")).bounds
        try stage.tap(label: "More Tools")
        stage.advance(by: 0.1)
        let moving = try #require(stage.displayList().item(symbol: "chevron.left")).bounds
        stage.advance(by: 2)
        #expect(glassShapes(stage).count == 6)
        let toggleAfter = try #require(stage.displayList().item(symbol: "chevron.left")).bounds
        #expect(toggleAfter.midX > toggleBefore.midX + 50, "the toggle moves right as tools arrive")
        #expect(moving.midX > toggleBefore.midX && moving.midX < toggleAfter.midX, "mid-animation: \(moving.midX)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func draggingOnTheCanvasMovesTheBrushDot() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { CanvasScreen() }
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 150), duration: 0.2)
        stage.advance(by: 0.5)
        let dot = try #require(stage.displayList().items.first {
            if case .shape(let shape) = $0.content { return shape.rect.width == 8 && shape.paint.color.red == 1 && shape.paint.color.blue == 1 }
            return false
        })
        #expect(abs(dot.bounds.midX - 200) < 1 && abs(dot.bounds.midY - 150) < 1, "\(dot.bounds)")
    }
}
