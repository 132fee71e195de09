extension ExportFormat {
    /// A Lottie (Bodymovin) JSON animation.
    public static let lottie = ExportFormat(name: "lottie", writer: LottieExportWriter())
}

/// Writes Lottie JSON, the Reduce Motion variant appended after the animation under a marker.
struct LottieExportWriter: ExportWriter {
    func write(_ job: ExportJob) -> ExportResult {
        let (format, scene, root, plans, bounds, prefix, expansion) = (job.format, job.scene, job.root, job.plans, job.bounds, job.prefix, job.expansion)
        var notes = job.notes
        var lottieScene = scene
        var reducedFrames: (start: Double, end: Double)?
        if let variant = scene.reducedMotion, scene.duration > 0 {
            let combined = LottieReducedMotion.combined(scene, variant: variant)
            lottieScene = combined.scene
            reducedFrames = (scene.duration * LottieKeyframes.frameRate, lottieScene.duration * LottieKeyframes.frameRate)
            notes.append(Exporter.reducedMotionNote(variant, format: format, frames: reducedFrames))
        }
        let lottieRoot = reducedFrames == nil ? root : SceneLayout.layout(lottieScene)
        let lottiePlans = reducedFrames == nil ? plans : lottieScene.channels.enumerated().map { index, channel in
            var cut = channel
            if let start = scene.loopStart { cut = cut.cut(at: start) }
            return ChannelPlan(cut, bound: bounds.bound(for: channel.unit), duration: lottieScene.duration)
        }
        let lottie = LottieExport(root: lottieRoot, scene: lottieScene, plans: lottiePlans, bounds: bounds,
                                  animationDuration: scene.duration, reducedMotion: reducedFrames,
                                  presenceChannel: expansion?.presenceChannel)
        notes += lottie.notes
        let report = Exporter.report(lottieScene, format: format, checks: lottie.checks, notes: notes)
        return ExportResult(format: format, content: lottie.json.text() + "\n", page: nil, fragment: nil, prefix: prefix, report: report)
    }

    func reducedMotionNote(_ what: String, frames: (start: Double, end: Double)?) -> String {
        let (start, end) = frames ?? (0, 0)
        return "frames \(NumberFormat.decimal(start, digits: 4))–\(NumberFormat.decimal(end, digits: 4)), after the animation, hold the reduced-motion variant (it \(what)) under the marker \"reduced motion\", "
            + "which lottie-ios plays instead of the animation when Reduce Motion is on; other players show them after the animation unless told to play frames 0–\(NumberFormat.decimal(start, digits: 4))"
    }
}
