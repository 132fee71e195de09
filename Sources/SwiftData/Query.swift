import Foundation
import CadenceUI

/// The models a view shows, fetched from the context in its environment: SwiftData's `@Query`.
///
/// ```swift
/// struct ContentView: View {
///     @Query(sort: \Item.timestamp, order: .reverse) private var items: [Item]
///     var body: some View {
///         List(items) { item in Text(item.timestamp, format: .dateTime) }
///     }
/// }
/// ```
///
/// The view's `modelContext` (from `.modelContainer(_:)` or `.modelContext(_:)` above it) is read
/// like an `@Environment` value, and the models are fetched each time the view's body reads the
/// property. The fetch is observed: an insert or a delete of a model of the class, or a change of a
/// property the predicate or the sort read, evaluates the view again. A change made outside an
/// animated transaction takes the query's `animation:` (or `transaction:`); with neither, it is
/// not animated. A query whose predicate throws gives no models. Without a container in the
/// environment the query fetches from an empty context.
///
/// SwiftData's `Query<Element, Result>` has a second parameter for sectioned results; here the
/// result is always `[Element]`, so the type has one parameter (`Query<Item>`), which lets
/// `@Query var items: [Item]` infer it.
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>
    private let transaction: Transaction?

    /// A query of every model of the class, in the order they were inserted: `@Query var items: [Item]`.
    public init() {
        self.init(descriptor: FetchDescriptor<Element>(), transaction: nil)
    }

    private init(descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.descriptor = descriptor
        self.transaction = transaction
    }

    /// The models the query selects now, in its order.
    @MainActor
    public var wrappedValue: [Element] { fetchResult.models }

    /// The context the query fetches from.
    @MainActor
    public var modelContext: ModelContext { context }

    /// The error the last fetch threw (a predicate that could not be evaluated), or `nil`.
    @MainActor
    public var fetchError: (any Error)? { fetchResult.error }

    @MainActor
    private var fetchResult: (models: [Element], error: (any Error)?) {
        let context = context
        if let transaction, transaction.animation != nil {
            context.store.setQueryTransaction(transaction, for: Element.self)
        }
        do {
            return (try context.fetch(descriptor), nil)
        } catch {
            return ([], error)
        }
    }
}

extension Query {
    /// A query that fetches what `descriptor` selects; changes take `transaction`.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor, transaction: transaction)
    }

    /// A query that fetches what `descriptor` selects; changes animate with `animation`.
    public init(_ descriptor: FetchDescriptor<Element> = FetchDescriptor<Element>(), animation: Animation) {
        self.init(descriptor: descriptor, transaction: Transaction(animation: animation))
    }

    /// A query of the models matching `filter`, sorted by `descriptors`; changes take `transaction`.
    public init(filter: Predicate<Element>?, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    /// A query of every model of the class, sorted by `descriptors`; changes take `transaction`.
    public init(sort descriptors: [SortDescriptor<Element>], transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(sortBy: descriptors), transaction: transaction)
    }

    /// A query of every model of the class; changes take `transaction`.
    public init(transaction: Transaction?) {
        self.init(descriptor: FetchDescriptor(), transaction: transaction)
    }

    /// A query of the models matching `filter`, sorted by `descriptors`; changes animate with `animation`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: Transaction(animation: animation))
    }

    /// A query of the models matching `filter`, sorted by the property at `keyPath` in `order`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }

    /// A query of the models matching `filter`, sorted by the optional property at `keyPath` in
    /// `order` (`nil` first when forward).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }

    /// A query of the models matching `filter`, sorted by the property at `keyPath` in `order`;
    /// changes animate with `animation`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }

    /// A query of the models matching `filter`, sorted by the optional property at `keyPath` in
    /// `order`; changes animate with `animation`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }
}

extension Query: @unchecked Sendable {}

private struct ModelContextKey: EnvironmentKey {
    // No container above the view: an empty context of its own (SwiftData stops the app instead).
    static var defaultValue: ModelContext {
        // `try!`: making an in-memory container cannot fail.
        ModelContext(try! ModelContainer(for: Schema(), configurations: []))
    }
}

extension EnvironmentValues {
    /// The context views insert into, delete from and query: the main context of the container
    /// `.modelContainer(_:)` set above the view. Without one, each read gives a new empty context.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// Makes a container once per view identity and puts its main context in the environment.
private struct ModelContainerModifier: ViewModifier {
    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    nonisolated(unsafe) let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
    @State private var made = MadeContainer()

    nonisolated init(types: [any PersistentModel.Type], inMemory: Bool, isAutosaveEnabled: Bool,
                     onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void) {
        self.types = types
        self.inMemory = inMemory
        self.isAutosaveEnabled = isAutosaveEnabled
        self.onSetup = onSetup
    }

    func body(content: Content) -> some View {
        content.environment(\.modelContext, made.container(types: types, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }
}

/// The container a `.modelContainer(for:)` made for its view, made on the first evaluation.
@MainActor
private final class MadeContainer {
    private var context: ModelContext?

    nonisolated init() {}

    func container(types: [any PersistentModel.Type], inMemory: Bool, isAutosaveEnabled: Bool,
                   onSetup: (Swift.Result<ModelContainer, any Error>) -> Void) -> ModelContext {
        if let context { return context }
        let result = Swift.Result {
            try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        }
        onSetup(result)
        let made = (try? result.get())?.mainContext ?? ModelContextKey.defaultValue
        made.autosaveEnabled = isAutosaveEnabled
        context = made
        return made
    }
}

private struct ModelContextModifier: ViewModifier {
    let context: @MainActor () -> ModelContext

    nonisolated init(context: @escaping @MainActor () -> ModelContext) {
        self.context = context
    }

    func body(content: Content) -> some View {
        content.environment(\.modelContext, context())
    }
}

extension View {
    /// Gives the view and its descendants a container for the classes `modelType` (and the classes
    /// related to them), made when the view first appears and kept while it stays: its main context
    /// becomes the environment's `modelContext`. Every container is in memory here (`inMemory` is
    /// kept in its configuration); undo is not provided. `onSetup` is called once with the container.
    public nonisolated func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                                           isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives the view and its descendants a container for the classes `modelTypes` (and the classes
    /// related to them), made when the view first appears and kept while it stays.
    public nonisolated func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                                           isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modifier(ModelContainerModifier(types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }

    /// Puts `container`'s main context in the environment of the view and its descendants.
    public nonisolated func modelContainer(_ container: ModelContainer) -> some View {
        modifier(ModelContextModifier { container.mainContext })
    }

    /// Puts `context` in the environment of the view and its descendants.
    public nonisolated func modelContext(_ context: ModelContext) -> some View {
        let box = ContextBox(context)
        return modifier(ModelContextModifier { box.context })
    }
}

/// Carries a context (which is not `Sendable`) into a modifier.
private final class ContextBox: @unchecked Sendable {
    let context: ModelContext
    init(_ context: ModelContext) { self.context = context }
}

extension Scene {
    /// Puts `container`'s main context in the environment of the scene's windows.
    @MainActor
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        environment(\.modelContext, container.mainContext)
    }

    /// Gives the scene's windows a container for the classes `modelType`, made now; see
    /// `View.modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`.
    @MainActor
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives the scene's windows a container for the classes `modelTypes`, made now.
    @MainActor
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        let context = MadeContainer().container(types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
        return environment(\.modelContext, context)
    }

    /// Puts `context` in the environment of the scene's windows.
    @MainActor
    public func modelContext(_ context: ModelContext) -> some Scene {
        environment(\.modelContext, context)
    }
}
