import Cadence

/// The scene a Lottie export with a reduced-motion variant animates: the animation, then the
/// variant laid after it (Lottie has one timeline; a marker names the variant's frames). For a
/// cross-fade, an opacity box around the content stays at 1 through the animation and fades in
/// from 0 at the start of the variant.
enum LottieReducedMotion {
    /// The name of the cross-fade's channel and layer.
    static let fadeName = "reduced motion fade"

    static func combined(_ scene: ExportScene, variant: ExportReducedMotion) -> (scene: ExportScene, span: Double) {
        let frame = 1 / LottieKeyframes.frameRate
        let span = max(variant.duration, variant.fadeDuration, frame)
        let offset = scene.duration
        var combined = scene
        combined.channels = scene.channels.indices.map { index in
            append(scene.channels[index], spanning(variant.channels[index], span), at: offset)
        }
        if case .crossFade(let fade) = variant.presentation, fade > 0 {
            let main = ExportChannel.constant(1, name: fadeName, unit: .opacity)
            let reference: @Sendable (Double) -> Double = { time in UnitCurve.easeInOut.value(at: min(max(time / fade, 0), 1)) }
            var segments = [ExportSegment(start: 0, duration: fade, startValue: 0, endValue: 1, shape: .curve(.easeInOut))]
            if span > fade { segments.append(ExportSegment(start: fade, duration: span - fade, startValue: 1, endValue: 1, shape: .hold)) }
            let faded = ExportChannel(name: fadeName, unit: .opacity, segments: segments, reference: reference)
            combined.channels.append(append(spanning(main, offset), faded, at: offset))
            combined.content.modifiers.append(.opacity(.channel(combined.channels.count - 1)))
        }
        combined.duration = offset + span
        combined.reducedMotion = nil
        return (combined, span)
    }

    /// The channel held at its last value (or its constant) until `span` seconds.
    private static func spanning(_ channel: ExportChannel, _ span: Double) -> ExportChannel {
        var copy = channel
        guard channel.duration < span else { return copy }
        let held = channel.segments.last?.endValue ?? channel.reference(0)
        copy.segments.append(ExportSegment(start: channel.duration, duration: span - channel.duration, startValue: held, endValue: held, shape: .hold))
        return copy
    }

    /// `first` until `offset` (its value at `offset` included: a player shows the animation's last
    /// frame there), then `second` from its start.
    private static func append(_ first: ExportChannel, _ second: ExportChannel, at offset: Double) -> ExportChannel {
        let a = first.reference, b = second.reference
        var segments = first.segments.filter { $0.start < offset }.map { segment -> ExportSegment in
            guard segment.end > offset else { return segment }
            var cut = segment
            cut.duration = offset - segment.start
            cut.endValue = a(offset)
            if case .hold = segment.shape {} else { cut.shape = .sampled }
            return cut
        }
        let end = segments.last?.end ?? 0
        if end < offset {
            let held = segments.last?.endValue ?? a(0)
            segments.append(ExportSegment(start: end, duration: offset - end, startValue: held, endValue: held, shape: .hold))
        }
        segments += second.segments.map { $0.delayed(by: offset) }
        return ExportChannel(name: first.name, unit: first.unit, segments: segments,
                             reference: { time in time <= offset ? a(time) : b(time - offset) })
    }
}
