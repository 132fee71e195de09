/// A scene as Web Animations JSON: the markup and static CSS to build the scene, and for each
/// animated node the arguments of `element.animate(keyframes, options)`.
///
/// ```json
/// {"format": "cadence-waapi", "version": 1, "name": "Like button", "duration": 0.5, "loopStart": null,
///  "markup": "<div class=\"cadence-stage\">…", "style": "…",
///  "animations": [{"target": "#cadence-n2", "channel": 0, "property": "scale",
///                  "keyframes": [{"offset": 0, "scale": "1", "easing": "linear(…)"}, …],
///                  "options": {"duration": 500, "delay": 0, "iterations": 1, "fill": "both", "easing": "linear"}}]}
/// ```
///
/// Durations and delays are milliseconds, as `animate()` takes them; `iterations` is `"Infinity"`
/// for a loop (JSON has no infinity): pass `Infinity` for it.
enum WAAPIExport {
    static func json(_ root: SceneNode, scene: ExportScene, animations: [WebAnimation]) -> JSONValue {
        var entries: [JSONValue] = []
        for animation in animations {
            for run in animation.runs {
                let keyframes: [JSONValue] = run.keyframes.map { keyframe in
                    var members: [(String, JSONValue)] = [("offset", .number(keyframe.offset, digits: 12)),
                                                          (animation.property, .string(keyframe.value))]
                    if let easing = keyframe.easing { members.append(("easing", .string(easing))) }
                    return .object(members)
                }
                entries.append(.object([
                    ("target", .string("#cadence-n\(animation.nodeID)")),
                    ("channel", .number(Double(animation.channel))),
                    ("property", .string(animation.property)),
                    ("keyframes", .array(keyframes)),
                    ("options", .object([
                        ("duration", .number(run.duration * 1000, digits: 6)),
                        ("delay", .number(run.delay * 1000, digits: 6)),
                        ("iterations", run.iterations.map { .number(Double($0)) } ?? .string("Infinity")),
                        ("fill", .string(run.fill)),
                        ("easing", .string("linear")),
                    ])),
                ]))
            }
        }
        return .object([
            ("format", .string("cadence-waapi")),
            ("version", .number(1)),
            ("name", .string(scene.name)),
            ("duration", .number(scene.duration, digits: 9)),
            ("loopStart", scene.loopStart.map { .number($0, digits: 9) } ?? .null),
            ("markup", .string(SceneMarkup.html(root, scene: scene))),
            ("style", .string(SceneMarkup.css(root, scene: scene, animations: []))),
            ("animations", .array(entries)),
        ])
    }
}
