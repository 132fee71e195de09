/// A coordinate system frames can be measured in: SwiftUI's `CoordinateSpace`.
///
/// `.global` is the stage (points from its top-left corner, after the offsets, scales and rotations
/// above the view, as bounding boxes); `.local` is the view itself (origin at its top-left corner);
/// `.named(name)` is the nearest enclosing view marked `.coordinateSpace(.named(name))`. A name no
/// ancestor declares measures as `.global`.
public enum CoordinateSpace: Hashable {
    /// The stage's space.
    case global
    /// The view's own space.
    case local
    /// The space of the nearest ancestor marked `.coordinateSpace(.named(name))`.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }
}

// AnyHashable is not Sendable; the names used for coordinate spaces are strings and other values.
extension CoordinateSpace: @unchecked Sendable {}

/// A type that names a coordinate space: SwiftUI's `CoordinateSpaceProtocol`, so `.local`,
/// `.global` and `.named("x")` can be passed where one is expected.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value names.
    var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space declared by a view with `.coordinateSpace(_:)`: SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable

    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The stage's coordinate space: SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Makes the space.
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space: SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Makes the space.
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The coordinate space of the nearest enclosing scroll view: its visible bounds, so a view's
    /// frame in it changes as the content scrolls (minY is 0 for a view at the top edge, negative
    /// once it has scrolled past it).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName())) }

    /// The coordinate space of the nearest enclosing scroll view named `name`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { .scrollView }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The stage's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// The name scroll views give their content's coordinate space.
struct ScrollViewSpaceName: Hashable {}

extension View {
    /// Names this view's coordinate space, so views inside can measure frames in it with
    /// `GeometryProxy.frame(in: .named(name))` and gestures inside can report values in it
    /// (`DragGesture(coordinateSpace: .named("board"))`).
    public nonisolated func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(InteractionModifier(attachment: .coordinateSpace(name.name)))
            .modifier(CoordinateSpaceModifier(name: name.name))
    }

    /// Names this view's coordinate space (the older spelling of `coordinateSpace(.named(name))`).
    public nonisolated func coordinateSpace<T: Hashable>(name: T) -> some View {
        coordinateSpace(.named(name))
    }
}

nonisolated struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        content(context).map { LayoutNode(.custom(CoordinateSpaceLayout(name: name), children: [$0])) }
    }
}

/// Lays its child out as it is and records its frame on the stage under a name.
struct CoordinateSpaceLayout: UnaryNodeLayout {
    let name: AnyHashable

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        let size = engine.size(child, proposal, stackAxis: stackAxis)
        return (size, LayoutEngine.Placement(proposal: proposal, frame: CGRect(origin: .zero, size: size)))
    }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {
        state.coordinateSpaces[name] = state.transform.apply(to: builder.laidOutFrame(frame, state))
    }
}
