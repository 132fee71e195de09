import CadenceEscaping
import CadenceUI

/// A JSON document to write: objects keep their keys in the order given and numbers are written
/// as plain decimals (`NumberFormat`), so exports are deterministic and diff cleanly.
///
/// ```swift
/// JSONValue.object([("v", .string("5.7.0")), ("fr", .number(60))]).text()   // {"v":"5.7.0","fr":60}
/// ```
indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A number with at most `digits` fraction digits.
    case number(Double, digits: Int = NumberFormat.valueDigits)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Compact JSON, or indented by two spaces per level with `pretty`, arrays of plain values kept
    /// on one line.
    func text(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, depth: 0)
        return out
    }

    private var isPlain: Bool {
        switch self {
        case .array(let items): return items.allSatisfy { if case .array = $0 { return false }; if case .object = $0 { return false }; return true }
        case .object: return false
        default: return true
        }
    }

    private func write(to out: inout String, pretty: Bool, depth: Int) {
        let newline = pretty ? "\n" + String(repeating: "  ", count: depth + 1) : ""
        let close = pretty ? "\n" + String(repeating: "  ", count: depth) : ""
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value, let digits): out += NumberFormat.decimal(value, digits: digits)
        case .string(let value): out += JSONValue.quote(value)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            let inline = !pretty || isPlain
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += inline && pretty ? ", " : "," }
                if !inline { out += newline }
                item.write(to: &out, pretty: pretty && !inline, depth: depth + 1)
            }
            out += inline ? "]" : close + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                out += newline + JSONValue.quote(member.0) + (pretty ? ": " : ":")
                member.1.write(to: &out, pretty: pretty, depth: depth + 1)
            }
            out += close + "}"
        }
    }

    /// A JSON string literal for `text` (`Escaping.json(_:)`: safe inside an HTML `<script>` too).
    static func quote(_ text: String) -> String {
        Escaping.json(text)
    }
}
