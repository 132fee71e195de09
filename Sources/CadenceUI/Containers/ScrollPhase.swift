import Foundation

/// The state of a scroll view's scrolling: SwiftUI's `ScrollPhase` (iOS 18), given to
/// `onScrollPhaseChange(_:)` actions.
public enum ScrollPhase: Hashable, Sendable, CustomDebugStringConvertible {
    /// Nothing is scrolling.
    case idle
    /// A touch is on the content but has not started a scroll yet.
    case tracking
    /// The user is scrolling the content.
    case interacting
    /// The user let go and the content is slowing to a stop.
    case decelerating
    /// A programmatic scroll is animating the content to its target.
    case animating

    /// Whether anything is scrolling: every phase but `.idle`.
    public var isScrolling: Bool { self != .idle }

    /// The phase's name (`"interacting"`).
    public var debugDescription: String {
        switch self {
        case .idle: "idle"
        case .tracking: "tracking"
        case .interacting: "interacting"
        case .decelerating: "decelerating"
        case .animating: "animating"
        }
    }
}

/// More about a change of scroll phase: SwiftUI's `ScrollPhaseChangeContext` (iOS 18).
public struct ScrollPhaseChangeContext {
    /// The scroll view's geometry when the phase changed.
    public let geometry: ScrollGeometry
    /// The scroll velocity when the phase changed, in points per second, when known (`nil` on a
    /// stage: its scrolls have no velocity).
    public let velocity: CGVector?
}

/// One `onScrollPhaseChange` action.
struct ScrollPhaseObserver {
    let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
}

extension View {
    /// Runs `action` with the old and new phase whenever the scrolling phase of the first scroll
    /// view below changes.
    ///
    /// ```swift
    /// ScrollView { Feed() }
    ///     .onScrollPhaseChange { _, newPhase in
    ///         withAnimation { showsToolbar = !newPhase.isScrolling }
    ///     }
    /// ```
    ///
    /// On a stage, a scroll (`Stage.scroll(by:identifier:)`, `scroll(to:identifier:)`) is a finger
    /// that drags the content and lets go without a fling: the phase goes from `.idle` to
    /// `.interacting` before the content moves, then back to `.idle` once it has moved (no
    /// `.tracking` or `.decelerating`). A scroll that does not move the content (at its end, or
    /// refused by `scrollDisabled`) changes no phase. Programmatic scrolls (`ScrollViewReader`,
    /// `scrollPosition`) jump, so they never report `.animating`.
    public nonisolated func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        onScrollPhaseChange { old, new, _ in action(old, new) }
    }

    /// Runs `action` with the old and new phase and the scroll view's geometry and velocity whenever
    /// the scrolling phase of the first scroll view below changes (see
    /// `onScrollPhaseChange(_:)` with two phases for when it does on a stage).
    public nonisolated func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        let observer = ScrollPhaseObserver(action: action)
        return transformEnvironment(\.scrollOptions) { $0.phaseObservers.append(observer) }
    }
}

extension ScrollState {
    /// Moves to `newPhase`, running the `onScrollPhaseChange` actions when it is a change.
    func changePhase(to newPhase: ScrollPhase) {
        let old = phase
        guard old != newPhase else { return }
        phase = newPhase
        let context = ScrollPhaseChangeContext(geometry: geometry, velocity: nil)
        for observer in options.phaseObservers {
            observer.action(old, newPhase, context)
        }
    }
}
