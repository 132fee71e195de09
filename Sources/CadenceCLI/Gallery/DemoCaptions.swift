/// What the demo gallery says about each example: a title, and a caption that tells the viewer what
/// to look at. Keyed by the example's name; the order here is the gallery's order.
///
/// ```swift
/// DemoCaptions.caption(for: "like-button")?.title   // "Like button"
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
        Caption(name: "like-button", title: "Like button", text: """
            Three likes, at 0.3 s, 1.3 s and 1.45 s. Each time the heart tilts left, swells on a bouncy \
            spring, swings right and settles on a snappy one, while a "+1" above it fades in, rises and fades \
            out. The third like lands mid-burst: the heart carries on from its size and speed, with no jump. \
            Watch the "+1" on the second like: its tracks have no reset, so it starts from where the first \
            burst left it, 50 points up, and its first keyframe pulls it down into the heart (pink on pink, it \
            vanishes for a moment) before it rises again: the leftover a track without a reset leaves behind. The view never \
            reads Reduce Motion, so with it on every frame is the same (lint: no-reduce-motion). The plot is \
            the article's own keyframes: the pop peaks near 1.25 at 0.2 s because the snappy spring takes over \
            while the heart is still growing; the tilt passes −8° and +6°; the "+1" is fully visible from \
            0.1 s to 0.4 s and rises 48 points.
            """),
        Caption(name: "like-button-reduce-motion", title: "Like button, with Reduce Motion", text: """
            The article's AccessibleLikeButton. Left, the script: a like with full motion, Reduce Motion on at \
            1.1 s and a like at 1.3 s (the count goes up, the heart does not move), Reduce Motion off at 2 s and \
            a last like with motion. Right, the same script with Reduce Motion on throughout: the heart never \
            grows or turns, and every like still counts. With Reduce Motion the keyframes are a single 0.01 s \
            keyframe that keeps the scale at 1, so the right-hand plot is flat. The article adds that no-op \
            keyframe because it believes an empty keyframes block is not allowed; SwiftUI and Cadence accept \
            one, and lint would report it.
            """),
        Caption(name: "phase-like-button", title: "Like button as a phase animator", text: """
            Three named beats, rest → pop → settle → rest, each entered with its own animation. In the \
            recording the like at 1.75 s comes while the heart is still up from the one at 1.5 s: the count \
            goes up, the heart stays up and settles once. After Reduce Motion goes on at 2.6 s the last like \
            changes only the count. Right: Reduce \
            Motion on throughout, nothing moves. In the plot (the article's numbers) the pop's \
            .bouncy(duration: 0.35, extraBounce: 0.2) overshoots 1.35 and −8° before the smooth settle pulls \
            it back; each dashed rule is a phase change, made when the previous animation is logically \
            complete while its spring keeps running underneath.
            """),
        Caption(name: "floating-badge", title: "Floating badge", text: """
            The badge floats up on a bouncy spring and back on a smooth one, grows and shrinks along cubic \
            keyframes and rocks in straight lines (see the corners in the rotation plot): three tracks, three \
            keyframe kinds. Its trigger is flipped in onAppear, so hiding and showing it at 1.8 s and 2 s plays \
            it again; with Reduce Motion on (3.6 s) the view does not flip the trigger, and the badge stays \
            where it is when shown again at 3.8 s. Right: Reduce Motion on throughout, it never floats. The \
            article's springs are cut short by their durations, so in the plot the badge ends a fraction of a \
            point from 0.
            """),
        Caption(name: "pulse-badge", title: "Pulse badge, looping with a reset", text: """
            A repeating 1.4 s pulse, recorded for two loops. Each loop begins with zero-duration keyframes that \
            put the scale at 1 and the opacity at 0.5, exactly where the last loop ended, so both loops are \
            the same and the recording loops without a seam: the three-loop plot repeats itself, and the seam rule \
            says the value is continuous (only the direction turns, as a pulse should). The very first frame \
            jumps from the initial opacity 1 to 0.5. The view does not read Reduce Motion (every frame is the \
            same with it on); the spec chooses to hold the loop still (right-hand plot), replacing movement \
            that carries no meaning, as the accessibility guidance advises.
            """),
        Caption(name: "pulse-badge-no-reset", title: "Pulse badge without the reset (a common mistake)", text: """
            The same loop with the reset keyframes removed. The first loop starts from the initial value and \
            stays opaque while it grows; every later loop starts where the one before ended, half transparent, \
            and brightens as it grows: compare the two loops in the recording and in the three-loop plot. So \
            the loop you designed plays only once, and when the recording starts over it snaps from half transparent \
            back to opaque: the jump the article warns about. lint flags both tracks (loop-reset).
            """),
        Caption(name: "squash-bounce-checkmark", title: "Squash-and-bounce checkmark", text: """
            The vertical stretch is anchored at the bottom, so the checkmark squashes into the floor (its \
            bottom edge stays put while the top comes down), stretches as it leaps, hangs and lands; the cubic \
            keyframes from 0 to 0 first dip it a few points down. Hidden from 1.6 s to 2.2 s, the loop stops \
            and goes on when shown. In the plot (the article's numbers) the squash reaches only 0.71, because the \
            spring is cut after 0.2 s, before it reaches 0.6; the keyframes add up to 1.5 s although the \
            article declares totalDuration = 1.0 (lint: total-duration). Neither track starts with a reset: the \
            stretch ends at 1.014, still moving, and the next loop's spring starts from there with that \
            velocity, so the seam is continuous but no loop after the first starts exactly like it (lint: \
            loop-reset). No Reduce Motion choice: with it on, every frame is the same.
            """),
        Caption(name: "save-badge", title: "Save badge", text: """
            idle → lift → settle → idle on each save: the checkmark springs up and to full opacity, eases back \
            to its size, then dims again. The third save, 0.15 s after the second, starts the run over from \
            where it is. The label says "Saved 3×", so the feature does not depend on the motion. The view \
            does not read Reduce Motion (every frame is the same with it on); the article asks for a fade instead \
            of movement, which the spec says with crossFade: the values go straight to the final state (the \
            right-hand plot) and the view presents the change as a fade.
            """),
        Caption(name: "toast", title: "Saved toast (a spec scene with a transition)", text: """
            A toast that sinks away and comes back: .transition(.move(edge: .bottom).combined(with: .opacity)) \
            played by remove and insert events (withAnimation of an ease-in, then a spring). It starts on \
            screen, fades out downwards at 1.2 s, rises from below while it fades in at 1.8 s and pops once \
            as it lands, so the recording starts and ends on the toast and loops without a blank frame. The \
            scene's "reduceMotion": {"transitions": "crossFade"} is TransitionReduceMotionPolicy.crossFade: \
            with Reduce Motion on it fades in place for 0.2 s. The trigger announces "Saved".
            """),
        Caption(name: "details-panel", title: "Details panel", text: """
            Ordinary state animation, the smallest model the accessibility article recommends: the panel opens and closes \
            inside withAnimation(.snappy), its height, opacity, background colour and the plus sign's rotation \
            all moving together. With Reduce Motion on (from 2 s, and throughout on the right) the change is \
            made without animation: the panel is open in the very next frame.
            """),
        Caption(name: "transition-panel", title: "Panel transition", text: """
            A panel inserted inside withAnimation(.smooth) with .transition(.move(edge: .bottom) \
            .combined(with: .opacity)), then removed. Layout changes at once, as in SwiftUI: on insertion the \
            button and the caption take their new places in the first frame, and the panel slides up from \
            the bottom edge, fading in, past the caption; on removal it slides down and fades while the \
            caption keeps its place until the removal has finished. The view does not read Reduce Motion, so \
            with it on every frame is the same; the transitions article would swap the move for a short cross-fade.
            """),
        Caption(name: "asymmetric-toast", title: "Asymmetric toast", text: """
            .transition(.asymmetric(insertion:removal:)) animated by .animation(.snappy, value:): the toast \
            drops in from 30 points above, fading in, and leaves by shrinking to 0.6 and fading out, a \
            different way out than in. The tap at 1.9 s comes 0.1 s after the one that shows it, mid-insertion: \
            the toast turns around from where it is, without a jump, and leaves faintly. The view does not \
            read Reduce Motion: with it on, every frame is the same.
            """),
        Caption(name: "progress-ring", title: "Progress ring (custom Animatable shape)", text: """
            The arc is a Shape whose animatableData is its progress, so withAnimation(.spring) sweeps the arc \
            itself to the next quarter instead of scaling or fading it. Taps at 0.2, 1.2 and 2.2 s each add a \
            quarter; the tap at 2.35 s lands mid-sweep and the arc carries on from where it is, with its \
            velocity, back to empty. A screen reader hears the same progress as a value ("50 percent").
            """),
        Caption(name: "matched-thumbnail", title: "Matched thumbnail (matchedGeometryEffect)", text: """
            A thumbnail and a header share one matchedGeometryEffect id in one @Namespace: opening moves and \
            grows the frame from the thumbnail's place to the header's, closing brings it back. The last tap \
            comes 0.2 s after the one before it and reverses the frame mid-flight without a jump.
            """),
        Caption(name: "photo-zoom", title: "Photo zoom (navigationTransition)", text: """
            Each thumbnail is a .matchedTransitionSource. Tapping Forest at 0.3 s inserts a card with \
            .navigationTransition(.zoom(sourceID:in:)) inside withAnimation(.smooth(duration: 0.5)): the card \
            starts in the Forest thumbnail's frame and grows into its own over the album, drawn whole (no \
            fade) and scaled evenly, since card and thumbnail are both square. Close at 1.5 s shrinks it back \
            into that same thumbnail, which never moves; in the photo's colour, the card merges into it. \
            Right: with Reduce Motion the view uses .transition(.opacity) and a 0.25 s ease-in-out instead, \
            so the card cross-fades in place. While the card is open the album behind it is hidden from \
            VoiceOver, and the card leaves the accessibility tree the moment Close is tapped, while it is \
            still drawn shrinking.
            """),
        Caption(name: "sync-wave", title: "Sync wave (TimelineView)", text: """
            TimelineView(.animation) draws every frame from context.date alone, with no state and no \
            animation: each dot is a sine of the date, 1.2 s per cycle, a sixth of a cycle behind its left \
            neighbour, so a crest travels from left to right. Two cycles are recorded, so the recording loops \
            without a seam. Right: with Reduce Motion the view pauses the schedule \
            (.animation(paused: true)) and lays the dots in a line; the stage then asks for no more frames. \
            A screen reader finds one element, "Syncing photos" with the value "In progress", with or without \
            Reduce Motion: the wave says nothing the words do not.
            """),
        Caption(name: "replay-card", title: "Replay card with .id", text: """
            The card's keyframes start when onAppear flips their trigger: it falls 36 pt on a bouncy spring, \
            fades in over 0.25 s and swells to 1.06 and back. Replay at 1.0 s changes the card's .id, so the \
            old card and its state are gone and a new one mounts: it starts hidden above its place and the \
            intro plays again from its first frame. The second Replay, 0.25 s later, lands mid-intro and \
            starts it over again rather than carrying on. Right: with Reduce Motion the card starts settled and \
            never moves. The intro is marked as decorative: VoiceOver reads "Welcome" throughout.
            """),
        Caption(name: "flick-card", title: "Flick card (drag velocity into a spring)", text: """
            The card follows a DragGesture's translation and tilts with it. At 0.2 s a slow 0.8 s drag \
            takes it 80 pt out; released at rest, withAnimation(.spring(response: 0.45, dampingFraction: \
            0.55)) brings it home with a small bounce. At 1.9 s a 0.1 s flick leaves the finger at about \
            720 pt/s: the spring starts with that velocity (SwiftUI hands a drag's velocity to the animation \
            that follows it), so the card first carries on outwards, then swings back past home. Right: with \
            Reduce Motion the card never follows the finger: each drag only dims it while it is held, and \
            the release fades it back in 0.2 s.
            """),
        Caption(name: "gradient-flip-card", title: "Gradient card with a 3-D flip", text: """
            A card filled with a LinearGradient from purple to blue, under a soft drop shadow, turns about \
            its vertical axis with rotation3DEffect each time it is tapped (0.3 s and 1.6 s), on a \
            spring(duration: 0.8, bounce: 0.2). SwiftUI's perspective puts the eye max(width, height) / \
            perspective points in front of the card, so the near edge grows and the far edge shrinks as it \
            turns; Cairo draws only affine transforms, so the card is drawn into a layer and its pixels are \
            warped through the 3×3 projection (pixman). Past 90° the front fades out and the back shows: an \
            AngularGradient (orange, pink, purple) that is itself turned 180°, so its label reads the right \
            way round. The bounce carries the card a few degrees past 180° before it settles. A screen \
            reader finds one button, "Flip card", whose value says which face is up.
            """),
        Caption(name: "twirl-transition", title: "A custom Transition: twirl", text: """
            A struct conforming to the iOS 17 Transition protocol: its body(content:phase:) scales the badge \
            to half size, turns it by phase.value × 90°, blurs it by 8 points and fades it while the phase is \
            not .identity. Show badge (0.3 s, withAnimation(.smooth(duration: 0.6))) inserts the badge, which \
            twirls in from a quarter turn anticlockwise (phase .willAppear, value −1) while it sharpens; \
            Hide badge (1.4 s) removes it, twirling out a quarter turn clockwise (.didDisappear, value +1). \
            The badge is a RadialGradient circle with a star symbol.
            """),
        Caption(name: "numeric-counter", title: "Numeric-text counter", text: """
            Text("\\(count)").contentTransition(.numericText(value:)) inside withAnimation(.snappy). Plus at \
            0.3 s rolls 8 up to 9: the old digit slides up and fades while the new one rises in from below, \
            both clipped to the line, so nothing spills out of the text's frame. At 1.0 s 9 becomes 10, and the \
            text grows by a digit at once (layout does not animate). Minus at 1.7 s rolls the other way: the \
            value went down, so the digits fall. A screen reader finds one static text with the new value \
            from the moment it changes; the outgoing digits are drawn, never read.
            """),
        Caption(name: "symbol-effects", title: "Symbol effects: bounce and pulse", text: """
            The bell has symbolEffect(.bounce, options: .repeat(2), value: rings): each Ring tap bounces it \
            twice (Cadence's curve, as Apple publishes none: a 0.5 s elastic scale, 1 + 0.25·sin(πt/0.5)·e^(−3t)). \
            The sparkles have symbolEffect(.pulse, isActive: true): their opacity dips to 0.4 and back every \
            second, for ever. Reduce Motion goes on at 1.6 s: the tap at 1.8 s no longer scales the bell but \
            dims it once for 0.3 s, while the pulse, which only changes opacity, goes on. Right: Reduce \
            Motion on throughout, every ring is a dip in opacity. The Ring button's value counts the rings \
            ("Rang 2 times"), so the bounce is not the only sign.
            """),
        Caption(name: "navigation-gallery", title: "Gallery in a NavigationStack", text: """
            A NavigationStack around a ScrollView with a LazyVGrid of adaptive columns (at least 90 pt, 12 pt \
            apart): each card is a NavigationLink(value:) whose screen comes from navigationDestination(for:). \
            Tapping Bolt at 0.3 s pushes its detail: it slides in from the trailing edge with the default \
            spring while the grid shifts a third of the way out under it, and the bar swaps the large title \
            for an inline one and a Back button. Animate springs the symbol to 1.6× (bounce 0.4); Back at \
            2.3 s slides the detail out again. A screen reader reads the title as a header and each card as a button.
            """),
        Caption(name: "springs", title: "The springs the examples use", text: """
            Each spring moving from 0 to 1: the value with its settling time (SwiftUI's rule, within 0.001), \
            and the velocity below. Bouncy ones overshoot the target line; .smooth and Spring() never do.
            """),
        Caption(name: "curves", title: "The timing curves the examples use", text: """
            value(at:) over progress 0…1, and its slope below. Linear keyframes use .linear unless given a \
            curve; easeInOut is the transitions article's calmer alternative for Reduce Motion; easeOut is the save badge's.
            """),
    ]
}
