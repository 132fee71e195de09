import Foundation

/// SwiftData's `@Model` on a class: the member role declares the observation registrar,
/// `access(keyPath:)`, a `withMutation(keyPath:_:)` that goes through the model's context, the
/// model's backing and its list of properties; the member-attribute role puts
/// `@SwiftData._PersistedProperty` on each stored `var` to observe; the extension role adds the
/// conformances. `@Attribute`, `@Relationship` and `@Transient` add nothing themselves: the member
/// role reads them.
enum ModelExpansion {
    static func expand(role: String, declaration: MacroHost.Syntax, extendedType: String?, conformances: String?) -> MacroHost.Expansion {
        guard let model = ModelDeclaration.parse(declaration.source) else {
            // Reported once, by the member role.
            return role == "member" ? .error("@Model belongs on a class", declaration) : .source("")
        }
        switch role {
        case "member":
            return .source(members(of: model))
        case "extension":
            let type = extendedType?.trimmingCharacters(in: .whitespacesAndNewlines) ?? model.name
            // The list comes as an inheritance clause (`Observable, PersistentModel {}`).
            let clause = MacroHost.inheritanceClause(conformances)
            let listed = clause.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            let wanted = listed.isEmpty
                ? []
                : listed.map { $0.hasSuffix("PersistentModel") ? "SwiftData.PersistentModel" : $0.hasSuffix("Observable") ? "Observation.Observable" : $0 }
            guard !wanted.isEmpty else { return .source("") }
            return .source("extension \(type): \(wanted.map { "nonisolated " + $0 }.joined(separator: ", ")) {\n}")
        default:
            return .error("@Model cannot be used as a \(role) macro", declaration)
        }
    }

    /// The attribute for one member of a model: `@SwiftData._PersistedProperty` for a stored `var`
    /// that is observed, nothing for the others.
    static func memberAttribute(for member: MacroHost.Syntax) -> MacroHost.Expansion {
        guard let property = ModelProperty.parse(member.source), property.isObserved else { return .source("") }
        return .source("@SwiftData._PersistedProperty")
    }

    static func members(of model: ModelDeclaration) -> String {
        let name = model.name
        let entries = model.properties.filter(\.isPersisted).map { property -> String in
            let keyPath = "\\\(name).\(property.name)"
            guard let relationship = property.relationship else {
                return "SwiftData._RelationshipInfo(property: \(keyPath))"
            }
            let rule = relationship.deleteRule ?? ".nullify"
            if let inverse = relationship.inverse {
                return "SwiftData._RelationshipInfo(relationship: \(keyPath), deleteRule: \(rule), inverse: \(inverse))"
            }
            return "SwiftData._RelationshipInfo(relationship: \(keyPath), deleteRule: \(rule))"
        }
        let list = entries.isEmpty ? "[]" : "[\n        " + entries.joined(separator: ",\n        ") + "\n    ]"
        return """
        @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()

        internal nonisolated func access<_Member>(keyPath: KeyPath<\(name), _Member>) {
            _$observationRegistrar.access(self, keyPath: keyPath)
        }

        internal nonisolated func withMutation<_Member, _Result>(keyPath: KeyPath<\(name), _Member>, _ mutation: () throws -> _Result) rethrows -> _Result {
            try SwiftData._modelMutation(of: self, keyPath: keyPath, registrar: _$observationRegistrar, mutation)
        }

        @ObservationIgnored public nonisolated let _$modelBacking = SwiftData._ModelBacking(entityName: "\(name)")

        public nonisolated static var _$relationships: [SwiftData._RelationshipInfo] {
            \(list)
        }
        """
    }

    /// The accessors and the storage of an observed property (`@SwiftData._PersistedProperty`):
    /// reads call `access(keyPath:)`, writes go through `withMutation(keyPath:_:)`. There is no
    /// `_modify`, so an in-place change (`toggle()`, `append(_:)`) is a read and a write.
    static func persistedProperty(role: String, declaration: MacroHost.Syntax) -> MacroHost.Expansion {
        guard let property = ModelProperty.parse(declaration.source), property.isObserved else { return .source("") }
        let name = property.name
        let storage = "_" + name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        switch role {
        case "accessor":
            return .source("""
            @storageRestrictions(initializes: \(storage))
            init(initialValue) {
                \(storage) = initialValue
            }
            get {
                access(keyPath: \\.\(name))
                return \(storage)
            }
            set {
                withMutation(keyPath: \\.\(name)) {
                    \(storage) = newValue
                }
            }
            """)
        case "peer":
            let type = property.type.map { ": \($0)" } ?? ""
            let initial = property.initializer.map { " = \($0)" } ?? ""
            return .source("@ObservationIgnored private var \(storage)\(type)\(initial)")
        default:
            return .error("_PersistedProperty cannot be used as a \(role) macro", declaration)
        }
    }
}

/// A `@Model` class as far as its expansion needs: its name and its stored properties.
struct ModelDeclaration {
    var name: String
    var properties: [ModelProperty]

    /// The class declared by `source`, or `nil` if it is not a class.
    static func parse(_ source: String) -> ModelDeclaration? {
        var scanner = SourceScanner(source)
        scanner.skipAttributesAndModifiers()
        guard scanner.takeWord() == "class" else { return nil }
        let name = scanner.takeIdentifier()
        guard !name.isEmpty else { return nil }
        _ = scanner.takeTopLevel(until: ["{"])
        guard scanner.take("{") else { return ModelDeclaration(name: name, properties: []) }
        var properties: [ModelProperty] = []
        for member in scanner.topLevelMembers() {
            if let property = ModelProperty.parse(member) { properties.append(property) }
        }
        return ModelDeclaration(name: name, properties: properties)
    }
}

/// One property of a model class: its attributes, name, type and initial value.
struct ModelProperty {
    var attributes: [String: String] = [:]
    var modifiers: Set<String> = []
    var isVar = false
    var name = ""
    var type: String?
    var initializer: String?
    /// Whether an accessor block follows (computed, or with observers).
    var hasAccessors = false

    /// The `@Relationship` arguments the model keeps.
    struct Relationship {
        var deleteRule: String?
        var inverse: String?
    }

    var relationship: Relationship? {
        guard let arguments = attributes["Relationship"] else { return nil }
        return Relationship(deleteRule: Self.argument("deleteRule", in: arguments), inverse: Self.argument("inverse", in: arguments))
    }

    var isTransient: Bool { attributes["Transient"] != nil }

    /// A stored `var` of the instance that the model keeps.
    var isPersisted: Bool {
        isVar && !hasAccessors && !isTransient && !name.isEmpty
            && modifiers.isDisjoint(with: ["static", "class", "lazy", "weak", "unowned"])
            && attributes["ObservationIgnored"] == nil
    }

    /// Whether the property gets `@SwiftData._PersistedProperty` (not twice).
    var isObserved: Bool { isPersisted && attributes["_PersistedProperty"] == nil && attributes["ObservationTracked"] == nil }

    /// The property `source` declares, or `nil` if it declares something else.
    static func parse(_ source: String) -> ModelProperty? {
        var scanner = SourceScanner(source)
        var property = ModelProperty()
        let (attributes, modifiers) = scanner.takeAttributesAndModifiers()
        for (name, arguments) in attributes {
            let short = name.split(separator: ".").last.map(String.init) ?? name
            property.attributes[short] = arguments
        }
        property.modifiers = modifiers
        let keyword = scanner.takeWord()
        guard keyword == "var" || keyword == "let" else { return nil }
        property.isVar = keyword == "var"
        property.name = scanner.takeIdentifier()
        if scanner.take(":") {
            property.type = scanner.takeTopLevel(until: ["=", "{", ","]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if scanner.take("=") {
            let initializer = scanner.takeTopLevel(until: [","]).trimmingCharacters(in: .whitespacesAndNewlines)
            // `= 0 { didSet { … } }`: observers after the initial value.
            if initializer.range(of: #"\{\s*(willSet|didSet)\b"#, options: .regularExpression) != nil {
                property.hasAccessors = true
            }
            property.initializer = initializer
        }
        if scanner.peekSignificant() == "{" || scanner.peekSignificant() == "," { property.hasAccessors = true }
        return property
    }

    /// The text of the argument labelled `label` in `arguments` (`(deleteRule: .cascade, …)`).
    static func argument(_ label: String, in arguments: String) -> String? {
        var scanner = SourceScanner(String(arguments.dropFirst().dropLast()))
        while scanner.peekSignificant() != nil {
            let start = scanner.takeTopLevel(until: [":", ","])
            if scanner.take(":") {
                let value = scanner.takeTopLevel(until: [","]).trimmingCharacters(in: .whitespacesAndNewlines)
                if start.trimmingCharacters(in: .whitespacesAndNewlines) == label { return value }
            }
            _ = scanner.take(",")
        }
        return nil
    }
}
