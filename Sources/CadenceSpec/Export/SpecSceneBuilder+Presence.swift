import Cadence
import CadenceExport
import CadenceRuntime
import CadenceUI

extension SpecSceneBuilder {
    /// The scene's insert and remove events with its transition as an `ExportPresence`, played as
    /// the stage plays them (`TransitionHost`): the transition's progress animated by each event's
    /// animation, from where it is (a removal that an insertion turns around goes back along the
    /// removal's effects), the view gone when a removal finishes. With `reduced`, the scene's
    /// transition Reduce Motion policy applies: `crossFade` turns effects that move or scale into a
    /// fade and every animation into its ease-in-out fade; `disabled` inserts and removes at once.
    ///
    /// Nil when the content never comes and goes (no transition and no insert or remove event).
    func presence(reduced: Bool) -> ExportPresence? {
        let events = scene.events.filter { $0.kind == .insert || $0.kind == .remove }
        guard scene.content.transition != nil || !events.isEmpty else { return nil }
        // SwiftUI's default transition for a view inserted or removed without one.
        let transition = scene.content.transition ?? .opacity
        var insertion = Self.effects(transition, removal: false), removal = Self.effects(transition, removal: true)
        var animation: (Animation?) -> Animation? = { $0 }
        if reduced, let policy = scene.reduceMotion?.transitions {
            switch policy {
            case .ignore:
                break
            case .crossFade(let duration):
                if insertion.contains(where: Self.isMotion) { insertion = [.opacity] }
                if removal.contains(where: Self.isMotion) { removal = [.opacity] }
                animation = { $0 == nil ? nil : .easeInOut(duration: duration) }
            case .disabled:
                animation = { _ in nil }
            }
        }
        let startsInserted = events.first?.kind != .insert
        var presence = ExportPresence(transition: transition.swift, insertion: insertion, removal: removal, initiallyPresent: startsInserted)
        presence.changes = Self.changes(events.map { ($0.time, $0.kind == .insert, animation($0.animation)) }, startsInserted: startsInserted)
        let firstInsert = events.first { $0.kind == .insert }.map(\.animation) ?? .default
        let firstRemove = events.first { $0.kind == .remove }.map(\.animation) ?? .default
        presence.standaloneInsertion = Self.changes([(0, true, animation(firstInsert))], startsInserted: false).first
        presence.standaloneRemoval = Self.changes([(0, false, animation(firstRemove))], startsInserted: true).first
        return presence
    }

    /// The changes the events make, each cut where the next one starts.
    static func changes(_ events: [(time: Double, inserts: Bool, animation: Animation?)], startsInserted: Bool) -> [ExportPresence.Change] {
        var exists = startsInserted, isRemoved = false, usesRemoval = false
        var progress: StateAnimator<Double>?
        var changes: [ExportPresence.Change] = []
        // The last change's animator state right after it started, to sample it once its end is known.
        var running: StateAnimator<Double>?
        func settle(at time: Double) {
            guard var animator = progress else { return }
            animator.update(at: time)
            if animator.isAnimating {
                progress = animator
            } else {
                progress = nil
                if isRemoved { exists = false; isRemoved = false } else { usesRemoval = false }
            }
        }
        func start(_ kind: ExportPresence.Change.Kind, at time: Double, animation: Animation?) {
            // An earlier change still running ends here: an insertion that turns a removal around
            // keeps the element.
            if let last = changes.last, last.end > time {
                changes[changes.count - 1] = sampled(last, animator: running, until: time, completes: false)
            }
            let label = animation.map { "\($0)" } ?? "no animation"
            if let animator = progress {
                running = animator
                let duration = finishTime(animator, from: time)
                changes.append(sampled(ExportPresence.Change(kind: kind, start: time, duration: duration, usesRemoval: usesRemoval,
                                                             animation: label, progress: { _ in 0 }),
                                       animator: animator, until: time + duration, completes: true))
            } else {
                running = nil
                let value: Double = kind == .insertion ? 1 : 0
                changes.append(ExportPresence.Change(kind: kind, start: time, duration: 0, usesRemoval: usesRemoval,
                                                     animation: label, progress: { _ in value }))
            }
        }
        for event in events {
            settle(at: event.time)
            let transaction = Transaction(animation: event.animation)
            if event.inserts {
                if exists && !isRemoved { continue }
                if exists {
                    isRemoved = false
                    progress?.set(1.0, transaction: transaction, at: event.time)
                } else {
                    exists = true
                    usesRemoval = false
                    if event.animation != nil {
                        var animator = StateAnimator(0.0)
                        animator.set(1.0, transaction: transaction, at: event.time)
                        progress = animator
                    }
                }
                settle(at: event.time)
                start(.insertion, at: event.time, animation: event.animation)
            } else {
                if !exists || isRemoved { continue }
                if event.animation == nil && progress == nil {
                    exists = false
                } else {
                    if progress == nil { usesRemoval = true }
                    var animator = progress ?? StateAnimator(1.0)
                    animator.set(0.0, transaction: transaction, at: event.time)
                    progress = animator
                    isRemoved = true
                }
                settle(at: event.time)
                start(.removal, at: event.time, animation: event.animation)
            }
        }
        return changes
    }

    /// `change` with its progress read from `animator` (its state at the change's start: each
    /// reading updates a copy, so the value is exactly the stage's, springs' 1/300 s steps included)
    /// until `end`, and its duration cut there.
    private static func sampled(_ change: ExportPresence.Change, animator: StateAnimator<Double>?, until end: Double,
                                completes: Bool) -> ExportPresence.Change {
        var change = change
        change.duration = max(0, end - change.start)
        change.completes = change.kind == .removal && completes
        guard let animator else { return change }
        let start = change.start, duration = change.duration
        change.progress = { seconds in
            var copy = animator
            copy.update(at: start + min(max(seconds, 0), duration))
            return copy.value
        }
        return change
    }

    /// When an animator started at `time` stops, in seconds after `time`: probed by doubling from
    /// 1/64 s, then bisected to a millisecond; at most 60 s.
    private static func finishTime(_ animator: StateAnimator<Double>, from time: Double) -> Double {
        func finished(_ seconds: Double) -> Bool {
            var copy = animator
            copy.update(at: time + seconds)
            return !copy.isAnimating
        }
        var running = 0.0, done = 1.0 / 64
        while !finished(done) {
            running = done
            done *= 2
            if done > 60 { return 60 }
        }
        while done - running > 1e-3 {
            let middle = (running + done) / 2
            if finished(middle) { done = middle } else { running = middle }
        }
        return done
    }

    /// The effects of a transition's insertion or removal, outermost first, as CadenceUI's
    /// `AnyTransition` lists them.
    static func effects(_ transition: SceneTransition, removal: Bool) -> [ExportPresence.Effect] {
        func direction(_ edge: String) -> ExportPresence.Effect {
            switch edge {
            case "top": return .move(x: 0, y: -1)
            case "bottom": return .move(x: 0, y: 1)
            case "leading": return .move(x: -1, y: 0)
            default: return .move(x: 1, y: 0)
            }
        }
        let opposite = ["top": "bottom", "bottom": "top", "leading": "trailing", "trailing": "leading"]
        switch transition {
        case .identity: return []
        case .opacity: return [.opacity]
        case .scale(let factor, let anchor): return [.scale(factor, anchor: Self.unitPoint(anchor))]
        case .move(let edge): return [direction(edge)]
        case .push(let edge): return [direction(removal ? opposite[edge] ?? edge : edge), .opacity]
        case .offset(let x, let y): return [.offset(x: x, y: y)]
        case .slide: return [direction(removal ? "trailing" : "leading")]
        case .asymmetric(let insertion, let removalTransition): return effects(removal ? removalTransition : insertion, removal: removal)
        case .combined(let parts): return parts.flatMap { effects($0, removal: removal) }
        }
    }

    /// Whether an effect moves or scales (what a Reduce Motion cross-fade replaces).
    static func isMotion(_ effect: ExportPresence.Effect) -> Bool {
        if case .opacity = effect { return false }
        return true
    }
}
