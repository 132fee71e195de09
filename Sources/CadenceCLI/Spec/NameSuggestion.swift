/// "Did you mean" for unknown names: the closest known name by edit distance, when it is close.
enum NameSuggestion {
    /// ` (did you mean "duration"?)` for a near miss, or "".
    ///
    /// A name is near when it differs only in case, or by at most one edit per three characters
    /// (at least one, at most three).
    static func didYouMean(_ name: String, among candidates: [String]) -> String {
        guard let best = closest(name, among: candidates) else { return "" }
        return " (did you mean \"\(best)\"?)"
    }

    static func closest(_ name: String, among candidates: [String]) -> String? {
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
    static func list(_ names: [String]) -> String {
        let shown = names.prefix(12).map { "\"\($0)\"" }
        let more = names.count > 12 ? ", …" : ""
        return shown.joined(separator: ", ") + more
    }

    /// Levenshtein distance between two strings, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
