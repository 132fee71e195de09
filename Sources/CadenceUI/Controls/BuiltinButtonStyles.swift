// The system button styles. Sizes follow Apple's defaults on iOS: bordered buttons pad their label
// by 12 × 7 points at the regular control size (a 34-point-tall button with 17-point text), 10 × 4
// small, 8 × 2 mini, 20 × 14 large; their background is the tint at 15 % opacity (bordered) or the
// tint (prominent, with a white label), in a rounded rectangle of radius 8 unless `buttonBorderShape`
// says otherwise. A pressed button's label is drawn at 20 % (borderless) or 70 % opacity.

/// The platform's default button style: borderless on iOS. SwiftUI's `DefaultButtonStyle`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A label in the tint colour, without a border: SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(RoleForegroundModifier(role: configuration.role, usesTint: true))
            .opacity(configuration.isPressed ? 0.2 : 1)
    }
}

/// The label as it is, without tint or border: SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(RoleForegroundModifier(role: configuration.role, usesTint: false))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// A label on a tinted background: SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: false)
    }
}

/// A white label on the tint colour: SwiftUI's `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: true)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style (borderless on iOS).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A label in the tint colour, without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A label on a tinted background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// Red for destructive buttons; the tint for the others when `usesTint` and nothing else is set.
struct RoleForegroundModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let role: ButtonRole?
    let usesTint: Bool

    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        if role == .destructive {
            inner.environment.foregroundStyle = AnyShapeStyle(Color.red)
        } else if usesTint, inner.environment.foregroundStyle == nil {
            inner.environment.foregroundStyle = AnyShapeStyle(TintShapeStyle())
        }
        return content(inner)
    }
}

/// The shape of a bordered button's background: SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle, roundedRectangle(CGFloat?)
    }

    let kind: Kind

    /// The platform's default (a rounded rectangle of radius 8 on iOS).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: a rectangle whose short sides are half circles.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the platform's corner radius (8 points in Cadence).
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

/// How large controls are: SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    /// The sizes, smallest first; `.regular` is the default. Bordered buttons pad their labels by size.
    case mini, small, regular, large, extraLarge

    /// A bordered button's label padding at this size (horizontal, vertical), in points.
    var borderedPadding: (horizontal: CGFloat, vertical: CGFloat) {
        switch self {
        case .mini: (8, 2)
        case .small: (10, 4)
        case .regular: (12, 7)
        case .large: (20, 14)
        case .extraLarge: (24, 18)
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of controls below (default `.regular`): `.controlSize(.large)`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The shape of bordered buttons below.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The size of controls below.
    public nonisolated func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// The shape of bordered buttons below.
    public nonisolated func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(EnvironmentModifier { $0.buttonBorderShape = shape })
    }
}

/// A bordered or prominent button: the label padded for the control size on a background shape.
struct BorderedButtonBody: View, PrimitiveView {
    let configuration: PrimitiveButtonStyleConfiguration
    let isProminent: Bool
    /// The glass of a glass button style (`nil`: bordered): drawn in a capsule unless
    /// `buttonBorderShape` says otherwise, tinted with the tint when prominent.
    var glass: Glass? = nil
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let environment = context.environment
        let padding = environment.controlSize.borderedPadding
        let tint: Color.Resolved = configuration.role == .destructive ? Color.red.resolve(in: environment) : TintShapeStyle().resolve(in: environment)
        var labelContext = context
        if environment.foregroundStyle == nil || isProminent {
            labelContext.environment.foregroundStyle = AnyShapeStyle(isProminent ? Color.white : Color(tint))
        }
        if isProminent { labelContext.environment.font = (environment.font ?? .body).weight(.semibold) }
        let label = labelContext.resolve(configuration.label, at: .child(0))
        guard !label.isEmpty else { return [] }
        let content = label.count == 1 ? label[0] : LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: nil, children: label))
        let padded = LayoutNode(.padding(EdgeInsets(top: padding.vertical, leading: padding.horizontal, bottom: padding.vertical, trailing: padding.horizontal), child: content))
        var fill = tint
        if !isProminent { fill.opacity *= 0.15 }
        let shape: any Shape = switch environment.buttonBorderShape.kind {
        case .capsule: Capsule()
        case .circle: Circle()
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius ?? 8)
        case .automatic: glass == nil ? RoundedRectangle(cornerRadius: 8) : Capsule()
        }
        var background = LayoutNode(.shape(ShapeContent(shape: shape, paint: .fill(fill))))
        if var glass {
            if isProminent { glass = Glass(variant: glass.variant, tintColor: Color(tint), isInteractive: glass.isInteractive) }
            let paint = GlassShapeStyle(glass: glass).resolvedPaint(in: environment)
            let rim = glass.rim.resolve(in: environment)
            let material = LayoutNode(.shape(ShapeContent(shape: shape, paint: .fill(paint.representative), paintSource: paint)))
            let outline = LayoutNode(.shape(ShapeContent(shape: shape, paint: .stroke(rim, lineWidth: 1))))
            background = LayoutNode(.decorated(alignment: .center, isBackground: false, primary: material, secondary: outline))
        }
        let button = LayoutNode(.decorated(alignment: .center, isBackground: true, primary: padded, secondary: background))
        return [configuration.isPressed ? LayoutNode(.effect(.opacity(0.7), child: button)) : button]
    }
}

/// The primitive styles Cadence draws itself: a tap anywhere on their button runs its action (a
/// custom `PrimitiveButtonStyle` decides that in its body instead).
protocol BuiltinPrimitiveButtonStyle {}

extension DefaultButtonStyle: BuiltinPrimitiveButtonStyle {}
extension BorderlessButtonStyle: BuiltinPrimitiveButtonStyle {}
extension PlainButtonStyle: BuiltinPrimitiveButtonStyle {}
extension BorderedButtonStyle: BuiltinPrimitiveButtonStyle {}
extension BorderedProminentButtonStyle: BuiltinPrimitiveButtonStyle {}
extension GlassButtonStyle: BuiltinPrimitiveButtonStyle {}
extension GlassProminentButtonStyle: BuiltinPrimitiveButtonStyle {}
