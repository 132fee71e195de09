/// A namespace for `matchedGeometryEffect` ids: SwiftUI's `Namespace`.
///
/// ```swift
/// struct Gallery: View {
///     @Namespace private var hero
///     @State private var isOpen = false
///     var body: some View {
///         if isOpen {
///             Photo().matchedGeometryEffect(id: "photo", in: hero).frame(width: 300, height: 200)
///         } else {
///             Photo().matchedGeometryEffect(id: "photo", in: hero).frame(width: 60, height: 40)
///         }
///     }
/// }
/// ```
///
/// Each view identity that declares a `@Namespace` gets its own namespace, kept while the identity
/// lives; the same id in two namespaces never matches.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// Names one namespace. Compared by identity.
    public struct ID: Hashable, Sendable {
        let registry: MatchedGeometryRegistry

        public static func == (lhs: ID, rhs: ID) -> Bool { lhs.registry === rhs.registry }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(registry))
        }
    }

    private let link = NamespaceLink()

    /// Makes a namespace property; its value is the namespace of the view that declares it.
    public init() {}

    /// The namespace of the view this property belongs to. Read outside a body (before the graph
    /// installed the property) it is a namespace of its own that nothing else shares.
    @MainActor
    public var wrappedValue: ID {
        ID(registry: link.registry)
    }
}

/// Connects one copy of a `Namespace` property to the registry stored at its view's identity.
final class NamespaceLink: @unchecked Sendable {
    // Only touched on the main actor (installation and body evaluation); the box exists because a
    // view struct's properties are immutable while its body runs.
    private var installed: MatchedGeometryRegistry?

    @MainActor
    var registry: MatchedGeometryRegistry {
        if let installed { return installed }
        let made = MatchedGeometryRegistry()
        installed = made
        return made
    }

    @MainActor
    func install(_ registry: MatchedGeometryRegistry) {
        installed = registry
    }
}

extension Namespace: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        // Stored as a driver so that the stage advances the namespace's frame animations and asks it
        // for frames; slots above the fixed ones keep two namespaces of one view apart.
        let registry = context.driver(slot: DriverSlot.namespace(slot)) { MatchedGeometryRegistry() }
        link.install(registry)
    }
}
