/// `Never` is the `Body` of every primitive view: a body that can never be produced.
extension Never: View {
    public typealias Body = Never

    public var body: Never {
        // Unreachable: a value of type `Never` cannot exist.
        fatalError()
    }
}

extension View where Body == Never {
    /// Primitive views have no body; the view graph resolves them directly and never calls this.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; its body is never evaluated")
    }
}
