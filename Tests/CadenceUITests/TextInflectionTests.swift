import Testing
@testable import CadenceUI

/// `^[…](inflect: true)` in text keys, as SwiftUI's `Text` agrees a noun with its number. Foundation
/// on Linux has no morphology (no `AttributedString(markdown:)`, no `inflect` attribute), so the
/// English rule is Cadence's own.
@Suite struct TextInflectionTests {
    @Test(arguments: [
        (0, "0 likes"), (1, "1 like"), (2, "2 likes"), (21, "21 likes"), (-1, "-1 likes"),
    ])
    func aLikeCountAgrees(count: Int, expected: String) {
        let key: LocalizedStringKey = "^[\(count) like](inflect: true)"
        #expect(key.key == expected)
    }

    @Test(arguments: [
        ("^[2 box](inflect: true)", "2 boxes"),
        ("^[3 reply](inflect: true)", "3 replies"),
        ("^[3 day](inflect: true)", "3 days"),
        ("^[2 person](inflect: true)", "2 people"),
        ("Liked by ^[1 person](inflect: true) today", "Liked by 1 person today"),
        ("^[1,000 like](inflect: true)", "1,000 likes"),
        ("^[2 like](inflect: false)", "2 like"),
        ("^[like](inflect: true)", "like"),
        ("^[2 like](bold: true)", "^[2 like](bold: true)"),
        ("^[2 like", "^[2 like"),
        ("plain", "plain"),
        ("^[1 like](inflect: true), ^[2 save](inflect: true)", "1 like, 2 saves"),
    ])
    func spansResolve(source: String, expected: String) {
        #expect(LocalizedStringKey(source).key == expected)
    }
}
