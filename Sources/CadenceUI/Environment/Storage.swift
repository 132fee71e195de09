import Foundation

/// A value kept under a key in the app's defaults: SwiftUI's `AppStorage`.
///
/// ```swift
/// @AppStorage("hasSeenIntro") private var hasSeenIntro = false
/// ```
///
/// On a stage the store is the stage's own, in memory (a fresh one per stage, like a clean install;
/// `UserDefaults` is never touched), so runs are reproducible; writing invalidates the views. Read
/// outside a hosted view it gives the default. The `store` argument is accepted and ignored.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    private let link = StorageLink()

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The stored value, or the default when the key has none.
    @MainActor
    public var wrappedValue: Value {
        get { link.store?.app[key] as? Value ?? defaultValue }
        nonmutating set {
            link.store?.app[key] = newValue
            link.graph?.invalidate()
        }
    }

    /// A binding to the stored value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let link = link, key = key, defaultValue = defaultValue
        return Binding(location: BindingLocation(
            get: { link.store?.app[key] as? Value ?? defaultValue },
            set: { link.store?.app[key] = $0; link.graph?.invalidate() }
        ))
    }
}

extension AppStorage {
    /// A stored Boolean.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// A stored integer.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// A stored double.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// A stored string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// A stored URL.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// A stored date.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { self.init(key: key, defaultValue: wrappedValue) }
    /// Stored data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// A stored enumeration with integer raw values.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// A stored enumeration with string raw values.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String { self.init(key: key, defaultValue: wrappedValue) }
    /// An optional stored Boolean (default `nil`).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    /// An optional stored integer.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// An optional stored double.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(key: key, defaultValue: nil) }
    /// An optional stored string.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(key: key, defaultValue: nil) }
    /// An optional stored URL.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(key: key, defaultValue: nil) }
    /// An optional stored date.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self.init(key: key, defaultValue: nil) }
    /// Optional stored data.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(key: key, defaultValue: nil) }
    /// An optional stored enumeration with string raw values.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String { self.init(key: key, defaultValue: nil) }
    /// An optional stored enumeration with integer raw values.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int { self.init(key: key, defaultValue: nil) }
}

extension AppStorage: @unchecked Sendable {}

extension AppStorage: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        link.store = context.graph.stageStorage
        link.graph = context.graph
    }
}

/// Connects a storage property to its stage's store.
@MainActor
final class StorageLink {
    weak var store: StageStorage?
    /// The graph to invalidate when the value changes, not kept alive by the link.
    var graph: ViewGraph? {
        get { graphReference?.object }
        set { graphReference = newValue?.unretained }
    }
    private var graphReference: UnretainedReference<ViewGraph>?
    nonisolated init() {}
}

/// A value kept with the scene, restored when it comes back: SwiftUI's `SceneStorage`. On a stage the
/// scene's store is the stage's, in memory; a stage made with `EnvironmentValues.restoredSceneStorage`
/// (another stage's `sceneStorageSnapshot`) starts with that scene's values, as a relaunched scene
/// does.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    private let link = StorageLink()

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The stored value, or the default.
    @MainActor
    public var wrappedValue: Value {
        get { link.store?.scene[key] as? Value ?? defaultValue }
        nonmutating set {
            link.store?.scene[key] = newValue
            link.graph?.invalidate()
        }
    }

    /// A binding to the stored value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let link = link, key = key, defaultValue = defaultValue
        return Binding(location: BindingLocation(
            get: { link.store?.scene[key] as? Value ?? defaultValue },
            set: { link.store?.scene[key] = $0; link.graph?.invalidate() }
        ))
    }
}

extension SceneStorage {
    /// A Boolean kept with the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// An integer kept with the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// A double kept with the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// A string kept with the scene.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// A URL kept with the scene.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// Data kept with the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// An enumeration with integer raw values kept with the scene.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// An enumeration with string raw values kept with the scene.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.init(key: key, defaultValue: wrappedValue) }
    /// An optional string kept with the scene (`nil` until set; setting `nil` clears it).
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
    /// An optional Boolean kept with the scene.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    /// An optional integer kept with the scene.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// An optional double kept with the scene.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
    /// An optional URL kept with the scene.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
    /// Optional data kept with the scene (an encoded `NavigationPath`, say).
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
    /// An optional enumeration with string raw values kept with the scene.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String { self.init(key: key, defaultValue: nil) }
    /// An optional enumeration with integer raw values kept with the scene.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage: @unchecked Sendable {}

extension SceneStorage: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        link.store = context.graph.stageStorage
        link.graph = context.graph
        // A scene made again after it was discarded starts with the storage it had.
        if let store = link.store { SceneStorageRestoration.restoreIfNeeded(store, from: context.graph.environment) }
    }
}

/// Which view has keyboard focus: SwiftUI's `FocusState`. A stage has no keyboard: set the value
/// from a scripted action (`.run { _ in focusedField = .email }` or a button) and views reading it
/// update; `focused(_:)` / `focused(_:equals:)` accept the bindings.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, what `$focusedField` gives.
    @propertyWrapper
    public struct Binding {
        let get: @MainActor () -> Value
        let set: @MainActor (Value) -> Void

        /// The focus value.
        @MainActor
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    private let initialValue: Value
    private let link = StateLink<Value>()

    /// A Boolean focus state, initially `false`.
    public init() where Value == Bool {
        initialValue = false
    }

    /// An optional focus state, initially `nil`.
    public init<T: Hashable>() where Value == T? {
        initialValue = nil
    }

    /// The focused value.
    @MainActor
    public var wrappedValue: Value {
        get { link.cell?.value ?? initialValue }
        nonmutating set { link.cell?.write(newValue) }
    }

    /// A binding for `focused(_:)`.
    @MainActor
    public var projectedValue: Binding {
        let link = link, initial = initialValue
        return Binding(get: { link.cell?.value ?? initial }, set: { link.cell?.write($0) })
    }
}

extension FocusState: @unchecked Sendable {}
extension FocusState.Binding: @unchecked Sendable {}

extension FocusState: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        let storage = context.storage()
        if let cell = storage.stateCells[slot] as? StateCell<Value> {
            link.cell = cell
        } else {
            let cell = StateCell(value: initialValue, graph: context.graph)
            storage.stateCells[slot] = cell
            link.cell = cell
        }
    }
}

extension View {
    /// Ties this view's focus to `condition`: a stage has no keyboard, but typing into a text field
    /// here from a script (`stage.setText(_:label:)`) focuses it, setting `condition` to `true`.
    /// While `condition` is `true`, this view is the focused view whose `focusedValue`s (its own
    /// and its ancestors') `@FocusedValue` readers see.
    public nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusModifier(isFocused: { condition.wrappedValue }, focus: { condition.wrappedValue = true }))
    }

    /// Ties this view's focus to `binding` being `value`: typing into a text field here from a
    /// script sets `binding` to `value`. While `binding` is `value`, this view is the focused view
    /// for focused values.
    public nonisolated func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let box = FocusValueBox(value)
        return modifier(FocusModifier(isFocused: { binding.wrappedValue == box.value }, focus: { binding.wrappedValue = box.value }))
    }
}

/// Carries a focus value into the environment's focus action.
private final class FocusValueBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
