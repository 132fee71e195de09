import Foundation
import Observation
import CadenceUI

/// Inserts, fetches and deletes models: SwiftData's `ModelContext`.
///
/// ```swift
/// @Environment(\.modelContext) private var modelContext
/// …
/// modelContext.insert(Item(timestamp: .now))
/// let items = try modelContext.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.timestamp)]))
/// ```
///
/// A context works on its container's store directly: an insert or a delete is seen by every
/// fetch and `@Query` at once, and views showing the affected queries are evaluated again (in the
/// transaction of the change, or in the query's animation). ``save()`` only marks the pending
/// changes as saved, since nothing is written anywhere; ``rollback()`` undoes the pending inserts
/// and deletes (not changes of properties). Use a context on one actor at a time, as with SwiftData.
public final class ModelContext {
    /// The container whose store the context works on.
    public let container: ModelContainer
    let store: ModelStore
    /// Whether SwiftData would save on its own. Kept for the app to read; there is nothing to write,
    /// so it changes nothing but ``hasChanges``, which saving clears.
    public var autosaveEnabled = true
    private var inserted: [any PersistentModel] = []
    private var deleted: [any PersistentModel] = []
    private var changed: [any PersistentModel] = []

    /// A context for `container`.
    public init(_ container: ModelContainer) {
        self.container = container
        store = container.store
    }

    /// Whether models were inserted, deleted or changed since the last save.
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty }

    /// The models inserted since the last save, in order.
    public var insertedModelsArray: [any PersistentModel] { inserted }
    /// The models deleted since the last save, in order.
    public var deletedModelsArray: [any PersistentModel] { deleted }
    /// The models whose observed properties changed since the last save.
    public var changedModelsArray: [any PersistentModel] { changed }

    /// Adds `model` to the store, with the models its relationships hold (and so on), setting the
    /// inverse of each relationship that has one. Inserting a model twice does nothing; inserting a
    /// deleted model brings it back.
    public func insert<T: PersistentModel>(_ model: T) {
        insertGraph(model)
    }

    private func insertGraph(_ model: any PersistentModel) {
        let backing = model._$modelBacking
        guard backing.context == nil || backing.context !== self || backing.isDeleted else { return }
        backing.context = self
        backing.isDeleted = false
        backing.hasChanges = true
        if let index = deleted.firstIndex(where: { $0 === model }) {
            deleted.remove(at: index)
        } else {
            inserted.append(model)
        }
        store.add(model)
        for link in RelationshipRegistry.shared.relationships(of: type(of: model)) {
            for related in link.related(model) {
                link.attachInverse(model, related)
                if related._$modelBacking.context == nil { insertGraph(related) }
            }
        }
    }

    /// Removes `model` from the store. The models its relationships hold are deleted too under the
    /// `.cascade` rule, and lose it from their inverse under `.nullify`. Deleting a model that is
    /// not in the store does nothing.
    public func delete<T: PersistentModel>(_ model: T) {
        deleteGraph(model)
    }

    private func deleteGraph(_ model: any PersistentModel) {
        let backing = model._$modelBacking
        guard backing.context === self, !backing.isDeleted else { return }
        backing.isDeleted = true
        if let index = inserted.firstIndex(where: { $0 === model }) {
            inserted.remove(at: index)
        } else {
            deleted.append(model)
        }
        changed.removeAll { $0 === model }
        store.remove(model)
        for link in RelationshipRegistry.shared.relationships(of: type(of: model)) {
            for related in link.related(model) {
                switch link.deleteRule {
                case .cascade: deleteGraph(related)
                case .nullify: link.detachInverse(model, related)
                case .noAction, .deny: break
                }
            }
        }
    }

    /// Deletes every model of class `model` that matches `predicate` (every one, without a predicate).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for item in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(item) }
    }

    /// Marks the pending inserts, deletes and changes as saved: ``hasChanges`` becomes `false` (the
    /// store is in memory, so nothing is written). Deleted models leave the context.
    public func save() throws {
        guard container.configurations.allSatisfy(\.allowsSave) else { throw SwiftDataError.saveNotAllowed }
        for model in inserted + changed { model._$modelBacking.hasChanges = false }
        for model in deleted { model._$modelBacking.context = nil }
        inserted = []
        deleted = []
        changed = []
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Undoes the inserts and deletes made since the last save (the models inserted leave the
    /// store, the ones deleted come back). Changed properties keep their new values.
    public func rollback() {
        let inserted = inserted, deleted = deleted
        self.inserted = []
        self.deleted = []
        changed = []
        for model in inserted.reversed() {
            store.remove(model)
            model._$modelBacking.context = nil
            model._$modelBacking.hasChanges = false
        }
        for model in deleted {
            model._$modelBacking.isDeleted = false
            model._$modelBacking.hasChanges = false
            store.add(model)
        }
    }

    /// Does nothing: changes are applied as they are made.
    public func processPendingChanges() {}

    /// The models of class `T` that `descriptor` selects, sorted by its sort descriptors (in the
    /// order they were inserted where those do not decide), after its offset and up to its limit.
    /// Throws what evaluating the predicate throws.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = store.models(of: T.self)
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models.sort(using: descriptor.sortBy)
        }
        let offset = max(0, descriptor.fetchOffset ?? 0)
        let start = min(offset, models.count)
        let end = descriptor.fetchLimit.map { min(models.count, start + max(0, $0)) } ?? models.count
        return Array(models[start..<end])
    }

    /// How many models `descriptor` selects.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `descriptor` selects.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model with `identifier`, if the store holds it.
    public func registeredModel<T: PersistentModel>(for identifier: PersistentIdentifier) -> T? {
        store.models(of: T.self).first { $0.persistentModelID == identifier }
    }

    func noteChange(of model: any PersistentModel) {
        guard !inserted.contains(where: { $0 === model }), !changed.contains(where: { $0 === model }) else { return }
        changed.append(model)
    }
}

/// An error a context throws.
public enum SwiftDataError: Error, Sendable, Hashable {
    /// The container's configuration does not allow saving (`allowsSave: false`).
    case saveNotAllowed
}

/// What to fetch: SwiftData's `FetchDescriptor`.
///
/// ```swift
/// var descriptor = FetchDescriptor<Item>(predicate: #Predicate { !$0.isDone }, sortBy: [SortDescriptor(\.timestamp)])
/// descriptor.fetchLimit = 10
/// ```
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    /// Which models to fetch (all of them when `nil`).
    public var predicate: Predicate<T>?
    /// The order of the results, first descriptor first (insertion order when empty).
    public var sortBy: [SortDescriptor<T>]
    /// The most models to fetch (no limit when `nil`).
    public var fetchLimit: Int?
    /// How many of the sorted models to skip (none when `nil`).
    public var fetchOffset: Int?
    /// Whether unsaved changes are fetched (they always are here).
    public var includePendingChanges = true
    /// The properties to load first (all are in memory here).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to load first (all are in memory here).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor that fetches the models matching `predicate`, sorted by `sortBy`.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// The models of one container, by class, in the order they were inserted. Observable: a fetch
/// reads `version`, an insert or delete changes it, so views whose queries fetched are evaluated
/// again.
final class ModelStore: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var modelsByClass: [ObjectIdentifier: [any PersistentModel]] = [:]
    private var transactions: [ObjectIdentifier: Transaction] = [:]
    private var _version = 0

    /// Changes whenever a model is added or removed.
    var version: Int {
        registrar.access(self, keyPath: \.version)
        return lock.withLock { _version }
    }

    func models<T: PersistentModel>(of type: T.Type) -> [T] {
        registrar.access(self, keyPath: \.version)
        return lock.withLock { (modelsByClass[ObjectIdentifier(type)] ?? []).compactMap { $0 as? T } }
    }

    func add(_ model: any PersistentModel) {
        let key = ObjectIdentifier(type(of: model))
        guard !lock.withLock({ modelsByClass[key]?.contains { $0 === model } ?? false }) else { return }
        change(for: type(of: model)) { modelsByClass[key, default: []].append(model) }
    }

    func remove(_ model: any PersistentModel) {
        let key = ObjectIdentifier(type(of: model))
        guard lock.withLock({ modelsByClass[key]?.contains { $0 === model } ?? false }) else { return }
        change(for: type(of: model)) { modelsByClass[key]?.removeAll { $0 === model } }
    }

    func removeAll() {
        let all = lock.withLock { modelsByClass.values.flatMap { $0 } }
        for model in all {
            model._$modelBacking.context = nil
            model._$modelBacking.isDeleted = true
        }
        registrar.withMutation(of: self, keyPath: \.version) {
            lock.withLock {
                modelsByClass = [:]
                _version += 1
            }
        }
    }

    private func change(for type: any PersistentModel.Type, _ body: () -> Void) {
        Self.withQueryTransaction(for: type, in: self) {
            registrar.withMutation(of: self, keyPath: \.version) {
                lock.withLock {
                    body()
                    _version += 1
                }
            }
        }
    }

    /// Notes the transaction a `@Query` of `type` was given, for changes made outside an animation.
    func setQueryTransaction(_ transaction: Transaction?, for type: any PersistentModel.Type) {
        lock.withLock { transactions[ObjectIdentifier(type)] = transaction }
    }

    /// Runs `body` in the transaction of a `@Query` of `type` when the current transaction has no
    /// animation of its own and that query has one.
    static func withQueryTransaction<Result>(for type: any PersistentModel.Type, in store: ModelStore?, _ body: () throws -> Result) rethrows -> Result {
        let current = Transaction.current
        guard current.animation == nil, !current.disablesAnimations,
              let transaction = store.flatMap({ store in store.lock.withLock { store.transactions[ObjectIdentifier(type)] } })
        else { return try body() }
        return try withTransaction(transaction, body)
    }
}
