/// The drawing effects that change pixels rather than geometry: blur, colour adjustments, shadows,
/// blend modes and compositing groups. Each becomes an effect layer in the display list; every
/// parameter SwiftUI animates (blur radius, angles, amounts, colours, shadow radius and offset)
/// animates when it changes in an animated transaction, through `withAnimation`, keyframes and phases.
nonisolated struct DrawingEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: DrawingEffect

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let request = effect.request(in: context)
        return content(context).map { LayoutNode(.effect(.layer(request), child: $0)) }
    }
}

enum DrawingEffect {
    case blur(radius: CGFloat, opaque: Bool)
    case hueRotation(Angle)
    case saturation(Double)
    case brightness(Double)
    case contrast(Double)
    case grayscale(Double)
    case colorInvert
    case colorMultiply(Color)
    case luminanceToAlpha
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    case blendMode(BlendMode)
    case compositingGroup

    @MainActor
    func request(in context: ResolveContext) -> LayerRequest {
        let slot = DriverSlot.drawingEffect
        switch self {
        case .blur(let radius, let opaque):
            return .blur(radius: context.animated(radius, slot: slot), opaque: opaque)
        case .hueRotation(let angle):
            return .colorMatrix(.hueRotation(context.animated(angle, slot: slot)))
        case .saturation(let amount):
            return .colorMatrix(.saturation(context.animated(amount, slot: slot)))
        case .brightness(let amount):
            return .colorMatrix(.brightness(context.animated(amount, slot: slot)))
        case .contrast(let amount):
            return .colorMatrix(.contrast(context.animated(amount, slot: slot)))
        case .grayscale(let amount):
            let amount = context.animated(amount, slot: slot)
            return .colorMatrix(.saturation(1 - min(max(amount, 0), 1)))
        case .colorInvert:
            return .colorMatrix(.invert)
        case .colorMultiply(let color):
            return .colorMatrix(.multiply(context.animated(color.resolve(in: context.environment), slot: slot)))
        case .luminanceToAlpha:
            return .colorMatrix(.luminanceToAlpha)
        case .shadow(let color, let radius, let offset):
            let value = context.animated(AnimatedPair(color.resolve(in: context.environment), AnimatedPair(radius, offset)), slot: slot)
            return .shadow(color: value.first, radius: value.second.first, offset: value.second.second)
        case .blendMode(let mode):
            return .blendMode(mode)
        case .compositingGroup:
            return .compositingGroup
        }
    }
}

// The colour matrices, on un-premultiplied sRGB-encoded components (as CSS and SVG filters apply
// them; Apple does not document the space). Luminance weights are Rec. 709's (0.2126, 0.7152, 0.0722).
extension DisplayList.ColorMatrix {
    /// Rotates hues by `angle` about the grey axis, keeping luminance (SVG's `hueRotate`).
    static func hueRotation(_ angle: Angle) -> Self {
        let c = CMath.cos(angle.radians), s = CMath.sin(angle.radians)
        return Self([
            0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s, 0, 0,
            0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s, 0, 0,
            0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Saturation scaled by `amount` (0 grey, 1 unchanged, above 1 more vivid), luminance kept.
    static func saturation(_ amount: Double) -> Self {
        let (r, g, b) = (0.2126 * (1 - amount), 0.7152 * (1 - amount), 0.0722 * (1 - amount))
        return Self([
            r + amount, g, b, 0, 0,
            r, g + amount, b, 0, 0,
            r, g, b + amount, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `amount` added to each colour component (0 unchanged, 1 white, negative darkens).
    static func brightness(_ amount: Double) -> Self {
        Self([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Components pushed away from (amount > 1) or towards (< 1) mid-grey 0.5; 0 is flat grey,
    /// negative inverts about grey.
    static func contrast(_ amount: Double) -> Self {
        let offset = 0.5 * (1 - amount)
        return Self([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
    }

    /// 1 − each colour component.
    static let invert = Self([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// Each component, opacity included, times `color`'s.
    static func multiply(_ color: Color.Resolved) -> Self {
        let (r, g, b, a) = (Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
        return Self([r, 0, 0, 0, 0, 0, g, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, a, 0])
    }

    /// Black with the luminance as opacity (a mask from brightness).
    static let luminanceToAlpha = Self([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0])
}

extension View {
    /// Blurs the drawing with a Gaussian of standard deviation `radius` points (Apple's "radial size
    /// of the blur"; Cadence reads it as the standard deviation, as CSS's `blur()` does). `opaque`
    /// keeps the edges solid instead of fading them into transparency. The radius animates.
    public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(DrawingEffectModifier(effect: .blur(radius: radius, opaque: opaque)))
    }

    /// Rotates every colour's hue by `angle` about the grey axis (luminance kept). The angle animates.
    public nonisolated func hueRotation(_ angle: Angle) -> some View {
        modifier(DrawingEffectModifier(effect: .hueRotation(angle)))
    }

    /// Scales colour saturation: 0 grey, 1 unchanged, above 1 more vivid. Animates.
    public nonisolated func saturation(_ amount: Double) -> some View {
        modifier(DrawingEffectModifier(effect: .saturation(amount)))
    }

    /// Adds `amount` to each colour component: 0 unchanged, 1 white. Animates.
    public nonisolated func brightness(_ amount: Double) -> some View {
        modifier(DrawingEffectModifier(effect: .brightness(amount)))
    }

    /// Scales colours' distance from mid-grey: 1 unchanged, 0 grey, negative inverts. Animates.
    public nonisolated func contrast(_ amount: Double) -> some View {
        modifier(DrawingEffectModifier(effect: .contrast(amount)))
    }

    /// Removes colour: 0 unchanged … 1 fully grey (clamped). Animates.
    public nonisolated func grayscale(_ amount: Double) -> some View {
        modifier(DrawingEffectModifier(effect: .grayscale(amount)))
    }

    /// Inverts colours (1 − each component), keeping opacity.
    public nonisolated func colorInvert() -> some View {
        modifier(DrawingEffectModifier(effect: .colorInvert))
    }

    /// Multiplies every component, opacity included, by `color`'s. Animates.
    public nonisolated func colorMultiply(_ color: Color) -> some View {
        modifier(DrawingEffectModifier(effect: .colorMultiply(color)))
    }

    /// Turns the drawing into a mask: black, with its luminance as opacity.
    public nonisolated func luminanceToAlpha() -> some View {
        modifier(DrawingEffectModifier(effect: .luminanceToAlpha))
    }

    /// A shadow of the whole view's drawing beneath it: its alpha in `color`, blurred by `radius`
    /// points (standard deviation) and moved by (x, y). The default colour is SwiftUI's,
    /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`. Colour, radius and offset animate.
    public nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(DrawingEffectModifier(effect: .shadow(color: color, radius: radius, offset: CGSize(width: x, height: y))))
    }

    /// Composites the view's drawing with what is behind it in `blendMode`.
    public nonisolated func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(DrawingEffectModifier(effect: .blendMode(blendMode)))
    }

    /// Draws the view into one layer first, so effects above it (an opacity, a blend mode) apply to
    /// the view as a whole instead of to each of its parts.
    public nonisolated func compositingGroup() -> some View {
        modifier(DrawingEffectModifier(effect: .compositingGroup))
    }

    /// Flattens the view into one offscreen image before compositing: the same pixels as a
    /// compositing group in Cadence (SwiftUI renders it with Metal). `opaque` and `colorMode` are
    /// accepted and do not change the drawing.
    public nonisolated func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(DrawingEffectModifier(effect: .compositingGroup))
    }

    /// Shows the view only where `mask` is opaque: the mask is laid out in the view's frame (sized to
    /// it and placed by `alignment`, as an overlay) and its alpha multiplies the view's.
    public nonisolated func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Shows the view only where `mask` is opaque (the older spelling, centred).
    @_disfavoredOverload
    public nonisolated func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }

    /// Draws a `strokeBorder` of `content`, `width` points wide, inside the view's frame, over it.
    public nonisolated func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(DecorationModifier(decoration: Rectangle().strokeBorder(content, lineWidth: width), alignment: .center, isBackground: false))
    }
}

/// How `drawingGroup` renders colours: SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
    /// `nonLinear` renders in sRGB, `linear` in linear sRGB, `extendedLinear` in linear colour beyond
    /// 0…1 (recorded; Cadence renders every mode in sRGB).
    case nonLinear, linear, extendedLinear
}

/// `mask(alignment:_:)`: the content shown through the mask's alpha.
nonisolated struct MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        guard !nodes.isEmpty else { return [] }
        let masks = context.resolve(mask, at: .child(1))
        let maskNode: LayoutNode = masks.count == 1 ? masks[0] : LayoutNode(.zStack(alignment: alignment, children: masks))
        return nodes.map { LayoutNode(.effect(.layer(.mask(maskNode, alignment: alignment)), child: $0)) }
    }
}
