import Cadence
import CadenceExport
import CadenceUI

/// A spec's scene and motion as an `ExportScene`: one channel per animated number a modifier is
/// bound to, in the modifier's units (degrees for rotations), read from the spec's timeline or
/// phase schedule, and the scene's element with its modifiers. What `cadence export` exports.
///
/// ```swift
/// var builder = try SpecSceneBuilder(spec: spec, reduceMotion: false, bounds: ErrorBounds())
/// let result = try Exporter.export(builder.build(), format: .css, notes: builder.notes)
/// ```
package struct SpecSceneBuilder {
    let spec: AnimationSpec
    let scene: SceneSpec
    let reduceMotion: Bool
    let bounds: ErrorBounds
    /// Measures the scene's texts (the renderer's measurer on the command line).
    let textMeasurer: any TextMeasurer & Sendable
    /// What the export leaves out, for the report.
    package private(set) var notes: [String] = []
    /// (property, component, unit) of each channel, in order.
    private var keys: [ChannelKey] = []

    struct ChannelKey: Hashable {
        var property: Int
        var component: Int
        var unit: ExportUnit
    }

    /// The most loops a repeating spec is followed for before its loop is taken as settled.
    static let maximumLoops = 24

    /// - Throws: `ExportError` for a spec without a scene.
    package init(spec: AnimationSpec, reduceMotion: Bool, bounds: ErrorBounds,
                 textMeasurer: any TextMeasurer & Sendable = ApproximateTextMeasurer()) throws(ExportError) {
        guard let scene = spec.scene else {
            throw ExportError("\(spec.file): expected a \"scene\" section to export: the view the animation moves, with modifiers bound to its properties, e.g. \"scene\": {\"content\": {\"symbol\": \"heart.fill\", \"modifiers\": [{\"scaleEffect\": \"scale\"}, {\"rotationEffect\": \"rotation\"}]}} (see the README's \"Spec files\")")
        }
        self.spec = spec
        self.scene = scene
        self.reduceMotion = reduceMotion
        self.bounds = bounds
        self.textMeasurer = textMeasurer
    }

    /// The scene; `notes` then holds what it leaves out.
    package mutating func build() throws -> ExportScene {
        let content = try element(scene.content, inherited: (font: nil, color: nil))
        var motion = try channels()
        if keys.isEmpty { motion.duration = 0 }
        let presence = presence(reduced: reduceMotion)
        let delay = presence == nil ? 0 : scriptDelay()
        if delay == nil {
            // Never triggered: the stage shows the animator's first state throughout.
            motion.channels = motion.channels.map { .constant($0.value(at: 0), name: $0.name, unit: $0.unit) }
            motion.duration = 0
        } else if let delay, delay > 0 {
            motion.channels = motion.channels.map { channel in
                ExportChannel.constant(channel.value(at: 0), name: channel.name, unit: channel.unit).appending(channel, at: delay)
            }
            motion.duration += delay
        }
        let background = scene.background.map { color($0) }
        return ExportScene(name: spec.name ?? spec.file, width: scene.width, height: scene.height,
                           background: background, content: content, channels: motion.channels,
                           duration: motion.duration, loopStart: motion.loopStart,
                           reducedMotion: try reducedMotion(motion), presence: presence,
                           textMeasurer: textMeasurer)
    }

    /// When the animator starts on a scene that plays its insertions and removals on the
    /// timeline: at the first trigger of a triggered spec (noting the triggers after it and the
    /// events the export cannot play), at 0 for a repeating one; nil when it is never triggered.
    private mutating func scriptDelay() -> Double? {
        if !reduceMotion {
            let ignored = Set(scene.events.map(\.kind)).subtracting([.trigger, .insert, .remove]).map(\.rawValue).sorted()
            if !ignored.isEmpty {
                notes.append("the scene's \(ignored.joined(separator: ", ")) events are not exported: the export plays the animator, its insertions and removals, and follows the visitor's reduced-motion setting")
            }
        }
        guard spec.mode == .trigger else { return 0 }
        let triggers = scene.events.filter { $0.kind == .trigger }
        if triggers.count > 1, !reduceMotion {
            notes.append("only the first trigger (at \(formatNumber(triggers[0].time, decimals: 3)) s) is exported: the export plays the animator once")
        }
        return triggers.first?.time
    }

    /// What plays with Reduce Motion on, beside the full animation: the spec's policy and the
    /// channels it plays (the same channels, built by a builder with Reduce Motion on). Nil when
    /// this build is the Reduce Motion one already, or when the spec made no choice or chose
    /// `ignore` (both noted).
    private mutating func reducedMotion(_ motion: Motion) throws -> ExportReducedMotion? {
        guard !reduceMotion else { return nil }
        // The scene's transition policy, when it changes anything, asks for a variant of its own.
        var reducedPresence: ExportPresence?
        if presence(reduced: false) != nil {
            switch scene.reduceMotion?.transitions {
            case .crossFade?, .disabled?: reducedPresence = presence(reduced: true)
            case .ignore?: notes.append("the scene's transition Reduce Motion policy is ignore: its insertions and removals play the same with reduced motion")
            case nil: notes.append("the scene makes no Reduce Motion choice for its transition (\"reduceMotion\": {\"transitions\": …}), so its insertions and removals play the same with reduced motion")
            }
        }
        let transitionsOnly = ExportReducedMotion(presentation: .keyframes, channels: motion.channels, duration: motion.duration,
                                                  loopStart: motion.loopStart, presence: reducedPresence)
        guard !keys.isEmpty else { return reducedPresence == nil ? nil : transitionsOnly }
        guard let choice = spec.reduceMotion else {
            notes.append("the spec makes no Reduce Motion choice (\"reduceMotion\"), so the export plays the same with reduced motion")
            return reducedPresence == nil ? nil : transitionsOnly
        }
        guard choice.policy != .ignore else {
            notes.append("the spec's Reduce Motion policy is ignore: the export plays the same with reduced motion")
            return reducedPresence == nil ? nil : transitionsOnly
        }
        var builder = try SpecSceneBuilder(spec: spec, reduceMotion: true, bounds: bounds, textMeasurer: textMeasurer)
        let reduced = try builder.build()
        let presentation: ExportReducedMotion.Presentation
        if choice.policy == .crossFade {
            presentation = .crossFade(duration: Self.crossFadeDuration)
        } else {
            presentation = reduced.duration > 0 ? .keyframes : .finalState
        }
        return ExportReducedMotion(presentation: presentation, channels: reduced.channels, duration: reduced.duration,
                                   loopStart: reduced.loopStart, presence: reducedPresence)
    }

    /// How long an animator's Reduce Motion cross-fade lasts, in seconds: CadenceUI's default.
    static let crossFadeDuration = 0.2

    // MARK: Elements

    private typealias Environment = (font: SceneModifier.Kind?, color: SceneColor?)

    private mutating func element(_ element: SceneElement, inherited: Environment) throws -> ExportElement {
        // Environment modifiers reach everything inside them: the innermost one wins for the
        // element itself; an overlay sees those after it in the chain, then the inherited ones.
        func environment(after index: Int) -> Environment {
            var result = inherited
            for modifier in element.modifiers[index...].reversed() {
                if case .font = modifier.kind { result.font = modifier.kind }
                if case .foregroundStyle(let c) = modifier.kind { result.color = c }
            }
            return result
        }
        let own = environment(after: 0)
        let fontSize: Double
        var bold = false
        switch own.font {
        case .font(let size, let weight, let style)?:
            fontSize = size ?? Self.textStyleSizes[style ?? "body"] ?? 17
            bold = ["semibold", "bold", "heavy", "black"].contains(weight ?? (style == "headline" ? "semibold" : "regular"))
        default:
            fontSize = 17
        }
        let fill = own.color.map { color($0) } ?? ExportColor(red: 0, green: 0, blue: 0)
        let content: ExportElement.Content
        switch element.kind {
        case .symbol(let name):
            // `Image(systemName:)` as the scene view draws it: its font's size, not resizable, so a
            // `frame` places it and does not stretch it (as `cadence render` and SwiftUI draw it).
            content = .symbol(SymbolShape.named(name)!, pointSize: fontSize, resizable: false)
        case .shape(let name, let radius):
            let shapes: [String: ExportShape] = ["circle": .circle, "ellipse": .ellipse, "capsule": .capsule, "rectangle": .rectangle,
                                                 "roundedRectangle": .roundedRectangle(cornerRadius: radius)]
            content = .shape(shapes[name] ?? .rectangle)
        case .text(let text):
            content = .text(text, size: fontSize, bold: bold)
        }
        var modifiers: [ExportModifier] = []
        for (index, modifier) in element.modifiers.enumerated() {
            switch modifier.kind {
            case .font, .foregroundStyle, .accessibility:
                continue
            case .frame(let width, let height):
                modifiers.append(.frame(width: width, height: height))
            case .padding(let amount):
                modifiers.append(.padding(amount))
            case .scaleEffect(let x, let y, let uniform, let anchor):
                if case .property(let p)? = uniform, spec.properties[p].type == .size {
                    modifiers.append(.scale(x: value(.property(p), component: 0, unit: .factor),
                                            y: value(.property(p), component: 1, unit: .factor), anchor: Self.unitPoint(anchor)))
                } else {
                    modifiers.append(.scale(x: value(x, unit: .factor), y: value(y, unit: .factor), anchor: Self.unitPoint(anchor)))
                }
            case .rotationEffect(let angle, let anchor):
                modifiers.append(.rotation(degrees: value(angle, unit: .degrees), anchor: Self.unitPoint(anchor)))
            case .offset(let x, let y, let point):
                if let point {
                    modifiers.append(.offset(x: value(point, component: 0, unit: .points), y: value(point, component: 1, unit: .points)))
                } else {
                    modifiers.append(.offset(x: value(x, unit: .points), y: value(y, unit: .points)))
                }
            case .opacity(let argument):
                modifiers.append(.opacity(value(argument, unit: .opacity)))
            case .blur(let radius):
                modifiers.append(.blur(radius: value(radius, unit: .points)))
            case .overlay(let overlay, let alignment):
                modifiers.append(.overlay(try self.element(overlay, inherited: environment(after: index + 1)),
                                          alignment: Self.unitPoint(alignment)))
            }
        }
        return ExportElement(content: content, color: fill, modifiers: modifiers)
    }

    /// A literal, or the channel of a property's component (made on first use).
    private mutating func value(_ argument: SceneArgument, component: Int = 0, unit: ExportUnit) -> ExportValue {
        switch argument {
        case .literal(let components):
            let number = components.indices.contains(component) ? components[component] : components.first ?? 0
            return .constant(unit == .degrees ? number * 180 / Double.pi : number)
        case .property(let property):
            let key = ChannelKey(property: property, component: component, unit: unit)
            if let index = keys.firstIndex(of: key) { return .channel(index) }
            keys.append(key)
            return .channel(keys.count - 1)
        }
    }

    private mutating func color(_ color: SceneColor) -> ExportColor {
        switch color {
        case .named(let name):
            let c = Self.namedColors[name] ?? (0, 0, 0, 1)
            return ExportColor(red: c.0 / 255, green: c.1 / 255, blue: c.2 / 255, alpha: c.3)
        case .literal(let c):
            return ExportColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        case .property(let index):
            let c = spec.properties[index].initial
            let note = "the colour property \"\(spec.properties[index].name)\" is exported at its initial value: exports animate transforms and opacity"
            if !notes.contains(note) { notes.append(note) }
            return ExportColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
    }

    // MARK: Channels

    private struct Motion {
        var channels: [ExportChannel]
        var duration: Double
        var loopStart: Double?
    }

    /// The content played: the spec's, or with Reduce Motion its policy's (nil: hold still at
    /// the returned time).
    private func playedContent() -> (AnimationSpec.Content?, holdAt: Double) {
        guard reduceMotion, let choice = spec.reduceMotion, choice.policy != .ignore else { return (spec.content, 0) }
        if spec.mode == .repeating { return (nil, 0) }
        if let variant = choice.variant { return (variant, 0) }
        return (nil, .infinity)
    }

    private mutating func channels() throws -> Motion {
        let (content, holdAt) = playedContent()
        switch content {
        case .keyframes(let tracks)?:
            return try keyframeChannels(tracks)
        case .phases(let phases)?:
            return try phaseChannels(phases)
        case nil:
            return heldChannels(at: holdAt)
        }
    }

    private func name(_ key: ChannelKey) -> String {
        let property = spec.properties[key.property]
        let components = property.type.componentNames
        guard property.type == .point || property.type == .size else { return property.name }
        return property.name + "." + components[key.component]
    }

    /// Under Reduce Motion without a variant: the state at `time` (0 or the end), constant.
    private func heldChannels(at time: Double) -> Motion {
        var values: [[Double]]
        if case .keyframes(let tracks) = spec.content {
            let held = spec.timeline(tracks, from: spec.initialValues).value(time: time)
            values = spec.properties.map { held.components(of: $0) }
        } else if case .phases(let phases) = spec.content {
            values = phases[0].values
        } else {
            values = spec.properties.map(\.initial)
        }
        let channels = keys.map { key in
            ExportChannel.constant(Self.convert(values[key.property][key.component], key.unit, spec.properties[key.property].type),
                                   name: name(key), unit: key.unit)
        }
        return Motion(channels: channels, duration: 0, loopStart: nil)
    }

    /// A number of a property in a channel's unit (angles are stored in radians).
    private static func convert(_ stored: Double, _ unit: ExportUnit, _ type: PropertyType) -> Double {
        type == .angle ? stored * 180 / Double.pi : stored
    }

    private mutating func keyframeChannels(_ tracks: [SpecTrack]) throws -> Motion {
        let first = spec.timeline(tracks, from: spec.initialValues)
        let duration = first.duration
        var loops = [first]
        var loopStart: Double?
        if spec.mode == .repeating, duration > 0 {
            let zero = SpecValues(properties: spec.properties.map { var p = $0; p.initial = p.initial.map { _ in 0 }; return p })
            var starts: [(SpecValues, SpecValues)] = [(spec.initialValues, zero)]
            var drift = Double.infinity
            while loops.count <= Self.maximumLoops {
                let previous = loops[loops.count - 1]
                let start = previous.value(time: duration), velocity = previous.velocity(time: duration)
                let next = (start, velocity.applied(to: zero))
                if let last = starts.last, last.0 == next.0, last.1 == next.1 { drift = 0; break }
                starts.append(next)
                let timeline = spec.timeline(tracks, from: start, velocity: velocity)
                drift = loopDifference(previous, timeline, duration: duration)
                if drift <= 1.0 / 16 { break }
                loops.append(timeline)
            }
            loopStart = Double(loops.count - 1) * duration
            if drift > 0 {
                let note = "each loop starts where the last one ended; later loops differ from the exported one by at most \(Self.share(drift)) of the error bound"
                notes.append(note)
            }
        }
        var channels: [ExportChannel] = []
        for key in keys {
            let property = spec.properties[key.property]
            let (track, component, factor) = writer(of: key, tracks: tracks)
            let index = key.component, type = property.type, unit = key.unit
            var channel: ExportChannel?
            for (number, timeline) in loops.enumerated() {
                let loop = ExportChannel(name: name(key), unit: unit, timeline: timeline, track: track, component: component,
                                         factor: factor, duration: duration) { values in
                    Self.convert(values.components(of: property)[index], unit, type)
                }
                channel = channel.map { $0.appending(loop, at: Double(number) * duration) } ?? loop
            }
            channels.append(channel!)
        }
        return Motion(channels: channels, duration: duration * Double(loops.count), loopStart: loopStart)
    }

    /// The largest difference between two loops over the exported channels, as a share of the
    /// channels' error bounds.
    private func loopDifference(_ a: KeyframeTimeline<SpecValues>, _ b: KeyframeTimeline<SpecValues>, duration: Double) -> Double {
        var worst = 0.0
        let steps = Int(duration * 240) + 1
        for step in 0...steps {
            let time = duration * Double(step) / Double(steps)
            let va = a.value(time: time), vb = b.value(time: time)
            for key in keys {
                let property = spec.properties[key.property]
                let difference = abs(Self.convert(va.components(of: property)[key.component], key.unit, property.type)
                                     - Self.convert(vb.components(of: property)[key.component], key.unit, property.type))
                worst = max(worst, difference / bounds.bound(for: key.unit))
            }
        }
        return worst
    }

    /// The track that writes a channel's number (the last one, as the last one wins), which
    /// component of its data holds it, and the factor to the channel's unit.
    private func writer(of key: ChannelKey, tracks: [SpecTrack]) -> (Int?, Int, Double) {
        let property = spec.properties[key.property]
        for (index, track) in tracks.enumerated().reversed() {
            switch track.target {
            case .whole(let p) where p == key.property:
                return (index, key.component, property.type == .angle ? 180 / Double.pi : 1)
            case .component(let p, let name) where p == key.property:
                if property.type == .angle { return (index, 0, name == "radians" ? 180 / Double.pi : 1) }
                if property.type.componentNames.firstIndex(of: name) == key.component { return (index, 0, 1) }
            default:
                continue
            }
        }
        return (nil, 0, 1)
    }

    private mutating func phaseChannels(_ phases: [SpecPhase]) throws -> Motion {
        let once = try PhaseSchedule(phases: phases, repeating: spec.mode == .repeating, horizon: 0, file: spec.file)
        let cycle = once.duration
        var duration = cycle
        var loopStart: Double?
        var schedule = once
        if spec.mode == .repeating, cycle > 0 {
            schedule = try PhaseSchedule(phases: phases, repeating: true, horizon: cycle * Double(Self.maximumLoops + 2), file: spec.file)
            var loop = 0
            var drift = Double.infinity
            while loop < Self.maximumLoops {
                drift = cycleDifference(schedule, from: Double(loop) * cycle, to: Double(loop + 1) * cycle, length: cycle)
                if drift <= 1.0 / 16 { break }
                loop += 1
            }
            loopStart = Double(loop) * cycle
            duration = Double(loop + 1) * cycle
            if drift > 0 {
                notes.append("the phase cycles differ slightly (springs carry velocity); later cycles differ from the exported one by at most \(Self.share(drift)) of the error bound")
            }
        }
        let reference = schedule
        let changes = schedule.steps.map(\.start).filter { $0 > 0 && $0 < duration }
        let cuts = [0] + changes + [duration]
        let channels = keys.map { key -> ExportChannel in
            let type = spec.properties[key.property].type
            let value: @Sendable (Double) -> Double = { time in
                Self.convert(reference.value(at: time)[key.property][key.component], key.unit, type)
            }
            let segments = zip(cuts, cuts.dropFirst()).filter { $0.1 > $0.0 }.map { start, end in
                ExportSegment(start: start, duration: end - start, startValue: value(start), endValue: value(end), shape: .sampled)
            }
            return ExportChannel(name: name(key), unit: key.unit, segments: segments, reference: value)
        }
        return Motion(channels: channels, duration: duration, loopStart: loopStart)
    }

    private func cycleDifference(_ schedule: PhaseSchedule, from a: Double, to b: Double, length: Double) -> Double {
        var worst = 0.0
        let steps = Int(length * 240) + 1
        for step in 0...steps {
            let offset = length * Double(step) / Double(steps)
            let va = schedule.value(at: a + offset), vb = schedule.value(at: b + offset)
            for key in keys {
                worst = max(worst, abs(va[key.property][key.component] - vb[key.property][key.component])
                                * (key.unit == .degrees ? 180 / Double.pi : 1) / bounds.bound(for: key.unit))
            }
        }
        return worst
    }

    /// A share as a percentage: "6.2 %".
    static func share(_ value: Double) -> String { formatNumber(value * 100, decimals: 1) + " %" }

    // MARK: Tables

    /// The view layer's point for a spec anchor name: the same mapping the spec's scene view uses.
    static func unitPoint(_ name: String) -> UnitPoint {
        SceneElementView.unitPoint(name)
    }

    /// Apple's text style sizes at the default Dynamic Type setting, in points.
    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "subheadline": 15, "body": 17,
        "callout": 16, "footnote": 13, "caption": 12, "caption2": 11,
    ]

    /// SwiftUI's named colours, light mode, as Apple publishes them (sRGB 0–255, opacity).
    package static let namedColors: [String: (Double, Double, Double, Double)] = [
        "black": (0, 0, 0, 1), "blue": (0, 122, 255, 1), "brown": (162, 132, 94, 1), "clear": (0, 0, 0, 0),
        "cyan": (50, 173, 230, 1), "gray": (142, 142, 147, 1), "green": (52, 199, 89, 1), "indigo": (88, 86, 214, 1),
        "mint": (0, 199, 190, 1), "orange": (255, 149, 0, 1), "pink": (255, 45, 85, 1), "primary": (0, 0, 0, 1),
        "purple": (175, 82, 222, 1), "red": (255, 59, 48, 1), "secondary": (60, 60, 67, 0.6), "teal": (48, 176, 199, 1),
        "white": (255, 255, 255, 1), "yellow": (255, 204, 0, 1),
    ]
}
