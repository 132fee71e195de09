// iOS 26's Liquid Glass: the `Glass` material, `glassEffect(_:in:)`, `GlassEffectContainer` and the
// modifiers that identify, unite and transition glass shapes.

/// The configuration of the Liquid Glass material: SwiftUI's `Glass` (iOS 26), given to
/// ``View/glassEffect(_:in:)`` and to the ``PrimitiveButtonStyle/glass(_:)`` button style.
///
/// ```swift
/// Label("Share", systemImage: "square.and.arrow.up")
///     .padding()
///     .glassEffect(.regular.tint(.blue).interactive(), in: .capsule)
/// ```
///
/// A stage draws glass like a ``Material``: the shape filled with a blur of what is behind it under
/// a tint, with a thin light rim along its outline (Apple does not publish the glass's optics;
/// Cadence's values, light appearance, the tint black instead of white in dark appearance):
///
/// | variant            | blur radius (pt) | tint                               | rim (1 pt)          |
/// |--------------------|------------------|------------------------------------|---------------------|
/// | `regular`          | 12               | white, opacity 0.25                | white, opacity 0.5  |
/// | `clear`            | 4                | white, opacity 0.08                | white, opacity 0.35 |
/// | `.tint(color)`     | as the variant   | `color`, its opacity × 0.5 (regular) or × 0.3 (clear) | as the variant |
/// | `identity`         | —                | nothing is drawn                   | —                   |
///
/// `interactive()` is recorded (``isInteractive``); Cadence's glass does not react to touches.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable {
        case regular, clear, identity
    }

    let variant: Variant
    let tintColor: Color?
    /// Whether the glass reacts to touches and pointers (set by ``interactive(_:)``). Cadence records it;
    /// its glass looks the same pressed or not.
    public let isInteractive: Bool

    /// The regular glass: the default, for controls and bars.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// Clearer glass, for controls over media (photos, maps, video): less blur and a fainter tint.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: the content is drawn as if no glass effect were applied (to turn glass off conditionally).
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (`nil`: untinted).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass reacting to touches when `isEnabled` (default `true`).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// Whether this is the identity variant, which draws nothing.
    var isIdentity: Bool { variant == .identity }

    /// The blur radius of the backdrop, in points.
    var blurRadius: CGFloat { variant == .clear ? 4 : 12 }

    /// The tint over the blur in `environment`.
    func tint(in environment: EnvironmentValues) -> Color.Resolved {
        if let tintColor {
            var color = tintColor.resolve(in: environment)
            color.opacity *= variant == .clear ? 0.3 : 0.5
            return color
        }
        let level: Float = environment.colorScheme == .dark ? 0 : 1
        return Color.Resolved(red: level, green: level, blue: level, opacity: variant == .clear ? 0.08 : 0.25)
    }

    /// The rim's colour along the outline.
    var rim: Color { .white.opacity(variant == .clear ? 0.35 : 0.5) }
}

/// The glass as a shape style: a material of the glass's blur under its tint (internal: SwiftUI's
/// `Glass` is not a shape style).
struct GlassShapeStyle: ShapeStyle, PaintResolvable {
    let glass: Glass

    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .material(blurRadius: glass.blurRadius, tint: glass.tint(in: environment))
    }
}

/// The shape ``View/glassEffect(_:in:)`` uses by default: a capsule, SwiftUI's `DefaultGlassEffectShape`.
public nonisolated struct DefaultGlassEffectShape: Shape {
    /// Makes the shape.
    public init() {}

    /// A capsule filling `rect` (ends of radius half the shorter side).
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How a glass shape appears and disappears: SwiftUI's `GlassEffectTransition` (iOS 26), set with
/// ``View/glassEffectTransition(_:)``.
public struct GlassEffectTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case matchedGeometry, materialize, identity
    }

    let kind: Kind

    /// The default: a glass shape given an id with ``View/glassEffectID(_:in:)`` grows out of, and
    /// shrinks into, the shape of the same id that leaves (or arrives) in the same transaction, as
    /// `matchedGeometryEffect` moves a view. Cadence matches shapes by id only, not by distance
    /// within the container's spacing.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: .matchedGeometry) }
    /// The glass fades in and out with its content without taking another shape's geometry.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }
    /// No glass transition: the glass comes and goes with its view's own transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}

/// What the glass modifiers above a glass effect set: its id, union and transition.
struct GlassEffectSettings: @unchecked Sendable {
    var id: (value: AnyHashable, namespace: Namespace.ID)?
    var union: (value: AnyHashable, namespace: Namespace.ID)?
    var transition = GlassEffectTransition.matchedGeometry
    /// Whether a ``GlassEffectContainer`` encloses the effect (unions are drawn by it).
    var isInContainer = false
}

private struct GlassEffectSettingsKey: EnvironmentKey {
    static let defaultValue = GlassEffectSettings()
}

extension EnvironmentValues {
    var glassEffect: GlassEffectSettings {
        get { self[GlassEffectSettingsKey.self] }
        set { self[GlassEffectSettingsKey.self] = newValue }
    }
}

/// The id a glass shape is matched under (apart from the app's own matched geometry ids).
struct GlassMatchID: Hashable, @unchecked Sendable {
    let value: AnyHashable
}

/// Draws Liquid Glass behind the content in its shape; see ``View/glassEffect(_:in:)``.
nonisolated struct GlassEffectModifier<S: Shape>: ViewModifier {
    let glass: Glass
    let shape: S
    @Environment(\.glassEffect) private var settings

    @MainActor
    func body(content: Content) -> some View {
        content.background {
            if !glass.isIdentity {
                if let union = settings.union, settings.isInContainer {
                    // Drawn by the container, once for every member of the union.
                    Color.clear.anchorPreference(key: GlassUnionKey.self, value: .bounds) { anchor in
                        [GlassUnionMember(union: union.value, glass: glass, shape: AnyShape(shape), bounds: anchor)]
                    }
                } else {
                    GlassShapeView(glass: glass, shape: shape, match: settings.transition == .matchedGeometry ? settings.id : nil)
                }
            }
        }
        // The settings are this effect's: glass inside its content starts afresh.
        .environment(\.glassEffect, GlassEffectSettings(isInContainer: settings.isInContainer))
    }
}

/// A glass shape: the material fill and the rim, matched to the shapes of the same id when it has one.
struct GlassShapeView<S: Shape>: View {
    let glass: Glass
    let shape: S
    let match: (value: AnyHashable, namespace: Namespace.ID)?

    var body: some View {
        let drawn = shape.fill(GlassShapeStyle(glass: glass)).overlay(shape.stroke(glass.rim, lineWidth: 1))
        if let match {
            drawn.matchedGeometryEffect(id: GlassMatchID(value: match.value), in: match.namespace)
        } else {
            drawn
        }
    }
}

/// One glass effect that joins a union, as its container collects them.
struct GlassUnionMember {
    let union: AnyHashable
    let glass: Glass
    let shape: AnyShape
    let bounds: Anchor<CGRect>
}

/// The glass effects of the unions inside a container, in drawing order.
struct GlassUnionKey: PreferenceKey {
    static var defaultValue: [GlassUnionMember] { [] }
    static func reduce(value: inout [GlassUnionMember], nextValue: () -> [GlassUnionMember]) {
        value += nextValue()
    }
}

/// Combines the Liquid Glass shapes of the views in its content: SwiftUI's `GlassEffectContainer`
/// (iOS 26).
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///     HStack(spacing: 20) {
///         Image(systemName: "pencil").frame(width: 56, height: 56).glassEffect()
///         Image(systemName: "eraser").frame(width: 56, height: 56).glassEffect()
///     }
/// }
/// ```
///
/// The content is laid out as given (several views overlap, as in a `ZStack`). The effects that
/// joined a union with ``View/glassEffectUnion(id:namespace:)`` are drawn as one shape per union
/// and glass: the first member's shape laid out over the rectangle that encloses every member,
/// behind the content. Cadence does not blend separate shapes that come within `spacing` of each
/// other (SwiftUI melts them together); glass shapes with ids morph as
/// ``View/glassEffectID(_:in:)`` describes.
public nonisolated struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container of `content`'s glass effects; shapes within `spacing` points (the system's
    /// default when `nil`) would blend in SwiftUI.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content, with the container's unions drawn behind it.
    @MainActor public var body: some View {
        ZStack { content }
            .transformEnvironment(\.glassEffect) { $0.isInContainer = true }
            .backgroundPreferenceValue(GlassUnionKey.self) { members in
                GeometryReader { proxy in
                    ForEach(Array(GlassUnionShape.unions(of: members, in: proxy).enumerated()), id: \.offset) { _, union in
                        GlassShapeView(glass: union.glass, shape: union.shape, match: nil)
                            .frame(width: union.frame.width, height: union.frame.height)
                            .position(x: union.frame.midX, y: union.frame.midY)
                    }
                }
            }
    }
}

/// One union's shape as its container draws it.
struct GlassUnionShape {
    let glass: Glass
    let shape: AnyShape
    let frame: CGRect

    /// The members grouped by union and glass, in the order their first members come, each over
    /// the rectangle enclosing its members' bounds (in `proxy`'s coordinates).
    @MainActor
    static func unions(of members: [GlassUnionMember], in proxy: GeometryProxy) -> [GlassUnionShape] {
        var unions: [GlassUnionShape] = []
        var keys: [(AnyHashable, Glass)] = []
        for member in members {
            let frame = proxy[member.bounds]
            if let index = keys.firstIndex(where: { $0.0 == member.union && $0.1 == member.glass }) {
                let union = unions[index]
                unions[index] = GlassUnionShape(glass: union.glass, shape: union.shape, frame: union.frame.union(frame))
            } else {
                keys.append((member.union, member.glass))
                unions.append(GlassUnionShape(glass: member.glass, shape: member.shape, frame: frame))
            }
        }
        return unions
    }
}

extension View {
    /// Draws Liquid Glass in `shape` (a capsule by default) behind this view, anchored to its bounds
    /// (padding included), as SwiftUI's `glassEffect(_:in:)` (iOS 26) does. `.identity` draws
    /// nothing. See ``Glass`` for how a stage draws it.
    ///
    /// ```swift
    /// Text("Hello, World!").font(.title).padding().glassEffect()
    /// ```
    public nonisolated func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(GlassEffectModifier(glass: glass, shape: shape))
    }

    /// Gives the glass effects in this view the identity `id` in `namespace` (`nil`: none): when a
    /// glass shape with an id leaves and another with the same id arrives in one animated
    /// transaction, the arriving glass grows from the leaving one's frame to its own (and the leaving
    /// one shrinks towards it), as `matchedGeometryEffect(id:in:)` moves views. Only the glass is
    /// matched; the content comes and goes with its own transition.
    public nonisolated func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        let value = id.map { AnyHashable($0) }
        return transformEnvironment(\.glassEffect) { $0.id = value.map { ($0, namespace) } }
    }

    /// Makes the glass effects in this view members of the union `id` in `namespace` (`nil`: none):
    /// inside a ``GlassEffectContainer``, the members with the same glass are drawn as one shape over
    /// the rectangle enclosing them all. Outside a container each effect draws its own glass.
    public nonisolated func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        let value = id.map { AnyHashable($0) }
        return transformEnvironment(\.glassEffect) { $0.union = value.map { ($0, namespace) } }
    }

    /// Sets how the glass effects in this view appear and disappear (default `.matchedGeometry`).
    public nonisolated func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        transformEnvironment(\.glassEffect) { $0.transition = transition }
    }

    /// Extends this view under the safe area around it, mirrored and blurred, behind glass bars
    /// (iOS 26's `backgroundExtensionEffect()`). Cadence draws the view as it is: stages have no
    /// sidebars or inspectors to extend under.
    public nonisolated func backgroundExtensionEffect() -> some View {
        modifier(IdentityViewModifier())
    }
}

/// A modifier that leaves its content as it is.
nonisolated struct IdentityViewModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        content(context)
    }
}
