import CadenceUI

/// Every example Cadence ships, in a stable order: the animation articles' views retold in SwiftUI code,
/// each with a stage script. The `cadence demo` gallery and the tests iterate it.
///
/// ```swift
/// for example in ExampleCatalog.all {
///     print(example.name, example.size, example.duration)
/// }
/// ```
public enum ExampleCatalog {
    /// Every example, in the order the gallery shows them; names are unique.
    public static let all: [Example] = [
        Example(
            name: "like-button", title: "Like button (keyframes)",
            summary: "A heart that swells, rocks and shows a rising \"+1\" on every like; the third like interrupts the second and carries its velocity.",
            size: CGSize(width: 200, height: 200),
            events: [Example.Event(.tap(label: "Like"), at: 0.3),
                     Example.Event(.tap(label: "Like"), at: 1.3),
                     Example.Event(.tap(label: "Like"), at: 1.45)],
            duration: 2.4
        ) { AnyView(KeyframeLikeButton()) },
        Example(
            name: "like-button-reduce-motion", title: "Like button with Reduce Motion",
            summary: "The like button reading accessibilityReduceMotion: with it on, likes still count but the heart neither scales nor turns.",
            size: CGSize(width: 200, height: 200),
            events: [Example.Event(.tap(label: "Like"), at: 0.3),
                     Example.Event(.environment(\.accessibilityReduceMotion, true), at: 1.1),
                     Example.Event(.tap(label: "Like"), at: 1.3),
                     Example.Event(.environment(\.accessibilityReduceMotion, false), at: 2.0),
                     Example.Event(.tap(label: "Like"), at: 2.3)],
            duration: 3.0
        ) { AnyView(ReduceMotionLikeButton()) },
        Example(
            name: "phase-like-button", title: "Like button (phases)",
            summary: "rest → pop → settle on every like, each beat entered with its own spring; a like during the settle pops again; Reduce Motion keeps it still.",
            size: CGSize(width: 200, height: 200),
            events: [Example.Event(.tap(label: "Like"), at: 0.3),
                     Example.Event(.tap(label: "Like"), at: 1.5),
                     Example.Event(.tap(label: "Like"), at: 1.75),
                     Example.Event(.environment(\.accessibilityReduceMotion, true), at: 2.6),
                     Example.Event(.tap(label: "Like"), at: 2.8)],
            duration: 3.4
        ) { AnyView(PhaseLikeButton()) },
        Example(
            name: "pulse-badge", title: "Pulse badge",
            summary: "A repeating pulse whose tracks start with a reset keyframe, so every loop begins from the same state.",
            size: CGSize(width: 120, height: 120),
            duration: 2.8
        ) { AnyView(PulseBadge()) },
        Example(
            name: "pulse-badge-no-reset", title: "Pulse badge without reset",
            summary: "The same pulse without the reset keyframes: each loop starts where the last ended, so the first differs from the rest.",
            size: CGSize(width: 120, height: 120),
            duration: 2.8
        ) { AnyView(PulseBadgeWithoutReset()) },
        Example(
            name: "floating-badge", title: "Floating badge",
            summary: "A sparkle that floats, swells and rocks once each time it appears (its trigger is flipped in onAppear), unless Reduce Motion is on.",
            size: CGSize(width: 200, height: 200),
            events: [Example.Event(.hide, at: 1.8),
                     Example.Event(.show, at: 2.0),
                     Example.Event(.environment(\.accessibilityReduceMotion, true), at: 3.6),
                     Example.Event(.hide, at: 3.7),
                     Example.Event(.show, at: 3.8)],
            duration: 4.2
        ) { AnyView(FloatingBadge()) },
        Example(
            name: "squash-bounce-checkmark", title: "Squash-and-bounce checkmark",
            summary: "A checkmark that squashes about its bottom edge and leaps, for ever; hidden, the loop stops, and it goes on when shown.",
            size: CGSize(width: 200, height: 340),
            events: [Example.Event(.hide, at: 1.6),
                     Example.Event(.show, at: 2.2)],
            duration: 3.6
        ) { AnyView(SquashBounceCheckmark()) },
        Example(
            name: "save-badge", title: "Save confirmation (phases)",
            summary: "idle → lift → settle each time Save is tapped; a tap mid-run starts it over.",
            size: CGSize(width: 200, height: 200),
            events: [Example.Event(.tap(label: "Save"), at: 0.3),
                     Example.Event(.tap(label: "Save"), at: 1.2),
                     Example.Event(.tap(label: "Save"), at: 1.35)],
            duration: 2.0
        ) { AnyView(SaveConfirmation()) },
        Example(
            name: "details-panel", title: "Details panel (withAnimation)",
            summary: "A disclosure toggled inside withAnimation(.snappy): frame, opacity, rotation and colour animate; with Reduce Motion the change shows at once.",
            size: CGSize(width: 280, height: 200),
            events: [Example.Event(.tap(label: "Details"), at: 0.3),
                     Example.Event(.tap(label: "Details"), at: 1.2),
                     Example.Event(.environment(\.accessibilityReduceMotion, true), at: 2.0),
                     Example.Event(.tap(label: "Details"), at: 2.2)],
            duration: 2.6
        ) { AnyView(DetailsPanel()) },
        Example(
            name: "transition-panel", title: "Panel transition (move + opacity)",
            summary: "A panel inserted with .transition(.move(edge: .bottom).combined(with: .opacity)) inside withAnimation(.smooth), then removed; the caption below keeps its place until the removal ends.",
            size: CGSize(width: 260, height: 240),
            events: [Example.Event(.tap(label: "Show panel"), at: 0.3),
                     Example.Event(.tap(label: "Hide panel"), at: 1.3)],
            duration: 2.4
        ) { AnyView(TransitionPanel()) },
        Example(
            name: "asymmetric-toast", title: "Asymmetric toast",
            summary: "A toast that drops in fading and leaves shrinking and fading, animated by .animation(.snappy, value:); a tap mid-insertion turns it around without a jump.",
            size: CGSize(width: 220, height: 200),
            events: [Example.Event(.tap(label: "Toast"), at: 0.3),
                     Example.Event(.tap(label: "Toast"), at: 1.2),
                     Example.Event(.tap(label: "Toast"), at: 1.8),
                     Example.Event(.tap(label: "Toast"), at: 1.9)],
            duration: 3.0
        ) { AnyView(AsymmetricToast()) },
        Example(
            name: "progress-ring", title: "Progress ring (custom Animatable shape)",
            summary: "A ring whose arc is a Shape with animatableData: each tap sweeps the arc to the next quarter with a spring; the fourth tap interrupts the third and the arc carries on without a jump.",
            size: CGSize(width: 200, height: 220),
            events: [Example.Event(.tap(label: "Advance"), at: 0.2),
                     Example.Event(.tap(label: "Advance"), at: 1.2),
                     Example.Event(.tap(label: "Advance"), at: 2.2),
                     Example.Event(.tap(label: "Advance"), at: 2.35)],
            duration: 3.6
        ) { AnyView(ProgressRing()) },
        Example(
            name: "matched-thumbnail", title: "Matched thumbnail (matchedGeometryEffect)",
            summary: "A thumbnail that opens into a header and closes back: two views share a matchedGeometryEffect id, so the frame travels between them; the last tap reverses mid-flight.",
            size: CGSize(width: 260, height: 300),
            events: [Example.Event(.tap(label: "Open"), at: 0.3),
                     Example.Event(.tap(label: "Close"), at: 1.3),
                     Example.Event(.tap(label: "Open"), at: 2.3),
                     Example.Event(.tap(label: "Close"), at: 2.5)],
            duration: 3.6
        ) { AnyView(MatchedThumbnail()) },
        Example(
            name: "photo-zoom", title: "Photo zoom (navigationTransition)",
            summary: "A thumbnail marked .matchedTransitionSource zooms open into a card with .navigationTransition(.zoom(sourceID:in:)), and Close shrinks it back into that thumbnail; with Reduce Motion the card cross-fades in place.",
            size: CGSize(width: 260, height: 300),
            events: [Example.Event(.tap(label: "Forest"), at: 0.3),
                     Example.Event(.tap(label: "Close"), at: 1.5)],
            duration: 3.0
        ) { AnyView(PhotoZoom()) },
        Example(
            name: "sync-wave", title: "Sync wave (TimelineView)",
            summary: "Five dots in a travelling wave drawn by TimelineView(.animation) from each frame's date, for ever; read as \"Syncing photos, In progress\"; with Reduce Motion the schedule pauses and the dots hold still.",
            size: CGSize(width: 200, height: 140),
            duration: 2 * SyncWave.period
        ) { AnyView(SyncWave()) },
        Example(
            name: "replay-card", title: "Replay with .id",
            summary: "A card that drops in when it appears (keyframes started in onAppear); Replay changes its .id, so a new card mounts with fresh state and the intro plays again from the start, even mid-intro; with Reduce Motion the card is simply there.",
            size: CGSize(width: 200, height: 160),
            events: [Example.Event(.tap(label: "Replay"), at: 1.0),
                     Example.Event(.tap(label: "Replay"), at: 1.25)],
            duration: 3.0
        ) { AnyView(ReplayCard()) },
        Example(
            name: "flick-card", title: "Flick card (drag velocity into a spring)",
            summary: "A card that follows a DragGesture and springs home on release with the finger's velocity: a slow drag settles gently, a fast flick overshoots; with Reduce Motion a drag only dims it.",
            size: CGSize(width: 360, height: 300),
            events: [Example.Event(.drag(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 250, y: 190), duration: 0.8), at: 0.2),
                     Example.Event(.drag(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 250, y: 135), duration: 0.1), at: 1.9)],
            duration: 3.6
        ) { AnyView(FlickCard()) },
        Example(
            name: "navigation-gallery", title: "Gallery in a NavigationStack",
            summary: "A LazyVGrid of symbol cards in a ScrollView under a large navigation title; tapping Bolt pushes its detail screen, which slides in from the trailing edge; Animate springs the symbol bigger, Back pops the screen.",
            size: CGSize(width: 320, height: 480),
            events: [Example.Event(.tap(label: "Bolt"), at: 0.3),
                     Example.Event(.tap(label: "Animate"), at: 1.3),
                     Example.Event(.tap(label: "Back"), at: 2.3)],
            duration: 3.2
        ) { AnyView(AnimationGallery()) },
        Example(
            name: "gradient-flip-card", title: "Gradient card with a 3-D flip",
            summary: "A linear-gradient card with a drop shadow that flips about the y axis with rotation3DEffect's perspective on each tap, showing an angular-gradient back past 90°.",
            size: CGSize(width: 240, height: 200),
            events: [Example.Event(.tap(label: "Flip card"), at: 0.3),
                     Example.Event(.tap(label: "Flip card"), at: 1.6)],
            duration: 2.8
        ) { AnyView(GradientFlipCard()) },
        Example(
            name: "twirl-transition", title: "Custom Transition (twirl)",
            summary: "A badge inserted and removed with a custom iOS 17 Transition whose body(content:phase:) scales, turns, blurs and fades by the phase.",
            size: CGSize(width: 220, height: 200),
            events: [Example.Event(.tap(label: "Show badge"), at: 0.3),
                     Example.Event(.tap(label: "Hide badge"), at: 1.4)],
            duration: 2.4
        ) { AnyView(TwirlTransitionExample()) },
        Example(
            name: "numeric-counter", title: "Numeric-text counter",
            summary: "A count shown with contentTransition(.numericText(value:)): on Plus the changed digits roll up, on Minus they roll down.",
            size: CGSize(width: 220, height: 160),
            events: [Example.Event(.tap(label: "Plus"), at: 0.3),
                     Example.Event(.tap(label: "Plus"), at: 1.0),
                     Example.Event(.tap(label: "Minus"), at: 1.7)],
            duration: 2.4
        ) { AnyView(NumericCounter()) },
        Example(
            name: "symbol-effects", title: "Symbol effects (bounce, pulse)",
            summary: "A bell that bounces twice per tap with symbolEffect(.bounce, options: .repeat(2), value:) beside sparkles pulsing with symbolEffect(.pulse, isActive:).",
            size: CGSize(width: 220, height: 140),
            events: [Example.Event(.tap(label: "Ring"), at: 0.3),
                     Example.Event(.environment(\.accessibilityReduceMotion, true), at: 1.6),
                     Example.Event(.tap(label: "Ring"), at: 1.8)],
            duration: 2.6
        ) { AnyView(SymbolEffectBell()) },
    ]

    /// The example called `name`, or `nil`.
    public static func example(named name: String) -> Example? {
        all.first { $0.name == name }
    }
}
