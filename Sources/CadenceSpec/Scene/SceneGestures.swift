import Cadence

/// The gestures a scene's content answers, for the pointer events of its script (`tap`, `drag`,
/// `longPress`, `pinch`, `rotate`), as a Swift author attaches them:
///
/// ```json
/// "gestures": {
///   "tap": {"count": 1},
///   "longPress": {"minimumDuration": 0.5},
///   "drag": {"release": {"kind": "spring", "response": 0.45, "dampingFraction": 0.55}},
///   "magnify": {},
///   "rotate": {"release": null}
/// }
/// ```
///
/// - `tap` (`onTapGesture(count:)`) and `longPress` (`onLongPressGesture(minimumDuration:)`) run a
///   trigger, exactly as a `trigger` event does (the count goes up, announcements are posted): so a
///   repeating spec, which has no trigger, takes neither.
/// - `drag` (`DragGesture`): the content follows the translation (`offset`) and on release goes back
///   inside `withAnimation(release)`, which carries the drag's velocity into a spring, as in SwiftUI.
/// - `magnify` (`MagnifyGesture`) scales the content by the magnification, `rotate`
///   (`RotateGesture`) turns it by the rotation; both go back on release the same way.
///
/// `release` is the spec's animation form (`SpecAnimation`), `.spring` when absent, none for
/// `null` (the content jumps back). `count` is 1 to 3 (default 1); `minimumDuration` is seconds
/// (default 0.5, SwiftUI's). A gesture sits on the content as drawn, so a pointer event has to land
/// on it (a miss is reported as a stage issue naming the point).
package struct SceneGestures: Sendable {
    package var tapCount: Int?
    package var longPressDuration: Double?
    /// The release animation of each transform gesture, when the scene has it (`.some(nil)`: none).
    package var drag: Animation??
    package var magnify: Animation??
    package var rotate: Animation??

    package init(tapCount: Int? = nil, longPressDuration: Double? = nil, drag: Animation?? = nil, magnify: Animation?? = nil, rotate: Animation?? = nil) {
        self.tapCount = tapCount
        self.longPressDuration = longPressDuration
        self.drag = drag
        self.magnify = magnify
        self.rotate = rotate
    }

    /// Whether a tap or long press can trigger the animator.
    package var triggers: Bool { tapCount != nil || longPressDuration != nil }

    /// The longest release animation, for how long a recording should run after the last pointer event.
    package var releases: [Animation] {
        [drag, magnify, rotate].compactMap { $0 ?? nil }
    }

    package static func decode(_ node: SpecNode, mode: AnimationSpec.Mode) throws(SpecError) -> SceneGestures {
        let names = ["tap", "longPress", "drag", "magnify", "rotate"]
        let object = try node.object("the scene's gestures, {\"tap\": …, \"drag\": …}", keys: names)
        var gestures = SceneGestures()
        for key in ["tap", "longPress"] where mode == .repeating && object.has(key) {
            throw object[key]!.error("expected no \"\(key)\" gesture in a repeating spec, got one (its action is a trigger, and a repeating animator has no trigger)")
        }
        if let tap = object["tap"] {
            let members = try tap.object("a tap gesture, {\"count\": …}", keys: ["count"])
            gestures.tapCount = try members["count"]?.integer("a number of taps from 1 to 3", in: 1...3) ?? 1
        }
        if let press = object["longPress"] {
            let members = try press.object("a long-press gesture, {\"minimumDuration\": …}", keys: ["minimumDuration"])
            gestures.longPressDuration = try members["minimumDuration"]?.seconds("a minimum duration in seconds ≥ 0") ?? 0.5
        }
        func release(_ key: String) throws(SpecError) -> Animation?? {
            guard let gesture = object[key] else { return nil }
            let members = try gesture.object("a \(key) gesture, {\"release\": …}", keys: ["release"])
            guard let animation = members["release"] else { return .some(.spring) }
            return .some(try SpecAnimation.decode(animation)?.animation)
        }
        gestures.drag = try release("drag")
        gestures.magnify = try release("magnify")
        gestures.rotate = try release("rotate")
        return gestures
    }
}
