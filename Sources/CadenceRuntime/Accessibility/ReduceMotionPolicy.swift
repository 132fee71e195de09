/// What an animator does while Reduce Motion is on, chosen by the animator's author. Cadence
/// addition: SwiftUI leaves Reduce Motion entirely to the author, and so does the default, `ignore`.
///
/// ```swift
/// var pulse = KeyframePlayer(initialValue: Pulse(), repeating: true,
///                            reduceMotion: .skipToEnd) { _ in … }
/// pulse.setReduceMotion(true, at: clock.now)   // told by the environment: the loop holds still
/// ```
///
/// - `ignore`: nothing changes (SwiftUI's behaviour, so SwiftUI code behaves as on Apple platforms).
/// - `skipToEnd`: every run shows its final state at once, with no trajectory.
/// - `simplified(_:)`: runs play the author's reduced alternative instead — reduced keyframes for a
///   `KeyframePlayer`, reduced phases and animations for a `PhasePlayer`, a reduced animation for a
///   `StateAnimator`.
///
/// Under any policy but `ignore`, repeating loops and trigger-less phase cycles hold still at their
/// first state (the start of the current loop, or the first phase). `Alternative` is what
/// `simplified` carries for the animator it configures. An open set: a struct over a private enum,
/// which the view layer extends with presentations only views can perform (such as a cross-fade)
/// through the package-level initializer.
public struct ReduceMotionPolicy<Alternative: Sendable>: Sendable {
    // Every animator stores its policy, almost always `ignore`: the alternative and the presentation
    // are boxed, so that the policy is one word in every player.
    enum Kind: Sendable {
        case ignore
        case skipToEnd
        indirect case simplified(Alternative)
        /// `skipToEnd`, presented by the view layer its own way.
        indirect case presentedSkipToEnd(any ReduceMotionPresentation)
    }

    let kind: Kind

    /// A view-layer presentation that goes with `skipToEnd` in the runtime (for example a cross-fade);
    /// `nil` for the runtime's own policies.
    package var presentation: (any ReduceMotionPresentation)? {
        if case .presentedSkipToEnd(let presentation) = kind { return presentation }
        return nil
    }

    init(kind: Kind) {
        self.kind = kind
    }

    /// A policy that the runtime performs as `skipToEnd` (the value takes its final state at once)
    /// while the view layer presents the change its own way, as `presentation` says.
    package init(skippingToEndPresentedAs presentation: any ReduceMotionPresentation) {
        kind = .presentedSkipToEnd(presentation)
    }

    /// Which of the runtime's three policies this is (a view-layer presentation counts as the
    /// `skipToEnd` it is performed as), for the view layer to tell policies apart by value.
    package var identity: ReduceMotionPolicyIdentity {
        switch kind {
        case .ignore: .ignore
        case .skipToEnd, .presentedSkipToEnd: .skipToEnd
        case .simplified: .simplified
        }
    }

    /// SwiftUI's behaviour and the default: Reduce Motion changes nothing.
    public static var ignore: Self { Self(kind: .ignore) }

    /// Final state, no trajectory: runs end the moment they start; loops and cycles hold still.
    public static var skipToEnd: Self { Self(kind: .skipToEnd) }

    /// Runs play `alternative`, the author's reduced motion; loops and cycles hold still.
    public static func simplified(_ alternative: Alternative) -> Self { Self(kind: .simplified(alternative)) }

    /// What to do with Reduce Motion on (`true`) or off.
    func mode(reduceMotion: Bool) -> ReduceMotionMode<Alternative> {
        guard reduceMotion else { return .normal }
        switch kind {
        case .ignore: return .normal
        case .skipToEnd, .presentedSkipToEnd: return .skipToEnd
        case .simplified(let alternative): return .simplified(alternative)
        }
    }
}

extension ReduceMotionPolicy: CustomStringConvertible {
    /// `ignore`, `skipToEnd`, `simplified`, or the view-layer presentation's name.
    public var description: String {
        switch kind {
        case .ignore: return "ignore"
        case .skipToEnd: return "skipToEnd"
        case .simplified: return "simplified"
        case .presentedSkipToEnd(let presentation): return presentation.description
        }
    }
}

/// The runtime's kind of a `ReduceMotionPolicy`, without its alternative.
package enum ReduceMotionPolicyIdentity: Hashable, Sendable {
    /// `ignore`.
    case ignore
    /// `skipToEnd`, or a view-layer presentation performed as it.
    case skipToEnd
    /// `simplified(_:)`.
    case simplified
}

/// How the view layer presents a policy that the runtime performs as `skipToEnd` (a cross-fade, say):
/// a typed value the view layer defines and reads back with `as?`, never a name parsed from text.
/// Its description is what the policy's description shows.
package protocol ReduceMotionPresentation: Sendable, CustomStringConvertible {}

/// The behaviour a `ReduceMotionPolicy` asks for at the moment.
enum ReduceMotionMode<Alternative: Sendable>: Sendable {
    /// Full motion (Reduce Motion off, or the policy ignores it).
    case normal
    /// Final states only; loops hold still.
    case skipToEnd
    /// The reduced alternative; loops hold still.
    case simplified(Alternative)

    /// Whether loops and cycles hold still.
    var holdsLoops: Bool {
        if case .normal = self { return false }
        return true
    }
}
