// Containers built from the subviews of their content (iOS 18): `Group(subviews:transform:)`,
// `ForEach(subviews:content:)`, the `Subview` proxies they hand out, and the container values a
// view sets for its container to read.

/// A key for a value a view sets for its container with ``View/containerValue(_:_:)``: SwiftUI's
/// `ContainerValueKey`. Usually declared with `@Entry` in an extension of ``ContainerValues``.
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values a view set for its container, read through a ``Subview``: SwiftUI's `ContainerValues`.
///
/// ```swift
/// extension ContainerValues {
///     @Entry var isHighlighted = false
/// }
/// Text("New").containerValue(\.isHighlighted, true)
/// // in the container: subview.containerValues.isHighlighted
/// ```
///
/// A value set on a view is seen by the container that takes the view as a subview, whatever
/// modifiers were applied outside the `containerValue` (its padding, its frame); a value set on a
/// `ForEach` or a `Group` applies to each of their views. A key nobody set reads its default.
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]
    /// The subview whose values these are (its own settings are read through it).
    let node: LayoutNode?

    init(node: LayoutNode? = nil) {
        self.node = node
    }

    /// The value for `key`: the one set here or on the view, else the key's default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            // Unwrapped before the cast: `nil as? T?` succeeds (with nil) for an optional value type.
            if let stored = values[id], let value = stored as? Key.Value { return value }
            if let stored = node?.trait({ $0.layoutValues[id] }), let value = stored as? Key.Value { return value }
            return Key.defaultValue
        }
        set {
            values[ObjectIdentifier(key)] = newValue
        }
    }
}

extension View {
    /// Sets the container value at `keyPath` to `value` for this view, for the container that takes
    /// it as a subview (``Subview/containerValues``).
    public nonisolated func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(NodeTraitModifier { node in
            var values = ContainerValues()
            values[keyPath: keyPath] = value
            for (key, set) in values.values { node.layoutValues[key] = set }
        })
    }
}

/// One subview of another view's content: SwiftUI's `Subview`, handed out by
/// ``Group/init(subviews:transform:)`` and ``ForEach/init(subviews:content:)``.
///
/// A subview is the view as its content resolved it, in the environment of the container's
/// content (not of where the subview is placed), with the modifiers written on it already applied;
/// modifiers applied to the subview apply outside them. Its state lives with the content, so it
/// keeps its state wherever the container places it.
public nonisolated struct Subview: View, Identifiable {
    /// A subview's identity: its `id(_:)` or `ForEach` id, or its place in the content.
    public struct ID: Hashable, @unchecked Sendable {
        let value: AnyHashable
    }

    let node: LayoutNode
    /// The subview's identity, stable while the view stays in the content.
    public let id: ID

    /// The container values the subview set with ``View/containerValue(_:_:)``.
    public var containerValues: ContainerValues

    init(node: LayoutNode, index: Int) {
        self.node = node
        if let explicit = node.trait({ $0.explicitID }) {
            id = ID(value: explicit)
        } else if let key = node.geometryKey {
            id = ID(value: AnyHashable(key.identity))
        } else {
            id = ID(value: AnyHashable(index))
        }
        containerValues = ContainerValues(node: node)
    }

    /// A subview has no body: it stands for a resolved view.
    public typealias Body = Never
}

extension Subview: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        [node]
    }
}

/// The subviews of a view, in order: SwiftUI's `SubviewsCollection`. As a view it shows all of
/// them, as the original content would.
public nonisolated struct SubviewsCollection: RandomAccessCollection, View {
    /// A position in the collection.
    public typealias Index = Int
    /// One subview.
    public typealias Element = Subview
    /// Some of the subviews.
    public typealias SubSequence = SubviewsCollectionSlice
    /// The collection's positions.
    public typealias Indices = Range<Int>

    let subviews: [Subview]

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { subviews.count }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { subviews[index] }
    /// The subviews at `bounds` (keeping this collection's indices).
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews, range: bounds)
    }

    /// The collection has no body: it shows its subviews.
    public typealias Body = Never
}

extension SubviewsCollection: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        subviews.map(\.node)
    }
}

/// Some of a view's subviews: SwiftUI's `SubviewsCollectionSlice`. As a view it shows them.
public nonisolated struct SubviewsCollectionSlice: RandomAccessCollection, View {
    /// A position in the whole collection.
    public typealias Index = Int
    /// One subview.
    public typealias Element = Subview
    /// A slice of a slice is a slice.
    public typealias SubSequence = SubviewsCollectionSlice
    /// The slice's positions.
    public typealias Indices = Range<Int>

    let subviews: [Subview]
    let range: Range<Int>

    /// The first subview's index in the whole collection.
    public var startIndex: Int { range.lowerBound }
    /// One past the last subview's index.
    public var endIndex: Int { range.upperBound }
    /// The subview at `index` (an index of the whole collection).
    public subscript(index: Int) -> Subview { subviews[index] }
    /// The subviews at `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews, range: bounds)
    }

    /// The slice has no body: it shows its subviews.
    public typealias Body = Never
}

extension SubviewsCollectionSlice: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        subviews[range].map(\.node)
    }
}

/// The content of ``Group/init(subviews:transform:)``: SwiftUI's `GroupElementsOfContent`. You do
/// not make it yourself.
public nonisolated struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let base: Subviews
    let transform: (SubviewsCollection) -> Content

    /// Built in: no body.
    public typealias Body = Never
}

extension GroupElementsOfContent: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let nodes = context.resolve(base, at: .child(0))
        let collection = SubviewsCollection(subviews: nodes.enumerated().map { Subview(node: $1, index: $0) })
        return context.resolve(transform(collection), at: .child(1))
    }
}

extension Group {
    /// A group of the view `transform` builds from the subviews of `view` (iOS 18).
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     HStack {
    ///         ForEach(subviews.prefix(3)) { $0 }
    ///         if subviews.count > 3 { Text("+\(subviews.count - 3) more") }
    ///     }
    /// }
    /// ```
    ///
    /// Every view of `view` is resolved, whether or not `transform` places it: one that is not
    /// placed is not drawn, but its `onAppear` runs (SwiftUI resolves subviews on demand).
    public nonisolated init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(base: view, transform: transform)
    }
}

/// The subviews a ``ForEach/init(subviews:content:)`` iterates: SwiftUI's `ForEachSubviewCollection`.
/// It is filled when the `ForEach` is resolved (its view's subviews are known only then).
public nonisolated struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    /// A position in the collection.
    public typealias Index = Int

    let source: SubviewSource

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { source.subviews.count }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { source.subviews[index] }
}

/// The view a `ForEach(subviews:)` or `ForEach(sections:)` takes its subviews from, and the
/// subviews (or sections) of its latest resolution.
final class SubviewSource: @unchecked Sendable {
    let resolve: @MainActor (ResolveContext) -> [LayoutNode]
    var subviews: [Subview] = []
    var sections: [SectionConfiguration] = []

    init(resolve: @escaping @MainActor (ResolveContext) -> [LayoutNode]) {
        self.resolve = resolve
    }

    /// A source resolving `view` as the first child of where it is loaded.
    convenience init<V: View>(resolving view: V) {
        let base = UncheckedBox(view)
        self.init { context in context.resolve(base.value, at: .child(0)) }
    }
}

/// Data a `ForEach` must resolve before iterating it.
protocol SubviewLoading {
    @MainActor func load(in context: ResolveContext)
}

extension ForEachSubviewCollection: SubviewLoading {
    @MainActor
    func load(in context: ResolveContext) {
        let nodes = source.resolve(context)
        source.subviews = nodes.enumerated().map { Subview(node: $1, index: $0) }
    }
}

extension ForEach {
    /// One view per subview of `view`, built by `content` and identified by the subview's id (iOS 18).
    ///
    /// ```swift
    /// VStack {
    ///     ForEach(subviews: content) { subview in
    ///         subview.padding().background(.thinMaterial, in: .rect(cornerRadius: 12))
    ///     }
    /// }
    /// ```
    public nonisolated init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.data = ForEachSubviewCollection(source: SubviewSource(resolving: view))
        self.content = content
        self.id = { $0.id }
    }
}
