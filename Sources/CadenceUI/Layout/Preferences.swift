/// A value that views pass up to their ancestors: SwiftUI's `PreferenceKey`.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static var defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
///
/// Text(title).background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
/// …
/// .onPreferenceChange(WidthKey.self) { widest = $0 }
/// ```
///
/// A view below sets a value with `preference(key:value:)` (or `anchorPreference`); the values of a
/// subtree are combined with `reduce`, in the order the views are written, starting from
/// `defaultValue`; `transformPreference` changes the combined value on its way up, and
/// `onPreferenceChange`, `overlayPreferenceValue` and `backgroundPreferenceValue` read it. Views that
/// are not shown (a branch of an `if` not taken) set nothing; views drawn invisibly (`opacity(0)`,
/// `hidden()`) still do, as in SwiftUI.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value

    /// The value when no view sets one.
    static var defaultValue: Value { get }

    /// Combines `value` (the values so far) with the next one, in the order the views are written.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// One preference a node carries: a value that adds to what its subtree sets, or (from
/// `transformPreference`) the value that replaces its whole subtree's for that key.
struct PreferenceEntry {
    let key: ObjectIdentifier
    let value: Any
    let replacesSubtree: Bool
}

extension LayoutNode {
    /// The combined value of `key` set in `nodes` and their subtrees, in tree order.
    static func preference<K: PreferenceKey>(_ key: K.Type, in nodes: [LayoutNode]) -> K.Value {
        // As in SwiftUI: one value is taken as it is; the next ones are reduced into it (so a key
        // whose `reduce` does nothing keeps the first value written, not its default).
        var value = K.defaultValue
        var seen = false
        let id = ObjectIdentifier(key)
        func add(_ next: K.Value) {
            if seen {
                K.reduce(value: &value) { next }
            } else {
                value = next
                seen = true
            }
        }
        func walk(_ node: LayoutNode) {
            if let replaced = node.preferences.last(where: { $0.key == id && $0.replacesSubtree }) {
                if let next = replaced.value as? K.Value { add(next) }
                return
            }
            for entry in node.preferences where entry.key == id {
                if let next = entry.value as? K.Value { add(next) }
            }
            switch node.kind {
            case .text, .symbol, .shape, .spacer: break
            case .stack(_, _, _, let children), .zStack(_, let children), .custom(_, let children): children.forEach(walk)
            case .frame(_, let child), .padding(_, let child), .effect(_, let child): walk(child)
            case .decorated(_, let isBackground, let primary, let secondary):
                // In the order written: a background before its view, an overlay after it.
                if isBackground { walk(secondary); walk(primary) } else { walk(primary); walk(secondary) }
            }
        }
        nodes.forEach(walk)
        return value
    }
}

/// Sets a preference value on its content.
nonisolated struct PreferenceModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: K.Value

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        guard let first = nodes.first else { return nodes }
        first.preferences.append(PreferenceEntry(key: ObjectIdentifier(K.self), value: value, replacesSubtree: false))
        return nodes
    }
}

/// Changes the combined value of a key in its content.
nonisolated struct TransformPreferenceModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout K.Value) -> Void

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        var value = LayoutNode.preference(K.self, in: nodes)
        transform(&value)
        // One wrapper per content node: the first carries the value, the others replace theirs with
        // nothing, so the content's own entries are not counted twice.
        var wrapped: [LayoutNode] = []
        for node in nodes {
            let wrapper = LayoutNode(.custom(PassThroughLayout(), children: [node]))
            let carried: Any = wrapped.isEmpty ? value : PreferenceNothing()
            wrapper.preferences.append(PreferenceEntry(key: ObjectIdentifier(K.self), value: carried, replacesSubtree: true))
            wrapped.append(wrapper)
        }
        return wrapped
    }
}

/// Nodes already resolved, handed to a decoration as its content (on the main actor, in the pass).
private struct UncheckedNodes: @unchecked Sendable {
    let nodes: [LayoutNode]
}

/// Stands for "no value" in a replacing entry (it is not a `K.Value`, so it adds nothing).
private struct PreferenceNothing {}

/// The last value an `onPreferenceChange` delivered, per view identity.
@MainActor
final class PreferenceWatcher {
    var last: Any?
    var hasDelivered = false
}

/// Runs an action when the combined value of a key in its content changes.
nonisolated struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    typealias Body = Never
    let action: (K.Value) -> Void

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        // Made and read on the main actor, in this pass.
        nonisolated(unsafe) let value = LayoutNode.preference(K.self, in: nodes)
        let watcher = context.cell(BuiltinCell.preferenceChange) { PreferenceWatcher() }
        if !watcher.hasDelivered || (watcher.last as? K.Value) != value {
            watcher.hasDelivered = true
            watcher.last = value
            // After the pass, as SwiftUI delivers it: not while the views that set it are evaluated.
            nonisolated(unsafe) let action = self.action
            context.graph.runAfterPass { action(value) }
        }
        return nodes
    }
}

/// Layers a view made from the combined value of a key in front of or behind its content.
nonisolated struct PreferenceDecorationModifier<K: PreferenceKey, Decoration: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let alignment: Alignment
    let isBackground: Bool
    let decoration: (K.Value) -> Decoration

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        let value = LayoutNode.preference(K.self, in: nodes)
        let resolved = UncheckedNodes(nodes: nodes)
        return DecorationModifier(decoration: decoration(value), alignment: alignment, isBackground: isBackground)
            .resolve(content: { _ in resolved.nodes }, in: context)
    }
}

/// Sets a preference from an anchor of this view's frame, as last drawn.
nonisolated struct AnchorPreferenceModifier<A, K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> K.Value

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let probe = context.cell(BuiltinCell.anchorPreference) { GeometryProbe(graph: context.graph) }
        context.graph.passReadsGeometry = true
        let anchor = source.make(probe.geometry.globalFrame)
        let value = transform(anchor)
        return content(context).map { node in
            let measured = LayoutNode(.custom(GeometryProbeLayout(probe: probe), children: [node]))
            measured.preferences.append(PreferenceEntry(key: ObjectIdentifier(K.self), value: value, replacesSubtree: false))
            return measured
        }
    }
}

/// A node that lays out and draws its one child as it is.
struct PassThroughLayout: UnaryNodeLayout {
    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        let size = engine.size(child, proposal, stackAxis: stackAxis)
        return (size, LayoutEngine.Placement(proposal: proposal, frame: CGRect(origin: .zero, size: size)))
    }

    func childStackAxis(_ stackAxis: Axis?) -> Axis? { stackAxis }
}

/// A pass-through node that records the frame it is drawn in into a geometry probe.
struct GeometryProbeLayout: UnaryNodeLayout {
    let probe: GeometryProbe

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        PassThroughLayout().layout(proposal, child: child, engine: engine, stackAxis: stackAxis)
    }

    func childStackAxis(_ stackAxis: Axis?) -> Axis? { stackAxis }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {
        guard !builder.isRecordingOnly else { return }
        probe.record(MeasuredGeometry(frame: frame, state: state), frameNumber: builder.engine.session.frameNumber)
    }
}

extension View {
    /// Sets `value` for `key`, for the views above to read (combined with the values of the
    /// views around by `K.reduce`).
    public nonisolated func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier<K>(value: value))
    }

    /// Changes the combined value of `key` that this view's subtree passes up.
    public nonisolated func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(TransformPreferenceModifier<K>(transform: callback))
    }

    /// Runs `action` with the combined value of `key` in this view's subtree when it is first
    /// evaluated and whenever it changes (after the views are evaluated, so the action may set state).
    public nonisolated func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }

    /// Sets `key` from `transform` of an anchor of this view's frame (`.bounds`, `.center`, …), for
    /// an ancestor to resolve with a `GeometryProxy` (`proxy[anchor]`). The frame is the one this
    /// view was last drawn in; when it changes, the views are evaluated again before the frame is
    /// handed out.
    public nonisolated func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: value, transform: transform))
    }

    /// Changes `key` from an anchor of this view's frame (see ``anchorPreference(key:value:transform:)``).
    public nonisolated func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: value) { anchor in
            var combined = K.defaultValue
            transform(&combined, anchor)
            return combined
        })
    }

    /// Layers the view `transform` makes of the combined value of `key` in front of this view.
    public nonisolated func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceDecorationModifier<K, V>(alignment: alignment, isBackground: false, decoration: transform))
    }

    /// Layers the view `transform` makes of the combined value of `key` in front of this view (the
    /// older form, without an alignment).
    @_disfavoredOverload
    public nonisolated func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceDecorationModifier<K, V>(alignment: .center, isBackground: false, decoration: transform))
    }

    /// Layers the view `transform` makes of the combined value of `key` behind this view.
    public nonisolated func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceDecorationModifier<K, V>(alignment: alignment, isBackground: true, decoration: transform))
    }

    /// Layers the view `transform` makes of the combined value of `key` behind this view (the older
    /// form, without an alignment).
    @_disfavoredOverload
    public nonisolated func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceDecorationModifier<K, V>(alignment: .center, isBackground: true, decoration: transform))
    }
}
