/// Why a spec file cannot be used: one message that names the file, the place (line and column when
/// known) and the JSON path, then what was expected and what was found.
///
/// ```
/// like.json:14:25: $.tracks[1].keyframes[0].duration: expected a number of seconds ≥ 0, got -0.2
/// ```
///
/// The CLI prints it on stderr and exits with status 2, writing no output file.
public struct SpecError: Error, Sendable, CustomStringConvertible {
    /// The file as the user named it (`<stdin>` for `-`).
    public var file: String
    /// The line and column of the offending text, when the error is about a place in the file.
    public var location: SourceLocation?
    /// The JSON path of the offending value (`$` for the document itself).
    public var path: JSONPath
    /// What went wrong, normally "expected …, got …"; never empty.
    public var message: String

    /// An error in `file` at `location` and `path`, saying `message`.
    public init(file: String = "", at location: SourceLocation?, _ path: JSONPath, _ message: String) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    /// The one line the command line prints: `file:line:column: path: message` (without the line
    /// and column when there is no location).
    public var description: String {
        let place = location.map { "\(file):\($0)" } ?? file
        return "\(place): \(path): \(message)"
    }
}
