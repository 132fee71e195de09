/// A line diff of two texts: the longest common subsequence of their lines, shown as hunks with two
/// lines of context, `-` for expected lines and `+` for actual ones.
struct TextDiff {
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    let lines: [Line]
    /// 1-based line numbers in the expected text at which each line of `lines` stands.
    private let expectedLineNumbers: [Int]

    init(expected: String, actual: String) {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Common prefix and suffix first: snapshots usually differ in a few lines, so the quadratic
        // table only covers the middle.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var middle: [Line] = []
        if a.count * b.count > 4_000_000 {
            // Too large for the table: show the whole middle as replaced.
            middle = a.map(Line.removed) + b.map(Line.added)
        } else {
            var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    middle.append(.same(a[i])); i += 1; j += 1
                } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                    // Removed lines first, then added ones, as diff tools print a replacement.
                    middle.append(.removed(a[i])); i += 1
                } else {
                    middle.append(.added(b[j])); j += 1
                }
            }
        }
        lines = old[..<prefix].map(Line.same) + middle + old[(old.count - suffix)...].map(Line.same)
        var numbers: [Int] = []
        var number = 1
        for line in lines {
            numbers.append(number)
            if case .added = line { continue }
            number += 1
        }
        expectedLineNumbers = numbers
    }

    /// "3 lines differ, from line 12" — counting removed and added lines.
    var summary: String {
        let changed = lines.filter { !Self.isSame($0) }.count
        let first = lines.indices.first { !Self.isSame(lines[$0]) }.map { expectedLineNumbers[$0] } ?? 1
        return "\(changed) line\(changed == 1 ? "" : "s") differ, from line \(first) (- expected, + actual):"
    }

    /// The hunks, each headed `@@ line N`; at most `limit` diff lines (then `… N more`).
    func rendered(limit: Int?) -> String {
        let changed = lines.indices.filter { !Self.isSame(lines[$0]) }
        var shown = Set<Int>()
        for index in changed {
            for near in max(0, index - 2)...min(lines.count - 1, index + 2) { shown.insert(near) }
        }
        var output: [String] = []
        var previous: Int?
        var printed = 0
        for index in shown.sorted() {
            if let limit, printed >= limit {
                output.append("… \(shown.count - printed) more diff lines")
                break
            }
            if previous.map({ $0 + 1 != index }) ?? true {
                output.append("@@ line \(expectedLineNumbers[index])")
            }
            switch lines[index] {
            case .same(let text): output.append("  " + text)
            case .removed(let text): output.append("- " + text)
            case .added(let text): output.append("+ " + text)
            }
            printed += 1
            previous = index
        }
        return output.joined(separator: "\n")
    }

    private static func isSame(_ line: Line) -> Bool {
        if case .same = line { return true }
        return false
    }
}
