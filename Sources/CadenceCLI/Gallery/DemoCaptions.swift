/// What the demo gallery says about each example: a title, and a caption that tells the viewer what
/// to look at. Keyed by the example's name; the order here is the gallery's order.
///
/// ```swift
/// DemoCaptions.caption(for: "like-button")?.title   // "Like button (seed 000)"
/// ```
///
/// An example that has no caption here (a spec added to `Examples/` later) is shown after these, with
/// its spec's own description.
enum DemoCaptions {
    struct Caption: Sendable {
        var name: String
        var title: String
        var text: String
    }

    static func caption(for name: String) -> Caption? {
        all.first { $0.name == name }
    }

    /// The position of `name` in the gallery, after every captioned example when it has no caption.
    static func order(of name: String) -> Int {
        all.firstIndex { $0.name == name } ?? all.count
    }

    static let all: [Caption] = [
        Caption(name: "like-button", title: "Like button (seed 000)", text: """
            Tap once. The heart pops on a bouncy spring, and a snappy spring takes over after 0.18 s while it is \
            still rising, so it peaks near 1.25 at 0.2 s and comes back to a hair above 1 with no hard stop; meanwhile it tilts to −8°, swings through +6° \
            and straightens by 0.5 s. The "+1" above it fades in within 0.1 s, rises 48 points and fades out \
            between 0.4 and 0.6 s. The plot shows each track on its own clock: the dots are keyframe joints. \
            As the seed wrote it there is no Reduce Motion branch, so with Reduce Motion on it moves exactly \
            the same (lint: no-reduce-motion); the next example is the fix.
            """),
        Caption(name: "like-button-reduce-motion", title: "Like button, with Reduce Motion (seed 000)", text: """
            The seed's AccessibleLikeButton: a smaller pop (to about 1.17) and a −6° tilt. With Reduce Motion \
            on it plays the variant, a single 0.01 s keyframe that keeps the scale at 1: the right-hand plot is \
            flat, nothing grows or turns, and the tap still counts. The seed adds that no-op keyframe because \
            it believes an empty keyframes block is not allowed; Cadence accepts an empty block (SwiftUI does \
            too), and lint would report it.
            """),
        Caption(name: "phase-like-button", title: "Like button as a phase animator (seed 001)", text: """
            Three named beats: rest → pop → settle → rest. The pop uses .bouncy(duration: 0.35, extraBounce: \
            0.2), so the heart overshoots 1.35 and tilts past −8° before the smooth settle pulls it back; each \
            dashed rule is a phase change, started when the previous animation is logically complete, while \
            the spring keeps running underneath. With Reduce Motion every phase has scale 1 and rotation 0: \
            the phases still run, nothing moves.
            """),
        Caption(name: "floating-badge", title: "Floating badge (seed 001)", text: """
            Three tracks with three different keyframe kinds: the badge floats 24 points up on a bouncy spring \
            and back on a smooth one (both cut short, so it ends a fraction of a point from 0), grows to 1.15 \
            and shrinks again along a Catmull-Rom cubic, and rocks −6° → +6° → 0° in straight lines (see the \
            corners in the rotation plot). With Reduce Motion the seed never fires the trigger: the badge sits \
            in its final state, which is its resting one.
            """),
        Caption(name: "pulse-badge", title: "Pulse badge, looping with a reset (seed 000)", text: """
            A repeating loop of 1.4 s. Each loop starts with zero-duration keyframes that put scale at 1 and \
            opacity at 0.5, exactly where the last loop ended, so every loop is the same: the three-loop plot \
            repeats itself and the seam rule says the value is continuous (only the direction turns, as a pulse \
            should). The very first frame jumps from the initial opacity 1 to 0.5. With Reduce Motion the loop \
            holds still on its first state.
            """),
        Caption(name: "pulse-badge-no-reset", title: "Pulse badge without the reset (seed 000's mistake)", text: """
            The same loop with the reset keyframes removed. Compare the three-loop plot with the one above: the \
            first loop starts from the initial value and keeps opacity at 1 for 0.6 s, but every later loop \
            starts where the previous one ended, at 0.5, and fades in first, so the loop you designed plays \
            only once. A recording that repeats its first loop snaps from 0.5 back to 1 at every wrap: the \
            jump the seed warns about. lint flags both tracks (loop-reset).
            """),
        Caption(name: "squash-bounce-checkmark", title: "Squash-and-bounce checkmark (seed 002)", text: """
            The vertical stretch is anchored at the bottom, so the checkmark squashes into the floor: its \
            bottom edge stays put while the top comes down to about 0.71 (the spring is cut after 0.2 s, \
            before it reaches 0.6), then it stretches to 1.2 as it jumps 100 points and hangs there (the cubic \
            keyframes carry it a little past −100), and lands. The keyframes add up to 1.5 s although the \
            article declares totalDuration = 1.0 (lint: total-duration). Neither track starts with a reset: \
            the stretch ends at 1.014, still moving, and the next loop's spring starts from there with that \
            velocity, so the seam is continuous but no loop after the first starts exactly like it (lint: \
            loop-reset). No Reduce Motion choice.
            """),
        Caption(name: "save-badge", title: "Save badge (seed 003)", text: """
            idle → lift → settle → idle, on each save: the checkmark springs up to 1.18 and to full opacity, \
            eases back to 1, then dims to 0.8 again. With Reduce Motion the article asks for a fade instead of \
            movement (crossFade): the values go straight to the final state, and the view presents the change \
            as a fade.
            """),
        Caption(name: "springs", title: "The springs the seeds use", text: """
            Each spring moving from 0 to 1: the value with its settling time (SwiftUI's rule, within 0.001), \
            and the velocity below. Bouncy ones overshoot the target line; .smooth and Spring() never do.
            """),
        Caption(name: "curves", title: "The timing curves the seeds use", text: """
            value(at:) over progress 0…1, and its slope below. Linear keyframes use .linear unless given a \
            curve; easeInOut is seed 001's calmer alternative for Reduce Motion; easeOut is the save badge's.
            """),
    ]
}
