import CadenceEscaping
import CadenceUI
import Foundation

/// The name every identifier of a CSS or Web Animations export starts with: the stage's class, each
/// box's `id` (`like-button-n2`), each `@keyframes` and animation name (`like-button-n2-loop`), and
/// the ids of the page's controls. Two exports with different prefixes can share a page.
///
/// ```swift
/// ExportPrefix(derivedFrom: "Like button").rawValue        // "like-button"
/// ExportPrefix(derivedFrom: "3D flip").rawValue            // "cadence-3d-flip"
/// try ExportPrefix("hero")                                 // a prefix you choose
/// try ExportPrefix("2fast")                                // throws: it starts with a digit
/// ```
///
/// A prefix is 1 to 64 ASCII letters, digits, `-` or `_`, starting with a letter or `_`: a CSS
/// identifier and an HTML `id` that needs no escaping in a selector or in `querySelector`.
public struct ExportPrefix: Sendable, Hashable, CustomStringConvertible {
    /// The longest prefix accepted, in characters.
    public static let maximumLength = 64
    /// The longest prefix `init(derivedFrom:)` makes, in characters (it leaves room for suffixes).
    public static let derivedLength = 48

    /// The prefix itself.
    public let rawValue: String

    /// A prefix you choose.
    /// - Throws: `ExportError` with one line saying what a prefix may hold, when `text` is not a
    ///   valid prefix (empty, too long, a character other than an ASCII letter, digit, `-` or `_`,
    ///   or a first character that is not a letter or `_`).
    public init(_ text: String) throws(ExportError) {
        guard Self.isValid(text) else {
            let shown = text.count > 80 ? String(text.prefix(80)) + "…" : text
            throw ExportError("expected a prefix that is a CSS identifier: 1 to \(Self.maximumLength) ASCII letters, digits, '-' or '_', starting with a letter or '_'; got '\(Escaping.terminal(shown))'")
        }
        rawValue = text
    }

    /// The prefix for a scene's name: lower-cased, accents removed, every run of other characters a
    /// single `-`, leading and trailing `-` dropped, cut to `derivedLength` characters; `cadence-` in
    /// front when it would start with a digit, and `cadence` when nothing is left.
    public init(derivedFrom name: String) {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil).lowercased()
        var text = ""
        for scalar in folded.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                text.unicodeScalars.append(scalar)
            } else if !text.isEmpty, !text.hasSuffix("-") {
                text += "-"
            }
        }
        while text.hasSuffix("-") { text.removeLast() }
        if let first = text.unicodeScalars.first, ("0"..."9").contains(first) { text = "cadence-" + text }
        if text.count > Self.derivedLength {
            text = String(text.prefix(Self.derivedLength))
            while text.hasSuffix("-") { text.removeLast() }
        }
        rawValue = text.isEmpty ? "cadence" : text
    }

    /// Whether `text` is a valid prefix (see the type's discussion).
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.unicodeScalars.count <= maximumLength else { return false }
        func letter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" }
        guard letter(first) else { return false }
        return text.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// The prefix.
    public var description: String { rawValue }

    /// The stage's class.
    var stage: String { rawValue + "-stage" }
    /// A box's `id` and its animation's name.
    func node(_ id: Int) -> String { "\(rawValue)-n\(id)" }
    /// An id or class of the page or fragment around the stage (`controls`, `toggle`, `waapi`).
    func part(_ name: String) -> String { "\(rawValue)-\(name)" }
}
