/// How an animation file plays: looping, or once with its final frame left on screen.
///
/// The choice decides both which frames are recorded and what the file says:
///
/// | | frames for a duration D at f fps | GIF | APNG |
/// |---|---|---|---|
/// | `.repeating` | t = i/f for i/f < D: the frame at D is the first frame again, so it is left out and the loop has no stutter | loops forever | loops forever |
/// | `.once` | the same plus one frame at or after D, so the last frame shows the final state | no loop extension: plays once | plays once |
///
/// Viewers keep showing the last frame when a play-once animation ends, which is what "held" means:
/// a triggered animation (a like button's pop) ends on its settled state.
///
/// ```swift
/// let loop = try recorder.record(stage, duration: 1.2, playback: .repeating)   // 60 frames at 50 fps
/// let once = try recorder.record(stage, duration: 1.2, playback: .once)        // 61 frames
/// ```
public enum Playback: Sendable, Hashable {
    /// Loops forever, for `repeating:` keyframe animators and phase animators without a trigger.
    case repeating
    /// Plays once and holds the last frame, for animations started by a trigger.
    case once
}
