/// A view that draws with immediate-mode calls on a `GraphicsContext`: SwiftUI's `Canvas`.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// .frame(width: 120, height: 120)
/// ```
///
/// The canvas takes the space it is offered (like a shape) and calls `renderer` with that size every
/// time the stage draws; what it draws becomes ordinary display-list items (shapes, text, symbols,
/// effect layers) in the canvas's frame, so transforms, clips and effects above the canvas apply.
/// `symbols` are accepted; `resolveSymbol(id:)` finds none (Cadence does not render them apart).
public nonisolated struct Canvas<Symbols: View>: View {
    var renderer: (inout GraphicsContext, CGSize) -> Void
    var symbols: Symbols
    var isOpaque: Bool

    /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are accepted
    /// and do not change the drawing.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
        self.symbols = EmptyView()
        self.isOpaque = opaque
    }

    /// A canvas drawn by `renderer`, with `symbols` it may draw by id.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        self.isOpaque = opaque
    }

    public typealias Body = Never
}

extension Canvas: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let recording = CanvasRecording(renderer: renderer, environment: context.environment)
        // An invisible rectangle sizes the canvas like a shape; the builder draws the recording instead.
        let placeholder = LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)))))
        return [LayoutNode(.effect(.layer(.canvas(recording)), child: placeholder))]
    }
}

/// What a canvas draws, captured when it is resolved and replayed when it is placed.
struct CanvasRecording {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues
}

/// Collects a canvas's drawing commands; shared by a context and the contexts copied from it.
final class CanvasRecorder {
    struct Command {
        var content: CanvasContent
        var transform: AffineTransform2D
        var clips: [DisplayList.Clip]
        var layers: [DisplayList.Layer]
    }

    enum CanvasContent {
        case shape(DisplayList.ShapeItem)
        case text(string: String, font: ResolvedFont, color: Color.Resolved, point: CGPoint, anchor: UnitPoint, rect: CGRect?)
        case symbol(name: String, rect: CGRect, color: Color.Resolved)
    }

    var commands: [Command] = []
    /// The engine of the stage drawing the canvas (text renderers lay their text out with it).
    var engine: LayoutEngine?
    private var nextLayerID = 1

    func makeLayerID() -> Int {
        defer { nextLayerID += 1 }
        return nextLayerID
    }
}

extension DisplayListBuilder {
    /// Runs a canvas's renderer for `frame`'s size and appends what it drew, in the canvas's frame.
    mutating func emitCanvas(_ recording: CanvasRecording, in frame: CGRect, state: RenderState) {
        let recorder = CanvasRecorder()
        recorder.engine = engine
        var context = GraphicsContext(recorder: recorder, environment: recording.environment)
        recording.renderer(&context, frame.size)
        let toFrame = AffineTransform2D(translationX: frame.minX, y: frame.minY)
        var layerIDs: [Int: Int] = [:]
        for command in recorder.commands {
            let layers = command.layers.map { layer -> DisplayList.Layer in
                if let id = layerIDs[layer.id] { return DisplayList.Layer(id: id, effect: layer.effect) }
                let id = makeLayerID()
                layerIDs[layer.id] = id
                return DisplayList.Layer(id: id, effect: layer.effect)
            }
            let placed = command.transform.concatenating(toFrame)
            // Clips were recorded in canvas coordinates; place them on the stage.
            let clips = command.clips.map { clip in
                DisplayList.Clip(geometry: clip.geometry, rect: clip.rect, transform: clip.transform.concatenating(toFrame).concatenating(state.transform))
            }
            let content: DisplayList.Content
            switch command.content {
            case .shape(var shape):
                shape.paint = switch shape.paint {
                case .fill(let color): .fill(faded(color, state))
                case .stroke(let color, let width): .stroke(faded(color, state), lineWidth: width)
                }
                content = .shape(shape)
            case .text(let string, let font, let color, let point, let anchor, let rect):
                let node = LayoutNode(.text(TextContent(string: string, font: font, color: color)))
                let layout = engine.textLayout(node, width: rect?.width)
                guard !layout.lines.isEmpty else { continue }
                let width = layout.lines.map(\.width).max() ?? 0
                let height = CGFloat(layout.lines.count) * layout.lineHeight
                let origin = rect?.origin ?? CGPoint(x: point.x - anchor.x * width, y: point.y - anchor.y * height)
                let lines = layout.lines.enumerated().map { index, line in
                    let top = origin.y + CGFloat(index) * layout.lineHeight
                    return DisplayList.TextLine(text: line.text, rect: CGRect(x: origin.x, y: top, width: line.width, height: layout.lineHeight), baseline: top + layout.ascent)
                }
                content = .text(DisplayList.TextItem(text: string, font: font, color: faded(color, state),
                                                     rect: CGRect(x: origin.x, y: origin.y, width: width, height: height), lines: lines))
            case .symbol(let name, let rect, let color):
                content = .symbol(DisplayList.SymbolItem(name: name, rect: rect, color: faded(color, state)))
            }
            appendCanvasItem(content, transform: placed, clips: clips, layers: layers, state: state)
        }
    }
}
