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
        return [LayoutNode(.effect(.layer(.canvas(recording)), child: Self.placeholder))]
    }

    /// An invisible rectangle: it sizes a canvas like a shape (and takes its taps); the builder
    /// draws the recording instead.
    static var placeholder: LayoutNode {
        LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)))))
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
        /// An image of a rendered view or of a renderer's drawing, stretched into `rect`, drawn at
        /// `opacity` in `environment`.
        case image(Image.Source, rect: CGRect, opacity: Double, environment: EnvironmentValues)
    }

    /// What a `clipToLayer` content drew: the mask of the drawing after it.
    struct Mask {
        /// The recorder the content drew with (its layer ids are its own).
        let recorder: CanvasRecorder
        var commands: [Command] { recorder.commands }
        /// The mask's opacity (0…1): the content's alpha is multiplied by it.
        let opacity: Double
        /// Whether the drawing is kept outside the content instead (`.inverse`).
        let isInverse: Bool
    }

    var commands: [Command] = []
    /// The canvas's size in points (what its renderer was handed).
    var canvasSize = CGSize.zero
    /// The masks of `clipToLayer`, by the id of the layer that stands for them in `Command.layers`.
    var masks: [Int: Mask] = [:]
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
        recorder.canvasSize = frame.size
        for (tag, node) in recording.symbols {
            recorder.symbols[tag] = (node, engine.size(node, .unspecified))
        }
        var context = GraphicsContext(recorder: recorder, environment: recording.environment)
        recording.renderer(&context, frame.size)
        var layerIDs: [Int: Int] = [:]
        var masks: [Int: [DisplayList.Item]] = [:]
        emitCanvasCommands(recorder.commands, recorder: recorder, in: frame, state: state, layerIDs: &layerIDs, masks: &masks)
    }

    /// Appends `commands` (recorded by `recorder` in canvas coordinates) in the canvas's `frame`.
    /// `layerIDs` maps the recorder's layer ids to this list's; `masks` holds the items of the
    /// `clipToLayer` masks already drawn, by the recorder's layer id.
    private mutating func emitCanvasCommands(_ commands: [CanvasRecorder.Command], recorder: CanvasRecorder, in frame: CGRect, state: RenderState,
                                             layerIDs: inout [Int: Int], masks: inout [Int: [DisplayList.Item]]) {
        let toFrame = AffineTransform2D(translationX: frame.minX, y: frame.minY)
        for command in commands {
            var layers: [DisplayList.Layer] = []
            for layer in command.layers {
                if let mask = recorder.masks[layer.id] {
                    // A layer clip masks each drawing operation on its own, as a clip does.
                    let items = masks[layer.id] ?? canvasMaskItems(mask, recorder: recorder, in: frame, state: state)
                    masks[layer.id] = items
                    layers.append(DisplayList.Layer(id: makeLayerID(), effect: .mask(items)))
                    continue
                }
                if let id = layerIDs[layer.id] {
                    layers.append(DisplayList.Layer(id: id, effect: layer.effect))
                    continue
                }
                let id = makeLayerID()
                layerIDs[layer.id] = id
                layers.append(DisplayList.Layer(id: id, effect: layer.effect))
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
            case .view, .image:
                let (node, rect, opacity): (LayoutNode, CGRect, Double)
                switch command.content {
                case .view(let view, let viewRect, let viewOpacity): (node, rect, opacity) = (view, viewRect, viewOpacity)
                case .image(let source, let imageRect, let imageOpacity, let environment):
                    guard let drawn = Image.stretchedNode(source, environment: environment) else { continue }
                    (node, rect, opacity) = (drawn, imageRect, imageOpacity)
                default: continue
                }
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

    /// The items of a `clipToLayer` mask: what its content drew, at the mask's opacity, drawn
    /// outside every clip and layer of the canvas (they apply to the masked drawing already). An
    /// inverse mask is an opaque square reaching 100,000 points past the canvas, with the content
    /// cut out of it (drawn in a `.destinationOut` layer).
    private mutating func canvasMaskItems(_ mask: CanvasRecorder.Mask, recorder: CanvasRecorder, in frame: CGRect, state: RenderState) -> [DisplayList.Item] {
        // A builder of its own: the mask's items are not kept in the list, only used as alpha.
        var maskBuilder = DisplayListBuilder(engine: engine)
        let opacity = mask.opacity.isNaN ? 0 : min(max(mask.opacity, 0), 1)
        var maskState = RenderState()
        maskState.transform = state.transform
        // The mask is not seen: never tapped or read.
        maskState.isSnapshot = true
        maskState.isHiddenFromAccessibility = true
        if mask.isInverse {
            let cover = CGRect(x: frame.minX - 100_000, y: frame.minY - 100_000, width: frame.width + 200_000, height: frame.height + 200_000)
            maskBuilder.append(.shape(DisplayList.ShapeItem(geometry: .path(Path(cover)), rect: cover, paint: .fill(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1)))), maskState)
            maskState.layers.append(DisplayList.Layer(id: maskBuilder.makeLayerID(), effect: .blendMode(.destinationOut)))
        }
        // The content's alpha as a whole times the opacity (overlapping strokes do not add up).
        if opacity < 1 { maskState.layers.append(DisplayList.Layer(id: maskBuilder.makeLayerID(), effect: .opacity(opacity))) }
        var layerIDs: [Int: Int] = [:]
        var masks: [Int: [DisplayList.Item]] = [:]
        maskBuilder.emitCanvasCommands(mask.commands, recorder: mask.recorder, in: frame, state: maskState, layerIDs: &layerIDs, masks: &masks)
        return maskBuilder.items
    }
}
