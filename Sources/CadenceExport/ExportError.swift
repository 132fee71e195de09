/// Why a scene cannot be exported. The message says what is wrong and what is needed.
public struct ExportError: Error, Sendable, CustomStringConvertible {
    public let description: String

    /// Makes an error with the message `description` (one line: what is wrong and what is needed).
    public init(_ description: String) {
        self.description = description
    }
}
