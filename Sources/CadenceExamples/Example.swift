import CadenceUI

/// One example of the catalog: a view written as SwiftUI code (only the import differs), and how to
/// play it on a stage — its size, a script of events and how long to record.
///
/// ```swift
/// let example = ExampleCatalog.example(named: "like-button")!
/// let stage = example.makeStage()               // events already scheduled
/// for frame in 0...Int(example.duration * 50) {
///     let list = stage.frame(frame, fps: 50)
///     …
/// }
/// ```
public struct Example: Sendable, Identifiable {
    /// A scripted event and the time it happens, in seconds from the stage's start.
    public struct Event: Sendable, CustomStringConvertible {
        /// When the event happens, in seconds from the stage's start.
        public var time: Double
        /// What happens: a tap, a drag, a setting change.
        public var event: StageEvent

        /// Makes an event that plays `event` at `time` seconds from the stage's start.
        public init(_ event: StageEvent, at time: Double) {
            self.time = time
            self.event = event
        }

        public var description: String { "\(event) at \(time)" }
    }

    /// A stable, file-name-safe name (`like-button`); `id` too.
    public let name: String
    /// A short human title.
    public let title: String
    /// One or two sentences on what the example shows.
    public let summary: String
    /// The suggested stage size, in points.
    public let size: CGSize
    /// The script, in time order.
    public let events: [Event]
    /// How long to record, in seconds from the start: long enough for the script and what it sets off.
    public let duration: Double
    private let makeView: @MainActor @Sendable () -> AnyView

    public var id: String { name }

    init(
        name: String, title: String, summary: String, size: CGSize,
        events: [Event] = [], duration: Double, view: @escaping @MainActor @Sendable () -> AnyView
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.size = size
        self.events = events.sorted { $0.time < $1.time }
        self.duration = duration
        makeView = view
    }

    /// A new instance of the example's view.
    @MainActor
    public func view() -> AnyView {
        makeView()
    }

    /// A stage of the suggested size showing a new instance of the view, with the script scheduled.
    @MainActor
    public func makeStage(
        environment: EnvironmentValues = EnvironmentValues(),
        textMeasurer: any TextMeasurer = ApproximateTextMeasurer()
    ) -> Stage {
        let view = makeView()
        let stage = Stage(size: size, environment: environment, textMeasurer: textMeasurer, startDate: Stage.referenceDate) { view }
        for event in events {
            stage.schedule(event.event, at: event.time)
        }
        return stage
    }
}
