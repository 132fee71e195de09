/// "Did you mean" for unknown names: the closest known name by edit distance, when it is close.
package enum NameSuggestion {
    /// ` (did you mean "duration"?)` for a near miss, or "".
    ///
    /// A name is near when it differs only in case, or by at most one edit per three characters
    /// (at least one, at most three).
    package static func didYouMean(_ name: String, among candidates: [String]) -> String {
        guard let best = closest(name, among: candidates) else { return "" }
        return " (did you mean \"\(best)\"?)"
    }

    package static func closest(_ name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameCase = candidates.first(where: { $0.lowercased() == lowered }) { return sameCase }
        let allowed = min(3, max(1, name.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= allowed, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// The names, quoted and separated for a message; long lists are cut.
    package static func list(_ names: [String]) -> String {
        let shown = names.prefix(12).map { "\"\($0)\"" }
        let more = names.count > 12 ? ", …" : ""
        return shown.joined(separator: ", ") + more
    }

    /// Edit distance between two strings, by characters: insertions, deletions, substitutions and
    /// swaps of two neighbours each count 1 (optimal string alignment), so "scael" is 1 from "scale".
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
