import CadenceRender
import Foundation

/// The demo gallery's contents: every section `cadence demo` can make, by name, and the page that
/// shows them.
///
/// ```swift
/// DemoGallery.names                                  // ["like-button", …, "springs", "curves"]
/// let section = try DemoGallery.section(named: "pulse-badge")
/// let page = DemoGallery.page([section])
/// ```
enum DemoGallery {
    /// The names of the sections that show a curve family rather than an example.
    static let curveSections = ["springs", "curves"]

    /// Every section name, in the gallery's order (`DemoCaptions`' order, then by name).
    static var names: [String] {
        let all = EmbeddedSpec.examples.map(\.name) + curveSections
        return all.sorted { (DemoCaptions.order(of: $0), $0) < (DemoCaptions.order(of: $1), $1) }
    }

    /// The section called `name`.
    /// - Throws: `UsageError` for an unknown name (listing the known ones), `SpecError` when an
    ///   example cannot be evaluated.
    static func section(named name: String) throws -> DemoSection {
        switch name {
        case "springs": return CurveExhibit.springs()
        case "curves": return CurveExhibit.timingCurves()
        default:
            guard let example = EmbeddedSpec.examples.first(where: { $0.name == name }) else { throw unknown(name) }
            return try SpecExhibit.section(for: example)
        }
    }

    /// The error for a section name that does not exist: what there is, and the closest name.
    static func unknown(_ name: String) -> UsageError {
        UsageError("unknown example '\(name)'\(NameSuggestion.didYouMean(name, among: names)). Examples: \(names.joined(separator: ", "))")
    }

    /// The page for `sections`, in the order given.
    static func page(_ sections: [DemoSection]) -> GalleryPage {
        GalleryPage(title: "Cadence: the seeds' animations", introduction: introduction, entries: sections.map(\.entry))
    }

    static let introduction = """
        SwiftUI's keyframe and phase animations, computed by Cadence and drawn headless. Each example \
        comes from one of the seed articles: its value-over-time plots (dots are keyframe joints, rings \
        where a value jumps, dashed rules for loop seams and phase changes), what it does with Reduce \
        Motion beside it on the same scales, and its spec, inspect report and lint findings below. Every \
        plot is in the example's folder as SVG (shown here) and PNG.
        """
}
