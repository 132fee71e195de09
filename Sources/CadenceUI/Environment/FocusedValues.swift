// Focused values: state a focused view (or one of its ancestors) or the scene exports for other
// views to read, SwiftUI's `FocusedValues`, `focusedValue(_:_:)`, `focusedSceneValue(_:_:)`,
// `@FocusedValue` and `@FocusedBinding`.

/// A key for a value the focused view exports: SwiftUI's `FocusedValueKey`. Unlike an
/// ``EnvironmentKey`` it has no default: a focused value is `nil` until a view sets it. Usually
/// declared with `@Entry var name: Type?` in an extension of ``FocusedValues``.
public protocol FocusedValueKey {
    /// The type of the value (the property in ``FocusedValues`` is its optional).
    associatedtype Value
}

/// The values exported by the focused view and its ancestors, and by the scene: SwiftUI's
/// `FocusedValues`.
///
/// ```swift
/// extension FocusedValues {
///     @Entry var selectedNote: Binding<Note>?
/// }
/// NoteEditor(note: $note).focusedValue(\.selectedNote, $note)
/// // elsewhere: @FocusedValue(\.selectedNote) var selectedNote
/// ```
///
/// A stage has one scene, always focused, and no keyboard: the focused view is the one whose
/// `focused(_:)` or `focused(_:equals:)` binding holds its value (typing into a text field sets
/// it). A value set with `focusedValue(_:_:)` is seen while the focused view is that view
/// or inside it (the innermost such view wins); one set with `focusedSceneValue(_:_:)` is
/// seen whatever has focus, unless a focused view's value for the same key overrides it.
public struct FocusedValues {
    var entries: [ObjectIdentifier: Entry] = [:]

    /// One value and the view that set it (values that are not `Equatable` count as unchanged
    /// while the same view sets them, so a binding does not make the scene update forever).
    struct Entry {
        let value: Any
        var source: ViewIdentity?
    }

    /// No values.
    public init() {}

    /// The value for `key` that a view exports, or `nil` when none does.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { entries[ObjectIdentifier(key)]?.value as? Key.Value }
        set { entries[ObjectIdentifier(key)] = newValue.map { Entry(value: $0, source: nil) } }
    }

    /// Adds the values of `other` for keys not set here, marking them as set by `source` if given.
    mutating func fill(from other: FocusedValues, source: ViewIdentity? = nil) {
        for (key, var entry) in other.entries where entries[key] == nil {
            if let source { entry.source = source }
            entries[key] = entry
        }
    }

    /// Whether a reader would see the same values: the same keys, each equal (when `Equatable`) or
    /// set by the same view.
    func isSame(as other: FocusedValues) -> Bool {
        guard entries.count == other.entries.count else { return false }
        for (key, entry) in entries {
            guard let theirs = other.entries[key] else { return false }
            if isEqualIfEquatable(entry.value, theirs.value) { continue }
            if entry.value is any Equatable { return false }
            guard entry.source != nil, entry.source == theirs.source else { return false }
        }
        return true
    }
}

/// What a subtree exports: whether the focused view is in it, the values of the views on the way
/// from it, and the scene values set in it.
struct FocusedValuesSummary {
    var containsFocus = false
    var focused = FocusedValues()
    var scene = FocusedValues()
}

/// Carries focused values up the tree as a preference.
struct FocusedValuesPreference: PreferenceKey {
    static var defaultValue: FocusedValuesSummary { FocusedValuesSummary() }

    static func reduce(value: inout FocusedValuesSummary, nextValue: () -> FocusedValuesSummary) {
        let next = nextValue()
        value.containsFocus = value.containsFocus || next.containsFocus
        value.focused.fill(from: next.focused)
        value.scene.fill(from: next.scene)
    }
}

/// A stage's current focused values, which `@FocusedValue` reads. Recomputed from the views after a
/// pass that evaluated a view exporting or reading them; a change makes the views evaluate again.
@MainActor
final class FocusedValuesStore {
    private(set) var values = FocusedValues()
    private var isRefreshScheduled = false

    nonisolated init() {}

    /// Recomputes the values once the pass in progress is done.
    func scheduleRefresh(in graph: ViewGraph) {
        guard !isRefreshScheduled else { return }
        isRefreshScheduled = true
        let reference = graph.unretained
        graph.runAfterPass { [weak self] in
            guard let self, let graph = reference.object else { return }
            isRefreshScheduled = false
            let summary = LayoutNode.preference(FocusedValuesPreference.self, in: graph.nodes)
            var current = summary.focused
            current.fill(from: summary.scene)
            guard !current.isSame(as: values) else { return }
            values = current
            graph.invalidate()
        }
    }
}

extension ResolveContext {
    /// Asks the stage to recompute its focused values after this pass.
    @MainActor
    func refreshFocusedValues() {
        graph.stageStorage?.focusedValues.scheduleRefresh(in: graph)
    }
}

extension EnvironmentValues {
    /// Whether this view is inside the focused view (set by a `focused` modifier whose binding
    /// holds its value).
    var isInFocusedView: Bool {
        get { self[InFocusedViewKey.self] }
        set { self[InFocusedViewKey.self] = newValue }
    }
}

private struct InFocusedViewKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has focus: SwiftUI's `isFocused`.
    ///
    /// ```swift
    /// struct PosterCard: View {
    ///     @Environment(\.isFocused) private var isFocused
    ///     var body: some View {
    ///         Poster().scaleEffect(isFocused ? 1.1 : 1).animation(.snappy, value: isFocused)
    ///     }
    /// }
    /// …
    /// PosterCard().focusable().focused($focusedPoster, equals: poster.id)
    /// ```
    ///
    /// A stage has no focus engine: focus moves when the app sets its `@FocusState` (or a script
    /// types into a field), so the nearest focusable ancestor is the nearest view with a
    /// `focused(_:)` or `focused(_:equals:)` modifier, and this is whether its binding holds its
    /// value. `false` outside any such view.
    public internal(set) var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}

/// `focused(_:)` and `focused(_:equals:)`: typing into a text field inside focuses it, and while the
/// binding holds the value, the content is the focused view for focused values.
nonisolated struct FocusModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isFocused: @MainActor () -> Bool
    let focus: @MainActor () -> Void

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.focusTarget = focus
        let focused = isFocused()
        if focused { inner.environment.isInFocusedView = true }
        inner.environment.isFocused = focused
        let nodes = content(inner)
        if focused, let first = nodes.first {
            let mark = FocusedValuesSummary(containsFocus: true)
            first.preferences.append(PreferenceEntry(key: ObjectIdentifier(FocusedValuesPreference.self), value: mark, replacesSubtree: false))
        }
        context.refreshFocusedValues()
        return nodes
    }
}

/// `focusedValue(_:_:)` and `focusedSceneValue(_:_:)`: exports values from its content.
nonisolated struct FocusedValueModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isSceneValue: Bool
    let values: FocusedValues

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let source = context.identity
        let isInFocusedView = context.environment.isInFocusedView
        let values = values, isSceneValue = isSceneValue
        context.refreshFocusedValues()
        // Leaving the tree takes the values away.
        let reference = context.graph.unretained
        let lifecycle = LifecycleModifier(actions: LifecycleActions(onAppear: nil, onDisappear: {
            // Runs before the pass's after-pass actions: the refresh runs with them.
            guard let graph = reference.object else { return }
            graph.stageStorage?.focusedValues.scheduleRefresh(in: graph)
        }))
        let export = TransformPreferenceModifier<FocusedValuesPreference> { summary in
            if isSceneValue {
                summary.scene.fill(from: values, source: source)
            } else if summary.containsFocus || isInFocusedView {
                summary.focused.fill(from: values, source: source)
            }
        }
        return export.resolve(content: { lifecycle.resolve(content: content, in: $0) }, in: context)
    }
}

extension View {
    /// Exports `value` at `keyPath` while the focused view is this view or inside it, for
    /// `@FocusedValue` readers (the innermost view's value wins).
    public nonisolated func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        var values = FocusedValues()
        values[keyPath: keyPath] = value
        return modifier(FocusedValueModifier(isSceneValue: false, values: values))
    }

    /// Exports `value` at `keyPath` (nothing when `nil`) while the focused view is this view or
    /// inside it.
    @_disfavoredOverload
    public nonisolated func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        var values = FocusedValues()
        values[keyPath: keyPath] = value
        return modifier(FocusedValueModifier(isSceneValue: false, values: values))
    }

    /// Exports `value` at `keyPath` for the whole scene, whatever view has focus (a focused view's
    /// own value for the key overrides it). A stage's scene is always focused.
    public nonisolated func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        var values = FocusedValues()
        values[keyPath: keyPath] = value
        return modifier(FocusedValueModifier(isSceneValue: true, values: values))
    }

    /// Exports `value` at `keyPath` for the whole scene (nothing when `nil`).
    @_disfavoredOverload
    public nonisolated func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        var values = FocusedValues()
        values[keyPath: keyPath] = value
        return modifier(FocusedValueModifier(isSceneValue: true, values: values))
    }
}

/// Reads a value the focused view, one of its ancestors or the scene exports: SwiftUI's
/// `FocusedValue`. `nil` while no view exports one.
///
/// ```swift
/// @FocusedValue(\.selectedNote) private var selectedNote
/// Button("Pin") { selectedNote?.wrappedValue.isPinned = true }.disabled(selectedNote == nil)
/// ```
///
/// The value follows focus after the views are evaluated: a view reading it is evaluated again
/// when it changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>
    private let link = FocusedValuesLink()

    /// Reads the focused value at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    /// The value the focused view hierarchy exports now, or `nil`.
    @MainActor
    public var wrappedValue: Value? {
        link.store?.values[keyPath: keyPath]
    }
}

extension FocusedValue: @unchecked Sendable {}

extension FocusedValue: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        link.install(in: context)
    }
}

/// Reads and writes through a binding the focused view hierarchy exports: SwiftUI's
/// `FocusedBinding`. `nil` (and writes do nothing) while no view exports one.
///
/// ```swift
/// @FocusedBinding(\.selectedNote) private var note
/// Button("Pin") { note?.isPinned = true }
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    private let link = FocusedValuesLink()

    /// Reads the focused binding at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    /// The bound value, or `nil` while no view exports the binding. Setting it writes through the
    /// binding (setting `nil` does nothing).
    @MainActor
    public var wrappedValue: Value? {
        get { link.store?.values[keyPath: keyPath]?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding = link.store?.values[keyPath: keyPath] else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to ``wrappedValue``.
    @MainActor
    public var projectedValue: Binding<Value?> {
        let link = link, keyPath = keyPath
        return Binding(location: BindingLocation(
            get: { link.store?.values[keyPath: keyPath]?.wrappedValue },
            set: { newValue in
                guard let newValue, let binding = link.store?.values[keyPath: keyPath] else { return }
                binding.wrappedValue = newValue
            }
        ))
    }
}

extension FocusedBinding: @unchecked Sendable {}

extension FocusedBinding: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        link.install(in: context)
    }
}

/// Where a focused value reader finds its stage's values.
@MainActor
final class FocusedValuesLink {
    weak var store: FocusedValuesStore?
    nonisolated init() {}

    /// Finds the stage's values and asks for them to be recomputed after this pass.
    func install(in context: ResolveContext) {
        store = context.graph.stageStorage?.focusedValues
        context.refreshFocusedValues()
    }
}
