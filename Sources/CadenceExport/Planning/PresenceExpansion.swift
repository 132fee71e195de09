/// An `ExportPresence` turned into what every format already exports: boxes around the element
/// (one per transition effect, then one whose opacity says whether the element is there at all) and
/// the channels they follow.
///
/// The boxes are the union of the effects of the scene's insertion and removal and of its
/// reduced-motion variant's (equal effect lists share their boxes); a box not in use at a time
/// holds its identity value (opacity 1, scale 1, offset 0). Channel indices: the scene's own,
/// then one per number of each effect (one for an opacity or a scale, x and y for an offset or a
/// move), then the presence channel.
struct PresenceExpansion: Sendable {
    /// One number of one effect of one effect list.
    struct Slot: Sendable {
        var stack: Int
        var effect: ExportPresence.Effect
        /// 0 for x (or the only number), 1 for y.
        var component: Int
        var channel: Int
    }

    /// The distinct effect lists, each outermost first.
    let stacks: [[ExportPresence.Effect]]
    /// What each list is for, for channel names: `insertion`, `removal`, `insertion/removal`, …
    let roles: [String]
    let slots: [Slot]
    /// The channel of the box that hides the element before its insertion and after its removal.
    let presenceChannel: Int
    /// The element's own box, in points: what a move is relative to.
    let size: (width: Double, height: Double)

    /// Every channel the transition adds.
    var channels: [Int] { slots.map(\.channel) + [presenceChannel] }

    /// The scene with the presence's boxes and channels added (and its reduced-motion variant's),
    /// its duration (and the variant's) reaching the end of the last change; nil when the scene has
    /// no presence.
    static func expand(_ scene: inout ExportScene) -> PresenceExpansion? {
        guard let presence = scene.presence else { return nil }
        let tail = presence.changes.isEmpty ? 0 : Self.tail
        let reducedPresence = scene.reducedMotion.map { $0.presence ?? presence }
        var stacks: [[ExportPresence.Effect]] = []
        for list in [presence.insertion, presence.removal] + [reducedPresence?.insertion, reducedPresence?.removal].compactMap({ $0 })
        where !list.isEmpty && !stacks.contains(list) {
            stacks.append(list)
        }
        let roles = stacks.map { stack -> String in
            var names: [String] = []
            if presence.insertion == stack { names.append("insertion") }
            if presence.removal == stack { names.append("removal") }
            if let reduced = reducedPresence {
                if reduced.insertion == stack, presence.insertion != stack { names.append("reduced insertion") }
                if reduced.removal == stack, presence.removal != stack { names.append("reduced removal") }
            }
            return names.joined(separator: "/")
        }
        let root = SceneLayout.layout(scene)
        var slots: [Slot] = []
        var next = scene.channels.count
        for (index, stack) in stacks.enumerated() {
            for effect in stack {
                let components: Int
                switch effect {
                case .opacity, .scale: components = 1
                case .offset, .move: components = 2
                }
                for component in 0..<components {
                    slots.append(Slot(stack: index, effect: effect, component: component, channel: next))
                    next += 1
                }
            }
        }
        let expansion = PresenceExpansion(stacks: stacks, roles: roles, slots: slots, presenceChannel: next, size: (root.width, root.height))
        // Innermost first: the first stack innermost, each stack's first effect outermost in it.
        for (index, stack) in stacks.enumerated() {
            for effect in stack.reversed() {
                let own = slots.filter { $0.stack == index && $0.effect == effect }.map(\.channel)
                switch effect {
                case .opacity: scene.content.modifiers.append(.opacity(.channel(own[0])))
                case .scale(_, let anchor): scene.content.modifiers.append(.scale(x: .channel(own[0]), y: .channel(own[0]), anchor: anchor))
                case .offset, .move: scene.content.modifiers.append(.offset(x: .channel(own[0]), y: .channel(own[1])))
                }
            }
        }
        scene.content.modifiers.append(.opacity(.channel(expansion.presenceChannel)))
        // One frame past the last change, so a removal's last jump lies inside the animation.
        scene.duration = max(scene.duration, presence.end + tail)
        scene.channels += expansion.channels(for: presence, duration: scene.duration)
        if var reduced = scene.reducedMotion, let reducedPresence {
            reduced.duration = max(reduced.duration, reducedPresence.end + tail)
            reduced.channels += expansion.channels(for: reducedPresence, duration: reduced.duration)
            scene.reducedMotion = reduced
        }
        return expansion
    }

    /// The added channels (in slot order, then the presence channel) playing `presence`.
    func channels(for presence: ExportPresence, duration: Double) -> [ExportChannel] {
        let stackOf = { (change: ExportPresence.Change) -> Int? in
            self.stacks.firstIndex(of: change.usesRemoval ? presence.removal : presence.insertion)
        }
        var channels: [ExportChannel] = slots.map { slot in
            let changes = presence.changes.filter { $0.duration > 0 && stackOf($0) == slot.stack }
            return channel(slot, changes: changes)
        }
        channels.append(Self.presenceChannel(presence))
        return channels
    }

    /// The value of one number of an effect at a progress (1: identity).
    func value(_ slot: Slot, progress: Double) -> Double {
        switch slot.effect {
        case .opacity: return progress
        case .scale(let factor, _): return factor + (1 - factor) * progress
        case .offset(let x, let y): return (slot.component == 0 ? x : y) * (1 - progress)
        case .move(let x, let y): return (slot.component == 0 ? x * size.width : y * size.height) * (1 - progress)
        }
    }

    private func channel(_ slot: Slot, changes: [ExportPresence.Change]) -> ExportChannel {
        let identity = value(slot, progress: 1)
        let name = "transition " + roles[slot.stack] + " " + Self.name(of: slot)
        let expansion = self
        let reference: @Sendable (Double) -> Double = { time in
            for change in changes where change.start < time && time <= change.end {
                return expansion.value(slot, progress: change.progress(time - change.start))
            }
            return identity
        }
        var segments: [ExportSegment] = []
        var cursor = 0.0, current = identity
        for (index, change) in changes.enumerated() {
            if change.start > cursor {
                if current != identity {
                    segments.append(ExportSegment(start: cursor, duration: 0, startValue: current, endValue: identity, shape: .curve(.linear)))
                    current = identity
                }
                segments.append(ExportSegment(start: cursor, duration: change.start - cursor, startValue: identity, endValue: identity, shape: .hold))
            }
            let first = value(slot, progress: change.progress(0)), last = value(slot, progress: change.progress(change.duration))
            if first != current {
                segments.append(ExportSegment(start: change.start, duration: 0, startValue: current, endValue: first, shape: .curve(.linear)))
            }
            segments.append(ExportSegment(start: change.start, duration: change.duration, startValue: first, endValue: last, shape: .sampled))
            current = last
            cursor = change.end
            let followed = index + 1 < changes.count && changes[index + 1].start <= change.end
            if !followed, current != identity {
                segments.append(ExportSegment(start: cursor, duration: 0, startValue: current, endValue: identity, shape: .curve(.linear)))
                current = identity
            }
        }
        return ExportChannel(name: name, unit: Self.unit(of: slot.effect), segments: segments, reference: reference)
    }

    /// 1 while the element is there, 0 before its insertion and after its removal; jumps at once.
    private static func presenceChannel(_ presence: ExportPresence) -> ExportChannel {
        let changes = presence.changes, initial = presence.initiallyPresent
        let reference: @Sendable (Double) -> Double = { time in
            var present = initial
            for change in changes {
                if change.kind == .insertion, change.start < time { present = true }
                if change.kind == .removal, change.completes, change.end < time { present = false }
            }
            return present ? 1 : 0
        }
        var segments: [ExportSegment] = []
        var current = initial ? 1.0 : 0.0, cursor = 0.0
        var jumps: [(Double, Double)] = []
        for change in changes {
            if change.kind == .insertion { jumps.append((change.start, 1)) }
            if change.kind == .removal, change.completes { jumps.append((change.end, 0)) }
        }
        for (time, value) in jumps.sorted(by: { $0.0 < $1.0 }) where value != current {
            if time > cursor {
                segments.append(ExportSegment(start: cursor, duration: time - cursor, startValue: current, endValue: current, shape: .hold))
            }
            segments.append(ExportSegment(start: time, duration: 0, startValue: current, endValue: value, shape: .curve(.linear)))
            current = value
            cursor = time
        }
        return ExportChannel(name: presenceName, unit: .opacity, segments: segments, reference: reference)
    }

    /// Seconds the export goes on after the last change: one Lottie frame.
    static let tail = 1.0 / 60

    /// The presence channel's name (and its Lottie layer's).
    static let presenceName = "transition presence"

    private static func unit(of effect: ExportPresence.Effect) -> ExportUnit {
        switch effect {
        case .opacity: return .opacity
        case .scale: return .factor
        case .offset, .move: return .points
        }
    }

    private static func name(of slot: Slot) -> String {
        switch slot.effect {
        case .opacity: return "opacity"
        case .scale: return "scale"
        case .offset: return slot.component == 0 ? "offset.x" : "offset.y"
        case .move: return slot.component == 0 ? "move.x" : "move.y"
        }
    }

    /// The spans (seconds) over which the presence channel is 1, from 0 through `duration`: read
    /// between each two of its segment boundaries (the channel only jumps).
    static func visibleSpans(_ channel: ExportChannel, duration: Double) -> [(start: Double, end: Double)] {
        var cuts: Set<Double> = [0, duration]
        for segment in channel.segments where segment.start > 0 && segment.start < duration { cuts.insert(segment.start) }
        let times = cuts.sorted()
        var spans: [(start: Double, end: Double)] = []
        for (start, end) in zip(times, times.dropFirst()) where channel.reference((start + end) / 2) > 0.5 {
            if let last = spans.last, last.end == start {
                spans[spans.count - 1].end = end
            } else {
                spans.append((start, end))
            }
        }
        return spans
    }
}
