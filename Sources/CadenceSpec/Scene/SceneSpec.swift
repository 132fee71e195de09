/// What a spec shows, for the commands that draw (`render`, `plot`): a canvas, one element (a
/// symbol, a shape or text) with SwiftUI-style modifiers whose arguments are literals or bound to
/// properties of the animated value, and a scripted list of events.
///
/// ```json
/// "scene": {
///   "size": {"width": 160, "height": 160},
///   "background": "#FFFFFF",
///   "content": {
///     "symbol": "heart.fill",
///     "modifiers": [
///       {"font": {"size": 44}},
///       {"foregroundStyle": "pink"},
///       {"scaleEffect": "scale"},
///       {"rotationEffect": "rotation"},
///       {"overlay": {"alignment": "top", "content": {"text": "+1", "modifiers": [{"opacity": "overlayOpacity"}]}}}
///     ]
///   },
///   "events": [{"time": 0, "event": "trigger"}, {"time": 1.2, "event": "trigger"}]
/// }
/// ```
///
/// A string argument names a property (`"scale"`) and must have a type the modifier takes; a number or
/// object is a literal. `initialCount` (a whole number, default 0) is the count before the first
/// trigger: accessibility texts read it as `{count}`, plus one per `trigger`. `reduceMotion` holds the
/// scene's Reduce Motion policy for transitions (`SceneReduceMotion`); the content's `transition`
/// plays on `insert` and `remove` events. `gestures` holds what the content answers to the script's
/// pointer events (`SceneGestures`). Decoded and checked now, so a spec that will not render fails at once.
package struct SceneSpec: Sendable {
    package var width: Double
    package var height: Double
    package var background: SceneColor?
    package var content: SceneElement
    package var events: [SceneEvent]
    /// The count before the first trigger, which accessibility texts read as `{count}` (see `SceneText`).
    package var initialCount: Int = 0
    /// What the scene's transitions do with Reduce Motion on; nil when the spec made no choice.
    package var reduceMotion: SceneReduceMotion? = nil
    /// Where the scene is in the file, for lint findings about it.
    package var location: SourceLocation?
    /// The gestures the content answers, for the script's pointer events; nil for none.
    package var gestures: SceneGestures? = nil

    package init(width: Double, height: Double, background: SceneColor? = nil, content: SceneElement, events: [SceneEvent], initialCount: Int = 0, reduceMotion: SceneReduceMotion? = nil, location: SourceLocation? = nil, gestures: SceneGestures? = nil) {
        self.width = width
        self.height = height
        self.background = background
        self.content = content
        self.events = events
        self.initialCount = initialCount
        self.reduceMotion = reduceMotion
        self.location = location
        self.gestures = gestures
    }

    package static func decode(_ node: SpecNode, properties: [SpecProperty], mode: AnimationSpec.Mode) throws(SpecError) -> SceneSpec {
        let object = try node.object("a scene, {\"size\": …, \"content\": …, \"events\": […]}", keys: ["size", "background", "content", "events", "initialCount", "reduceMotion", "gestures"])
        var width = 200.0, height = 200.0
        if let sizeNode = object["size"] {
            let size = try sizeNode.object("a canvas size in points, {\"width\": …, \"height\": …}", keys: ["width", "height"])
            width = try size.required("width", "points").number("a width in points from 1 to 4096", in: 1...4096)
            height = try size.required("height", "points").number("a height in points from 1 to 4096", in: 1...4096)
        }
        let background = try object["background"].map { n throws(SpecError) in try SceneColor.decode(n, properties: properties) }
        let content = try SceneElement.decode(try object.required("content", "a symbol, shape or text element"), properties: properties, depth: 0)
        var events: [SceneEvent] = []
        if let eventsNode = object["events"] {
            for eventNode in try eventsNode.array("an array of events", limit: SpecLimits.events) {
                let event = try SceneEvent.decode(eventNode, mode: mode)
                if let last = events.last, event.time < last.time {
                    throw eventNode.error("expected events in time order, got \(formatNumber(event.time, decimals: 3)) s after \(formatNumber(last.time, decimals: 3)) s")
                }
                events.append(event)
            }
        }
        let initialCount = try object["initialCount"]?.integer("a whole number from -1000000000 to 1000000000 (the count before the first trigger)",
                                                               in: -1_000_000_000...1_000_000_000) ?? 0
        let reduceMotion = try object["reduceMotion"].map { n throws(SpecError) in try SceneReduceMotion.decode(n) }
        let gestures = try object["gestures"].map { n throws(SpecError) in try SceneGestures.decode(n, mode: mode) }
        return SceneSpec(width: width, height: height, background: background, content: content, events: events,
                         initialCount: initialCount, reduceMotion: reduceMotion, location: node.location, gestures: gestures)
    }
}
