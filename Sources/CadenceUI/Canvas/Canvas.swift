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
/// The views in `symbols`, each tagged with `tag(_:)`, are laid out at their ideal size and found
/// by `GraphicsContext.resolveSymbol(id:)`; drawing one draws the view's own items through the
/// context's transform, clip, filters and opacity. As in SwiftUI they are pictures: they are not
/// hit-tested or read by accessibility, and a symbol the renderer never draws is not shown.
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
        var tagged: [AnyHashable: LayoutNode] = [:]
        if Symbols.self != EmptyView.self {
            for node in context.resolve(symbols, at: .child(0)) {
                guard let tag = node.trait({ $0.tag }) ?? node.trait({ $0.explicitID }), tagged[tag] == nil else { continue }
                tagged[tag] = node
            }
        }
        let recording = CanvasRecording(renderer: renderer, environment: context.environment, symbols: tagged)
        // An invisible rectangle sizes the canvas like a shape; the builder draws the recording instead.
        let placeholder = LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)))))
        return [LayoutNode(.effect(.layer(.canvas(recording)), child: placeholder))]
    }
}

/// What a canvas draws, captured when it is resolved and replayed when it is placed.
struct CanvasRecording {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues
    /// The canvas's symbol views by tag.
    var symbols: [AnyHashable: LayoutNode] = [:]
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
        /// One of the canvas's symbol views, laid out in `rect`, drawn at `opacity`.
        case view(LayoutNode, rect: CGRect, opacity: Double)
    }

    var commands: [Command] = []
    /// The engine of the stage drawing the canvas (text renderers lay their text out with it).
    var engine: LayoutEngine?
    /// The text measurer of that stage (`GraphicsContext.ResolvedText` measures with it).
    var measurer: (any TextMeasurer)?
    /// The canvas's symbol views by tag, with their ideal sizes.
    var symbols: [AnyHashable: (node: LayoutNode, size: CGSize)] = [:]
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
        recorder.measurer = engine.measurer
        for (tag, node) in recording.symbols {
            recorder.symbols[tag] = (node, engine.size(node, .unspecified))
        }
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
            case .view(let node, let rect, let opacity):
                var inner = state
                inner.transform = placed.concatenating(state.transform)
                inner.clips = state.clips + clips
                inner.layers = state.layers + layers
                inner.opacity *= opacity
                inner.readableOpacity *= opacity
                // A picture of the view: drawn, never tapped, read or animated by layout.
                inner.isSnapshot = true
                inner.isHiddenFromAccessibility = true
                inner.animatesLayout = false
                emit(node, at: rect.origin, proposal: ProposedViewSize(rect.size), stackAxis: nil, state: inner)
                continue
            }
            appendCanvasItem(content, transform: placed, clips: clips, layers: layers, state: state)
        }
    }
}
