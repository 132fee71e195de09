/// One keyframe interval of an exported channel: from `startValue` at `start` to `endValue` at
/// `end` (seconds), eased by `easing`. A jump lasts `ChannelPlan.jumpDuration`.
struct ExportInterval: Sendable, Hashable {
    var start: Double
    var end: Double
    var startValue: Double
    var endValue: Double
    var easing: ExportEasing

    /// The value at `time` inside the interval, as a browser shows it.
    func value(at time: Double) -> Double {
        let span = end - start
        let progress = span > 0 ? (time - start) / span : (time > start ? 1 : 0)
        let eased = easing.output(at: progress)
        return startValue + (endValue - startValue) * eased
    }

    /// True when the value stays put.
    var isConstant: Bool {
        startValue == endValue
    }
}
