/// A place in a spec file: 1-based line and column, columns counted in Unicode scalars, so an editor
/// that jumps to `file:line:column` lands on the character.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1 in Unicode scalars (a tab is one column).
    public var column: Int

    /// The place at `line` and `column`, both counted from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, as compilers print a place (`14:25`).
    public var description: String { "\(line):\(column)" }
}
