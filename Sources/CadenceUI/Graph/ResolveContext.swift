/// Where a view is being resolved: its identity, the environment it sees, the graph that stores its
/// state, and the content a modifier's placeholder stands for.
@MainActor
struct ResolveContext {
    let graph: ViewGraph
    var identity: ViewIdentity
    var environment: EnvironmentValues
    /// What `_ViewModifier_Content` resolves to inside a custom modifier's `body(content:)`, and
    /// `PlaceholderContentView` inside an animator's content closure.
    var modifierContent: ContentResolver?
    /// The transaction of the changes this pass evaluates: render parameters (effects, colours,
    /// frames) that change animate with its animation. `.animation(_:value:)` and animators change it
    /// for their subtree.
    var transaction = Transaction()
    /// Render parameters animating in this subtree end at once (a phase animator jumped under Reduce
    /// Motion: what was moving into the old phase must not keep moving).
    var endsAnimations = false
    /// The insertion or removal in progress that the next `.transition(_:)` below applies to.
    var transitionScope: TransitionScope?
    /// A `.transition(_:)` with no insertion to apply to, for the `.id(_:)` right inside it (at
    /// `identity`): `Text(price).id(price).transition(.push(from: .bottom))` transitions the text
    /// each time its id changes.
    var identityTransition: (transition: AnyTransition, identity: ViewIdentity)?

    /// The stage's time for this evaluation, in seconds.
    var time: Double { graph.time }

    /// Resolves `view` as a child at `component` of the current identity.
    func resolve<V: View>(_ view: V, at component: ViewIdentity.Component) -> [LayoutNode] {
        var child = self
        child.identity = identity.appending(component)
        return child.resolve(view)
    }

    /// Resolves `view` at the current identity: primitives directly, composite views through their
    /// `body`, after installing their `@State` and `@Environment` properties.
    func resolve<V: View>(_ view: V) -> [LayoutNode] {
        graph.resolvedViews += 1
        if let primitive = V.self as? any PrimitiveView.Type {
            let nodes = primitive.resolve(view, in: self)
            keyGeometry(of: nodes)
            return nodes
        }
        if V.Body.self == Never.self {
            graph.report(.missingBody, "\(V.self) has no body and is not a built-in view; it draws nothing")
            return []
        }
        var context = self
        context.identity = identity.appending(.type(ObjectIdentifier(V.self)))
        let view = context.presentingAnimatableData(of: view, slot: DriverSlot.animatableView)
        let missing = graph.missingDependencies
        context.installDynamicProperties(of: view)
        // A view whose environment object is missing cannot read it in `body`: it draws nothing.
        guard graph.missingDependencies == missing else { return [] }
        return context.resolve(view.body)
    }

    /// Gives the nodes a primitive view resolved to the keys their geometry animates under (see
    /// `LayoutAnimations`): a node that wraps one keyed node is keyed one level above it, any other
    /// by this identity (and its place among `nodes`). Nodes keyed below keep their keys.
    private func keyGeometry(of nodes: [LayoutNode]) {
        let animated = transaction.animation != nil && !transaction.disablesAnimations && !endsAnimations
        for (index, node) in nodes.enumerated() where node.geometryKey == nil {
            if let below = node.wrappedChild?.geometryKey {
                node.geometryKey = GeometryKey(identity: below.identity, depth: below.depth + 1, index: below.index)
            } else {
                node.geometryKey = GeometryKey(identity: identity, depth: 0, index: index)
            }
            node.resolvedGeneration = graph.generation
            if animated {
                node.geometryTransaction = transaction
                graph.layoutAnimations?.pendingTransactions[node.geometryKey!] = transaction
                graph.passAnimatesGeometry = true
            } else if let pending = graph.layoutAnimations.flatMap({ $0.pendingTransactions.isEmpty ? nil : $0.pendingTransactions[node.geometryKey!] }) {
                // Resolved again before its change was laid out (a geometry round, an `onAppear`
                // pass): the change still animates with the transaction that made it.
                node.geometryTransaction = pending
            }
        }
    }

    /// The storage of the current identity, created on first use and marked as visited in this pass.
    func storage() -> NodeStorage {
        graph.storage(for: identity)
    }

    /// The driver in `slot` of the current identity, made by `make` the first time.
    func driver<D: AnimationDriver>(slot: DriverSlot, make: () -> D) -> D {
        let storage = storage()
        if let existing = storage.drivers[slot] {
            // The exact type first, without a dynamic cast (it costs more than the rest of the call).
            if type(of: existing) == D.self { return unsafeDowncast(existing, to: D.self) }
            if let cast = existing as? D { return cast }
        }
        let made = make()
        storage.drivers[slot] = made
        return made
    }

    /// Links every `@State` and `@Environment` of `value` (a view or a custom modifier) to this
    /// identity's storage and environment, before its `body` is read.
    func installDynamicProperties(of value: Any) {
        var slot = 0
        install(Mirror(reflecting: value), slot: &slot)
    }

    private func install(_ mirror: Mirror, slot: inout Int) {
        for child in mirror.children {
            if let property = child.value as? any InstallableProperty {
                property.install(in: self, slot: slot)
                slot += 1
            } else if child.value is any DynamicProperty {
                // A user-defined dynamic property that groups others: install what it contains.
                install(Mirror(reflecting: child.value), slot: &slot)
            }
        }
    }
}

/// A property wrapper the graph links to its storage before a view's body is read.
@MainActor
protocol InstallableProperty {
    func install(in context: ResolveContext, slot: Int)
}
