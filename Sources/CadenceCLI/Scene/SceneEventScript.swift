import CadenceRender
import CadenceSpec
import Foundation

/// The `--events` option of `render`: a scene's scripted events given on the command line, replacing
/// the spec's. Either a file holding a JSON array of events (the spec's `scene.events` form), or an
/// inline script of `TIME:EVENT` pairs separated by commas or spaces.
///
/// ```
/// --events "0:trigger, 0.8:reduceMotionOn, 1.2:trigger"
/// --events taps.json          // [{"time": 0, "event": "trigger"}, {"time": 1.2, "event": "trigger"}]
/// --events '[{"time": 0, "event": "trigger"}]'
/// ```
///
/// Times are seconds ≥ 0, in order; event names are the spec's (`trigger`, `show`, `hide`,
/// `reduceMotionOn`, `reduceMotionOff`, `insert`, `remove`, `tap`, `drag`, `longPress`, `pinch`,
/// `rotate`; inline, an insert or remove has the default animation, a tap or long press is at the
/// scene's centre, and a drag, pinch or rotation, which need a path, must be written as JSON), and a
/// repeating spec takes no `trigger`. An empty script
/// (`--events ""`) means no events.
enum SceneEventScript {
    static func parse(_ argument: String, mode: AnimationSpec.Mode, console: Console) throws -> [SceneEvent] {
        let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("[") {
            return try decodeJSON(Array(trimmed.utf8), file: "--events", mode: mode)
        }
        let path = console.resolve(argument)
        let kind = FileKind(path: path)
        if !trimmed.isEmpty, !trimmed.contains(":"), kind != .missing {
            guard kind == .regular else {
                throw UsageError("option '--events' expects a file of events or a script such as \"0:trigger, 1.2:trigger\", got '\(argument)', which is \(kind)")
            }
            return try decodeJSON(try SpecLoader.read(argument, console: console), file: argument, mode: mode)
        }
        if !trimmed.isEmpty, !trimmed.contains(":") {
            throw UsageError("option '--events' expects a file of events or a script such as \"0:trigger, 1.2:trigger\", got '\(argument)' (no such file)")
        }
        let names = SceneEvent.Kind.allCases.map(\.rawValue)
        var events: [SceneEvent] = []
        for item in trimmed.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" }) {
            let pair = item.split(separator: ":", maxSplits: 1)
            guard pair.count == 2, let time = Double(pair[0]), time.isFinite, time >= 0, time <= SpecLimits.seconds else {
                throw UsageError("option '--events' expects TIME:EVENT with a time in seconds from 0 to \(formatNumber(SpecLimits.seconds, decimals: 0)), got '\(item)'")
            }
            let name = String(pair[1])
            guard let kind = SceneEvent.Kind(rawValue: name) else {
                throw UsageError("option '--events' expects an event (\(NameSuggestion.list(names))), got '\(name)'\(NameSuggestion.didYouMean(name, among: names))")
            }
            if kind == .trigger, mode == .repeating {
                throw UsageError("option '--events': a repeating spec has no trigger; use show, hide, reduceMotionOn, reduceMotionOff, insert or remove")
            }
            if [.drag, .pinch, .rotate].contains(kind) {
                throw UsageError("option '--events': a \(name) needs its path (\(kind == .drag ? "from and to" : kind == .pinch ? "a scale" : "degrees")); write the events as JSON, e.g. --events '[{\"time\": \(pair[0]), \"event\": \"drag\", \"from\": {\"x\": 40, \"y\": 50}, \"to\": {\"x\": 160, \"y\": 50}}]'")
            }
            if let last = events.last, time < last.time {
                throw UsageError("option '--events' expects events in time order, got \(pair[0]) s after \(formatNumber(last.time, decimals: 3)) s")
            }
            events.append(SceneEvent(time: time, kind: kind, pointer: SceneEvent.defaultPointer(kind)))
        }
        return events
    }

    private static func decodeJSON(_ bytes: [UInt8], file: String, mode: AnimationSpec.Mode) throws -> [SceneEvent] {
        let root = SpecNode(node: try JSONParser.parse(bytes, file: file), path: .root, file: file)
        var events: [SceneEvent] = []
        for node in try root.array("an array of events, [{\"time\": …, \"event\": …}]", limit: SpecLimits.events) {
            let event = try SceneEvent.decode(node, mode: mode)
            if let last = events.last, event.time < last.time {
                throw node.error("expected events in time order, got \(formatNumber(event.time, decimals: 3)) s after \(formatNumber(last.time, decimals: 3)) s")
            }
            events.append(event)
        }
        return events
    }
}
