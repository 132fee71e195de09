import Foundation
import Observation
import CadenceUI

/// A class that a ``ModelContext`` stores: what ``Model()`` makes a class conform to.
///
/// Its members come from the macro; you use the ones this protocol's extension gives:
/// ``persistentModelID``, ``modelContext``, ``hasChanges`` and ``isDeleted``. Models are compared
/// and hashed by identity (their ``persistentModelID``), and are `Identifiable` by it unless the
/// class declares an `id` of its own.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, SendableMetatype {
    /// The model's state as a store sees it (its identifier, context and changes): the macro
    /// declares it.
    var _$modelBacking: _ModelBacking { get }
    /// The model's properties that may hold other models, with their delete rules and inverses:
    /// the macro declares it.
    static var _$relationships: [_RelationshipInfo] { get }
}

extension PersistentModel {
    /// The model's identifier, unique among all models, fixed when the model is made.
    public var persistentModelID: PersistentIdentifier { _$modelBacking.identifier }

    /// The context the model was inserted into, or `nil` before it is inserted and after it is
    /// deleted.
    public var modelContext: ModelContext? { _$modelBacking.context }

    /// Whether an observed property of an inserted model changed since its context last saved (or
    /// since it was inserted).
    public var hasChanges: Bool { _$modelBacking.hasChanges }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _$modelBacking.isDeleted }

    /// The model's identifier: a model is `Identifiable` by its ``persistentModelID`` unless the
    /// class declares an `id` of its own.
    public var id: PersistentIdentifier { persistentModelID }

    /// Whether `lhs` and `rhs` are the same model.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the model's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Identifies one model: SwiftData's `PersistentIdentifier`. Made when the model is, it does not
/// change when the model is inserted or saved.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The name of the model's class.
    public let entityName: String
    /// The model's number: models are numbered from 1 in the order they are made, in this process.
    public let number: Int

    init(entityName: String, number: Int) {
        self.entityName = entityName
        self.number = number
    }

    /// Orders identifiers by class name, then by number.
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.number) < (rhs.entityName, rhs.number)
    }

    /// `Item#3`, the class name and number.
    public var description: String { "\(entityName)#\(number)" }
}

/// The state the ``Model()`` macro keeps in each model: its identifier, the context it is in and
/// whether it changed. An implementation detail, public for the expansion.
public final class _ModelBacking: @unchecked Sendable {
    private static let counterLock = NSLock()
    nonisolated(unsafe) private static var counter = 0
    private let lock = NSLock()
    private weak var _context: ModelContext?
    private var _hasChanges = false
    private var _isDeleted = false
    let identifier: PersistentIdentifier

    /// A backing for a model of the class `entityName`.
    public init(entityName: String) {
        let number = Self.counterLock.withLock {
            Self.counter += 1
            return Self.counter
        }
        identifier = PersistentIdentifier(entityName: entityName, number: number)
    }

    var context: ModelContext? {
        get { lock.withLock { _context } }
        set { lock.withLock { _context = newValue } }
    }

    var hasChanges: Bool {
        get { lock.withLock { _hasChanges } }
        set { lock.withLock { _hasChanges = newValue } }
    }

    var isDeleted: Bool {
        get { lock.withLock { _isDeleted } }
        set { lock.withLock { _isDeleted = newValue } }
    }
}

/// Runs a change of `model`'s property at `keyPath` through its observation registrar, as an
/// `@Observable` class's `withMutation` does, then keeps the model's context in step: the model
/// has changes, models newly related to it are inserted, and the inverse side of the relationship
/// follows. When the change is not in an animated transaction and a `@Query` of this model type
/// was given an animation, the change is made in that query's transaction. An implementation
/// detail, public for the ``Model()`` expansion.
public func _modelMutation<Model: PersistentModel, Member, Result>(
    of model: Model, keyPath: KeyPath<Model, Member>, registrar: ObservationRegistrar, _ mutation: () throws -> Result
) rethrows -> Result {
    let backing = model._$modelBacking
    let context = backing.context
    RelationshipRegistry.shared.register(Model.self)
    let link = RelationshipRegistry.shared.link(for: keyPath)
    let before = link.map { $0.related(model) } ?? []
    let result = try ModelStore.withQueryTransaction(for: Model.self, in: context?.store) {
        try registrar.withMutation(of: model, keyPath: keyPath, mutation)
    }
    guard let link else {
        if let context {
            backing.hasChanges = true
            context.noteChange(of: model)
        }
        return result
    }
    let after = link.related(model)
    // A model that is not inserted joins the context of a model it is now related to, as in SwiftData.
    guard let context = context ?? after.lazy.compactMap({ $0._$modelBacking.context }).first else { return result }
    if backing.context == nil {
        context.insert(model)
        return result
    }
    backing.hasChanges = true
    context.noteChange(of: model)
    for gone in before where !after.contains(where: { $0 === gone }) { link.detachInverse(model, gone) }
    for added in after where !before.contains(where: { $0 === added }) {
        link.attachInverse(model, added)
        if added._$modelBacking.context == nil { context.insert(added) }
    }
    return result
}

/// One property of a model class that may hold other models (an optional model or an array of
/// them), as the ``Model()`` macro lists them. An implementation detail, public for the expansion.
public struct _RelationshipInfo: @unchecked Sendable {
    let keyPath: AnyKeyPath
    let ownerType: ObjectIdentifier
    let deleteRule: Schema.Relationship.DeleteRule
    /// Whether the property holds models (`false` for a plain attribute).
    let isRelationship: Bool
    let related: (any PersistentModel) -> [any PersistentModel]
    /// The inverse, when given: its key path, and what adding or removing the owner does to it.
    let inverse: (keyPath: AnyKeyPath, attach: (any PersistentModel, any PersistentModel) -> Void,
                  detach: (any PersistentModel, any PersistentModel) -> Void,
                  reverse: (Schema.Relationship.DeleteRule) -> _RelationshipInfo?)?

    /// A stored property that is not a relationship (its value holds no models).
    public init<Owner: PersistentModel, Value>(property keyPath: ReferenceWritableKeyPath<Owner, Value>) {
        self.keyPath = keyPath
        ownerType = ObjectIdentifier(Owner.self)
        deleteRule = .noAction
        isRelationship = false
        related = { _ in [] }
        inverse = nil
    }

    /// A stored property that holds models, without `@Relationship`: the `.nullify` rule, no inverse.
    public init<Owner: PersistentModel, Value: _RelationshipValue>(property keyPath: ReferenceWritableKeyPath<Owner, Value>) {
        self.init(relationship: keyPath, deleteRule: .nullify)
    }

    /// A relationship without an inverse.
    public init<Owner: PersistentModel, Value: _RelationshipValue>(
        relationship keyPath: ReferenceWritableKeyPath<Owner, Value>, deleteRule: Schema.Relationship.DeleteRule
    ) {
        self.keyPath = keyPath
        ownerType = ObjectIdentifier(Owner.self)
        self.deleteRule = deleteRule
        isRelationship = true
        related = { owner in (owner as? Owner).map { $0[keyPath: keyPath]._models } ?? [] }
        inverse = nil
    }

    /// A relationship whose inverse is `inverse`, a property of the related models.
    public init<Owner: PersistentModel, Value: _RelationshipValue, Inverse: _RelationshipValue>(
        relationship keyPath: ReferenceWritableKeyPath<Owner, Value>, deleteRule: Schema.Relationship.DeleteRule,
        inverse inverseKeyPath: ReferenceWritableKeyPath<Value.Target, Inverse>
    ) {
        let inverse = inverseKeyPath
        self.keyPath = keyPath
        ownerType = ObjectIdentifier(Owner.self)
        self.deleteRule = deleteRule
        isRelationship = true
        related = { owner in (owner as? Owner).map { $0[keyPath: keyPath]._models } ?? [] }
        self.inverse = (
            keyPath: inverse,
            attach: { owner, target in
                guard let target = target as? Value.Target, !target[keyPath: inverse]._contains(owner) else { return }
                target[keyPath: inverse]._add(owner)
            },
            detach: { owner, target in
                guard let target = target as? Value.Target, target[keyPath: inverse]._contains(owner) else { return }
                target[keyPath: inverse]._remove(owner)
            },
            // The inverse's related class is `Owner`, so the cast succeeds.
            reverse: { rule in
                (keyPath as? ReferenceWritableKeyPath<Inverse.Target, Value>).map {
                    _RelationshipInfo(relationship: inverse, deleteRule: rule, inverse: $0)
                }
            }
        )
    }

    func attachInverse(_ owner: any PersistentModel, _ target: any PersistentModel) { inverse?.attach(owner, target) }
    func detachInverse(_ owner: any PersistentModel, _ target: any PersistentModel) { inverse?.detach(owner, target) }
}

/// A value a relationship property holds: an optional model or an array of models. An
/// implementation detail, public for the ``Model()`` expansion.
public protocol _RelationshipValue {
    /// The related model's class.
    associatedtype Target: PersistentModel
    /// The models the value holds.
    var _models: [any PersistentModel] { get }
    /// Whether the value holds `model`.
    func _contains(_ model: any PersistentModel) -> Bool
    /// Adds `model` (appends it, or sets the optional to it).
    mutating func _add(_ model: any PersistentModel)
    /// Removes `model` (from the array, or sets the optional to `nil`).
    mutating func _remove(_ model: any PersistentModel)
}

extension Optional: _RelationshipValue where Wrapped: PersistentModel {
    /// The related model's class.
    public typealias Target = Wrapped
    /// The model, if there is one.
    public var _models: [any PersistentModel] { map { [$0] } ?? [] }
    /// Whether this is `model`.
    public func _contains(_ model: any PersistentModel) -> Bool { self.map { $0 === model } ?? false }
    /// Sets the optional to `model`.
    public mutating func _add(_ model: any PersistentModel) { self = model as? Wrapped }
    /// Sets the optional to `nil` if it holds `model`.
    public mutating func _remove(_ model: any PersistentModel) { if _contains(model) { self = nil } }
}

extension Array: _RelationshipValue where Element: PersistentModel {
    /// The related model's class.
    public typealias Target = Element
    /// The models.
    public var _models: [any PersistentModel] { map { $0 } }
    /// Whether the array holds `model`.
    public func _contains(_ model: any PersistentModel) -> Bool { contains { $0 === model } }
    /// Appends `model`.
    public mutating func _add(_ model: any PersistentModel) { if let model = model as? Element { append(model) } }
    /// Removes `model`.
    public mutating func _remove(_ model: any PersistentModel) { removeAll { $0 === model } }
}

/// The relationships of every model class seen so far, by key path and by class, both directions
/// of a relationship with an inverse included.
final class RelationshipRegistry: @unchecked Sendable {
    static let shared = RelationshipRegistry()
    private let lock = NSLock()
    private var registered: Set<ObjectIdentifier> = []
    private var byKeyPath: [AnyKeyPath: _RelationshipInfo] = [:]
    private var byOwner: [ObjectIdentifier: [_RelationshipInfo]] = [:]

    /// Records `type`'s relationships (once).
    func register(_ type: any PersistentModel.Type) {
        let key = ObjectIdentifier(type)
        guard lock.withLock({ registered.insert(key).inserted }) else { return }
        let infos = type._$relationships.filter(\.isRelationship)
        lock.withLock {
            for info in infos {
                add(info)
                // The inverse side learns of the relationship too, with the default rule, unless its
                // own class declared it.
                if let inverse = info.inverse, let reverse = inverse.reverse(byKeyPath[inverse.keyPath]?.deleteRule ?? .nullify) {
                    add(reverse)
                }
            }
        }
    }

    private func add(_ info: _RelationshipInfo) {
        if let existing = byKeyPath[info.keyPath] {
            // A declaration with an inverse or a rule wins over the one inferred from the other side.
            guard existing.inverse == nil || info.inverse != nil else { return }
            byOwner[info.ownerType]?.removeAll { $0.keyPath == info.keyPath }
        }
        byKeyPath[info.keyPath] = info
        byOwner[info.ownerType, default: []].append(info)
    }

    func link(for keyPath: AnyKeyPath) -> _RelationshipInfo? {
        lock.withLock { byKeyPath[keyPath] }
    }

    func relationships(of type: any PersistentModel.Type) -> [_RelationshipInfo] {
        register(type)
        return lock.withLock { byOwner[ObjectIdentifier(type)] ?? [] }
    }
}
