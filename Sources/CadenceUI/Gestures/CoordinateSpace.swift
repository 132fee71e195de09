/// A coordinate space gesture values are reported in: SwiftUI's `CoordinateSpace`.
///
/// `.local` is the gesture view's own space (its top-left corner at 0, 0), `.global` the stage's,
/// `.named(_)` the space of an ancestor marked with `coordinateSpace(name:)`. A gesture fixes the
/// conversion when its pointer goes down.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }
}

// AnyHashable is not Sendable; the names used for coordinate spaces are strings and other values.
extension CoordinateSpace: @unchecked Sendable {}

/// A type that names a coordinate space (iOS 17's spelling: `.local`, `.global`, `.named("card")`).
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The local coordinate space, as a `CoordinateSpaceProtocol` value.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space, as a `CoordinateSpaceProtocol` value.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A named coordinate space, as a `CoordinateSpaceProtocol` value.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The stage's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the ancestor marked `coordinateSpace(name)` / `coordinateSpace(name:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension View {
    /// Names this view's coordinate space, so gestures below can report values in it
    /// (`DragGesture(coordinateSpace: .named("board"))`).
    public nonisolated func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(InteractionModifier(attachment: .coordinateSpace(AnyHashable(name))))
    }

    /// Names this view's coordinate space (iOS 17 spelling: `.coordinateSpace(.named("board"))`).
    public nonisolated func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(InteractionModifier(attachment: .coordinateSpace(name.name)))
    }
}
