import Observation

/// An `ObservableObject` a view creates and owns: SwiftUI's `StateObject`.
///
/// ```swift
/// @StateObject private var player = Player()
/// ```
///
/// The object is made once, when the view first appears at its identity (the autoclosure runs
/// then), and kept for as long as the view keeps its identity; its `objectWillChange` makes the
/// views evaluate again. Read outside a hosted view, each read makes a new object, as SwiftUI warns.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let thunk: () -> ObjectType
    private let link = StateLink<ObjectType>()

    /// A state object made by `thunk` the first time the view appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    /// The object.
    @MainActor
    public var wrappedValue: ObjectType {
        link.cell?.value ?? thunk()
    }

    /// Bindings to the object's properties: `$player.volume`.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: @unchecked Sendable {}

extension StateObject: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        let storage = context.storage()
        let cell: StateCell<ObjectType>
        if let existing = storage.stateCells[slot] as? StateCell<ObjectType> {
            cell = existing
        } else {
            cell = StateCell(value: thunk(), graph: context.graph)
            storage.stateCells[slot] = cell
        }
        link.cell = cell
        context.graph.subscriptions.observe(cell.value, marking: context.graph.externalChanges)
    }
}

/// An `ObservableObject` a view is given and observes: SwiftUI's `ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to an observed object's properties (`$model.title`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to `keyPath` of the object.
        @MainActor
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(location: BindingLocation(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 }))
        }
    }

    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`: what `@ObservedObject var model = …` (or passing the object in) calls.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`; the older spelling of ``init(wrappedValue:)``.
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }
}

extension ObservedObject: @unchecked Sendable {}

extension ObservedObject: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        context.graph.subscriptions.observe(wrappedValue, marking: context.graph.externalChanges)
    }
}

/// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)`:
/// SwiftUI's `EnvironmentObject`.
///
/// A view whose object is missing draws nothing and the stage reports it (SwiftUI stops the app).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentBox<ObjectType>()

    /// Reads the object of this type that an ancestor put in the environment with `environmentObject(_:)`.
    public init() {}

    /// The object from the environment.
    @MainActor
    public var wrappedValue: ObjectType {
        guard let value = box.value else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: a View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view")
        }
        return value
    }

    /// Bindings to the object's properties.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: @unchecked Sendable {}

extension EnvironmentObject: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        guard let object = context.environment[ObjectEnvironmentKey<ObjectType>.self] else {
            context.graph.reportMissingDependency("no ObservableObject of type \(ObjectType.self) in the environment (is environmentObject(_:) missing above the view?); the view draws nothing")
            return
        }
        box.value = object
        context.graph.subscriptions.observe(object, marking: context.graph.externalChanges)
    }
}

/// Where `environmentObject(_:)` and `environment(_:)` keep an object: one key per type.
struct ObjectEnvironmentKey<Object>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension View {
    /// Puts `object` in the environment for `@EnvironmentObject` properties below.
    public nonisolated func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        let box = UncheckedBox(object)
        return modifier(EnvironmentModifier { $0[ObjectEnvironmentKey<T>.self] = box.value })
    }

    /// Puts the `@Observable` `object` in the environment for `@Environment(T.self)` below
    /// (`nil` removes it).
    public nonisolated func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        let box = UncheckedBox(object)
        return modifier(EnvironmentModifier { $0[ObjectEnvironmentKey<T>.self] = box.value })
    }
}

/// Bindings to the properties of an `@Observable` object: SwiftUI's `Bindable`.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var settings: Settings        // an @Observable class
///     var body: some View {
///         Toggle("Bounce", isOn: $settings.bounces)
///     }
/// }
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The bindable itself, for `$settings.bounces`.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `wrappedValue`'s properties (`Bindable(model).title`).
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Makes a bindable from another's projected value (`$model` passed on).
    public init(projectedValue: Bindable<Value>) {
        wrappedValue = projectedValue.wrappedValue
    }

    /// A binding to `keyPath` of the object.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(location: BindingLocation(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 }))
    }
}

extension Bindable: @unchecked Sendable {}
extension Bindable: DynamicProperty {}
