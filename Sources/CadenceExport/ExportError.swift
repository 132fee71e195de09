/// Why a scene cannot be exported. The message says what is wrong and what is needed.
public struct ExportError: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
