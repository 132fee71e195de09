import Testing
@testable import CadenceExport

/// Takes the values of a documentation snippet's lines, as a playground shows them, so a line that
/// only names a value (`result.fragment`) compiles without an unused-value warning.
@resultBuilder enum SnippetValues {
    static func buildBlock(_ values: Any?...) -> [Any?] { values }
}

/// The CadenceExport catalog's Swift example, line for line (`DocumentationSnippetTests` checks that
/// its lines appear here in order), held to what its comments say.
@Suite struct ExportCatalogSnippetTests {
    @SnippetValues static func snippet(_ scene: ExportScene) throws -> [Any?] {
        let result = try Exporter.export(scene, format: .css, prefix: try ExportPrefix("hero"))
        result.report.isWithinBounds   // true
        result.fragment                // <style>…</style> and the markup, to paste into a page
    }

    @Test func theCatalogExample() throws {
        let values = try Self.snippet(ExportFixtures.scene())
        #expect(values.count == 2)
        #expect(values.first as? Bool == true)
        let fragment = try #require(values.last as? String)
        #expect(fragment.contains("<style>"), "\(fragment.prefix(80))")
        #expect(fragment.contains("hero-"))
    }
}
