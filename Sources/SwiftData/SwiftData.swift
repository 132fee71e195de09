// SwiftData for platforms without it, so `import SwiftData` compiles: `@Model` classes observed as
// `@Observable` ones are, a container and contexts that keep every model in memory, fetches with
// Foundation's `Predicate` and `SortDescriptor`, and SwiftUI's `@Query` and `modelContainer`
// modifiers over CadenceUI's environment. Nothing is written to disk.
@_exported import Foundation
// A model's expansion names `Observation.ObservationRegistrar` and `@ObservationTracked`, as
// SwiftData's does: SwiftData re-exports Observation.
@_exported import Observation
import CadenceUI

/// Makes a class a model that a ``ModelContext`` stores and views observe: SwiftData's `@Model`.
///
/// ```swift
/// @Model
/// final class Item {
///     var timestamp: Date
///     init(timestamp: Date) { self.timestamp = timestamp }
/// }
/// ```
///
/// Every stored `var` is observed as an `@Observable` class's is (the macro puts Observation's
/// `@ObservationTracked` on it), so a view that read it is evaluated again when it changes, with
/// the change's transaction (`withAnimation { item.isDone.toggle() }` animates). A `@Transient`
/// property, a `let`, a `static` or a computed property is left as written: it is not observed and
/// changing it does not count as a change of the model. The class conforms to ``PersistentModel``:
/// it has a ``PersistentIdentifier``, is `Identifiable` (unless it declares an `id` of its own) and
/// `Hashable` by identity.
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(_$modelBacking), named(_$relationships))
@attached(memberAttribute)
@attached(extension, conformances: Observable, PersistentModel)
public macro Model() = #externalMacro(module: "CadenceMacros", type: "ModelMacro")

/// Describes how a model's property is stored: SwiftData's `@Attribute`.
///
/// The options are accepted and recorded nowhere: everything is kept in memory, as the property's
/// own value. `.unique` is not enforced (two models may hold the same value).
///
/// - Parameters:
///   - options: How the property is stored (`.unique`, `.externalStorage`, …).
///   - originalName: The name the property had in an earlier schema (there are no stores to migrate).
///   - hashModifier: A string that marks a change of the property's type in a schema.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) = #externalMacro(module: "CadenceMacros", type: "ModelPropertyMacro")

/// Describes a relationship between models: SwiftData's `@Relationship`.
///
/// ```swift
/// @Relationship(deleteRule: .cascade, inverse: \Note.folder) var notes: [Note] = []
/// ```
///
/// The delete rule and the inverse are kept by the ``Model()`` expansion: deleting the model
/// deletes the related models under `.cascade`, and removes the model from their inverse under
/// `.nullify` (the default); with `inverse:`, setting either side updates the other. The counts,
/// the original name and the hash modifier are accepted and change nothing.
///
/// - Parameters:
///   - options: Relationship options (`.unique`, not enforced).
///   - deleteRule: What deleting the model does to the related models.
///   - minimumModelCount: The fewest related models (not checked).
///   - maximumModelCount: The most related models (not checked).
///   - originalName: The name the property had in an earlier schema.
///   - inverse: The property on the related model that points back at this one.
///   - hashModifier: A string that marks a change of the property's type in a schema.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil) = #externalMacro(module: "CadenceMacros", type: "ModelPropertyMacro")

/// Leaves a model's property out of the model: SwiftData's `@Transient`. The property is a plain
/// stored property, with its initial value; views are not told when it changes (as with SwiftData,
/// whose transient properties are not observed), and changing it does not make the model
/// ``PersistentModel/hasChanges``.
@attached(peer)
public macro Transient() = #externalMacro(module: "CadenceMacros", type: "ModelPropertyMacro")

/// The accessors and storage of a model's observed property, which ``Model()`` puts on each stored
/// `var`: an implementation detail, public for the expansion.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "CadenceMacros", type: "PersistedPropertyMacro")
