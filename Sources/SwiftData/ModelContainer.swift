import Foundation

/// The model classes a container stores: SwiftData's `Schema`.
///
/// ```swift
/// let schema = Schema([Item.self, Tag.self])
/// let container = try ModelContainer(for: schema, configurations: [ModelConfiguration(schema: schema)])
/// ```
///
/// A container also stores models of classes it was not told about (their relationships are
/// learnt when the first one is inserted), so a schema only names where to start.
public final class Schema: @unchecked Sendable {
    /// The model classes, in the order given.
    public let types: [any PersistentModel.Type]

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type]) {
        self.types = types
    }

    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type...) {
        self.init(types)
    }

    /// How a stored property is kept (a namespace for ``Option``).
    public enum Attribute {
        /// How an attribute is stored. Everything is kept in memory, so the options change nothing.
        public struct Option: Sendable, Hashable {
            let name: String

            /// Only one model of the class may hold a value (not enforced here: see ``Attribute(_:originalName:hashModifier:)``).
            public static let unique = Option(name: "unique")
            /// Keep the value beside the store rather than in it.
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypt the value when syncing with CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Keep the value in the history after the model is deleted.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Track changes of the value without persisting it.
            public static let ephemeral = Option(name: "ephemeral")
            /// Index the value for Spotlight.
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// A relationship between model classes (a namespace for ``DeleteRule`` and ``Option``).
    public enum Relationship {
        /// What deleting a model does to the models its relationship holds.
        public enum DeleteRule: Sendable, Hashable {
            /// Leave the related models alone, pointing at the deleted model.
            case noAction
            /// Remove the deleted model from the related models' inverse (the default).
            case nullify
            /// Delete the related models too.
            case cascade
            /// Refuse to delete a model that has related models (not enforced here: the model is
            /// deleted and the related models are left alone).
            case deny
        }

        /// A relationship option.
        public struct Option: Sendable, Hashable {
            let name: String

            /// Only one model may hold a given related model (not enforced here).
            public static let unique = Option(name: "unique")
        }
    }
}

/// How a container stores its models: SwiftData's `ModelConfiguration`.
///
/// Every configuration is kept in memory, whatever `isStoredInMemoryOnly` says: a container starts
/// empty, and its models go when it does. The name, URL, group container and CloudKit database
/// are kept for the app to read back.
public struct ModelConfiguration: @unchecked Sendable, Identifiable {
    /// The configuration's name (`"default"` when none was given); also its `id`.
    public let name: String
    /// The schema the configuration names, if any.
    public let schema: Schema?
    /// Whether the app asked for an in-memory store (every store is in memory here).
    public let isStoredInMemoryOnly: Bool
    /// Whether contexts may save (a save of a context whose container disallows it throws).
    public let allowsSave: Bool
    /// Where the store would be on disk (nothing is written there).
    public let url: URL
    /// The CloudKit database the app asked to sync with (nothing syncs).
    public let cloudKitDatabase: CloudKitDatabase
    /// The app group container the app asked for.
    public let groupContainer: GroupContainer

    /// The configuration's name.
    public var id: String { name }

    /// A CloudKit database choice (kept, not used).
    public struct CloudKitDatabase: Sendable, Hashable {
        let name: String
        /// The app's default database.
        public static let automatic = CloudKitDatabase(name: "automatic")
        /// No syncing.
        public static let none = CloudKitDatabase(name: "none")
        /// The private database of the container `identifier`.
        public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase(name: "private(\(identifier))") }
    }

    /// An app group container choice (kept, not used).
    public struct GroupContainer: Sendable, Hashable {
        let name: String
        /// The app's default group, if it has one.
        public static let automatic = GroupContainer(name: "automatic")
        /// No group container.
        public static let none = GroupContainer(name: "none")
        /// The group `identifier`.
        public static func identifier(_ identifier: String) -> GroupContainer { GroupContainer(name: identifier) }
    }

    /// A configuration named `name` for `schema`.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        url = URL(fileURLWithPath: isStoredInMemoryOnly ? "/dev/null" : "\(self.name).store")
    }

    /// A configuration named `name` for a store at `url` (kept in memory all the same).
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.schema = schema
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.url = url
        groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
    }

}

/// Where models live: SwiftData's `ModelContainer`, kept in memory.
///
/// ```swift
/// let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// container.mainContext.insert(Item(timestamp: .now))
/// ```
///
/// The container holds one store, in memory, that all of its contexts share: a model one context
/// inserts is fetched by the others at once (before any save), and there is nothing on disk to
/// load, so every container starts empty. It can be passed between actors; its contexts cannot.
public final class ModelContainer: @unchecked Sendable {
    /// The classes the container was made for.
    public let schema: Schema
    /// The configurations it was made with (one default configuration when none was given).
    public let configurations: [ModelConfiguration]
    let store = ModelStore()
    private var main: ModelContext?

    /// A container for the classes of `schema`. Never throws here (there is no store to open);
    /// `throws` as SwiftData's does.
    public init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration(schema: schema)] : configurations
        for type in schema.types { RelationshipRegistry.shared.register(type) }
        main = ModelContext(self)
    }

    /// A container for the classes of `schema`.
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container for the classes `types` (related classes are stored too).
    public convenience init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }

    /// The context views use, bound to the main actor: what `.modelContainer(_:)` puts in the
    /// environment as `modelContext`. Its autosave is on.
    @MainActor
    public var mainContext: ModelContext {
        // Set in `init`, after every other stored property.
        main!
    }

    /// Deletes every model of every class from the store.
    public func deleteAllData() {
        store.removeAll()
    }
}
