/// Exports an `ExportScene` as CSS, Web Animations JSON or Lottie, with a fidelity report.
///
/// ```swift
/// let result = try Exporter.export(scene, format: .lottie, bounds: ErrorBounds(scaledTo: 0.25))
/// result.report.isWithinBounds   // true
/// ```
///
/// Cubic and linear keyframes are exported exactly; springs and circular curves are sampled with
/// the fewest points that stay within `bounds` (see `ChannelPlan`). The report measures every
/// animated property against Cadence. Opacities are exported and measured as they show, clamped
/// to 0…1 (SwiftUI's `opacity(_:)` clamps too). Throws `ExportError` for a scene that refers to a channel it
/// does not have, has non-finite numbers, or for bounds that are not positive and finite.
public enum Exporter {
    /// Exports `scene` in `format`, measured against `bounds`.
    ///
    /// - Parameters:
    ///   - scene: the scene to export.
    ///   - format: CSS, Web Animations JSON or Lottie.
    ///   - bounds: the largest differences from Cadence the report accepts, per unit.
    ///   - prefix: what every id, class and animation name starts with; nil: derived from the
    ///     scene's name (`ExportPrefix(derivedFrom:)`). Give each export on a page its own.
    ///   - callerNotes: what the caller left out of the scene, for the report.
    public static func export(_ scene: ExportScene, format: ExportFormat, bounds: ErrorBounds = ErrorBounds(),
                              prefix: ExportPrefix? = nil, notes callerNotes: [String] = []) throws(ExportError) -> ExportResult {
        try export(scene, formats: [format], bounds: bounds, prefix: prefix, notes: callerNotes)[0]
    }

    /// Exports `scene` in each of `formats`, as `export(_:format:bounds:prefix:notes:)` does one
    /// by one, planning the scene's channels once for all of them (the plans do not depend on the
    /// format; they are most of an export's work).
    ///
    /// - Returns: one result per format, in the order of `formats`.
    public static func export(_ scene: ExportScene, formats: [ExportFormat], bounds: ErrorBounds = ErrorBounds(),
                              prefix: ExportPrefix? = nil, notes callerNotes: [String] = []) throws(ExportError) -> [ExportResult] {
        try validate(scene, bounds: bounds)
        let prefix = prefix ?? ExportPrefix(derivedFrom: scene.name)
        var scene = scene
        var transitionNotes: [String] = []
        var expansion: PresenceExpansion?
        var played: ExportPresence?
        if let presence = scene.presence {
            if scene.loopStart != nil {
                transitionNotes.append("the transition \(presence.transition) and its insertions and removals are not exported: the animation loops, and a loop repeats the export's whole timeline")
                scene.presence = nil
            } else {
                expansion = PresenceExpansion.expand(&scene)
                played = presence
            }
        }
        scene.channels = scene.channels.map { $0.unit == .opacity ? $0.clampedToOpacity() : $0 }
        if var reduced = scene.reducedMotion {
            reduced.channels = reduced.channels.map { $0.unit == .opacity ? $0.clampedToOpacity() : $0 }
            scene.reducedMotion = reduced
        }
        let root = SceneLayout.layout(scene)
        let plans = self.plans(scene, bounds: bounds)
        return formats.map { format in
            let presence = played.map { self.transitionNotes($0, reduced: scene.reducedMotion?.presence, format: format) } ?? []
            return write(scene, root: root, plans: plans, format: format, bounds: bounds, prefix: prefix,
                         notes: callerNotes + transitionNotes + presence, expansion: expansion)
        }
    }

    /// The plans of a scene's channels (a loop's cut at its start): what every format writes.
    static func plans(_ scene: ExportScene, bounds: ErrorBounds) -> [ChannelPlan] {
        scene.channels.map { channel in
            let cut = scene.loopStart.map { channel.cut(at: $0) } ?? channel
            return ChannelPlan(cut, bound: bounds.bound(for: channel.unit), duration: scene.duration)
        }
    }

    /// Writes a laid-out scene with its channels' plans: the step the scene path and the stage path
    /// share once each has its boxes.
    static func write(_ scene: ExportScene, root: SceneNode, plans: [ChannelPlan], format: ExportFormat, bounds: ErrorBounds,
                      prefix: ExportPrefix, notes: [String], expansion: PresenceExpansion? = nil) -> ExportResult {
        let job = ExportJob(format: format, scene: scene, root: root, plans: plans, bounds: bounds, prefix: prefix,
                            expansion: expansion, notes: notes + self.notes(root, scene: scene, format: format))
        return format.writer.write(job)
    }

    /// How the export plays the scene's insertions and removals, in words.
    private static func transitionNotes(_ presence: ExportPresence, reduced: ExportPresence?, format: ExportFormat) -> [String] {
        func events(_ presence: ExportPresence) -> String {
            let list = presence.changes.map { change in
                "\(change.kind == .insertion ? "inserted" : "removed") at \(NumberFormat.decimal(change.start, digits: 4)) s (\(change.animation), \(NumberFormat.decimal(change.duration, digits: 4)) s)"
            }
            return list.isEmpty ? "never inserted or removed" : list.joined(separator: ", ")
        }
        let hidden = format == .lottie ? "the layers' in and out points leave it out" : "it is at opacity 0"
        var notes = ["the transition \(presence.transition) plays on the timeline: \(events(presence)); before its insertion and after its removal \(hidden)"]
        if format == .waapi {
            notes.append("the player's insert() and remove() (window.cadence[prefix], and the stage element's .cadence) play the insertion and the removal when the page calls them")
        }
        if let reduced {
            let effects = Set(reduced.insertion + reduced.removal) == [.opacity] ? "a cross-fade" : reduced.changes.allSatisfy({ $0.duration == 0 }) ? "no animation" : "the transition"
            notes.append("with reduced motion the insertions and removals play \(effects): \(events(reduced))")
        }
        return notes
    }

    /// What the export does with reduced motion, in words.
    static func reducedMotionNote(_ variant: ExportReducedMotion, format: ExportFormat,
                                          frames: (start: Double, end: Double)? = nil) -> String {
        let what: String
        switch variant.presentation {
        case .finalState: what = "holds the final state"
        case .crossFade(let duration): what = "holds the final state, faded in over \(NumberFormat.decimal(duration, digits: 4)) s"
        case .keyframes: what = "plays the Reduce Motion variant"
        }
        return format.writer.reducedMotionNote(what, frames: frames)
    }

    static func report(_ scene: ExportScene, format: ExportFormat, checks: [FidelityCheck], notes: [String]) -> FidelityReport {
        let properties = checks.map { $0.measure(duration: scene.duration) }
        let rate = scene.frameRate ?? FidelityCheck.rate
        let count = checks.first?.times(duration: scene.duration).count ?? Int((scene.duration * rate).rounded(.down)) + 1
        return FidelityReport(scene: scene.name, format: format, duration: scene.duration, loopStart: scene.loopStart,
                              sampleStep: 1 / rate, sampleCount: count, properties: properties, notes: notes)
    }

    /// What the export cannot say, in words.
    private static func notes(_ root: SceneNode, scene: ExportScene, format: ExportFormat) -> [String] {
        var notes: [String] = []
        let nodes = root.flattened
        if nodes.contains(where: { if case .blur = $0.effect { return true }; return false }) {
            notes.append(format == .lottie ? "blur is not exported: Lottie players have no portable blur" : "blur is exported as a CSS filter")
        }
        if nodes.contains(where: { if case .text = $0.drawing { return true }; return false }) {
            notes.append(format == .lottie
                         ? "text is a Lottie text layer in DejaVu Sans; players without the font substitute one, and rlottie draws no text"
                         : "text uses DejaVu Sans where installed (the renderer's font), else the system font: its width may differ")
        }
        if let start = scene.loopStart, start > 0 {
            notes.append(format == .lottie
                         ? "the first \(NumberFormat.decimal(start, digits: 4)) s differ from the loop that follows: markers \"intro\" and \"loop\" mark them, since a Lottie player loops the whole composition"
                         : "the first \(NumberFormat.decimal(start, digits: 4)) s play once, then the rest loops")
        }
        return notes
    }

    private static func validate(_ scene: ExportScene, bounds: ErrorBounds) throws(ExportError) {
        guard bounds.isValid else { throw ExportError("expected error bounds that are positive and finite, got \(bounds)") }
        guard scene.width > 0, scene.height > 0, scene.width.isFinite, scene.height.isFinite else {
            throw ExportError("expected a canvas with a positive, finite size, got \(scene.width) × \(scene.height)")
        }
        guard scene.duration >= 0, scene.duration.isFinite else {
            throw ExportError("expected a duration that is finite and not negative, got \(scene.duration) s")
        }
        if let start = scene.loopStart, !(start >= 0 && start <= scene.duration) {
            throw ExportError("expected a loop start between 0 and the duration (\(scene.duration) s), got \(start) s")
        }
        for (index, channel) in scene.channels.enumerated() {
            for segment in channel.segments {
                let numbers = [segment.start, segment.duration, segment.startValue, segment.endValue]
                if numbers.contains(where: { !$0.isFinite }) {
                    throw ExportError("expected finite keyframes, got a segment of channel \(index) (\(channel.name)) at \(segment.start) s with a value or time that is NaN or infinite")
                }
            }
        }
        func check(_ value: ExportValue) throws(ExportError) {
            switch value {
            case .constant(let number):
                guard number.isFinite else { throw ExportError("expected finite modifier arguments, got \(number)") }
            case .channel(let index):
                guard scene.channels.indices.contains(index) else {
                    throw ExportError("expected a channel index below \(scene.channels.count), got \(index)")
                }
            }
        }
        func check(_ element: ExportElement) throws(ExportError) {
            for modifier in element.modifiers {
                switch modifier {
                case .frame, .padding: break
                case .offset(let x, let y), .scale(let x, let y, _): try check(x); try check(y)
                case .rotation(let value, _), .opacity(let value), .blur(let value): try check(value)
                case .overlay(let overlay, _): try check(overlay)
                }
            }
        }
        try check(scene.content)
        for presence in [scene.presence, scene.reducedMotion?.presence].compactMap({ $0 }) {
            for change in presence.changes + [presence.standaloneInsertion, presence.standaloneRemoval].compactMap({ $0 }) {
                guard change.start >= 0, change.start.isFinite, change.duration >= 0, change.duration.isFinite else {
                    throw ExportError("expected an insertion or removal at a finite time ≥ 0 with a finite duration ≥ 0, got one at \(change.start) s lasting \(change.duration) s")
                }
            }
            for (earlier, later) in zip(presence.changes, presence.changes.dropFirst()) where later.start < earlier.end {
                throw ExportError("expected insertions and removals in time order, not overlapping, got one at \(later.start) s before the one at \(earlier.start) s ends (\(earlier.end) s)")
            }
            for effect in presence.insertion + presence.removal {
                let numbers: [Double]
                switch effect {
                case .opacity: numbers = []
                case .scale(let factor, _): numbers = [factor]
                case .offset(let x, let y), .move(let x, let y): numbers = [x, y]
                }
                guard numbers.allSatisfy(\.isFinite) else { throw ExportError("expected finite transition effects, got \(effect.swift)") }
            }
        }
        if let reduced = scene.reducedMotion {
            guard reduced.channels.count == scene.channels.count else {
                throw ExportError("expected one reduced-motion channel per channel of the scene (\(scene.channels.count)), got \(reduced.channels.count)")
            }
            for (index, channel) in reduced.channels.enumerated() where channel.unit != scene.channels[index].unit {
                throw ExportError("expected the reduced-motion channel \(index) (\(channel.name)) in \(scene.channels[index].unit.rawValue) like the scene's, got \(channel.unit.rawValue)")
            }
            guard reduced.duration >= 0, reduced.duration.isFinite, reduced.fadeDuration >= 0, reduced.fadeDuration.isFinite else {
                throw ExportError("expected a reduced-motion duration and fade that are finite and not negative, got \(reduced.duration) s and \(reduced.fadeDuration) s")
            }
            if let start = reduced.loopStart, !(start >= 0 && start <= reduced.duration) {
                throw ExportError("expected a reduced-motion loop start between 0 and its duration (\(reduced.duration) s), got \(start) s")
            }
            for (index, channel) in reduced.channels.enumerated() {
                for segment in channel.segments where [segment.start, segment.duration, segment.startValue, segment.endValue].contains(where: { !$0.isFinite }) {
                    throw ExportError("expected finite keyframes, got a segment of reduced-motion channel \(index) (\(channel.name)) at \(segment.start) s with a value or time that is NaN or infinite")
                }
            }
        }
    }
}
