/// Why a spec file cannot be used: one message that names the file, the place (line and column when
/// known) and the JSON path, then what was expected and what was found.
///
/// ```
/// like.json:14:25: $.tracks[1].keyframes[0].duration: expected a number of seconds ≥ 0, got -0.2
/// ```
///
/// The CLI prints it on stderr and exits with status 2, writing no output file.
struct SpecError: Error, Sendable, CustomStringConvertible {
    /// The file as the user named it (`<stdin>` for `-`).
    var file: String
    var location: SourceLocation?
    var path: JSONPath
    /// What went wrong, normally "expected …, got …".
    var message: String

    init(file: String = "", at location: SourceLocation?, _ path: JSONPath, _ message: String) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    var description: String {
        let place = location.map { "\(file):\($0)" } ?? file
        return "\(place): \(path): \(message)"
    }
}
