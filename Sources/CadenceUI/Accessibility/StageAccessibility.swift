/// What a stage keeps for accessibility: the announcements and feedback its views delivered, and the
/// accessibility side of the frame it last rendered.
struct StageAccessibility {
    /// Every announcement and feedback so far, in order.
    var events: [AccessibilityEvent] = []
    /// The tree and decorative items of the last rendered frame; `nil` before the first render.
    var snapshot: AccessibilitySnapshot?
}

/// The accessibility side of one rendered frame.
struct AccessibilitySnapshot {
    var tree: AccessibilityTree
    /// Indices into the frame's display list of the items drawn under
    /// `accessibilityDecorativeAnimation()`: their motion does not need another channel.
    var decorativeItems: Set<Int>
}
