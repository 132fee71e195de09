import CadenceExamples
import CadenceRender
import CadenceSpec
import CadenceUI
import Foundation

/// The recordings of `ExampleCatalog`'s examples for the demo gallery: each example's stage played
/// with its script, and again with Reduce Motion on when that changes what the example shows.
///
/// ```swift
/// let example = ExampleCatalog.example(named: "like-button-reduce-motion")!
/// let recording = try CatalogExhibit.recording(for: example, options: DemoOptions())
/// recording.hasReduceMotionVariant   // true: the view reads accessibilityReduceMotion
/// ```
///
/// The catalog says neither whether an example loops nor whether it has a Reduce Motion variant, so:
/// - an example loops (its GIF repeats forever) when the spec of the same name in `Examples/` is
///   `repeating`, or, with no such spec, when it has no script and never stops asking for frames
///   (see ``loops(_:)``); otherwise it plays once and holds its last frame;
/// - the Reduce Motion stage has the environment's `accessibilityReduceMotion` on from the start and
///   set again after every scripted environment change (a script may switch it off to show the
///   difference); the
///   example has a variant when any frame of that stage differs from the plain one (display lists
///   compared on the main actor, before anything is drawn). An example that ignores Reduce Motion
///   is then said to, instead of shown twice.
enum CatalogExhibit {
    /// The catalog entry called `name`, if any.
    static func example(named name: String) -> Example? {
        ExampleCatalog.example(named: name)
    }

    /// Whether `name` loops: its spec in `Examples/` is repeating; or, for a catalog example with no
    /// spec, it has no script and its view still asks for a frame at the end of its duration, as a
    /// view that animates by itself for ever does (`TimelineView(.animation)`). Such an example's
    /// duration is a whole number of its cycles, so that the GIF loops without a seam.
    static func loops(_ name: String) -> Bool {
        if let embedded = EmbeddedSpec.examples.first(where: { $0.name == name }) {
            return (try? embedded.decode())?.mode == .repeating
        }
        guard let example = example(named: name), example.events.isEmpty else { return false }
        return (try? DemoMainActor.run { runsForEver(example) }) ?? false
    }

    /// Whether `example`'s stage, played to the end of its duration, still asks for the next frame at once.
    @MainActor
    static func runsForEver(_ example: Example) -> Bool {
        let stage = example.makeStage()
        stage.advance(to: example.duration)
        _ = stage.displayList()
        return stage.nextFrameTime == stage.time
    }

    /// The demo's recording of `example` at `options`' frame rate, with the plain stage's frames the
    /// Reduce Motion check took, so that the recording does not play that stage again.
    static func recording(for example: Example, options: DemoOptions) throws -> DemoRecording {
        let playback: Playback = loops(example.name) ? .repeating : .once
        let check = try DemoMainActor.run {
            try reduceMotionCheck(example, playback: playback, framesPerSecond: options.framesPerSecond)
        }
        var recording = DemoRecording(name: example.name, size: example.size, duration: example.duration, playback: playback,
                                      hasReduceMotionVariant: check.differs) { reduceMotion in
            stage(for: example, reduceMotion: reduceMotion)
        }
        recording.plainFrames = check.plainFrames
        return recording
    }

    /// A stage of `example` with its script, text measured as Cairo draws it; with `reduceMotion`,
    /// Reduce Motion is on from the start and after every scripted event.
    @MainActor
    static func stage(for example: Example, reduceMotion: Bool) -> Stage {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = reduceMotion
        guard reduceMotion else { return example.makeStage(environment: environment, textMeasurer: CairoTextMeasurer()) }
        let view = example.view()
        let stage = Stage(size: example.size, environment: environment, textMeasurer: CairoTextMeasurer(), startDate: Stage.referenceDate) { view }
        for event in example.events {
            stage.schedule(event.event, at: event.time)
            // The script may switch Reduce Motion off to show the difference; switch it straight back.
            // Only after environment changes: an extra update at the instant of a tap changes how an
            // interrupted phase animation continues (reported), which would show as a false variant.
            if isEnvironmentChange(event.event) {
                stage.schedule(.environment(\.accessibilityReduceMotion, true), at: event.time)
            }
        }
        return stage
    }

    /// Whether `event` changes the environment. `StageEvent` keeps its kind to itself; its description
    /// names it (`environment(Bool: true)`, `updateEnvironment`).
    static func isEnvironmentChange(_ event: StageEvent) -> Bool {
        event.description.hasPrefix("environment(") || event.description == "updateEnvironment"
    }

    /// Whether any recorded frame of `example` differs with Reduce Motion on, and the display lists of
    /// every recorded frame without it (nil when the plain stage reported an issue: the recording then
    /// plays it again and reports the issue).
    @MainActor
    static func reduceMotionCheck(_ example: Example, playback: Playback,
                                  framesPerSecond: Double) throws -> (differs: Bool, plainFrames: [DisplayList]?) {
        let count = Int(try StageRecorder(framesPerSecond: framesPerSecond).frameCount(duration: example.duration, playback: playback))
        let plain = stage(for: example, reduceMotion: false)
        var reduced: Stage? = stage(for: example, reduceMotion: true)
        var differs = false
        var lists: [DisplayList] = []
        lists.reserveCapacity(count)
        for index in 0..<count {
            let time = Double(index) / framesPerSecond
            plain.advance(to: time)
            lists.append(plain.displayList())
            // Once a frame differs the reduced stage has answered; the plain one plays on for the recording.
            if let stage = reduced {
                stage.advance(to: time)
                if stage.displayList() != lists[index] {
                    differs = true
                    reduced = nil
                }
            }
        }
        return (differs, plain.issues.isEmpty ? lists : nil)
    }

    /// The script as text: each event with its time, and what is recorded.
    static func scriptText(_ example: Example, recording: DemoRecording, options: DemoOptions) -> String {
        var lines = ["\(example.title): \(example.summary)", ""]
        lines.append("stage \(formatNumber(Double(example.size.width), decimals: 0))×\(formatNumber(Double(example.size.height), decimals: 0)) pt, "
                     + "recorded for \(formatNumber(example.duration, decimals: 2)) s at \(formatNumber(options.framesPerSecond, decimals: 0)) fps, "
                     + "\(formatNumber(options.scale, decimals: 2))× (\(recording.playback == .repeating ? "the recording loops" : "the recording plays its script, then starts over"))")
        if example.events.isEmpty {
            lines.append("no scripted events")
        } else {
            lines += example.events.map { "\(formatNumber($0.time, decimals: 2)) s  \($0.event)" }
        }
        lines.append("")
        lines.append(recording.hasReduceMotionVariant
                     ? "With Reduce Motion: the same script on a stage whose accessibilityReduceMotion is on throughout."
                     : "With Reduce Motion on throughout, every frame is the same as without: this example makes no Reduce Motion choice.")
        return lines.joined(separator: "\n")
    }
}

extension CatalogExhibit {
    /// What a screen reader finds on the example's stage at its start, just after each scripted event has
    /// settled (0.6 s later, or at the next event), and at the end, with the announcements posted: the
    /// text shown beside the frames, so a reader can check that the information the motion carries
    /// also reaches people who do not see it.
    static func accessibilityText(_ example: Example, recording: DemoRecording) throws -> String {
        let times = accessibilityTimes(example)
        return try DemoMainActor.run {
            let stage = recording.makeStage(false)
            var parts = times.map { time in stage.accessibilityTree(at: time).description }
            let announcements = stage.accessibilityEvents.map { "\(formatNumber($0.time, decimals: 2)) s  \($0.kind)" }
            parts.append(announcements.isEmpty ? "announcements and feedback: none" : "announcements and feedback:\n" + announcements.joined(separator: "\n"))
            return parts.joined(separator: "\n\n")
        }
    }

    /// The start, each event's time plus 0.6 s (capped before the next event), and the end.
    static func accessibilityTimes(_ example: Example) -> [Double] {
        let eventTimes = example.events.map(\.time).sorted()
        var times = [0.0]
        for (index, time) in eventTimes.enumerated() {
            let next = index + 1 < eventTimes.count ? eventTimes[index + 1] : example.duration
            times.append(min(time + 0.6, max(time, next - 0.01)))
        }
        times.append(example.duration)
        return times.reduce(into: [Double]()) { result, time in
            if time > (result.last ?? -1) { result.append(time) }
        }
    }
}
