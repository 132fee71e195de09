import CadenceRender
import CadenceUI
import Foundation

/// The recorded part of an example's gallery section: the animation as a GIF and a contact sheet,
/// and, for an example with a Reduce Motion variant, the same with Reduce Motion on, shown beside it.
///
/// ```swift
/// let recorded = StageExhibit.steps(for: recording)
/// recorded.images.map(\.path)   // ["like-button/animation.gif", "like-button/reduce-motion.gif",
///                               //  "like-button/sheet.png", "like-button/reduce-motion-sheet.png"]
/// ```
///
/// Frames are recorded with `StageRecorder` at the run's frames per second and scale, on white; the
/// contact sheet shows 12 frames spread over the recording, first and last included, at half the
/// GIF's size.
enum StageExhibit {
    /// How the contact sheets are laid out: 12 frames in rows of 6, at half the frames' pixel size.
    static let sheet = ContactSheet(frameCount: 12, columns: 6, thumbnailScale: 0.5)

    /// The steps that record and write the files, and the images the section shows (the GIFs first,
    /// side by side, then the sheets).
    static func steps(for recording: DemoRecording) -> (steps: [DemoStep], images: [GalleryImage]) {
        var steps: [DemoStep] = []
        var gifs: [GalleryImage] = []
        var sheets: [GalleryImage] = []
        let variants: [(reduceMotion: Bool, prefix: String)] = recording.hasReduceMotionVariant
            ? [(false, ""), (true, "reduce-motion-")] : [(false, "")]
        for variant in variants {
            let gif = "\(recording.name)/\(variant.prefix.isEmpty ? "animation" : "reduce-motion").gif"
            let sheetPath = "\(recording.name)/\(variant.prefix)sheet.png"
            steps.append(step(recording, reduceMotion: variant.reduceMotion, paths: [gif, sheetPath]))
            let what = variant.reduceMotion ? "With Reduce Motion on" : "Recorded"
            let how = recording.playback == .repeating ? "loops" : "plays once"
            gifs.append(GalleryImage(path: gif, alt: "\(what): an animated GIF of \(recording.name)",
                                     label: "\(what) (\(how))"))
            sheets.append(GalleryImage(path: sheetPath, alt: "\(what): 12 frames of \(recording.name) with their times",
                                       label: "\(what): contact sheet"))
        }
        return (steps, gifs + sheets)
    }

    /// Records the stage on the main actor, then writes the GIF and the sheet (on any thread).
    private static func step(_ recording: DemoRecording, reduceMotion: Bool, paths: [String]) -> DemoStep {
        DemoStep(paths) { options in
            let sequence = try DemoMainActor.run {
                let recorder = StageRecorder(renderer: DisplayListRenderer(scale: options.scale), framesPerSecond: options.framesPerSecond)
                let stage = recording.makeStage(reduceMotion)
                let sequence = try recorder.record(stage, duration: recording.duration, playback: recording.playback)
                if let issue = stage.issues.first {
                    throw UsageError("the \(recording.name) example\(reduceMotion ? " with Reduce Motion" : "") did not play as scripted: \(issue)")
                }
                return sequence
            }
            return { urls in
                try FrameWriter().write(sequence, to: urls[0])
                try sheet.write(sequence, to: urls[1])
            }
        }
    }
}
