/// The drawing surface a `Canvas` renderer receives: SwiftUI's `GraphicsContext`.
///
/// A value type: copies share the canvas but keep their own state (opacity, blend mode, transform,
/// clip, filters), so `var inner = context; inner.opacity = 0.5` changes only what `inner` draws.
/// Drawing calls are recorded, in order, as display-list items; coordinates are the canvas's
/// (origin at its top-left corner, points, y down) through `transform`.
public struct GraphicsContext {
    let recorder: CanvasRecorder
    /// The environment of the canvas.
    public let environment: EnvironmentValues
    /// Multiplies the opacity of everything drawn from now on (0…1).
    public var opacity: Double = 1
    /// How what is drawn from now on combines with what is below.
    public var blendMode: BlendMode = .normal
    /// Canvas coordinates → drawn coordinates, applied to everything drawn from now on.
    public var transform: CGAffineTransform = AffineTransform2D.identity
    var clips: [DisplayList.Clip] = []
    var filters: [DisplayList.LayerEffect] = []
    var layers: [DisplayList.Layer] = []

    init(recorder: CanvasRecorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    /// How a context composites: SwiftUI's `GraphicsContext.BlendMode`, with the same names as the
    /// view modifier's `BlendMode`.
    public typealias BlendMode = CadenceUI.BlendMode

    // MARK: Transform

    /// Scales everything drawn from now on by `x` horizontally and `y` vertically, about the current origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = AffineTransform2D(scaleX: x, y: y).concatenating(AffineTransform2D(transform))
    }

    /// Moves the origin of everything drawn from now on by (`x`, `y`) points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = AffineTransform2D(translationX: x, y: y).concatenating(AffineTransform2D(transform))
    }

    /// Rotates everything drawn from now on by `angle` about the current origin (positive angles turn
    /// clockwise on screen, y pointing down).
    public mutating func rotate(by angle: Angle) {
        transform = AffineTransform2D(rotationAngle: CGFloat(angle.radians)).concatenating(AffineTransform2D(transform))
    }

    /// `matrix` applied before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = AffineTransform2D(matrix).concatenating(AffineTransform2D(transform))
    }

    // MARK: Clipping

    /// Options for `clip(to:style:options:)`: SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what is outside the path instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Limits everything drawn from now on to the inside of `path` (in current coordinates), filled
    /// with `style`'s rule, or with `.inverse` to everything outside it.
    ///
    /// An even-odd or inverse clip is recorded as the equivalent non-zero region (the display list's
    /// clips are non-zero): the path normalized, and for `.inverse` that region's complement within
    /// a square reaching 100,000 points past the path's bounds on every side.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var region = path
        if options.contains(.inverse) {
            region = path.complement(eoFill: style.isEOFilled, margin: 100_000)
        } else if style.isEOFilled {
            region = path.normalized(eoFill: true)
        }
        clips.append(DisplayList.Clip(geometry: .path(region), rect: region.boundingRect, transform: AffineTransform2D(transform)))
    }

    /// The bounding box of the region drawing is limited to, in the current coordinates (through
    /// the inverse of `transform`): the canvas's bounds intersected with every clip applied so far
    /// (`clip(to:)`, `clipToLayer` content does not narrow it). An empty rectangle when the clips
    /// do not meet.
    public var clipBoundingRect: CGRect {
        var region = CGRect(origin: .zero, size: recorder.canvasSize)
        for clip in clips {
            region = region.intersection(clip.transform.apply(to: clip.rect))
        }
        guard !region.isNull, !region.isEmpty else { return .zero }
        return transform.inverted().apply(to: region)
    }

    /// Limits everything drawn from now on to where `content` draws: the alpha of what the
    /// closure draws (in a new context with this context's transform), times `opacity`, masks each
    /// later drawing operation; with `.inverse`, the drawing is kept where the content is not.
    ///
    /// ```swift
    /// context.clipToLayer { mask in
    ///     mask.draw(Text("SALE").font(.largeTitle.bold()), at: center)
    /// }
    /// context.fill(Path(bounds), with: .linearGradient(gradient, startPoint: .zero, endPoint: end))
    /// ```
    ///
    /// `opacity` is clamped to 0…1 (NaN is 0: nothing is kept, or with `.inverse` everything).
    /// Only the alpha of the content counts; its colours do not.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        let maskRecorder = CanvasRecorder()
        maskRecorder.engine = recorder.engine
        maskRecorder.measurer = recorder.measurer
        maskRecorder.symbols = recorder.symbols
        maskRecorder.canvasSize = recorder.canvasSize
        var mask = GraphicsContext(recorder: maskRecorder, environment: environment)
        mask.transform = transform
        try content(&mask)
        let id = recorder.makeLayerID()
        recorder.masks[id] = CanvasRecorder.Mask(recorder: maskRecorder, opacity: opacity, isInverse: options.contains(.inverse))
        // Stands for the mask in the layers of what is drawn next; the canvas draws the mask's items.
        layers.append(DisplayList.Layer(id: id, effect: .mask([])))
    }

    // MARK: Filters

    /// A filter applied to each drawing operation from now on: SwiftUI's `GraphicsContext.Filter`.
    public struct Filter: Sendable {
        let effect: DisplayList.LayerEffect

        /// A Gaussian blur of standard deviation `radius` points.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(effect: .blur(radius: radius, opaque: options.contains(.opaque)))
        }

        /// A shadow beneath what is drawn.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            let resolved = color.resolve(in: EnvironmentValues())
            let offset = CGSize(width: x, height: y)
            return Filter(effect: options.contains(.innerShadow) ? .innerShadow(color: resolved, radius: radius, offset: offset)
                                                                  : .shadow(color: resolved, radius: radius, offset: offset))
        }

        /// A filter that turns hues by `angle` about the grey axis, keeping luminance.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(effect: .colorMatrix(.hueRotation(angle))) }
        /// A filter that scales saturation by `amount` (0 grey, 1 unchanged, above 1 more vivid).
        public static func saturation(_ amount: Double) -> Filter { Filter(effect: .colorMatrix(.saturation(amount))) }
        /// A filter that adds `amount` to each colour component (0 unchanged, 1 white, negative darkens).
        public static func brightness(_ amount: Double) -> Filter { Filter(effect: .colorMatrix(.brightness(amount))) }
        /// A filter that pushes components away from mid-grey by `amount` (1 unchanged, 0 flat grey).
        public static func contrast(_ amount: Double) -> Filter { Filter(effect: .colorMatrix(.contrast(amount))) }
        /// A filter that removes `amount` of the colour (0 unchanged, 1 grey; clamped to 0…1).
        public static func grayscale(_ amount: Double) -> Filter { Filter(effect: .colorMatrix(.saturation(1 - min(max(amount, 0), 1)))) }
        /// A filter that inverts colours by `amount` (default 1, fully; clamped to 0…1; alpha unchanged).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = min(max(amount, 0), 1)
            return Filter(effect: .colorMatrix(DisplayList.ColorMatrix([1 - 2 * a, 0, 0, 0, a, 0, 1 - 2 * a, 0, 0, a, 0, 0, 1 - 2 * a, 0, a, 0, 0, 0, 1, 0])))
        }
        /// A filter that multiplies each component, opacity included, by `color`'s (resolved in the
        /// default environment).
        public static func colorMultiply(_ color: Color) -> Filter { Filter(effect: .colorMatrix(.multiply(color.resolve(in: EnvironmentValues())))) }
        /// A filter that draws black with the luminance as opacity: a mask from brightness.
        public static var luminanceToAlpha: Filter { Filter(effect: .colorMatrix(.luminanceToAlpha)) }
        /// A colour matrix: 20 numbers, row-major, on un-premultiplied components.
        public static func colorMatrix(_ matrix: DisplayList.ColorMatrix) -> Filter { Filter(effect: .colorMatrix(matrix)) }
        /// A projective warp of what is drawn, in the drawn coordinates.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(effect: .projection(matrix)) }
    }

    /// Options for `Filter.blur`: SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Treat what is blurred as opaque, so edges do not fade to transparent.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dither the result (accepted; Cadence does not dither).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options for `Filter.shadow`: SwiftUI's `GraphicsContext.ShadowOptions`.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draw the shadow above the content (accepted; Cadence draws it beneath).
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draw only the shadow, not the content (accepted; Cadence draws both).
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Cast the shadow from the transparent parts (accepted; not applied by Cadence).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Shadow each drawing operation apart rather than the group (accepted; not applied by Cadence).
        public static let disablesGroup = ShadowOptions(rawValue: 8)
        /// An inner shadow (Cadence's name for SwiftUI's inner-shadow filter form).
        public static let innerShadow = ShadowOptions(rawValue: 16)
    }

    /// Options for `addFilter`: SwiftUI's `GraphicsContext.FilterOptions`.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filter in linear colour rather than sRGB (accepted; Cadence filters in sRGB).
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Applies `filter` to each drawing operation from now on. A filter added later applies first:
    /// after `addFilter(a)` then `addFilter(b)`, what is drawn is filtered by `b`, then by `a`.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter.effect)
    }

    // MARK: Layers

    /// Draws `content` into a new layer, composited (with this context's filters, opacity and blend
    /// mode) as one image.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = self
        inner.layers = layers + groupLayers()
        inner.filters = []
        inner.opacity = 1
        inner.blendMode = .normal
        try content(&inner)
    }

    /// The layers one drawing operation (or one `drawLayer`) is drawn in: the blend mode and opacity
    /// outermost, then the filters in the order they were added, each with a fresh id. Each filter
    /// wraps the drawing that follows it, so the last one added applies first (SwiftUI's order: a
    /// threshold added before a blur thresholds the blurred drawing).
    private func groupLayers() -> [DisplayList.Layer] {
        var effects = filters.map { effect -> DisplayList.LayerEffect in
            if case .projection(let m) = effect {
                // Filter projections are in the drawn coordinates: conjugate into canvas coordinates.
                let t = ProjectionTransform(transform)
                return .projection(t.inverted().concatenating(m).concatenating(t))
            }
            return effect
        }
        if blendMode != .normal { effects.insert(.blendMode(blendMode), at: 0) }
        if opacity < 1, !filters.isEmpty || blendMode != .normal { effects.insert(.opacity(opacity), at: 0) }
        return effects.map { DisplayList.Layer(id: recorder.makeLayerID(), effect: $0) }
    }

    func record(_ content: CanvasRecorder.CanvasContent) {
        recorder.commands.append(CanvasRecorder.Command(content: content, transform: AffineTransform2D(transform), clips: clips, layers: layers + groupLayers()))
    }

    /// The opacity applied by folding into colours (when no layer carries it).
    var foldedOpacity: Float {
        let clamped = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        return !filters.isEmpty || blendMode != .normal ? 1 : Float(clamped)
    }

    // MARK: Shading

    /// What fills or strokes a path: SwiftUI's `GraphicsContext.Shading`, in canvas coordinates.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case paint(ResolvedPaint)
            case absolute(DisplayList.Shading)
            case style(AnyShapeStyle)
            /// An image repeated in tiles from `origin` (`tiledImage`).
            case tiled(ImagePaint, origin: CGPoint)
        }
        let kind: Kind

        /// A shading of one colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        /// A shading of one colour given by components in 0…1 (opaque by default).
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A shading of one grey, `white` 0 (black) … 1 (white), opaque by default.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// Any shape style, placed in the bounding box of what is drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// The context's foreground style.
        public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(ForegroundStyle()))) }

        /// `image` repeated in tiles: the part `sourceRect` of it (unit coordinates of the image,
        /// the whole image by default), scaled by `scale`, with a tile's top-left corner at `origin`
        /// (canvas coordinates, through the transform as drawn). Filling or stroking with it draws
        /// the tiles that meet the path, clipped to it. A tile smaller than a tenth of a point, or
        /// more than 10,000 tiles, paints the colour `ImagePaint` stands for instead.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading {
            Shading(kind: .tiled(ImagePaint(image: image, sourceRect: sourceRect, scale: scale), origin: origin))
        }

        /// Shadings for a symbol's layers, first layer first: SwiftUI's `palette(_:)`. Cadence's
        /// symbols have one layer, drawn with the first shading (the foreground style when empty).
        public static func palette(_ array: [Shading]) -> Shading {
            array.first ?? .foreground
        }

        /// Options for gradients: SwiftUI's `GraphicsContext.GradientOptions`.
        public struct GradientOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Repeat the gradient past its ends (accepted; Cadence extends the end colours).
            public static let `repeat` = GradientOptions(rawValue: 1)
            /// Mirror the gradient past its ends (accepted; Cadence extends the end colours).
            public static let mirror = GradientOptions(rawValue: 2)
            /// Interpolate in linear colour (accepted; Cadence interpolates in sRGB).
            public static let linearColor = GradientOptions(rawValue: 4)
        }

        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates (points).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .absolute(.linearGradient(stops: gradient.resolvedStops(in: EnvironmentValues()), start: startPoint, end: endPoint)))
        }

        /// A radial gradient about `center`, from `startRadius` to `endRadius` points.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .absolute(.radialGradient(stops: gradient.resolvedStops(in: EnvironmentValues()), center: center, startRadius: startRadius, endRadius: endRadius)))
        }

        /// A conic (angular) gradient about `center`, one full turn starting at `angle` (default 0: the
        /// positive x axis).
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .absolute(.angularGradient(stops: gradient.resolvedStops(in: EnvironmentValues()), center: center,
                                                     startAngle: angle.radians, endAngle: angle.radians + 2 * .pi)))
        }
    }

    private func shading(_ shading: Shading, in bounds: CGRect) -> (color: Color.Resolved, shading: DisplayList.Shading?) {
        let factor = foldedOpacity
        switch shading.kind {
        case .paint(let paint):
            let faded = paint.fading(by: factor)
            return (faded.representative, faded.isColor ? nil : faded.shading(in: bounds))
        case .absolute(let absolute):
            let faded = absolute.fading(by: factor)
            return (faded.representativeColor, faded)
        case .style(let style):
            let paint = resolvePaint(style, in: environment).fading(by: factor)
            return (paint.representative, paint.isColor ? nil : paint.shading(in: bounds))
        case .tiled(let paint, _):
            return self.shading(.style(paint), in: bounds)
        }
    }

    /// Draws the tiles of a `tiledImage` shading that meet `region`, clipped to it; `false` (nothing
    /// drawn) when the tiles are too small or too many, so the caller paints a colour instead.
    private func drawTiles(_ paint: ImagePaint, origin: CGPoint, in region: Path, style: FillStyle) -> Bool {
        let image = resolve(paint.image)
        let scale = paint.scale.isFinite ? abs(paint.scale) : 0
        let full = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        let tile = CGSize(width: full.width * paint.sourceRect.width, height: full.height * paint.sourceRect.height)
        guard tile.width >= 0.1, tile.height >= 0.1, tile.width.isFinite, tile.height.isFinite else { return false }
        let bounds = region.boundingRect
        guard !bounds.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return true }
        let columns = Int(((bounds.minX - origin.x) / tile.width).rounded(.down))...Int(((bounds.maxX - origin.x) / tile.width).rounded(.up))
        let rows = Int(((bounds.minY - origin.y) / tile.height).rounded(.down))...Int(((bounds.maxY - origin.y) / tile.height).rounded(.up))
        guard columns.count * rows.count <= 10_000 else { return false }
        var clipped = self
        clipped.clip(to: region, style: style)
        let isWhole = paint.sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1)
        for row in rows {
            for column in columns {
                let cell = CGRect(x: origin.x + CGFloat(column) * tile.width, y: origin.y + CGFloat(row) * tile.height, width: tile.width, height: tile.height)
                // Tiles that only touch the path's bounds draw nothing inside it.
                let overlap = cell.intersection(bounds)
                guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { continue }
                // The whole image, placed so that its `sourceRect` part covers the cell.
                let drawn = CGRect(x: cell.minX - paint.sourceRect.minX * full.width, y: cell.minY - paint.sourceRect.minY * full.height,
                                   width: full.width, height: full.height)
                var cellContext = clipped
                if !isWhole { cellContext.clip(to: Path(cell)) }
                cellContext.draw(image, in: drawn)
            }
        }
        return true
    }

    // MARK: Drawing

    /// Fills `path` (canvas coordinates, through `transform`) with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        if case .tiled(let paint, let origin) = shading.kind, drawTiles(paint, origin: origin, in: path, style: style) { return }
        let bounds = path.boundingRect
        let (color, placed) = self.shading(shading, in: bounds)
        record(.shape(DisplayList.ShapeItem(geometry: .path(path), rect: bounds, paint: .fill(color), shading: placed, fillStyle: style)))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        if case .tiled(let paint, let origin) = shading.kind, drawTiles(paint, origin: origin, in: path.strokedPath(style), style: FillStyle()) { return }
        let bounds = path.boundingRect
        let (color, placed) = self.shading(shading, in: bounds)
        record(.shape(DisplayList.ShapeItem(geometry: .path(path), rect: bounds, paint: .stroke(color, lineWidth: style.lineWidth), shading: placed,
                                            strokeStyle: style == StrokeStyle(lineWidth: style.lineWidth) ? nil : style)))
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Text resolved in this context's environment, ready to draw: SwiftUI's `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        let text: Text
        let font: ResolvedFont
        /// Lays the text out as the stage drawing the canvas does.
        let measurer: any TextMeasurer
        /// What the text is painted with (the context's foreground style unless replaced).
        public var shading: Shading

        /// The size the text takes when placed in `size`: its lines wrapped to `size.width` (an
        /// infinite width keeps each line whole), as wide as the widest line and as tall as the
        /// lines together, whatever `size.height` is. Empty text measures `.zero`.
        public func measure(in size: CGSize) -> CGSize {
            let layout = lines(in: size)
            return CGSize(width: layout.lines.map(\.width).max() ?? 0, height: CGFloat(layout.lines.count) * layout.lineHeight)
        }

        /// The distance in points from the top of the text placed in `size` to its first line's
        /// baseline (0 for empty text).
        public func firstBaseline(in size: CGSize) -> CGFloat {
            let layout = lines(in: size)
            return layout.lines.isEmpty ? 0 : layout.ascent
        }

        /// The distance in points from the top of the text placed in `size` to its last line's
        /// baseline (0 for empty text).
        public func lastBaseline(in size: CGSize) -> CGFloat {
            let layout = lines(in: size)
            return layout.lines.isEmpty ? 0 : CGFloat(layout.lines.count - 1) * layout.lineHeight + layout.ascent
        }

        private func lines(in size: CGSize) -> TextLayout {
            measurer.layout(text.content, font: font, maxWidth: size.width.isFinite ? size.width : nil)
        }
    }

    /// `text` in its own font (or this context's) and this context's foreground style.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, font: environment.resolvedFont(nil, run: text.runs.first),
                     measurer: recorder.measurer ?? ApproximateTextMeasurer(), shading: .foreground)
    }

    /// Draws `text` with its `anchor` (a unit point of its box) at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let (color, _) = shading(text.shading, in: .zero)
        record(.text(string: text.text.content, font: text.font, color: color, point: point, anchor: anchor, rect: nil))
    }

    /// Draws `text` wrapped to `rect`'s width, from its top-left corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let (color, _) = shading(text.shading, in: .zero)
        record(.text(string: text.text.content, font: text.font, color: color, point: rect.origin, anchor: .topLeading, rect: rect))
    }

    /// Draws `text` with its `anchor` point (default its centre) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` in `rect`, starting at its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// An image resolved in this context's environment: SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        let pointSize: CGFloat
        /// What a template image is painted with (the foreground style when `nil`).
        public var shading: Shading?

        /// The image's size: a symbol is a square of the font's point size; an asset its registered
        /// size (44 × 44 for a name the catalog lacks, as the placeholder `Image` draws).
        public var size: CGSize {
            switch image.source {
            case .system: return CGSize(width: pointSize, height: pointSize)
            case .bitmap(let size), .picture(_, let size), .drawing(_, let size): return size
            case .asset(let name):
                switch AssetCatalog.main.image(named: name) {
                case .symbol?: return CGSize(width: pointSize, height: pointSize)
                case .color(_, let size)?: return size
                case nil: return CGSize(width: 44, height: 44)
                }
            }
        }

        /// The distance from the image's top to its baseline, in points: its height, as for images
        /// without a baseline (Cadence's images, symbols included, align on their bottom edge in text
        /// baselines too).
        public var baseline: CGFloat { size.height }
    }

    /// Resolves `image` in this context's environment (a symbol at the context's font size, `.body`
    /// when none is set).
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, pointSize: (environment.font ?? .body).resolved.pointSize, shading: nil)
    }

    /// Draws `image` stretched into `rect`: a symbol in the image's shading (the foreground style
    /// by default), an asset as the catalog registers it (a symbol, or a box of its colour), a
    /// name the catalog lacks or pixels Cadence does not have as the grey box `Image` draws, a
    /// rendered view (`ImageRenderer`) as its drawing.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        func box(_ fill: Color) {
            self.fill(Path(rect), with: .color(fill), style: style)
        }
        switch image.image.source {
        case .system(let name):
            let (color, _) = shading(image.shading ?? .foreground, in: rect)
            record(.symbol(name: name, rect: rect, color: color))
        case .asset(let name):
            switch AssetCatalog.main.image(named: name) {
            case .symbol(let symbol)?:
                let (color, _) = shading(image.shading ?? .foreground, in: rect)
                record(.symbol(name: symbol, rect: rect, color: color))
            case .color(let fill, _)?: box(fill)
            case nil: box(Image.placeholderFill)
            }
        case .bitmap: box(Image.placeholderFill)
        case .picture(let picture, let size):
            // A rendered view's drawing, stretched into `rect` as the image view draws it.
            record(.image(.picture(picture, size), rect: rect, opacity: Double(foldedOpacity), environment: environment))
        case .drawing(let drawing, let size):
            record(.image(.drawing(drawing, size), rect: rect, opacity: Double(foldedOpacity), environment: environment))
        }
    }

    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Draws `image` stretched into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` at its own size with its `anchor` point (default its centre) at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// One of the canvas's symbol views, ready to draw: SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        let node: LayoutNode
        /// The view's ideal size, in points: the size it is drawn at by `draw(_:at:anchor:)`.
        public let size: CGSize
    }

    /// The canvas's symbol view tagged `id` (with `tag(_:)` in the canvas's `symbols`), or `nil`
    /// when no symbol has that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols[AnyHashable(id)].map { ResolvedSymbol(node: $0.node, size: $0.size) }
    }

    /// Draws `symbol` at its size with its `anchor` point (default its centre) at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(symbol, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Draws `symbol` laid out in `rect` (offered `rect`'s size, as a frame would).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        record(.view(symbol.node, rect: rect, opacity: Double(foldedOpacity)))
    }
}
