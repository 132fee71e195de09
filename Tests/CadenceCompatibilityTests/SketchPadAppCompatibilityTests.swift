#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A finger-drawing pad as the Canvas tutorials write it: strokes collected from a zero-distance
// DragGesture in local coordinates, drawn by a Canvas with round caps and joins, a colour palette
// whose selected swatch grows, a line-width Slider, and Undo / Redo / Clear in a bottom toolbar,
// with an animated "Cleared" capsule.

private struct Stroke: Identifiable {
    let id = UUID()
    var points: [CGPoint]
    var color: Color
    var lineWidth: CGFloat
}

@Observable
private final class Drawing {
    var strokes: [Stroke] = []
    var redoStack: [Stroke] = []
    var current: Stroke?

    var canUndo: Bool { !strokes.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    func add(_ point: CGPoint, color: Color, lineWidth: CGFloat) {
        if current == nil {
            current = Stroke(points: [point], color: color, lineWidth: lineWidth)
        } else {
            current?.points.append(point)
        }
    }

    func endStroke() {
        guard let current else { return }
        strokes.append(current)
        redoStack.removeAll()
        self.current = nil
    }

    func undo() {
        guard let last = strokes.popLast() else { return }
        redoStack.append(last)
    }

    func redo() {
        guard let last = redoStack.popLast() else { return }
        strokes.append(last)
    }
}

private struct SketchPadView: View {
    @State private var drawing = Drawing()
    @State private var color: Color = .black
    @State private var lineWidth: Double = 6
    @State private var showsCleared = false
    private let palette: [Color] = [.black, .red, .blue, .green, .orange]

    var body: some View {
        VStack(spacing: 0) {
            Canvas { context, _ in
                for stroke in drawing.strokes + [drawing.current].compactMap({ $0 }) {
                    var path = Path()
                    path.addLines(stroke.points)
                    context.stroke(path, with: .color(stroke.color), style: StrokeStyle(lineWidth: stroke.lineWidth, lineCap: .round, lineJoin: .round))
                }
            }
            .background(Color.white)
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .local)
                    .onChanged { value in
                        drawing.add(value.location, color: color, lineWidth: lineWidth)
                    }
                    .onEnded { _ in
                        drawing.endStroke()
                    }
            )
            .overlay(alignment: .top) {
                if showsCleared {
                    Label("Cleared", systemImage: "trash")
                        .padding(.horizontal, 14)
                        .padding(.vertical, 8)
                        .background(.ultraThinMaterial, in: Capsule())
                        .transition(.move(edge: .top).combined(with: .opacity))
                        .padding(.top, 8)
                }
            }

            VStack(spacing: 12) {
                HStack(spacing: 16) {
                    ForEach(palette, id: \.self) { swatch in
                        Circle()
                            .fill(swatch)
                            .frame(width: 30, height: 30)
                            .scaleEffect(swatch == color ? 1.25 : 1)
                            .overlay {
                                if swatch == color {
                                    Circle().stroke(.white, lineWidth: 2).padding(3)
                                }
                            }
                            .onTapGesture {
                                withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { color = swatch }
                            }
                            .accessibilityLabel(swatch.description)
                            .accessibilityAddTraits(swatch == color ? .isSelected : [])
                    }
                }
                HStack {
                    Image(systemName: "scribble")
                    Slider(value: $lineWidth, in: 1...20, step: 1) {
                        Text("Line width")
                    }
                    Text("\(Int(lineWidth)) pt")
                        .monospacedDigit()
                        .frame(width: 44, alignment: .trailing)
                }
            }
            .padding()
            .background(.bar)
        }
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button {
                    drawing.undo()
                } label: {
                    Label("Undo", systemImage: "arrow.uturn.backward")
                }
                .disabled(!drawing.canUndo)
                Button {
                    drawing.redo()
                } label: {
                    Label("Redo", systemImage: "arrow.uturn.forward")
                }
                .disabled(!drawing.canRedo)
                Spacer()
                Button("Clear", role: .destructive) {
                    drawing.strokes.removeAll()
                    drawing.redoStack.removeAll()
                    withAnimation(.snappy) { showsCleared = true }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                        withAnimation(.snappy) { showsCleared = false }
                    }
                }
                .disabled(!drawing.canUndo)
            }
        }
    }
}

private struct SketchApp: View {
    var body: some View {
        NavigationStack {
            SketchPadView()
                .navigationTitle("Sketch")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor
@Suite struct SketchPadAppCompatibilityTests {
    private func strokes(_ list: DisplayList) -> [DisplayList.ShapeItem] {
        // The canvas's strokes: the palette's selection ring and the slider's thumb are strokes too.
        list.shapes.filter { shape in
            guard case .stroke = shape.paint else { return false }
            return shape.strokeStyle?.lineCap == .round
        }
    }

    @Test func draggingDrawsAStrokeThatFollowsTheFingerInTheChosenColour() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { SketchApp() }
        #expect(strokes(stage.displayList()).isEmpty)
        #expect(throws: StageError.self) { try stage.tap(label: "Undo") }
        stage.schedule(.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 260, y: 420), duration: 0.3), at: 0.1)
        stage.advance(to: 0.25)
        let inFlight = try #require(strokes(stage.displayList()).first)
        #expect(inFlight.path.boundingRect.width > 10, "the stroke grows while the finger moves")
        stage.advance(to: 1)
        let drawn = try #require(strokes(stage.displayList()).first)
        let bounds = drawn.path.boundingRect
        #expect(isClose(bounds.width, 160, absolute: 1) && isClose(bounds.height, 120, absolute: 1), "\(bounds)")
        guard case .stroke(let ink, let width) = drawn.paint else { Issue.record("not a stroke"); return }
        #expect(ink == Color.black.resolve(in: EnvironmentValues()))
        #expect(width == 6)

        try stage.tap(label: "red")
        try stage.setValue(12, label: "Line width")
        #expect(stage.displayList().item(text: "12 pt") != nil)
        stage.schedule(.drag(from: CGPoint(x: 80, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.2), at: 1.2)
        stage.advance(to: 2)
        let all = strokes(stage.displayList())
        #expect(all.count == 2)
        guard case .stroke(let redInk, let redWidth) = all.last?.paint else { Issue.record("no second stroke"); return }
        #expect(redInk == Color.red.resolve(in: EnvironmentValues()))
        #expect(redWidth == 12)
        #expect(stage.accessibilityTree().element(label: "red")?.traits.contains(.isSelected) == true)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func undoRedoAndClearWorkOnWholeStrokes() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { SketchApp() }
        stage.schedule(.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2), at: 0.1)
        stage.schedule(.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 450), duration: 0.2), at: 0.5)
        stage.advance(to: 1)
        #expect(strokes(stage.displayList()).count == 2)
        try stage.tap(label: "Undo")
        #expect(strokes(stage.displayList()).count == 1)
        try stage.tap(label: "Redo")
        #expect(strokes(stage.displayList()).count == 2)
        #expect(throws: StageError.self) { try stage.tap(label: "Redo") }
        try stage.tap(label: "Clear")
        #expect(strokes(stage.displayList()).isEmpty)
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Cleared") != nil)
        stage.advance(by: 1.5)
        #expect(stage.displayList().item(text: "Cleared") == nil, "the capsule leaves on its own")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
