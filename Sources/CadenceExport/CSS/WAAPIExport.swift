/// A scene as Web Animations JSON: the markup and static CSS to build the scene, and for each
/// animated node the arguments of `element.animate(keyframes, options)`; with a reduced-motion
/// variant, the same for the variant and the values boxes hold under it.
///
/// ```json
/// {"format": "cadence-waapi", "version": 2, "name": "Like button", "prefix": "like-button", "stage": "like-button-stage",
///  "duration": 0.5, "loopStart": null,
///  "markup": "<div class=\"like-button-stage\">…", "style": "…",
///  "animations": [{"target": "#like-button-n2", "channel": 0, "property": "scale",
///                  "keyframes": [{"offset": 0, "scale": "1", "easing": "linear(…)"}, …],
///                  "options": {"duration": 500, "delay": 0, "iterations": 1, "fill": "both", "easing": "linear"}}],
///  "reducedMotion": {"presentation": "keyframes", "fadeDuration": 0, "animations": […],
///                    "held": [{"target": "#like-button-n1", "property": "rotate", "value": "0deg"}]}}
/// ```
///
/// Durations and delays are milliseconds, as `animate()` takes them; `iterations` is `"Infinity"`
/// for a loop (JSON has no infinity): pass `Infinity` for it. `reducedMotion` is null when the
/// scene plays the same with reduced motion; otherwise a player checks
/// `matchMedia('(prefers-reduced-motion: reduce)')`, and when it matches sets each `held` property
/// (`element.style.setProperty(property, value)`), plays the reduced `animations` instead, and
/// fades the stage in over `fadeDuration` ms when it is above 0.
///
/// A scene with insertions and removals (`ExportScene.presence`) plays them in `animations` on its
/// timeline; `transitions` (null without them, `reducedMotion.transitions` for the variant) holds
/// `{"insertion": {"duration": …, "animations": […]}, "removal": …}`: the transition boxes' animations
/// for an insertion from removed and a removal from fully there, alone. The page's player plays one
/// with `insert()` or `remove()` (`window.cadence[prefix]`, or the stage element's `cadence`), in
/// place of the boxes' scripted animations.
enum WAAPIExport {
    static func json(_ root: SceneNode, scene: ExportScene, animations: [WebAnimation], reduced: ReducedWebMotion?,
                     transitions: StandaloneTransitions? = nil, prefix: ExportPrefix) -> JSONValue {
        func run(_ run: StandaloneTransitions.Run?) -> JSONValue {
            guard let run else { return .null }
            return .object([("duration", .number(run.duration * 1000, digits: 6)), ("animations", .array(entries(run.animations, prefix: prefix)))])
        }
        func pair(_ insertion: StandaloneTransitions.Run?, _ removal: StandaloneTransitions.Run?) -> JSONValue {
            insertion == nil && removal == nil ? .null : .object([("insertion", run(insertion)), ("removal", run(removal))])
        }
        var reducedMotion = JSONValue.null
        if let reduced {
            reducedMotion = .object([
                ("presentation", .string(reduced.presentation == .keyframes ? "keyframes" : reduced.fade > 0 ? "crossFade" : "finalState")),
                ("fadeDuration", .number(reduced.fade * 1000, digits: 6)),
                ("animations", .array(entries(reduced.animations, prefix: prefix))),
                ("held", .array(reduced.held.map { held in
                    .object([("target", .string("#" + prefix.node(held.nodeID))), ("property", .string(held.property)),
                             ("value", .string(held.value))])
                })),
                ("transitions", pair(transitions?.reducedInsertion, transitions?.reducedRemoval)),
            ])
        }
        return .object([
            ("format", .string("cadence-waapi")),
            ("version", .number(2)),
            ("name", .string(scene.name)),
            ("prefix", .string(prefix.rawValue)),
            ("stage", .string(prefix.stage)),
            ("duration", .number(scene.duration, digits: 9)),
            ("loopStart", scene.loopStart.map { .number($0, digits: 9) } ?? .null),
            ("markup", .string(SceneMarkup.html(root, scene: scene, prefix: prefix))),
            ("style", .string(SceneMarkup.css(root, scene: scene, animations: [], prefix: prefix))),
            ("animations", .array(entries(animations, prefix: prefix))),
            ("reducedMotion", reducedMotion),
            ("transitions", pair(transitions?.insertion, transitions?.removal)),
        ])
    }

    private static func entries(_ animations: [WebAnimation], prefix: ExportPrefix) -> [JSONValue] {
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
                    ("target", .string("#" + prefix.node(animation.nodeID))),
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
        return entries
    }

    /// The script that plays the JSON in the `<script type="application/json">` element of id
    /// `dataID`: the reduced variant when the visitor asks for reduced motion and there is one.
    static func player(dataID: String) -> String {
        """
        <script>
        (() => {
          const data = JSON.parse(document.getElementById('\(dataID)').textContent);
          const reduced = data.reducedMotion && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? data.reducedMotion : null;
          const play = (entry) => {
            const options = Object.assign({}, entry.options);
            if (options.iterations === 'Infinity') options.iterations = Infinity;
            document.querySelector(entry.target).animate(entry.keyframes, options);
          };
          const transitions = (reduced && reduced.transitions) || data.transitions;
          // insert() and remove() play the transition now, in place of the boxes' scripted animations.
          const now = (run) => {
            if (!run) return;
            const targets = new Set(['insertion', 'removal'].flatMap((kind) => transitions[kind] ? transitions[kind].animations.map((entry) => entry.target) : []));
            for (const target of targets) document.querySelector(target).getAnimations().forEach((animation) => animation.cancel());
            run.animations.forEach(play);
          };
          const player = {
            insert() { if (transitions) now(transitions.insertion); },
            remove() { if (transitions) now(transitions.removal); },
          };
          (window.cadence = window.cadence || {})[data.prefix] = player;
          document.querySelector('.' + data.stage).cadence = player;
          if (reduced) {
            for (const held of reduced.held) document.querySelector(held.target).style.setProperty(held.property, held.value);
            reduced.animations.forEach(play);
            if (reduced.fadeDuration > 0) {
              document.querySelector('.' + data.stage).animate([{opacity: 0}, {opacity: 1}],
                {duration: reduced.fadeDuration, easing: 'ease-in-out', fill: 'both'});
            }
          } else {
            data.animations.forEach(play);
          }
        })();
        </script>

        """
    }
}
