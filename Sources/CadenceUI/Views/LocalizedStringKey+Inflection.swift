/// SwiftUI's automatic grammar agreement in text keys: `Text("^[\(count) like](inflect: true)")`
/// reads "1 like", "2 likes", "0 likes".
///
/// On Apple platforms Foundation's morphology engine does this for many languages. Foundation on
/// Linux has none of it (no `AttributedString(markdown:)`, no `inflect` attribute, no
/// `inflected()`), so Cadence applies the English rule itself: in each `^[…](inflect: true)` span,
/// the word after the first whole number takes its plural form unless the number is exactly 1 (−1
/// included: "-1 likes") —
/// regular plurals (`like` → `likes`, `box` → `boxes`, `reply` → `replies`) and a few irregular
/// ones (`person` → `people`, `child` → `children`). `^[…](inflect: false)` is the text as written;
/// a span without a number, or with other attributes, is left as written too, brackets included.
enum TextInflection {
    /// `key` with every `^[…](inflect: …)` span resolved.
    static func resolve(_ key: String) -> String {
        guard key.contains("^[") else { return key }
        var result = ""
        var rest = Substring(key)
        while let open = rest.range(of: "^[") {
            result += rest[..<open.lowerBound]
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.range(of: "]("), let end = afterOpen[close.upperBound...].firstIndex(of: ")") else {
                result += rest[open.lowerBound...]
                return result
            }
            let text = afterOpen[..<close.lowerBound]
            let attributes = afterOpen[close.upperBound..<end].filter { !$0.isWhitespace }
            switch attributes {
            case "inflect:true": result += inflected(String(text))
            case "inflect:false": result += text
            default: result += rest[open.lowerBound...end]
            }
            rest = afterOpen[afterOpen.index(after: end)...]
        }
        return result + rest
    }

    /// `text` with the word after its first whole number in agreement with it (English).
    static func inflected(_ text: String) -> String {
        let characters = Array(text)
        guard let start = characters.firstIndex(where: \.isNumber) else { return text }
        var index = start
        while index < characters.count, characters[index].isNumber || characters[index] == "," { index += 1 }
        guard var number = Int(String(characters[start..<index]).filter(\.isNumber)) else { return text }
        if start > 0, characters[start - 1] == "-" || characters[start - 1] == "−" { number = -number }
        var wordStart = index
        while wordStart < characters.count, characters[wordStart] == " " { wordStart += 1 }
        var wordEnd = wordStart
        while wordEnd < characters.count, characters[wordEnd].isLetter { wordEnd += 1 }
        guard wordEnd > wordStart, number != 1 else { return text }
        let word = String(characters[wordStart..<wordEnd])
        return String(characters[..<wordStart]) + plural(of: word) + String(characters[wordEnd...])
    }

    static let irregular = ["person": "people", "child": "children", "man": "men", "woman": "women",
                            "mouse": "mice", "foot": "feet", "tooth": "teeth", "goose": "geese"]

    /// The English plural of a singular noun (lower-case rules; a capitalised word keeps its capital).
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        if let plural = irregular[lower] {
            return word.first?.isUppercase == true ? plural.prefix(1).uppercased() + plural.dropFirst() : plural
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return word + "es" }
        if lower.hasSuffix("y"), lower.count > 1, !"aeiou".contains(lower.dropLast().last!) {
            return String(word.dropLast()) + "ies"
        }
        return word + "s"
    }
}
