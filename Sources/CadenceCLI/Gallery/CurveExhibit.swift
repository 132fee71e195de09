import Cadence
import CadenceRender

/// The gallery sections of the springs and timing curves the examples use, one plot each (SVG for the
/// page, PNG beside it).
///
/// ```swift
/// CurveExhibit.springs().paths.first   // "springs/bouncy.svg"
/// ```
enum CurveExhibit {
    /// A spring the examples use: its file name, how Swift spells it, and where it appears.
    struct SpringUse: Sendable {
        var file: String
        var swift: String
        var use: String
        var spring: Spring
    }

    static let springUses: [SpringUse] = [
        SpringUse(file: "bouncy", swift: "Spring.bouncy", use: "like button pop, pulse, floating badge rise", spring: .bouncy),
        SpringUse(file: "snappy", swift: "Spring.snappy", use: "like button settle", spring: .snappy),
        SpringUse(file: "smooth", swift: "Spring.smooth", use: "floating badge return", spring: .smooth),
        SpringUse(file: "bouncy-0.4-0.15", swift: ".bouncy(duration: 0.4, extraBounce: 0.15)", use: "the like button article's suggested start",
                  spring: .bouncy(duration: 0.4, extraBounce: 0.15)),
        SpringUse(file: "spring-default", swift: "Spring()", use: "SpringKeyframe without a spring: the checkmark", spring: Spring()),
        SpringUse(file: "bouncy-0.35-0.2", swift: ".bouncy(duration: 0.35, extraBounce: 0.2)", use: "phase like button, into pop",
                  spring: .bouncy(duration: 0.35, extraBounce: 0.2)),
        SpringUse(file: "snappy-0.15", swift: ".snappy(duration: 0.15)", use: "phase like button, into rest", spring: .snappy(duration: 0.15)),
        SpringUse(file: "smooth-0.25", swift: ".smooth(duration: 0.25)", use: "phase like button, into settle", spring: .smooth(duration: 0.25)),
        SpringUse(file: "spring-0.22", swift: ".spring(duration: 0.22)", use: "save badge, into lift", spring: Spring(duration: 0.22)),
        SpringUse(file: "default-animation", swift: "Animation.default", use: "a phase without an animation: response 0.55, damping 1",
                  spring: Spring(response: 0.55, dampingRatio: 1)),
    ]

    static let curves: [(file: String, swift: String, use: String, curve: UnitCurve)] = [
        ("linear", "UnitCurve.linear", "LinearKeyframe's default", .linear),
        ("easeIn", "UnitCurve.easeIn", "easeOut's mirror", .easeIn),
        ("easeOut", "UnitCurve.easeOut", "save badge: .easeOut(duration: 0.16)", .easeOut),
        ("easeInOut", "UnitCurve.easeInOut", "the transitions article's Reduce Motion curve", .easeInOut),
    ]

    static func springs() -> DemoSection {
        section(name: "springs", plots: springUses.map { use in
            DemoPlot(file: use.file, label: use.use, alt: "Spring plot of \(use.swift)",
                     plot: withHeadroom(SpecPlots.sized(Plot.spring(use.spring, title: use.swift))))
        })
    }

    static func timingCurves() -> DemoSection {
        section(name: "curves", plots: curves.map { item in
            DemoPlot(file: item.file, label: item.use, alt: "Plot of \(item.swift) over progress",
                     plot: SpecPlots.sized(Plot.unitCurve(item.curve, title: item.swift)))
        })
    }

    /// `plot` with room above its first panel's highest value, so a spring that never overshoots
    /// keeps its "target" label clear of the panel's title at the gallery's width.
    static func withHeadroom(_ plot: Plot) -> Plot {
        var plot = plot
        guard let values = plot.panels.first?.series.flatMap(\.points).map(\.y).filter(\.isFinite),
              let low = values.min(), let high = values.max(), high > low else { return plot }
        plot.panels[0].yAxis.range = min(low, 0)...(max(high, 1) + 0.25 * (max(high, 1) - min(low, 0)))
        return plot
    }

    private static func section(name: String, plots: [DemoPlot]) -> DemoSection {
        let caption = DemoCaptions.caption(for: name)
        return DemoSection(name: name, title: caption?.title ?? name, caption: caption?.text ?? "", plots: plots)
    }
}
