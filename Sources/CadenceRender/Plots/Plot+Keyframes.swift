import Cadence

extension Plot {
    /// One panel per track of `timeline`: the track's value over time (each component of a vector
    /// value as its own line), dots at its joints, rings where a jump lands, and for a repeating
    /// timeline the loop seam as a rule at the timeline's end with the jump a viewer would see there.
    ///
    /// ```swift
    /// let timeline = KeyframeTimeline(initialValue: Values()) {
    ///     KeyframeTrack(\.scale) { SpringKeyframe(1.3, duration: 0.2); CubicKeyframe(1, duration: 0.3) }
    ///     KeyframeTrack(\.rotation) { LinearKeyframe(.degrees(10), duration: 0.25) }
    /// }
    /// try Plot.keyframes(timeline, repeating: true).write(to: URL(fileURLWithPath: "values.svg"))
    /// ```
    ///
    /// Values come from the keyframes API's introspection (`KeyframeTimeline.tracks` and
    /// `joints(repeating:)`): each track is drawn as declared, even where a later track overrides the
    /// same property. Components are the property's `animatableData` (radians for an `Angle`).
    ///
    /// The time axis runs from 0 to the timeline's duration (1 s for a timeline of duration 0; for a
    /// timeline that never ends, 2 s past the last keyframe end that is finite, at most `maxDuration`).
    public static func keyframes<Value>(_ timeline: KeyframeTimeline<Value>, repeating: Bool = false, title: String = "",
                                        samplesPerPanel: Int = 480, maxDuration: Double = 60) -> Plot {
        let tracks = timeline.tracks
        let end = visibleEnd(duration: timeline.duration, tracks: tracks, maxDuration: maxDuration)
        let joints = timeline.joints(repeating: repeating)
        let panels = tracks.map { track in
            panel(for: track, joints: joints.filter { $0.track == track.index }, end: end, samples: max(16, samplesPerPanel))
        }
        var heading = title
        if heading.isEmpty {
            heading = "Keyframe timeline, \(PlotText.seconds(timeline.duration))" + (repeating ? ", repeating" : "")
        }
        return Plot(title: heading, panels: panels)
    }

    private static func visibleEnd(duration: Double, tracks: [KeyframeTrackSummary], maxDuration: Double) -> Double {
        let cap = maxDuration > 0 && maxDuration.isFinite ? maxDuration : 60
        if duration > 0, duration.isFinite { return min(duration, cap) }
        if duration == 0 { return 1 }
        let lastFiniteEnd = tracks.flatMap { $0.segments.map(\.end) }.filter(\.isFinite).max() ?? 0
        return min(lastFiniteEnd + 2, cap)
    }

    private static func panel(for track: KeyframeTrackSummary, joints: [KeyframeJoint], end: Double, samples: Int) -> PlotPanel {
        let curve = KeyframeTrackCurve(track: track)
        let components = max(1, curve.componentCount)
        var series: [PlotSeries] = []
        for component in 0..<components {
            var points = [PlotPoint(x: 0, y: KeyframeTrackCurve.component(track.startValue, component))]
            for segment in track.segments where segment.duration > 0 && segment.start < end {
                let shown = min(segment.end, end) - segment.start
                points.append(PlotPoint(x: segment.start, y: KeyframeTrackCurve.component(segment.startValue, component)))
                let count = max(12, Int((Double(samples) * shown / end).rounded(.up)))
                for step in 1...count {
                    let elapsed = shown * Double(step) / Double(count)
                    points.append(PlotPoint(x: segment.start + elapsed, y: curve.value(of: segment, at: elapsed, component: component)))
                }
            }
            // After its last keyframe a track holds its end value.
            if track.duration < end {
                points.append(PlotPoint(x: track.duration, y: KeyframeTrackCurve.component(track.endValue, component)))
                points.append(PlotPoint(x: end, y: KeyframeTrackCurve.component(track.endValue, component)))
            }
            series.append(PlotSeries(name: components == 1 ? track.name : "[\(component)]", points: points))
        }

        var markers: [PlotMarker] = []
        var rules: [PlotRule] = []
        for joint in joints where joint.time <= end {
            for component in 0..<components {
                let before = KeyframeTrackCurve.component(joint.valueBefore, component)
                let after = KeyframeTrackCurve.component(joint.valueAfter, component)
                markers.append(PlotMarker(point: PlotPoint(x: joint.time, y: joint.kind == .start ? after : before), series: component))
                if joint.kind != .start, !(abs(after - before) <= 1e-9) {
                    markers.append(PlotMarker(point: PlotPoint(x: joint.time, y: after), style: .open, series: component))
                }
            }
            if joint.kind == .loopSeam {
                let label = joint.valueJump > 1e-9 ? "loop seam: jumps by \(PlotText.number(joint.valueJump))"
                    : joint.velocityJump > 1e-9 ? "loop seam: velocity jumps by \(PlotText.number(joint.velocityJump))/s"
                    : "loop seam: continuous"
                rules.append(PlotRule(.vertical, at: joint.time, label: label))
            }
        }
        // Jumps inside a track (move keyframes, zero-duration keyframes) land on a ring.
        for segment in track.segments where segment.duration == 0 && segment.start > 0 && segment.start < end {
            for component in 0..<components {
                markers.append(PlotMarker(point: PlotPoint(x: segment.start, y: KeyframeTrackCurve.component(segment.endValue, component)),
                                          style: .open, series: component))
            }
        }
        let title = components == 1 ? track.name : "\(track.name) (\(components) components)"
        return PlotPanel(title: title, xAxis: PlotAxis(label: "time (s)", range: 0...end), yAxis: PlotAxis(label: "value"),
                         series: series, markers: markers, rules: rules)
    }
}
