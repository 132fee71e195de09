import Foundation

/// SwiftUI's `@Animatable` on a struct, class or enum: the member role writes `animatableData` over
/// the type's stored `var`s (except those marked `@AnimatableIgnored`), nested in
/// `AnimatablePair`s in declaration order; the extension role adds the `Animatable` conformance the
/// compiler asks for (none when the type already conforms, as a `Shape` does).
///
/// Every property contributes its own `animatableData` (Cadence makes `Double`, `CGFloat`, `Float`
/// and `AnimatablePair` animatable as themselves), so the expansion names `T.AnimatableData` without
/// knowing what `T` is; the compiler checks it.
enum AnimatableExpansion {
    /// Types that cannot animate, named in the error that suggests `@AnimatableIgnored`.
    static let knownInert: Set<String> = ["Bool", "Int", "String", "Character", "UUID", "Date", "URL"]

    static func expand(role: String, declaration: MacroHost.Syntax, extendedType: String?, conformances: String?) -> MacroHost.Expansion {
        var scanner = SourceScanner(declaration.source)
        let (_, modifiers) = scanner.takeAttributesAndModifiers()
        let kind = scanner.takeWord()
        guard ["struct", "class", "enum", "actor"].contains(kind) else {
            return role == "member" ? .error("@Animatable belongs on a struct, class or enum", declaration) : .source("")
        }
        let name = scanner.takeIdentifier()
        switch role {
        case "extension":
            let clause = MacroHost.inheritanceClause(conformances)
            guard !clause.isEmpty else { return .source("") }
            let type = extendedType?.trimmingCharacters(in: .whitespacesAndNewlines) ?? name
            return .source("extension \(type): Cadence.Animatable {\n}")
        case "member":
            _ = scanner.takeTopLevel(until: ["{"])
            guard scanner.take("{") else { return .source("") }
            var properties: [(name: String, type: String)] = []
            for member in scanner.topLevelMembers() {
                guard let property = ModelProperty.parse(member), property.isVar, !property.hasAccessors,
                      property.attributes["AnimatableIgnored"] == nil,
                      property.modifiers.isDisjoint(with: ["static", "class", "lazy", "weak", "unowned"])
                else { continue }
                guard let type = property.type ?? literalType(of: property.initializer) else {
                    return .error("@Animatable needs the type of '\(property.name)' written out (or mark it @AnimatableIgnored)", declaration)
                }
                if knownInert.contains(type) || EntryDeclaration.isOptional(type) {
                    return .error("'\(property.name)' (\(type)) cannot be animated: mark it @AnimatableIgnored", declaration)
                }
                properties.append((property.name, type))
            }
            let access = modifiers.contains("public") || modifiers.contains("open") ? "public " : ""
            return .source(animatableData(of: properties, access: access))
        default:
            return .error("@Animatable cannot be used as a \(role) macro", declaration)
        }
    }

    /// The type of a property written without one, when its initial value is a number literal
    /// (`var phase = 0.0`): `Double`, as Swift infers.
    static func literalType(of initializer: String?) -> String? {
        guard let initializer, initializer.range(of: #"^-?[0-9][0-9_]*\.[0-9_]+([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil
        else { return nil }
        return "Double"
    }

    /// `animatableData` over `properties`: nothing to animate, one property's data, or nested pairs.
    static func animatableData(of properties: [(name: String, type: String)], access: String) -> String {
        guard !properties.isEmpty else {
            return "\(access)var animatableData: EmptyAnimatableData {\n    get { EmptyAnimatableData() }\n    set {}\n}"
        }
        var type = "\(properties[properties.count - 1].type).AnimatableData"
        var value = "\(properties[properties.count - 1].name).animatableData"
        for property in properties.dropLast().reversed() {
            type = "AnimatablePair<\(property.type).AnimatableData, \(type)>"
            value = "AnimatablePair(\(property.name).animatableData, \(value))"
        }
        var assignments: [String] = []
        for (index, property) in properties.enumerated() {
            let last = index == properties.count - 1
            let path = "newValue" + String(repeating: ".second", count: index) + (last ? "" : ".first")
            assignments.append("        \(property.name).animatableData = \(path)")
        }
        return "\(access)var animatableData: \(type) {\n    get { \(value) }\n    set {\n\(assignments.joined(separator: "\n"))\n    }\n}"
    }
}
