import Cadence

/// The one place a decoded spec is checked as a whole, after its structure: every command runs it
/// (through `AnimationSpec.decode(_:file:)`: `sample`, `inspect`, `lint`, `export`, `render`,
/// `plot`), so a spec one command accepts, every command accepts, and the same way.
///
/// It checks what only the resolved animation shows:
/// - every keyframe's motion stays finite (`checkResolvedValues`);
/// - every keyframe spring has finite derived values (response, damping ratio, stiffness,
///   damping), and one without a `duration`, which lasts until it settles, settles within
///   `SpecLimits.seconds` (a spring of stiffness 1e-300 would take some 1e151 s: it is refused,
///   not shown as a jump);
/// - every phase animation completes, and a triggered run comes to rest, within
///   `SpecLimits.seconds` (a phase animation at speed 1e-12 does not), for the phases and for a
///   Reduce Motion variant.
///
/// Each failure is a `SpecError` with the JSON path of the field at fault. It depends on nothing
/// but the spec's own types and Cadence, so it can move with them into a library of their own.
package enum SpecValidator {
    package static func validate(_ spec: AnimationSpec) throws(SpecError) {
        try spec.checkResolvedValues()
        var contents: [AnimationSpec.Content] = [spec.content]
        if let variant = spec.reduceMotion?.variant { contents.append(variant) }
        for content in contents {
            switch content {
            case .keyframes(let tracks):
                for track in tracks {
                    for keyframe in track.keyframes {
                        try checkSpring(keyframe, file: spec.file)
                    }
                }
            case .phases(let phases):
                // Building the schedule times every change (and, for a run, its coming to rest) and
                // throws, with the phase's path, for an animation that does not complete in time.
                _ = try PhaseSchedule(phases: phases, repeating: spec.mode == .repeating, horizon: 0, file: spec.file)
            }
        }
    }

    /// A keyframe spring's derived values are finite, and without a duration it settles in time.
    package static func checkSpring(_ keyframe: SpecKeyframe, file: String) throws(SpecError) {
        guard case .spring(let spec, _) = keyframe.kind else { return }
        let spring = spec.spring
        let path = keyframe.path.member("spring")
        let derived = [("response", spring.response), ("damping ratio", spring.dampingRatio),
                       ("stiffness", spring.stiffness), ("damping", spring.damping), ("mass", spring.mass)]
        if let bad = derived.first(where: { !$0.1.isFinite }) {
            throw SpecError(file: file, at: keyframe.location, path,
                            "expected a spring whose derived values are finite, got \(spec.swift), whose \(bad.0) is \(formatNumber(bad.1))")
        }
        guard keyframe.duration == nil else { return }
        let settling = spring.settlingDuration
        let limit = SpecLimits.seconds
        // A spring cannot settle before about a response has passed: a settling time much shorter
        // than that is the arithmetic giving up (a stiffness of 1e-300 reports 0 s).
        guard settling.isFinite, settling <= limit, spring.response <= limit, settling > 0 || spring.response < 1e-3 else {
            let reported = settling.isFinite && settling <= limit ? "a response of \(formatNumber(spring.response, decimals: 0)) s" : "a settling time of \(formatNumber(settling, decimals: 0)) s"
            throw SpecError(file: file, at: keyframe.location, path,
                            "expected a spring that settles within \(formatNumber(limit, decimals: 0)) s (the keyframe has no \"duration\", so it lasts until the spring settles), got \(spec.swift), with \(reported): give the keyframe a \"duration\" or a stiffer spring")
        }
    }
}
