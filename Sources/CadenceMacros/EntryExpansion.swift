/// `@Entry var name: Type = default` in an extension of `EnvironmentValues`, `Transaction` or
/// `ContainerValues` (or `@Entry var name: Type?` in one of `FocusedValues`): a
/// private key type (the peer role) and a getter and setter through it (the accessor role), as
/// SwiftUI's `Entry` macro expands.
enum EntryExpansion {
    /// The containers `@Entry` works in, with the key protocol of each.
    static let keyProtocols = [
        "EnvironmentValues": "CadenceUI.EnvironmentKey",
        "Transaction": "CadenceRuntime.TransactionKey",
        "ContainerValues": "CadenceUI.ContainerValueKey",
        "FocusedValues": "CadenceUI.FocusedValueKey",
    ]

    /// The expansion for `role`. The compiler expands both roles of one declaration; a problem with
    /// it is reported by the accessor role alone, so that it is shown once.
    static func expand(role: String, declaration: MacroHost.Syntax, lexicalContext: [MacroHost.Syntax]) -> MacroHost.Expansion {
        let expansion = expandReportingEveryProblem(role: role, declaration: declaration, lexicalContext: lexicalContext)
        if case .error = expansion, role == "peer" { return .source("") }
        return expansion
    }

    private static func expandReportingEveryProblem(role: String, declaration: MacroHost.Syntax, lexicalContext: [MacroHost.Syntax]) -> MacroHost.Expansion {
        guard let container = lexicalContext.lazy.compactMap(extendedTypeName).first,
              let keyProtocol = keyProtocols[container]
        else {
            return .error("@Entry belongs on a 'var' in an extension of EnvironmentValues, Transaction, ContainerValues or FocusedValues", declaration)
        }
        let entry: EntryDeclaration
        switch EntryDeclaration.parse(declaration.source) {
        case .success(let parsed): entry = parsed
        case .failure(let problem): return .error(problem.message, declaration)
        }
        let key = "__Key_" + entry.name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        if container == "FocusedValues" {
            return expandFocusedValue(role: role, entry: entry, key: key, keyProtocol: keyProtocol, declaration: declaration)
        }
        let defaultValue: String
        if let initializer = entry.initializer {
            defaultValue = initializer
        } else if let type = entry.type, EntryDeclaration.isOptional(type) {
            defaultValue = "nil"
        } else {
            return .error("@Entry needs a default value: write 'var \(entry.name): \(entry.type ?? "Type") = …', or make the type optional", declaration)
        }
        switch role {
        case "accessor":
            return .source("get {\n    self[\(key).self]\n}\nset {\n    self[\(key).self] = newValue\n}")
        case "peer":
            // A typed entry's default is computed on each read, like SwiftUI's; an untyped one is
            // stored once, since a computed property needs its type written out.
            let member = entry.type.map { "static var defaultValue: \($0) {\n        \(defaultValue)\n    }" }
                ?? "static let defaultValue = \(defaultValue)"
            return .source("private struct \(key): \(keyProtocol) {\n    \(member)\n}")
        default:
            return .error("@Entry cannot be used as a \(role) macro", declaration)
        }
    }

    /// A focused value: its type is optional (a focused value's default is always `nil`), and its
    /// key's `Value` is the type it wraps.
    private static func expandFocusedValue(role: String, entry: EntryDeclaration, key: String, keyProtocol: String, declaration: MacroHost.Syntax) -> MacroHost.Expansion {
        guard let type = entry.type, let wrapped = EntryDeclaration.wrappedType(of: type) else {
            return .error("@Entry in FocusedValues needs an optional type: write 'var \(entry.name): \(entry.type ?? "Type")?' (a focused value is nil until a view sets it)", declaration)
        }
        if let initializer = entry.initializer, initializer != "nil" {
            return .error("@Entry in FocusedValues takes no default value: a focused value is nil until a view sets it", declaration)
        }
        switch role {
        case "accessor":
            return .source("get {\n    self[\(key).self]\n}\nset {\n    self[\(key).self] = newValue\n}")
        case "peer":
            return .source("private struct \(key): \(keyProtocol) {\n    typealias Value = \(wrapped)\n}")
        default:
            return .error("@Entry cannot be used as a \(role) macro", declaration)
        }
    }

    /// `EnvironmentValues` for the lexical context `extension SwiftUI.EnvironmentValues {}`.
    static func extendedTypeName(_ context: MacroHost.Syntax) -> String? {
        var scanner = SourceScanner(context.source)
        scanner.skipAttributesAndModifiers()
        guard scanner.takeWord() == "extension" else { return nil }
        var name = scanner.takeQualifiedName()
        for prefix in ["SwiftUI.", "SwiftUICore.", "CadenceUI.", "CadenceRuntime."] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        return name.isEmpty ? nil : name
    }
}

/// The parts of `@Entry var name: Type = initializer` that the expansion needs.
struct EntryDeclaration: Equatable {
    var name: String
    var type: String?
    var initializer: String?

    struct Problem: Error {
        var message: String
    }

    static func parse(_ source: String) -> Result<EntryDeclaration, Problem> {
        var scanner = SourceScanner(source)
        scanner.skipAttributesAndModifiers()
        let introducer = scanner.takeWord()
        guard introducer == "var" else {
            return .failure(Problem(message: introducer == "let"
                ? "@Entry needs a 'var': a 'let' cannot have a setter"
                : "@Entry belongs on a 'var' declaration"))
        }
        let name = scanner.takeIdentifier()
        guard !name.isEmpty else { return .failure(Problem(message: "@Entry: expected a property name after 'var'")) }
        var type: String?
        if scanner.take(":") {
            let text = scanner.takeTopLevel(until: ["=", "{", ","]).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return .failure(Problem(message: "@Entry: expected a type after '\(name):'")) }
            type = text
        }
        var initializer: String?
        if scanner.take("=") {
            let text = scanner.takeTopLevel(until: [","]).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return .failure(Problem(message: "@Entry: expected a default value after '='")) }
            initializer = text
        }
        if scanner.peek() == "," {
            return .failure(Problem(message: "@Entry applies to one property: declare '\(name)' on a line of its own"))
        }
        if scanner.peek() == "{" {
            return .failure(Problem(message: "@Entry makes the getter and setter: remove the accessor block of '\(name)'"))
        }
        return .success(EntryDeclaration(name: name, type: type, initializer: initializer))
    }

    /// The type an optional spelling wraps (`T` for `T?`, `T!`, `Optional<T>`), or `nil` when
    /// `type` is not spelled as an optional.
    static func wrappedType(of type: String) -> String? {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("?") || trimmed.hasSuffix("!") {
            let inner = String(trimmed.dropLast()).trimmingCharacters(in: .whitespaces)
            return inner.isEmpty ? nil : inner
        }
        for prefix in ["Optional<", "Swift.Optional<"] where trimmed.hasPrefix(prefix) && trimmed.hasSuffix(">") {
            let inner = trimmed.dropFirst(prefix.count).dropLast().trimmingCharacters(in: .whitespaces)
            return inner.isEmpty ? nil : inner
        }
        return nil
    }

    /// Whether `type` is spelled as an optional (`T?`, `T!`, `Optional<T>`), whose default is `nil`.
    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
    }
}

import Foundation
