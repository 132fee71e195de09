/// A problem a stage found while playing its views: what kind of problem, and a sentence saying what
/// happened, where and what to do about it.
///
/// ```swift
/// stage.tap(label: "Nope")
/// #expect(stage.issues.map(\.kind) == [.failedEvent])
/// print(stage.issues[0])   // t = 0.1: tap(label: Nope) failed: no visible button matches "Nope"
/// ```
///
/// A stage records each distinct issue once, in the order found: a view evaluated every frame does not
/// repeat its issue every frame. Its `description` is the message.
public struct StageIssue: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem an issue is: an open set of named kinds, compared by name.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, a lowerCamelCase word such as `failedEvent`.
        public let name: String

        /// A kind named `name`; Cadence's own kinds are the static members.
        public init(_ name: String) { self.name = name }

        /// The kind's name.
        public var description: String { name }

        /// A view without a `body` that is not a built-in view (it draws nothing), or a modifier without
        /// `body(content:)` (its content is shown unmodified).
        public static let missingBody = Kind("missingBody")
        /// A phase animator with an empty phase sequence: it shows nothing.
        public static let emptyPhases = Kind("emptyPhases")
        /// An `@EnvironmentObject` or `@Environment(Model.self)` without its object above the view:
        /// the view draws nothing.
        public static let missingDependency = Kind("missingDependency")
        /// An image, colour or `AsyncImage` URL the asset catalog does not have: a placeholder is drawn.
        public static let missingAsset = Kind("missingAsset")
        /// An update or a layout that did not settle: a view changes state, or its size depends on the
        /// geometry it reads, every time it is evaluated.
        public static let unsettled = Kind("unsettled")
        /// A scripted or pointer event that failed (a tap that hit nothing, a button that is not there).
        public static let failedEvent = Kind("failedEvent")
        /// A time or frame that could not be used (NaN, infinite, or before the stage's time): the call
        /// was ignored.
        public static let invalidTime = Kind("invalidTime")
        /// A `.task` that waits on something the stage's clock does not drive, or that woke from
        /// `Task.sleep` during a synchronous advance (drive such a stage with `await stage.play(to:)`).
        public static let taskOutsideClock = Kind("taskOutsideClock")
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// What happened, where (the stage time when it matters) and what to do about it.
    public let message: String

    /// An issue of `kind` saying `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

extension [StageIssue] {
    /// Appends `issue` unless an equal issue is already recorded.
    mutating func recordOnce(_ issue: StageIssue) {
        if !contains(issue) { append(issue) }
    }
}
