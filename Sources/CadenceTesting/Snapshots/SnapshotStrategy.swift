/// How to snapshot a `Subject`: capture a `Value` from it and store that value in a
/// ``SnapshotFormat``. Cadence addition.
///
/// Strategies are values that compose. Start from one that snapshots a simple subject and adapt it
/// to another subject with ``capturing(_:)``, or put several side by side with ``combining(_:)``;
/// ``timeline(at:_:)`` turns a strategy for one instant into one for a run of a stage:
///
/// ```swift
/// // The display list and the accessibility tree at four instants of a like.
/// let strategy = SnapshotStrategy<Stage, String>.timeline(
///     at: [0, 0.1, 0.25, 1],
///     .combining([.displayList, .accessibilityTree])
/// )
/// assertSnapshot(of: stage, as: strategy, named: "like-burst")
/// ```
///
/// Capturing runs on the main actor, as stages do, and may move a stage's time forward.
public struct SnapshotStrategy<Subject, Value>: Sendable {
    /// How the captured value is stored and compared.
    public var format: SnapshotFormat<Value>
    /// Makes the value to compare from the subject. A thrown error fails the assertion with its
    /// description.
    public var capture: @MainActor @Sendable (Subject) throws -> Value
    /// Extra files written beside the test output when the assertion fails, made from the actual
    /// value (an image strategy over time writes a GIF of the run).
    public var failureArtifacts: @MainActor @Sendable (Value) -> [SnapshotArtifact]

    /// A strategy that stores what `capture` makes in `format`.
    public init(
        format: SnapshotFormat<Value>,
        capture: @escaping @MainActor @Sendable (Subject) throws -> Value,
        failureArtifacts: @escaping @MainActor @Sendable (Value) -> [SnapshotArtifact] = { _ in [] }
    ) {
        self.format = format
        self.capture = capture
        self.failureArtifacts = failureArtifacts
    }

    /// The same snapshot of a different subject: `transform` turns the new subject into this one's.
    ///
    /// ```swift
    /// let list = SnapshotStrategy<DisplayList, String>.displayList
    /// let stage: SnapshotStrategy<Stage, String> = list.capturing { $0.displayList() }
    /// ```
    public func capturing<NewSubject>(
        _ transform: @escaping @MainActor @Sendable (NewSubject) throws -> Subject
    ) -> SnapshotStrategy<NewSubject, Value> {
        let capture = self.capture
        return SnapshotStrategy<NewSubject, Value>(
            format: format,
            capture: { subject in try capture(try transform(subject)) },
            failureArtifacts: failureArtifacts
        )
    }
}

extension SnapshotStrategy where Value == String {
    /// Text of the subject, compared line by line (``SnapshotFormat/text``).
    ///
    /// ```swift
    /// let names = SnapshotStrategy<[String], String>.text { $0.joined(separator: "\n") }
    /// ```
    public static func text(_ describe: @escaping @MainActor @Sendable (Subject) throws -> String) -> SnapshotStrategy {
        SnapshotStrategy(format: .text, capture: describe)
    }

    /// The texts of `strategies` one after the other, separated by a blank line, in one file. Each
    /// captures from the same subject in turn (a stage is not moved between them unless a part moves
    /// it). An empty list captures an empty text.
    public static func combining(_ strategies: [SnapshotStrategy<Subject, String>]) -> SnapshotStrategy {
        SnapshotStrategy(format: .text) { subject in
            try strategies.map { try $0.capture(subject).trimmingTrailingNewlines }.joined(separator: "\n\n")
        }
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}

extension SnapshotStrategy where Subject == String, Value == String {
    /// A text as it is, compared line by line: for text you build yourself.
    ///
    /// ```swift
    /// assertSnapshot(of: report.description, as: .lines, named: "audit")
    /// ```
    public static var lines: SnapshotStrategy {
        .text { $0 }
    }
}
