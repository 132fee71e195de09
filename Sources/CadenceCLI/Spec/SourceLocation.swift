/// A place in a spec file: 1-based line and column, columns counted in Unicode scalars, so an editor
/// that jumps to `file:line:column` lands on the character.
struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    var line: Int
    var column: Int

    var description: String { "\(line):\(column)" }
}
