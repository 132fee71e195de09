import CadenceUI

extension SpecLinter {
    /// Every finding of `cadence lint`: the static rules of `findings()` and the accessibility audit of
    /// the scene (`accessibilityFindings()`), in file order.
    @MainActor
    public func allFindings() throws(SpecError) -> [LintFinding] {
        let all = try findings() + accessibilityFindings()
        return all.enumerated().sorted {
            let (a, b) = ($0.element.location, $1.element.location)
            return (a?.line ?? 0, a?.column ?? 0, $0.offset) < (b?.line ?? 0, b?.column ?? 0, $1.offset)
        }.map(\.element)
    }

    /// The scene's scripted triggers played through `AccessibilityAudit`, each problem as a finding:
    ///
    /// | rule | audit finding |
    /// | --- | --- |
    /// | `motion-only-channel` | a trigger moves the picture but nothing a screen reader perceives changes |
    /// | `color-only-channel` | with Differentiate Without Colour, a trigger changes colours alone |
    /// | `transparency-only-channel` | with Reduce Transparency, a trigger changes opacity alone |
    /// | `reduce-motion-changes-meaning` | with Reduce Motion, a screen reader perceives something else |
    ///
    /// The audited triggers are the scene's `trigger`, `insert` and `remove` events (those at one time
    /// are one trigger); a trigger spec without a `trigger` event is audited with one at 0 s. The other scripted events (`show`, `hide`, `reduceMotionOn`/`Off`) are
    /// not played: the audit sets Reduce Motion itself, once per setting. A spec without a scene, or a
    /// loop with no trigger, has nothing to audit. A finding seen under several settings is reported
    /// once, naming them.
    @MainActor
    public func accessibilityFindings() -> [LintFinding] {
        guard let sceneSpec = spec.scene else { return [] }
        let scene = SceneStage(spec: spec, scene: sceneSpec, events: nil, reduceMotion: false, textMeasurer: textMeasurer)
        var triggers = scene.scene.events.filter { [.trigger, .insert, .remove].contains($0.kind) }
        if !triggers.contains(where: { $0.kind == .trigger }), spec.mode == .trigger {
            triggers.insert(SceneEvent(time: 0, kind: .trigger, location: nil), at: 0)
        }
        guard !triggers.isEmpty else { return [] }
        let steps = triggers.map { AccessibilityAudit.Step(at: $0.time, scene.stageEvent($0)) }
        let report = AccessibilityAudit().run(steps) { environment in
            scene.makeStage(environment: environment, scheduling: [])
        }
        var grouped: [(finding: AccessibilityFinding, settings: [AccessibilitySettings])] = []
        for finding in report.findings {
            if let index = grouped.firstIndex(where: { $0.finding.kind == finding.kind && $0.finding.time == finding.time }) {
                grouped[index].settings.append(finding.settings)
            } else {
                grouped.append((finding, [finding.settings]))
            }
        }
        return grouped.map { finding, settings in
            let events = triggers.filter { $0.time == finding.time }
            let event = events.first { $0.location != nil } ?? events.first
            let name = events.map(\.kind.rawValue).joined(separator: " + ")
            let motionEnd = report.observations.first { $0.settings == finding.settings && $0.time == finding.time }?.motionEnd
            return LintFinding(rule: Self.rule(finding.kind), location: event?.location ?? scene.scene.location,
                               subject: nil, time: finding.time, size: nil,
                               message: Self.message(finding, event: name, settings: settings, motionEnd: motionEnd), trigger: name)
        }
    }

    /// The lint rule of an audit finding's kind.
    package static func rule(_ kind: AccessibilityFinding.Kind) -> LintRule {
        switch kind {
        case .motionIsTheOnlyChannel: .motionOnlyChannel
        case .colorIsTheOnlyChannel: .colorOnlyChannel
        case .transparencyIsTheOnlyChannel: .transparencyOnlyChannel
        default: .reduceMotionChangesMeaning
        }
    }

    /// What happened and how to fix it in the spec's own terms.
    private static func message(_ finding: AccessibilityFinding, event: String, settings: [AccessibilitySettings], motionEnd: Double?) -> String {
        let when = "the \(event) at \(formatNumber(finding.time, decimals: 3)) s"
        let under = "(audited with \(settings.map(\.description).joined(separator: ", ")))"
        let channels = "give the element an accessibilityValue or accessibilityLabel that changes with the count (e.g. {\"accessibilityValue\": \"{count|# like|# likes}\"}), "
            + "or announce it with {\"announceOnTrigger\": \"Saved\"}"
        switch finding.kind {
        case .motionIsTheOnlyChannel:
            let until = motionEnd.map { " until \(formatNumber($0, decimals: 3)) s" } ?? ""
            return "\(when) moves the picture\(until), but a screen reader perceives nothing new (no label, value, trait or element changes; "
                + "nothing is announced) \(under): motion is the only channel; \(channels); if the motion is ornament only, "
                + "mark it {\"accessibilityDecorativeAnimation\": true}"
        case .colorIsTheOnlyChannel:
            return "with Differentiate Without Colour on, \(when) changes the scene in colour alone and a screen reader perceives nothing new "
                + "\(under): also change a symbol, shape or text, and \(channels)"
        case .transparencyIsTheOnlyChannel:
            return "with Reduce Transparency on, \(when) changes the scene in opacity alone and a screen reader perceives nothing new "
                + "\(under): show it with a symbol, shape or text change too, and \(channels)"
        default:
            return "\(when): \(finding.message) \(under); in a spec, accessibility texts read the trigger count, so keep them off the "
                + "animated values and give the Reduce Motion variant the same elements"
        }
    }
}
