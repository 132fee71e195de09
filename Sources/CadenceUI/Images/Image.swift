import Foundation

/// An image: a system symbol (`Image(systemName:)`), an asset (`Image("name")`, `Image(.name)`):
/// SwiftUI's `Image`.
///
/// ```swift
/// Image(systemName: "heart.fill").font(.system(size: 44)).foregroundStyle(.pink)
/// Image(systemName: "checkmark.circle.fill").resizable().frame(width: 100, height: 100)
/// Image(.avatar).resizable().scaledToFill().frame(width: 64, height: 64).clipShape(Circle())
/// ```
///
/// A symbol that is not resizable is a square as wide as the font's point size (the body font, 17
/// pt, when none is set), scaled by `imageScale` (small 0.78, large 1.29, as SF Symbols are);
/// resizable, it takes the size it is proposed. Symbols are drawn in the foreground style; the
/// renderer draws Cadence's vector stand-ins (a labelled box for names it lacks). Assets come from
/// ``AssetCatalog``; a name that is not registered draws a grey placeholder with a cross and is
/// reported in the stage's issues. An asset image is its registered size unless resizable.
public nonisolated struct Image: View, Equatable, Sendable {
    enum Source: Hashable {
        case system(String)
        case asset(String)
        /// Pixels Cadence does not have (a `UIImage` made from data): a grey box of this size, in points.
        case bitmap(CGSize)
        /// A rendered view (`ImageRenderer`'s `CGImage` or `UIImage`) drawn at this size in points.
        case picture(RenderedPicture, CGSize)
        /// A drawing made by a renderer (`Image(size:renderer:)`) at this size in points.
        case drawing(ImageDrawing, CGSize)
    }

    let source: Source
    var isResizable = false
    var templateRenderingMode: TemplateRenderingMode?
    var isDecorative = false
    /// What screen readers read for the image (`Image(_:scale:orientation:label:)`).
    var label: String?

    init(source: Source) {
        self.source = source
    }

    /// An SF Symbol by name (`"heart.fill"`), drawn with Cadence's stand-in for it; a name without a
    /// stand-in draws a labelled box (`DisplayListRenderer.unknownSymbols(in:)` lists them).
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// A symbol drawn at a variable value (Cadence draws the symbol; the value is not shown).
    public init(systemName: String, variableValue: Double?) {
        source = .system(systemName)
    }

    /// The image named `name` in the asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .asset(name)
    }

    /// The asset image `name`, hidden from screen readers.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .asset(name)
        isDecorative = true
    }

    /// The image of a generated image resource (`Image(.avatar)`).
    public init(_ resource: ImageResource) {
        source = .asset(resource.name)
    }

    /// How a resizable image fills its frame: SwiftUI's `Image.ResizingMode` (Cadence stretches).
    public enum ResizingMode: Hashable, Sendable {
        /// `tile` repeats the image; `stretch` scales it to fill.
        case tile, stretch
    }

    /// How an image is sampled when scaled: SwiftUI's `Image.Interpolation` (recorded, not used).
    public enum Interpolation: Hashable, Sendable {
        /// From `none` (nearest pixel) to `high` (smoothest).
        case none, low, medium, high
    }

    /// The relative size of symbols: SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        /// Smaller than, as large as, and larger than the font's symbol size.
        case small, medium, large

        /// Size relative to `.medium`, as SF Symbols scale.
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }

    /// Whether an image is drawn in its own colours or as a template in the foreground style:
    /// SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// `template` draws the image's shape in the foreground style; `original` in its own colours.
        case template, original
    }

    /// The image, stretched to the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// The image drawn as a template (in the foreground style) or in its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateRenderingMode = renderingMode
        return copy
    }

    /// The image sampled with `interpolation` when scaled (recorded, not used).
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// The image with or without anti-aliasing (recorded, not used).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The image drawing its symbol in `mode`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public typealias Body = Never
}

/// How a symbol's layers are coloured: SwiftUI's `SymbolRenderingMode`. Cadence's stand-ins have one
/// layer, drawn in the foreground style in every mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour, the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several opacities, by layer.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour per layer from the foreground styles given.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// Variants of a symbol (`.fill`, `.circle`, `.slash`…): SwiftUI's `SymbolVariants`.
/// `symbolVariant(.fill)` turns `Image(systemName: "heart")` into `heart.fill`.
public struct SymbolVariants: Hashable, Sendable {
    var shape: String?
    var isFilled = false
    var isSlashed = false

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    /// The symbol in a circle (`.circle` appended to the name).
    public static let circle = SymbolVariants(shape: "circle")
    /// The symbol in a square.
    public static let square = SymbolVariants(shape: "square")
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// The filled form (`.fill`).
    public static let fill = SymbolVariants(isFilled: true)
    /// The slashed form (`.slash`).
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle.
    public var circle: SymbolVariants { var copy = self; copy.shape = "circle"; return copy }
    /// This variant in a square.
    public var square: SymbolVariants { var copy = self; copy.shape = "square"; return copy }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { var copy = self; copy.shape = "rectangle"; return copy }
    /// This variant filled.
    public var fill: SymbolVariants { var copy = self; copy.isFilled = true; return copy }
    /// This variant slashed.
    public var slash: SymbolVariants { var copy = self; copy.isSlashed = true; return copy }

    /// Whether `self` includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// `name` with these variants added in SF Symbols' order (`heart` + `.circle.fill` →
    /// `heart.circle.fill`), leaving parts the name already has.
    func applied(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        if isSlashed, !parts.contains("slash") { parts.append("slash") }
        if let shape, !parts.contains(shape) { parts.append(shape) }
        if isFilled, !parts.contains("fill") { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The relative size of symbols below (default `.medium`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The symbol variants below (default `.none`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The symbol rendering mode below (`nil`: each symbol's default).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// The relative size of symbols below.
    public nonisolated func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Draws the symbols below in their `variant` (`.fill`, `.circle.fill`, …).
    public nonisolated func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// The rendering mode of the symbols below.
    public nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        if let redacted = context.redactedPlaceholder(for: self) { return redacted }
        let environment = context.environment
        var font = (environment.font ?? .body).resolved
        font.pointSize *= environment.imageScale.factor
        let color = context.animated(environment.resolvedForeground, slot: DriverSlot.color)
        switch source {
        case .system(let name):
            let symbol = SymbolContent(name: environment.symbolVariants.applied(to: name), font: font, color: color, isResizable: isResizable)
            return [decorated(LayoutNode(.symbol(symbol)))]
        case .asset(let name):
            switch AssetCatalog.main.image(named: name) {
            case .symbol(let symbolName)?:
                return [decorated(LayoutNode(.symbol(SymbolContent(name: symbolName, font: font, color: color, isResizable: isResizable))))]
            case .color(let fill, let size)?:
                let shape = LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(fill.resolve(in: environment)))))
                return [decorated(LayoutNode(.custom(AssetImageLayout(size: size, isResizable: isResizable), children: [shape])))]
            case nil:
                context.graph.report(.missingAsset, "image \"\(name)\" is not in the asset catalog; a placeholder is drawn (register it with AssetCatalog.main.register(image:_:))")
                return [decorated(Self.placeholder(isResizable: isResizable, in: environment))]
            }
        case .bitmap(let size):
            let shape = LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(Self.placeholderFill.resolve(in: environment)))))
            return [decorated(LayoutNode(.custom(AssetImageLayout(size: size, isResizable: isResizable), children: [shape])))]
        case .picture(let picture, let size):
            return [decorated(PictureLayout.node(picture, size: size, isResizable: isResizable))]
        case .drawing(let drawing, let size):
            return [decorated(DrawnImageLayout.node(drawing, size: size, isResizable: isResizable, environment: environment))]
        }
    }

    /// The node of an image of a rendered view or a renderer's drawing, resizable (a canvas draws
    /// it stretched into a rectangle); `nil` for other sources.
    @MainActor
    static func stretchedNode(_ source: Source, environment: EnvironmentValues) -> LayoutNode? {
        switch source {
        case .picture(let picture, let size): PictureLayout.node(picture, size: size, isResizable: true)
        case .drawing(let drawing, let size): DrawnImageLayout.node(drawing, size: size, isResizable: true, environment: environment)
        case .system, .asset, .bitmap: nil
        }
    }

    @MainActor
    private func decorated(_ node: LayoutNode) -> LayoutNode {
        if isDecorative { return LayoutNode(.effect(.accessibility(.hidden(true)), child: node)) }
        if let label { return LayoutNode(.effect(.accessibility(.label(label)), child: node)) }
        return node
    }

    /// The grey of the missing-asset placeholder.
    static let placeholderFill = Color(white: 0.85)

    /// A 44-point grey box with a cross: what a missing asset draws.
    @MainActor
    static func placeholder(isResizable: Bool, in environment: EnvironmentValues) -> LayoutNode {
        let fill = LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(placeholderFill.resolve(in: environment)))))
        let cross = LayoutNode(.shape(ShapeContent(shape: PlaceholderCross(), paint: .stroke(Color(white: 0.45).resolve(in: environment), lineWidth: 1.5))))
        let box = LayoutNode(.zStack(alignment: .center, children: [fill, cross]))
        return LayoutNode(.custom(AssetImageLayout(size: CGSize(width: 44, height: 44), isResizable: isResizable), children: [box]))
    }
}

/// The border and diagonals of a missing image's placeholder.
struct PlaceholderCross: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path(rect)
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}

/// An asset image: its own size, or (resizable) the size it is offered.
struct AssetImageLayout: NodeLayout {
    let size: CGSize
    let isResizable: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        guard isResizable else { return size }
        let offered = proposal.replacingUnspecifiedDimensions(by: size)
        return CGSize(width: offered.width.isFinite ? offered.width : size.width, height: offered.height.isFinite ? offered.height : size.height)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        children.map { _ in LayoutEngine.Placement(proposal: ProposedViewSize(size), frame: CGRect(origin: .zero, size: size)) }
    }
}
