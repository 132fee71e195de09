extension AccessibilityAudit {
    /// The steps that run at one time, audited as one trigger.
    struct Trigger {
        var time: Double
        var steps: [Step]

        var description: String { steps.map(\.event.description).joined(separator: " + ") }

        /// Groups steps by time, in time order; steps at the same time keep their order.
        static func grouping(_ steps: [Step]) -> [Trigger] {
            let ordered = steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
            var triggers: [Trigger] = []
            for step in ordered {
                if let last = triggers.last, last.time == step.time {
                    triggers[triggers.count - 1].steps.append(step)
                } else {
                    triggers.append(Trigger(time: step.time, steps: [step]))
                }
            }
            return triggers
        }
    }

    /// What the audit keeps of one frame.
    struct Frame {
        /// The frame's items as far as the eye can tell them apart (see `DisplayList.Item.visible`).
        var items: [DisplayList.Item]
        var tree: AccessibilityTree
        /// The items whose motion counts: all but those under `accessibilityDecorativeAnimation()`.
        var moving: [DisplayList.Item]

        @MainActor
        init(_ stage: Stage) {
            let list = stage.displayList()
            let snapshot = stage.accessibilitySnapshot()
            let items = list.items.map(\.visible)
            self.items = items
            tree = snapshot.tree
            moving = items.indices.filter { !snapshot.decorativeItems.contains($0) }.map { items[$0] }
        }
    }

    /// The scene played once, under one setting.
    @MainActor
    struct AuditRun {
        let audit: AccessibilityAudit
        let settings: AccessibilitySettings
        let environment: EnvironmentValues
        let triggers: [Trigger]
        let makeStage: (EnvironmentValues) -> Stage
        private(set) var findings: [AccessibilityFinding] = []
        private(set) var issues: [String] = []

        init(audit: AccessibilityAudit, settings: AccessibilitySettings, environment: EnvironmentValues, triggers: [Trigger], makeStage: @escaping (EnvironmentValues) -> Stage) {
            self.audit = audit
            self.settings = settings
            self.environment = environment
            self.triggers = triggers
            self.makeStage = makeStage
        }

        mutating func play() -> [AccessibilityAuditReport.Observation] {
            let stage = makeStage(environment)
            var observations: [AccessibilityAuditReport.Observation] = []
            for index in triggers.indices {
                observations.append(observe(index, on: stage))
            }
            issues += stage.issues.map(\.message)
            return observations
        }

        /// Runs trigger `index` on `stage` and watches what follows.
        private mutating func observe(_ index: Int, on stage: Stage) -> AccessibilityAuditReport.Observation {
            let trigger = triggers[index]
            let start = max(trigger.time, stage.time)
            let nextTrigger = index + 1 < triggers.count ? triggers[index + 1].time : .infinity

            // The frame just before, to see whether something is moving already.
            var lead: Frame?
            let leadTime = start - 1 / audit.fps
            if leadTime > stage.time {
                stage.advance(to: leadTime)
                lead = Frame(stage)
            }
            stage.advance(to: start)
            let before = Frame(stage)
            let alreadyMoving = stage.nextFrameTime != nil || (lead.map { $0.moving != before.moving } ?? false)

            let eventCount = stage.accessibilityEvents.count
            for step in trigger.steps {
                stage.schedule(step.event, at: start)
            }
            stage.advance(by: 0)

            // Something was moving already: replay the scene without this trigger, and count only
            // the motion that differs from it.
            let baseline = alreadyMoving ? replay(upTo: index, at: start) : nil
            var frames = [Frame(stage)]
            var baselineFrames = baseline.map { [Frame($0)] } ?? []
            var frameIndex = 1
            while true {
                let time = start + Double(frameIndex) / audit.fps
                guard time < nextTrigger, time <= start + audit.settleLimit else { break }
                stage.advance(to: time)
                frames.append(Frame(stage))
                if let baseline {
                    baseline.advance(to: time)
                    baselineFrames.append(Frame(baseline))
                }
                frameIndex += 1
                let idle = stage.nextFrameTime == nil && baseline?.nextFrameTime == nil
                if idle && frames[frames.count - 1].moving == frames[frames.count - 2].moving
                    && (baseline == nil || baselineFrames[baselineFrames.count - 1].moving == baselineFrames[baselineFrames.count - 2].moving) {
                    break
                }
            }

            let motionEnd = Self.lastMotion(frames, baseline: baselineFrames).map { start + Double($0) / audit.fps }
            let settled = frames[frames.count - 1]
            let reference = baselineFrames.last ?? before
            var events = Array(stage.accessibilityEvents[eventCount...])
            if let baseline {
                // What the scene delivers anyway, without the trigger, is not the trigger's doing.
                for event in baseline.accessibilityEvents where event.time >= start {
                    if let match = events.firstIndex(of: event) { events.remove(at: match) }
                }
            }
            let observation = AccessibilityAuditReport.Observation(
                settings: settings, time: trigger.time, trigger: trigger.description, motionEnd: motionEnd,
                settledTree: settled.tree,
                treeChanged: settled.tree.perceivedElements != reference.tree.perceivedElements,
                announcements: events.compactMap(\.announcement), feedback: events.compactMap(\.feedback)
            )
            check(observation, settled: settled.items, reference: reference.items)
            return observation
        }

        /// A fresh stage that played the triggers before `index`, brought to `time`.
        private func replay(upTo index: Int, at time: Double) -> Stage {
            let stage = makeStage(environment)
            for trigger in triggers[..<index] {
                for step in trigger.steps { stage.schedule(step.event, at: trigger.time) }
            }
            stage.advance(to: time)
            return stage
        }

        /// The index of the last frame that moved: whose moving items differ from the frame before's
        /// (frame 0 is the trigger's immediate effect, not motion). With a baseline, a frame moved only
        /// when its change differs from the baseline's change over the same step, so a loop that goes
        /// on does not count, and neither does motion the trigger stopped (nothing changes then).
        static func lastMotion(_ frames: [Frame], baseline: [Frame]) -> Int? {
            guard frames.count > 1 else { return nil }
            return (1..<frames.count).last { index in
                let change = difference(frames[index].moving, frames[index - 1].moving)
                guard !change.isEmpty else { return false }
                return baseline.isEmpty || change != difference(baseline[index].moving, baseline[index - 1].moving)
            }
        }

        /// The items of `items` not matched in `other`, and of `other` not matched in `items`, counted.
        private static func difference(_ items: [DisplayList.Item], _ other: [DisplayList.Item]) -> [DisplayList.Item: Int] {
            var counts: [DisplayList.Item: Int] = [:]
            for item in items { counts[item, default: 0] += 1 }
            for item in other { counts[item, default: 0] -= 1 }
            return counts.filter { $0.value != 0 }
        }

        private mutating func check(_ observation: AccessibilityAuditReport.Observation, settled: [DisplayList.Item], reference: [DisplayList.Item]) {
            func report(_ kind: AccessibilityFinding.Kind, _ message: String) {
                findings.append(AccessibilityFinding(kind: kind, time: observation.time, trigger: observation.trigger, settings: settings, message: message))
            }
            if let end = observation.motionEnd, !observation.isPerceived {
                report(.motionIsTheOnlyChannel, "the picture moves until t=\(DisplayNumber(end)), but a screen reader perceives nothing new "
                    + "(no label, value, trait or element changes; nothing is announced). Change a label or value, post "
                    + "AccessibilityNotification.Announcement, or mark ornamental motion .accessibilityDecorativeAnimation().")
            }
            guard !observation.isPerceived, settled != reference, settled.count == reference.count else { return }
            let onlyColours = settled.map(\.colorless) == reference.map(\.colorless)
            let onlyOpacity = settled.map(\.opaque) == reference.map(\.opaque)
            if settings.differentiateWithoutColor && onlyColours && !onlyOpacity {
                report(.colorIsTheOnlyChannel, "the new state differs from the old one in colour alone. With Differentiate Without "
                    + "Colour on, also change a symbol, a shape or a text, and a label or value for screen readers.")
            }
            if settings.reduceTransparency && onlyOpacity {
                report(.transparencyIsTheOnlyChannel, "the new state differs from the old one in opacity alone. With Reduce "
                    + "Transparency on, show it with a shape, symbol or text change, and a label or value for screen readers.")
            }
        }
    }
}
