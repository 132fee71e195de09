/// Answers the compiler's messages: the capability handshake and macro expansions.
enum MacroHost {
    /// The protocol version this plug-in speaks (the one that sends the lexical context an
    /// `@Entry` needs).
    static let protocolVersion = 7

    /// The reply to `message`, or `nil` for a message this plug-in does not know (it then exits).
    static func reply(to message: [String: Any]) -> [String: Any]? {
        if message["getCapability"] != nil {
            return ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
        }
        if let request = message["expandFreestandingMacro"] as? [String: Any] {
            return expansionReply(expand(request, attached: false))
        }
        if let request = message["expandAttachedMacro"] as? [String: Any] {
            return expansionReply(expand(request, attached: true))
        }
        if message["loadPluginLibrary"] != nil {
            return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [] as [Any]]]
        }
        return nil
    }

    /// What one expansion produced: source, or an error to show at the macro's position.
    enum Expansion {
        case source(String)
        case error(String, Syntax)
    }

    /// A piece of syntax the compiler sent: its text and where it starts.
    struct Syntax {
        var source: String
        var fileName: String
        var offset: Int

        init(_ json: Any?) {
            let object = json as? [String: Any] ?? [:]
            let location = object["location"] as? [String: Any] ?? [:]
            source = object["source"] as? String ?? ""
            fileName = location["fileName"] as? String ?? ""
            // The node's location is where its leading trivia starts; a diagnostic belongs where its
            // text does.
            let trivia = source.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            offset = (location["offset"] as? Int ?? 0) + trivia.count
        }
    }

    static func expand(_ request: [String: Any], attached: Bool) -> Expansion {
        let macro = request["macro"] as? [String: Any] ?? [:]
        let typeName = (macro["typeName"] as? String ?? "").trimmingCharacters(in: .whitespaces)
        let role = request["macroRole"] as? String ?? ""
        switch typeName {
        case "PreviewMacro", "PreviewableMacro":
            // A preview is for Xcode's canvas: the body is type-checked against the macro's signature
            // (so it must compile, as with SwiftUI), and nothing is declared. Host the view on a
            // Stage to see it.
            return .source("")
        case "EntryMacro":
            let declaration = Syntax(request["declSyntax"])
            let context = (request["lexicalContext"] as? [Any] ?? []).map(Syntax.init)
            return EntryExpansion.expand(role: role, declaration: declaration, lexicalContext: context)
        case "ModelMacro":
            let declaration = Syntax(request["declSyntax"])
            if role == "memberAttribute" { return ModelExpansion.memberAttribute(for: declaration) }
            let parent = request["parentDeclSyntax"].map(Syntax.init)
            return ModelExpansion.expand(role: role, declaration: parent ?? declaration,
                                         extendedType: source(request["extendedTypeSyntax"]),
                                         conformances: source(request["conformanceListSyntax"]))
        case "AnimatableMacro":
            return AnimatableExpansion.expand(role: role, declaration: Syntax(request["declSyntax"]),
                                              extendedType: source(request["extendedTypeSyntax"]),
                                              conformances: source(request["conformanceListSyntax"]))
        case "ApplicationDelegateMacro":
            // The default of `UIApplicationDelegateAdaptor`'s `makeDelegate`, expanded where the
            // adaptor is declared: there the delegate's class is known, so its inherited
            // `NSObject.init()` can be called without being `required`.
            return .source("{ .init() }")
        case "AnimatableIgnoredMacro":
            // Read by `@Animatable`'s expansion; the property keeps its storage.
            return .source("")
        case "ModelPropertyMacro":
            // `@Attribute`, `@Relationship`, `@Transient`: read by `@Model`'s expansion, adding nothing.
            return .source("")
        case "PersistedPropertyMacro":
            return ModelExpansion.persistedProperty(role: role, declaration: Syntax(request["declSyntax"]))
        default:
            return .error("CadenceMacros has no macro named \(typeName)", Syntax(request[attached ? "attributeSyntax" : "syntax"]))
        }
    }

    /// The text of an optional piece of syntax in a request (`extendedTypeSyntax`, …).
    static func source(_ json: Any?) -> String? {
        (json as? [String: Any])?["source"] as? String
    }

    /// The protocols an extension role is asked to add, as the compiler sends them (`: Observable,
    /// PersistentModel {}`): the list alone, or "" when there is none to add.
    static func inheritanceClause(_ conformances: String?) -> String {
        (conformances ?? "").prefix { $0 != "{" }.trimmingCharacters(in: CharacterSet(charactersIn: ": \n\t"))
    }

    static func expansionReply(_ expansion: Expansion) -> [String: Any] {
        switch expansion {
        case .source(let source):
            return ["expandMacroResult": ["expandedSource": source, "diagnostics": [] as [Any]]]
        case .error(let message, let syntax):
            let diagnostic: [String: Any] = [
                "message": message,
                "severity": "error",
                "position": ["fileName": syntax.fileName, "offset": syntax.offset],
                "highlights": [] as [Any],
                "notes": [] as [Any],
                "fixIts": [] as [Any],
            ]
            return ["expandMacroResult": ["diagnostics": [diagnostic]]]
        }
    }
}

import Foundation
