import Foundation
import Testing
import CadenceTestSupport

/// The `SwiftUI` namespace (`SwiftUINamespace.swift`) must name every public type of the modules
/// `import CadenceUI` brings from this package, each as an alias of the type itself: app code that
/// writes `SwiftUI.X` for any of them must compile. The public types are read from the built
/// modules' symbol graphs, so a type added anywhere without its alias fails here, with the lines to
/// add.
@Suite struct SwiftUINamespaceTests {
    /// A top-level public type of a module: its name and its symbol graph identifier.
    struct PublicType: Hashable {
        let name: String
        let module: String
        let preciseIdentifier: String
    }

    static let typeKinds: Set<String> = ["swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias", "swift.actor"]

    /// The symbols of `module`'s own declarations (extensions of other modules' types excluded).
    static func symbols(of module: String, build: URL, into directory: URL) throws -> [[String: Any]] {
        let info = try ExternalTool.run("swiftc", ["-print-target-info"])
        let target = try #require(
            ((try JSONSerialization.jsonObject(with: info.output) as? [String: Any])?["target"] as? [String: Any])?["triple"] as? String)
        let result = try ExternalTool.run("swift-symbolgraph-extract", [
            "-module-name", module, "-target", target, "-I", build.appendingPathComponent("Modules").path,
            "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", directory.path,
        ])
        #expect(result.status == 0, "\(result.errors)")
        let data = try Data(contentsOf: directory.appendingPathComponent("\(module).symbols.json"))
        let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(graph["symbols"] as? [[String: Any]])
    }

    static func pathComponents(_ symbol: [String: Any]) -> [String] { symbol["pathComponents"] as? [String] ?? [] }
    static func kind(_ symbol: [String: Any]) -> String { (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "" }
    static func preciseIdentifier(_ symbol: [String: Any]) -> String { (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? "" }

    @Test(.enabled(if: ExternalTool.exists("swift-symbolgraph-extract") && ExternalTool.exists("swiftc"),
                   "needs swift-symbolgraph-extract and swiftc, from the toolchain the package is built with"))
    func everyPublicTypeHasItsAliasInTheSwiftUINamespace() throws {
        let build = try #require(MacroDiagnosticsTests.buildDirectory, "no build directory with Modules/CadenceUI.swiftmodule")
        let directory = try TemporaryDirectory.make("swiftui-namespace")
        defer { try? FileManager.default.removeItem(at: directory) }

        var publicTypes: [PublicType] = []
        var aliases: [String: String] = [:]  // alias name → the precise identifier of the type it names
        for module in ["Cadence", "CadenceRuntime", "CadenceUI"] {
            for symbol in try Self.symbols(of: module, build: build, into: directory) {
                let path = Self.pathComponents(symbol)
                if path.count == 1, path[0] != "SwiftUI", Self.typeKinds.contains(Self.kind(symbol)) {
                    publicTypes.append(PublicType(name: path[0], module: module, preciseIdentifier: Self.preciseIdentifier(symbol)))
                }
                if module == "CadenceUI", path.count == 2, path[0] == "SwiftUI", Self.kind(symbol) == "swift.typealias" {
                    let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
                    let target = fragments.last { $0["kind"] as? String == "typeIdentifier" }?["preciseIdentifier"] as? String
                    aliases[path[1]] = target ?? ""
                }
            }
        }
        // Enough types were read for the comparison to mean something (the views, shapes, animations…).
        #expect(publicTypes.count > 500)
        #expect(publicTypes.contains { $0.name == "View" && $0.module == "CadenceUI" })
        #expect(publicTypes.contains { $0.name == "Animation" && $0.module == "Cadence" })

        let missing = publicTypes.filter { aliases[$0.name] == nil }.sorted { $0.name < $1.name }
        #expect(missing.isEmpty, """
            public types without an alias in the SwiftUI namespace; add to SwiftUINamespace.swift (inside its `#if !canImport(CoreGraphics)` block for types declared only there):
            \(missing.map { "    /// `SwiftUI.\($0.name)`: the same type as `\($0.name)`.\n    public typealias \($0.name) = \($0.module).\($0.name)" }.joined(separator: "\n"))
            """)
        let wrong = publicTypes.filter { aliases[$0.name].map { !$0.isEmpty } == true && aliases[$0.name] != $0.preciseIdentifier }
        #expect(wrong.isEmpty, "aliases that name another type than the public type of their name: \(wrong.map(\.name))")
        let names = Set(publicTypes.map(\.name))
        let stale = aliases.keys.filter { !names.contains($0) }.sorted()
        #expect(stale.isEmpty, "aliases in the SwiftUI namespace for types that are no longer public: \(stale)")
    }
}
