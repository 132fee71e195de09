import Foundation
import Testing
import CadenceTestSupport

/// `@Entry` misused as app code might misuse it: the compiler, with the package's macro plug-in,
/// must stop at the declaration with one line saying what is wrong. (Correct uses compile in the
/// compatibility tests, `EntryMacroAppCompatibilityTests`.)
@Suite struct MacroDiagnosticsTests {
    /// The build directory the tests run from: it holds `Modules/` and `CadenceMacros-tool`.
    static let buildDirectory: URL? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL?.deletingLastPathComponent() {
            candidates.append(executable)
            candidates.append(executable.deletingLastPathComponent())
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        return candidates.first {
            FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("CadenceMacros-tool").path)
                && FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/CadenceUI.swiftmodule").path)
        }
    }()

    /// Type-checks `text` as a file named `name`, with the package's modules and macro plug-in, as
    /// an app's build would; returns the file (in a fresh folder) and what the compiler said.
    static func typecheck(_ text: String, named name: String) throws -> (URL, ExternalTool.Result) {
        let build = try #require(buildDirectory, "no build directory with CadenceMacros-tool and Modules/CadenceUI.swiftmodule")
        let source = try TemporaryDirectory.make("macros").appendingPathComponent(name)
        try Data(text.utf8).write(to: source)
        let result = try ExternalTool.run("swiftc", [
            "-typecheck", "-swift-version", "5",
            "-I", build.appendingPathComponent("Modules").path,
            "-load-plugin-executable", build.appendingPathComponent("CadenceMacros-tool").path + "#CadenceMacros",
            source.path,
        ])
        return (source, result)
    }

    static let misuses = """
        import CadenceUI

        extension EnvironmentValues {
            @Entry let fixed: Int = 1
            @Entry var missing: Int
        }

        struct Settings {}

        extension Settings {
            @Entry var elsewhere: Int = 0
        }

        extension EnvironmentValues {
            @Entry var handlers: [String: (Int) -> Void] = [:] // a comment after the default
            @Entry var `default`: String = "a keyword as a name"
        }

        #Preview {
            Text(undefinedTitle)
        }

        extension FocusedValues {
            @Entry var count: Int
            @Entry var selection: String? = "none"
            @Entry var note: Binding<String>?
        }
        """

    @Test(.enabled(if: ExternalTool.exists("swiftc"), "needs swiftc, the compiler the package is built with"))
    func misusedEntriesStopAtTheirDeclarationWithOneLine() throws {
        let (source, result) = try Self.typecheck(Self.misuses, named: "Misuses.swift")
        defer { try? FileManager.default.removeItem(at: source.deletingLastPathComponent()) }
        #expect(result.status != 0)
        let errorLines = result.errors.split(separator: "\n").filter { $0.hasPrefix(source.path + ":") && $0.contains(": error: ") }
        func errors(atLine line: Int) -> [String] {
            errorLines.filter { $0.hasPrefix("\(source.path):\(line):") }.map(String.init)
        }
        #expect(errors(atLine: 4).contains { $0.contains("@Entry needs a 'var': a 'let' cannot have a setter") }, "\(result.errors)")
        #expect(errors(atLine: 5).count { $0.contains("@Entry needs a default value: write 'var missing: Int = …', or make the type optional") } == 1,
                "reported once, though the macro expands twice: \(result.errors)")
        #expect(errors(atLine: 11).contains { $0.contains("@Entry belongs on a 'var' in an extension of EnvironmentValues, Transaction, ContainerValues or FocusedValues") })
        #expect(errors(atLine: 24).contains { $0.contains("@Entry in FocusedValues needs an optional type: write 'var count: Int?'") }, "\(result.errors)")
        #expect(errors(atLine: 25).contains { $0.contains("@Entry in FocusedValues takes no default value") }, "\(result.errors)")
        #expect(errors(atLine: 26).isEmpty, "an optional focused value expands: \(result.errors)")
        #expect(errors(atLine: 15).isEmpty && errors(atLine: 16).isEmpty, "a comment after the default and a keyword name expand: \(result.errors)")
        #expect(errors(atLine: 20).contains { $0.contains("cannot find 'undefinedTitle' in scope") }, "a preview's body is type-checked")
        #expect(!result.errors.contains("macro expansion @Entry"), "no error inside an expansion: \(result.errors)")
    }

    @Test(.enabled(if: ExternalTool.exists("swiftc"), "needs swiftc, the compiler the package is built with"))
    func aModelThatIsNotAClassStopsWithOneLine() throws {
        let (source, result) = try Self.typecheck("""
            import SwiftData

            @Model
            struct Point {
                var x = 0.0
            }

            @Model
            final class Trip {
                var name: String
                init(name: String) { self.name = name }
            }
            """, named: "Models.swift")
        defer { try? FileManager.default.removeItem(at: source.deletingLastPathComponent()) }
        #expect(result.status != 0)
        let lines = result.errors.split(separator: "\n").filter { $0.hasPrefix(source.path + ":") && $0.contains(": error: ") }
        #expect(lines.contains { $0.hasPrefix("\(source.path):3:") && $0.contains("@Model belongs on a class") }, "\(result.errors)")
        #expect(!lines.contains { $0.hasPrefix("\(source.path):9:") || $0.hasPrefix("\(source.path):10:") }, "a class expands: \(result.errors)")
    }

    @Test(.enabled(if: ExternalTool.exists("swiftc"), "needs swiftc, the compiler the package is built with"))
    func anAnimatablePropertyThatCannotAnimateStopsWithOneLine() throws {
        let (source, result) = try Self.typecheck("""
            import CadenceUI

            @Animatable
            struct Gauge {
                var level: Double
                var isOn: Bool
            }

            @Animatable
            struct Dial {
                var turn = someValue()
            }

            @Animatable
            struct Fine {
                var level: Double
                @AnimatableIgnored var isOn: Bool
            }
            """, named: "Animatable.swift")
        defer { try? FileManager.default.removeItem(at: source.deletingLastPathComponent()) }
        let lines = result.errors.split(separator: "\n").filter { $0.hasPrefix(source.path + ":") && $0.contains(": error: ") }
        #expect(lines.contains { $0.hasPrefix("\(source.path):3:") && $0.contains("'isOn' (Bool) cannot be animated: mark it @AnimatableIgnored") }, "\(result.errors)")
        #expect(lines.contains { $0.hasPrefix("\(source.path):9:") && $0.contains("@Animatable needs the type of 'turn' written out") }, "\(result.errors)")
        #expect(!lines.contains { $0.hasPrefix("\(source.path):15:") || $0.hasPrefix("\(source.path):16:") }, "an ignored Bool is fine: \(result.errors)")
    }
}
