import Cadence

/// How a scene's element comes in and goes out: its transition (SwiftUI's `AnyTransition`, as the
/// effects of its insertion and of its removal) and the scripted insertions and removals that play
/// it, on the scene's timeline.
///
/// ```swift
/// // .move(edge: .bottom).combined(with: .opacity), inserted at 0.2 s with a spring:
/// var presence = ExportPresence(transition: ".move(edge: .bottom).combined(with: .opacity)",
///                               insertion: [.move(x: 0, y: 1), .opacity], removal: [.move(x: 0, y: 1), .opacity],
///                               initiallyPresent: false)
/// presence.changes = [ExportPresence.Change(kind: .insertion, start: 0.2, duration: 0.55, animation: "spring",
///                                           progress: { t in spring.value(at: t) })]
/// scene.presence = presence
/// ```
///
/// The exporter wraps the element in one box per effect (outermost first, as `a.combined(with: b)`
/// applies `a` over `b`) and one box for whether it is there at all: CSS and Web Animations animate
/// those boxes (the element is at opacity 0 before its insertion and after its removal); Lottie lays
/// the element's layers once per span it is there, with those frames as the layers' in and out
/// points. Each effect is linear in the transition's progress, so the progress's curve (a timing
/// curve or a spring) is the effect's, as SwiftUI animates the effect's parameters.
public struct ExportPresence: Sendable {
    /// One effect of a transition's active state (progress 0), undone at progress 1.
    public enum Effect: Sendable, Hashable {
        /// `.opacity`: opacity 0 in the active state.
        case opacity
        /// `.scale(scale:anchor:)`: this factor about `anchor` in the active state.
        case scale(Double, anchor: UnitPoint)
        /// `.offset(x:y:)`: moved by this many points in the active state.
        case offset(x: Double, y: Double)
        /// `.move(edge:)`, `.slide`, `.push(from:)`: moved by this many of the element's own widths
        /// and heights, (0, 1) for the bottom edge, (−1, 0) for the leading one.
        case move(x: Double, y: Double)

        /// The Swift spelling, for reports: `.opacity`, `.move(x: 0, y: 1)`.
        var swift: String {
            switch self {
            case .opacity: return ".opacity"
            case .scale(let factor, let anchor):
                return ".scale(\(NumberFormat.decimal(factor, digits: 4)), anchor: (\(NumberFormat.decimal(Double(anchor.x), digits: 3)), \(NumberFormat.decimal(Double(anchor.y), digits: 3))))"
            case .offset(let x, let y): return ".offset(x: \(NumberFormat.decimal(x, digits: 3)), y: \(NumberFormat.decimal(y, digits: 3)))"
            case .move(let x, let y): return ".move(by: \(NumberFormat.decimal(x, digits: 3)) × width, \(NumberFormat.decimal(y, digits: 3)) × height)"
            }
        }
    }

    /// One insertion or removal: when it starts, how long it plays, which effects it uses, and its
    /// progress over time.
    public struct Change: Sendable {
        /// Whether a change brings the element in or takes it out.
        public enum Kind: String, Sendable, Hashable {
            /// An insertion brings the element in; a removal takes it out.
            case insertion, removal
        }

        /// Whether this change is an insertion or a removal.
        public var kind: Kind
        /// Seconds from the start of the scene.
        public var start: Double
        /// Seconds it plays: until its animation finishes, or until the next change starts (0: at once).
        public var duration: Double
        /// Whether it uses the removal's effects (a removal, or an insertion that turns one around
        /// mid-flight, as SwiftUI keeps the effects the view was using).
        public var usesRemoval: Bool
        /// For a removal: whether the element is gone at the end (false when an insertion turns it
        /// around first).
        public var completes: Bool
        /// The animation, in words, for the report: `.spring(duration: 0.4, bounce: 0.15)`.
        public var animation: String
        /// The transition's progress `seconds` after `start`: 0 fully active (not yet in, or gone),
        /// 1 identity; past 1 or below 0 while a spring overshoots. Defined from 0 to `duration`.
        public var progress: @Sendable (Double) -> Double

        /// Makes a change. `usesRemoval` defaults to whether it is a removal; `completes` (default true)
        /// says whether a removal ends with the element gone.
        public init(kind: Kind, start: Double, duration: Double, usesRemoval: Bool? = nil, completes: Bool = true,
                    animation: String, progress: @escaping @Sendable (Double) -> Double) {
            self.kind = kind
            self.start = start
            self.duration = duration
            self.usesRemoval = usesRemoval ?? (kind == .removal)
            self.completes = completes
            self.animation = animation
            self.progress = progress
        }

        /// `start + duration`.
        public var end: Double { start + duration }
    }

    /// The transition in Swift, for the report.
    public var transition: String
    /// The insertion's effects, outermost first; empty for `.identity`.
    public var insertion: [Effect]
    /// The removal's effects, outermost first.
    public var removal: [Effect]
    /// Whether the element is there at time 0.
    public var initiallyPresent: Bool
    /// In time order, not overlapping (a change that another interrupts ends where that one starts).
    public var changes: [Change]
    /// The insertion a page plays by calling the Web Animations player's `insert()`: from removed,
    /// with the first insert event's animation; nil: none.
    public var standaloneInsertion: Change?
    /// The removal the player's `remove()` plays: from fully there, with the first remove event's
    /// animation; nil: none.
    public var standaloneRemoval: Change?

    /// Makes a presence from the transition's effects and its changes, in time order (default none).
    public init(transition: String, insertion: [Effect], removal: [Effect], initiallyPresent: Bool, changes: [Change] = [],
                standaloneInsertion: Change? = nil, standaloneRemoval: Change? = nil) {
        self.transition = transition
        self.insertion = insertion
        self.removal = removal
        self.initiallyPresent = initiallyPresent
        self.changes = changes
        self.standaloneInsertion = standaloneInsertion
        self.standaloneRemoval = standaloneRemoval
    }

    /// When the last change ends, in seconds (0 with none).
    public var end: Double { changes.map(\.end).max() ?? 0 }

    /// Whether the element is there just after `time` seconds.
    func isPresent(after time: Double) -> Bool {
        var present = initiallyPresent
        for change in changes {
            if change.kind == .insertion, change.start <= time { present = true }
            if change.kind == .removal, change.completes, change.end <= time { present = false }
        }
        return present
    }
}

extension ExportScene {
    /// The scene as the exporter plays it: with `presence` laid out as boxes around the element
    /// (one per transition effect, then one at opacity 0 while the element is not there) and the
    /// channels they follow appended after the scene's own (and its reduced-motion variant's), the
    /// duration reaching the last removal's end, and `presence` nil. The same scene for one without
    /// presence or one that loops (which does not export it).
    ///
    /// ```swift
    /// let played = scene.resolvingPresence()
    /// played.channels.last!.value(at: 0)   // 0: not yet inserted
    /// ```
    public func resolvingPresence() -> ExportScene {
        guard presence != nil, loopStart == nil else { return self }
        var copy = self
        _ = PresenceExpansion.expand(&copy)
        copy.presence = nil
        if var reduced = copy.reducedMotion {
            reduced.presence = nil
            copy.reducedMotion = reduced
        }
        return copy
    }
}
