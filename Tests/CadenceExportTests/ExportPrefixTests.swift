import CadenceExport
import Foundation
import Testing

/// The name prefix of CSS and Web Animations exports: derived from the scene's name or given, valid
/// as a CSS identifier, and on every id, class and animation name the export defines.
@Suite struct ExportPrefixTests {
    @Test(arguments: [
        ("Like button", "like-button"),
        ("Like button with Reduce Motion", "like-button-with-reduce-motion"),
        ("3D flip", "cadence-3d-flip"),
        ("Crème brûlée!", "creme-brulee"),
        ("  --Saved   toast--  ", "saved-toast"),
        ("", "cadence"),
        ("★ ☆ ★", "cadence"),
        ("under_score", "under-score"),
    ])
    func aPrefixIsDerivedFromTheName(name: String, expected: String) {
        #expect(ExportPrefix(derivedFrom: name).rawValue == expected)
    }

    @Test func aDerivedPrefixIsAlwaysValidAndShort() throws {
        let long = String(repeating: "Pulse badge ", count: 20)
        let derived = ExportPrefix(derivedFrom: long)
        #expect(derived.rawValue.count <= ExportPrefix.derivedLength)
        #expect(!derived.rawValue.hasSuffix("-"))
        for name in [long, ExportHostileNameBrowserTests.name, "0", "-1", "Ünïcødé ✓ 42", "a\u{0}b\nc"] {
            let prefix = ExportPrefix(derivedFrom: name)
            #expect(ExportPrefix.isValid(prefix.rawValue), "\(name) → \(prefix)")
            #expect(try ExportPrefix(prefix.rawValue) == prefix)
        }
    }

    @Test(arguments: ["hero", "_private", "A-b_9", String(repeating: "x", count: 64)])
    func aValidPrefixIsTakenAsItIs(text: String) throws {
        #expect(try ExportPrefix(text).rawValue == text)
    }

    @Test(arguments: ["", "2fast", "-x", "a b", "é", "a.b", "a#b", "x\n", String(repeating: "x", count: 65)])
    func anInvalidPrefixThrowsOneLine(text: String) {
        #expect(!ExportPrefix.isValid(text))
        do {
            _ = try ExportPrefix(text)
            Issue.record("'\(text)' was accepted")
        } catch {
            #expect(error.description.hasPrefix("expected a prefix that is a CSS identifier"))
            #expect(!error.description.contains("\n"), "\(error.description)")
        }
    }

    /// Every name an HTML or CSS text defines or refers to: ids, classes, `#id` and `.class`
    /// selectors, `@keyframes` names and the animation names of `animation:` declarations.
    static func identifiers(in text: String) -> Set<String> {
        var names = Set<String>()
        func matches(_ pattern: String, group: Int = 1) -> [String] {
            guard let regex = try? NSRegularExpression(pattern: pattern) else {
                Issue.record("bad pattern \(pattern)")
                return []
            }
            let range = NSRange(text.startIndex..., in: text)
            return regex.matches(in: text, range: range).compactMap { Range($0.range(at: group), in: text).map { String(text[$0]) } }
        }
        names.formUnion(matches(#"\bid=\\?"([^"\\]+)\\?""#))
        names.formUnion(matches(#"\bclass=\\?"([^"\\]+)\\?""#).flatMap { $0.split(separator: " ").map(String.init) })
        names.formUnion(matches(#"@keyframes ([A-Za-z0-9_-]+)"#))
        // Selectors at the start of a rule (a line, or after an escaped line break in JSON), and targets.
        names.formUnion(matches(#"(?m)(?:^\s*|\\n)#([A-Za-z_][A-Za-z0-9_-]*) \{"#))
        names.formUnion(matches(#"(?m)(?:^\s*|\\n|")\.([A-Za-z_][A-Za-z0-9_-]*)[ {]"#))
        names.formUnion(matches(##""target": ?"#([A-Za-z_][A-Za-z0-9_-]*)""##))
        names.formUnion(matches(#"getElementById\('([^']+)'\)"#))
        for list in matches(#"animation: ([^;]+);"#) {
            for run in list.split(separator: ",") {
                if let first = run.split(separator: " ").first, first != "none" { names.insert(String(first)) }
            }
        }
        return names
    }

    @Test(arguments: [ExportFormat.css, .waapi])
    func everyNameTheExportDefinesStartsWithThePrefix(format: ExportFormat) throws {
        let scene = ReducedMotionFixtures.scene(.crossFade(duration: 0.2), loopStart: 0.7)
        let result = try Exporter.export(scene, format: format, prefix: try ExportPrefix("hero"))
        #expect(result.prefix.rawValue == "hero")
        for (what, text) in [("content", result.content), ("page", try #require(result.page)), ("fragment", try #require(result.fragment))] {
            let names = Self.identifiers(in: text)
            #expect(names.count >= 6, "\(what): \(names.sorted())")
            for name in names { #expect(name.hasPrefix("hero-"), "\(format) \(what): '\(name)'") }
            #expect(!text.contains("cadence-n"), "\(format) \(what)")
        }
        let css = format == .css ? result.content : try #require(result.fragment)
        #expect(css.contains("#hero-n0"))
        #expect(css.contains(".hero-stage"))
        if format == .css {
            #expect(css.contains("@keyframes hero-n2-intro"))
            #expect(css.contains("@keyframes hero-n2-loop"))
        }
    }

    @Test func theDefaultPrefixComesFromTheSceneName() throws {
        let result = try Exporter.export(ExportFixtures.scene(), format: .css)
        #expect(result.prefix.rawValue == "test-heart")
        #expect(result.content.contains("#test-heart-n0 {"))
        #expect(try #require(result.page).contains("class=\"test-heart-stage\""))
    }

    @Test(arguments: [ExportFormat.css, .waapi])
    func twoPrefixesShareNoName(format: ExportFormat) throws {
        let scene = ExportFixtures.scene()
        let a = try Exporter.export(scene, format: format, prefix: try ExportPrefix("first"))
        let b = try Exporter.export(scene, format: format, prefix: try ExportPrefix("second"))
        let namesA = Self.identifiers(in: try #require(a.fragment)), namesB = Self.identifiers(in: try #require(b.fragment))
        #expect(!namesA.isEmpty)
        #expect(namesA.isDisjoint(with: namesB), "\(namesA.intersection(namesB))")
        // The same export but for its names.
        #expect(try #require(a.fragment).replacingOccurrences(of: "first", with: "second") == b.fragment)
    }

    @Test func aCSSFragmentHoldsTheStylesheetAndTheMarkup() throws {
        let result = try Exporter.export(ExportFixtures.scene(), format: .css)
        let fragment = try #require(result.fragment)
        #expect(fragment.hasPrefix("<!-- "))
        #expect(fragment.contains("<style>\n" + result.content + "</style>\n"))
        #expect(fragment.contains("<div class=\"test-heart-stage\" role=\"img\""))
        #expect(!fragment.contains("<html") && !fragment.contains("<body") && !fragment.contains("<script"))
    }

    @Test func aWebAnimationsFragmentHoldsTheMarkupTheDataAndThePlayer() throws {
        let result = try Exporter.export(ExportFixtures.scene(), format: .waapi)
        let fragment = try #require(result.fragment)
        #expect(fragment.contains("<script type=\"application/json\" id=\"test-heart-waapi\">"))
        #expect(fragment.contains("getElementById('test-heart-waapi')"))
        #expect(fragment.contains("<div class=\"test-heart-stage\""))
        #expect(!fragment.contains("<html") && !fragment.contains("<body"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.content.utf8)) as? [String: Any])
        #expect(json["prefix"] as? String == "test-heart")
        #expect(json["stage"] as? String == "test-heart-stage")
        let targets = (json["animations"] as? [[String: Any]] ?? []).compactMap { $0["target"] as? String }
        #expect(targets.count == 5 && targets.allSatisfy { $0.hasPrefix("#test-heart-n") })
    }

    @Test func lottieHasNoFragment() throws {
        let result = try Exporter.export(ExportFixtures.scene(), format: .lottie)
        #expect(result.fragment == nil && result.page == nil)
    }
}
