// The macros SwiftUI files use: `#Preview`, `@Previewable` and `@Entry`. Their expansions come from
// the CadenceMacros plug-in (a target of this package, loaded by the compiler for every module that
// imports CadenceUI).

/// A preview of a view for Xcode's canvas: SwiftUI's `#Preview`.
///
/// ```swift
/// #Preview {
///     LikeButton()
/// }
/// ```
///
/// The body is type-checked as SwiftUI type-checks it, so a preview that would not compile in Xcode
/// does not compile here either, and then declares nothing: Cadence has no canvas. To see the view,
/// host it on a ``Stage`` (or render it with the `cadence` tool).
///
/// - Parameters:
///   - name: The preview's name in the canvas; `nil` names it by its line.
///   - body: The view to preview, built with ``ViewBuilder``.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CadenceMacros", type: "PreviewMacro")

/// A preview of a view with canvas traits (a layout, an orientation, a ``PreviewModifier``):
/// SwiftUI's `#Preview(_:traits:_:body:)`. Like ``Preview(_:body:)``, it compiles its body and
/// declares nothing.
///
/// ```swift
/// #Preview("Compact", traits: .sizeThatFitsLayout) {
///     LikeButton()
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's name in the canvas; `nil` names it by its line.
///   - traits: How the canvas lays out the preview.
///   - additionalTraits: More traits.
///   - body: The view to preview, built with ``ViewBuilder``.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CadenceMacros", type: "PreviewMacro")

/// Marks a variable declared inside a `#Preview` body, such as `@Previewable @State var isOn =
/// false`, as state of the preview: SwiftUI's `@Previewable`. It adds nothing; the variable is used
/// as declared.
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = false
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "CadenceMacros", type: "PreviewableMacro")

/// Declares a custom value of ``EnvironmentValues``, of `Transaction` or of ``ContainerValues``
/// with its default: SwiftUI's `@Entry`.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var cardCornerRadius: CGFloat = 12
///     @Entry var accent = Color.orange
///     @Entry var onSelect: ((Int) -> Void)?
/// }
/// ```
///
/// The macro writes a private key type, `__Key_<name>`, conforming to ``EnvironmentKey``,
/// `TransactionKey`, ``ContainerValueKey`` or ``FocusedValueKey``, and the property's getter and
/// setter through the container's subscript.
/// As in SwiftUI, a typed entry's default is evaluated on each read where no value was set (a class
/// instance as a default is a new instance each time); an entry without a written type stores its
/// default once. An optional entry without a default defaults to `nil`. In ``FocusedValues`` an
/// entry is written with an optional type and no default (`@Entry var note: Binding<Note>?`): a
/// focused value is `nil` until a view sets it. A `let`, several
/// properties in one declaration, or a container other than these four is an error at the
/// declaration.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "CadenceMacros", type: "EntryMacro")

/// The namespace of preview traits: SwiftUI's (DeveloperToolsSupport's) `Preview`.
@MainActor
public struct Preview {
    /// Traits that apply to previews of views: the type parameter of ``PreviewTrait`` for `#Preview`.
    public enum ViewTraits {}
}

/// A customisation of a preview in the canvas: SwiftUI's (DeveloperToolsSupport's) `PreviewTrait`.
/// Cadence has no canvas, so a trait records what it asks for and nothing reads it.
@MainActor
public struct PreviewTrait<T> {
    /// What the trait asks for.
    public enum Request {
        /// A layout (``PreviewLayout``).
        case layout(PreviewLayout)
        /// An interface orientation, by name (`"portrait"`, `"landscapeLeft"` …).
        case orientation(String)
        /// A ``PreviewModifier`` wrapped around the preview.
        case modifier
    }

    /// What the trait asks for.
    public let request: Request

    init(_ request: Request) {
        self.request = request
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview in a container the size of the device: the default layout.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.layout(.device)) }
    /// The preview's container fitted to the preview's size.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.layout(.sizeThatFits)) }
    /// The preview centred in a container of `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    /// The device upright.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation("portrait")) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation("portraitUpsideDown")) }
    /// The device in landscape, its top on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation("landscapeLeft")) }
    /// The device in landscape, its top on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation("landscapeRight")) }
    /// The preview wrapped in `modifier`, whose shared context (sample data, a model container) is
    /// made once for all previews using it.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(.modifier)
    }
}

/// A wrapper shared by previews, with a context made once (sample data, a model container):
/// SwiftUI's `PreviewModifier`, used through ``PreviewTrait/modifier(_:)``. Cadence shows no
/// previews, so it never calls either requirement; a type conforming to it compiles as in SwiftUI.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// The shared context's type; `Void` when the modifier needs none.
    associatedtype Context = Void
    /// The view the modifier makes.
    associatedtype Body: View
    /// The view being previewed, inside ``body(content:context:)``.
    typealias Content = PreviewModifierContent

    /// Makes the context every preview using this modifier shares.
    static func makeSharedContext() async throws -> Context

    /// The preview, wrapped.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No context to make.
    public static func makeSharedContext() async throws {}
}

/// The view a ``PreviewModifier`` wraps. It draws nothing in Cadence, which shows no previews.
public struct PreviewModifierContent: View {
    /// Nothing.
    public var body: some View { EmptyView() }
}

/// Writes a type's `animatableData` from its stored properties and conforms it to `Animatable`:
/// SwiftUI's `@Animatable`.
///
/// ```swift
/// @Animatable
/// struct Wave: Shape {
///     var amplitude: CGFloat
///     var phase: Angle
///     @AnimatableIgnored var label: String
///
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// Every stored `var` of the instance takes part, in declaration order, nested in
/// `AnimatablePair`s (one property is its own data; none is `EmptyAnimatableData`); mark the others
/// `@AnimatableIgnored`. A property's type must be written out, or be a decimal literal's `Double`; a
/// `Bool`, an integer, a string or an optional is an error at the type that asks for
/// `@AnimatableIgnored`. No conformance is added when the type already has one (a `Shape` does).
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "CadenceMacros", type: "AnimatableMacro")

/// Leaves a stored property out of the `animatableData` that `@Animatable` writes: SwiftUI's
/// `@AnimatableIgnored`. The property is stored and used as declared.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "CadenceMacros", type: "AnimatableIgnoredMacro")
