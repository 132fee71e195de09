import CadenceUI

/// A spec's scene hosted on a `Stage`: `SceneView` at the scene's size, with the scripted events
/// scheduled (a `trigger` increments the animator's trigger and posts the scene's announcements,
/// `reduceMotionOn`/`Off` set `accessibilityReduceMotion`, `show`/`hide` show and hide the root,
/// `insert`/`remove` set `sceneInserted` in `withAnimation`), and how long a recording of it should
/// last by default. `lint` hands `makeStage(environment:scheduling:)` to `AccessibilityAudit`.
///
/// ```swift
/// let scene = try SceneStage(spec: spec, events: nil, reduceMotion: false)
/// let stage = scene.makeStage()
/// let sequence = try StageRecorder().record(stage, duration: scene.duration, playback: scene.playback)
/// ```
package struct SceneStage: Sendable {
    package let spec: AnimationSpec
    package let scene: SceneSpec
    package let events: [SceneEvent]
    package let reduceMotion: Bool
    /// The stage's size in points: the scene's unless overridden.
    package var size: CGSize
    /// Makes the measurer each new stage lays text out with.
    package let textMeasurer: @Sendable () -> any TextMeasurer

    /// - Parameters:
    ///   - scene: the spec's scene (`spec.scene`).
    ///   - events: replaces the scene's events when given.
    ///   - textMeasurer: makes the measurer of each stage `makeStage` builds.
    package init(spec: AnimationSpec, scene: SceneSpec, events: [SceneEvent]?, reduceMotion: Bool,
         textMeasurer: @escaping @Sendable () -> any TextMeasurer) {
        self.spec = spec
        self.scene = scene
        self.events = events ?? scene.events
        self.reduceMotion = reduceMotion
        self.textMeasurer = textMeasurer
        size = CGSize(width: scene.width, height: scene.height)
    }

    /// Whether a recording plays as a loop: a repeating spec whose events are all at its start.
    /// Everything else (a trigger, or a loop with events after its start) plays once, holding the
    /// last frame.
    package var loops: Bool {
        spec.mode == .repeating && events.allSatisfy { $0.time == 0 }
    }

    /// The default length of a recording, in seconds: one loop of a repeating spec; otherwise until a
    /// run started by the last event has finished (the longer of the normal and the Reduce Motion
    /// run, as events may toggle it), or 0 when nothing ever moves.
    package func duration() throws -> Double {
        var run = 0.0
        for reduced in [false, true] {
            let evaluator = try SpecEvaluator(spec: spec, reduceMotion: reduced, horizon: 0)
            run = max(run, evaluator.duration)
        }
        if loops { return run }
        let last = events.last?.time ?? 0
        // A tap or long press that the scene's gestures turn into a trigger counts as one.
        let pointerTriggers = scene.gestures?.triggers == true
        let moves = spec.mode == .repeating || events.contains { $0.kind == .trigger || (pointerTriggers && ($0.kind == .tap || $0.kind == .longPress)) }
        // A transition started by the last insert or remove plays to its end (a cross-fade under
        // Reduce Motion is shorter than any of these, or at most its own duration).
        var transitionEnd = 0.0
        for event in events where event.kind == .insert || event.kind == .remove {
            var length = event.animation.map(Self.finishTime) ?? 0
            if case .crossFade(let fade)? = scene.reduceMotion?.transitions { length = max(length, fade) }
            transitionEnd = max(transitionEnd, event.time + length)
        }
        // A pointer event lasts while the pointer is down; a release animation plays after it.
        var pointerEnd = 0.0
        let release = (scene.gestures?.releases ?? []).map(Self.finishTime).max() ?? 0
        for event in events {
            guard let pointer = event.pointer else { continue }
            pointerEnd = max(pointerEnd, event.time + pointer.duration + release + (moves ? run : 0))
        }
        return max(moves ? last + run : last, transitionEnd, pointerEnd)
    }

    /// When `animation` finishes carrying a value from 0 to 1, in seconds: probed by doubling from
    /// 1/64 s, then bisected to a millisecond; at most 60 s (an animation still running then is cut).
    package static func finishTime(_ animation: Animation) -> Double {
        func finished(at time: Double) -> Bool {
            var context = AnimationContext<Double>()
            return animation.animate(value: 1.0, time: time, context: &context) == nil
        }
        if finished(at: 0) { return 0 }
        var running = 0.0, done = 1.0 / 64
        while !finished(at: done) {
            running = done
            done *= 2
            if done > 60 { return 60 }
        }
        while done - running > 1e-3 {
            let middle = (running + done) / 2
            if finished(at: middle) { done = middle } else { running = middle }
        }
        return done
    }

    /// A new stage at time 0 with the events scheduled.
    /// - Parameters:
    ///   - environment: the stage's environment; by default one with Reduce Motion as this scene says.
    ///   - scheduling: the events to schedule; by default the scene's.
    @MainActor
    package func makeStage(environment: EnvironmentValues? = nil, scheduling: [SceneEvent]? = nil) -> Stage {
        var base = EnvironmentValues()
        base.accessibilityReduceMotion = reduceMotion
        var initial = environment ?? base
        initial.sceneInserted = startsInserted
        let spec = self.spec, scene = self.scene, hostsInsertion = self.hostsInsertion
        let stage = Stage(size: size, environment: initial, textMeasurer: textMeasurer(), startDate: Stage.referenceDate) {
            SceneView(spec: spec, scene: scene, hostsInsertion: hostsInsertion)
        }
        for event in scheduling ?? events {
            stage.schedule(stageEvent(event), at: event.time)
        }
        return stage
    }

    /// What a scripted event does to the stage. A `trigger` is the action of the button a Swift author
    /// would write: the count goes up, then the scene's announcements are posted with the new count.
    package func stageEvent(_ event: SceneEvent) -> StageEvent {
        switch event.kind {
        case .trigger:
            let announcements = self.announcements, initialCount = scene.initialCount
            if announcements.isEmpty { return .updateEnvironment { $0.sceneTrigger += 1 } }
            return .run { stage in
                stage.updateEnvironment { $0.sceneTrigger += 1 }
                let count = initialCount &+ stage.environment.sceneTrigger
                for text in announcements { AccessibilityNotification.Announcement(text.text(count: count)).post() }
            }
        case .show: return .show
        case .hide: return .hide
        case .reduceMotionOn: return .environment(\.accessibilityReduceMotion, true)
        case .reduceMotionOff: return .environment(\.accessibilityReduceMotion, false)
        case .insert, .remove:
            // A state change in `withAnimation`, as a Swift author shows and hides a view.
            let inserted = event.kind == .insert, animation = event.animation
            return .run { stage in
                withAnimation(animation) { stage.updateEnvironment { $0.sceneInserted = inserted } }
            }
        case .tap, .drag, .longPress, .pinch, .rotate:
            return pointerEvent(event.pointer ?? SceneEvent.defaultPointer(event.kind) ?? .tap(at: nil, count: 1))
        }
    }

    /// The stage's pointer event for a scripted one (a point left out is the scene's centre).
    private func pointerEvent(_ pointer: SceneEvent.Pointer) -> StageEvent {
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        switch pointer {
        case .tap(let at, let count): return .tap(at: at ?? centre, count: count)
        case .drag(let from, let to, let duration): return .drag(from: from, to: to, duration: duration)
        case .longPress(let at, let duration): return .longPress(at: at ?? centre, duration: duration)
        case .pinch(let at, let scale, let duration): return .pinch(at: at ?? centre, scale: CGFloat(scale), duration: duration)
        case .rotate(let at, let degrees, let duration): return .rotate(at: at ?? centre, angle: .degrees(degrees), duration: duration)
        }
    }

    /// Whether the content is in at the start: unless the first `insert` or `remove` is an `insert`.
    package var startsInserted: Bool {
        events.first { $0.kind == .insert || $0.kind == .remove }?.kind != .insert
    }

    /// Whether the content can come and go: it has a transition, or the events insert or remove it.
    package var hostsInsertion: Bool {
        scene.content.transition != nil || events.contains { $0.kind == .insert || $0.kind == .remove }
    }

    /// The texts the scene announces on each trigger (`announceOnTrigger`), in the order written.
    package var announcements: [SceneText] { Self.announcements(in: scene.content) }

    /// The texts `content` announces on each trigger (`announceOnTrigger`), in the order written.
    package static func announcements(in content: SceneElement) -> [SceneText] {
        func texts(_ element: SceneElement) -> [SceneText] {
            element.modifiers.flatMap { modifier -> [SceneText] in
                switch modifier.kind {
                case .accessibility(.announceOnTrigger(let text)): return [text]
                case .overlay(let inner, _): return texts(inner)
                default: return []
                }
            }
        }
        return texts(content)
    }

    /// Whether the scene uses a modifier the renderer does not draw (`blur`).
    package var usesBlur: Bool {
        func blur(_ element: SceneElement) -> Bool {
            element.modifiers.contains { modifier in
                switch modifier.kind {
                case .blur: return true
                case .overlay(let inner, _): return blur(inner)
                default: return false
                }
            }
        }
        return blur(scene.content)
    }
}
