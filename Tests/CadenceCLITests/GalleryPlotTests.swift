@testable import CadenceCLI
import CadenceRender
import CadenceSpec
import Foundation
import Testing

/// The demo's plots of the example specs: what each panel shows, checked against numbers that follow
/// from the specs themselves.
@Suite struct GalleryPlotTests {
    static func spec(_ name: String) throws -> AnimationSpec {
        try #require(EmbeddedSpec.examples.first { $0.name == name }, "no example \(name)").decode()
    }

    /// The y of `panel`'s first series at `time`, interpolated between the samples around it (exact
    /// where the motion is a straight line).
    static func value(_ panel: PlotPanel, at time: Double) throws -> Double {
        let points = try #require(panel.series.first?.points)
        let after = try #require(points.firstIndex { $0.x >= time })
        guard after > 0, points[after].x > time else { return points[after].y }
        let a = points[after - 1], b = points[after]
        return a.y + (b.y - a.y) * (time - a.x) / (b.x - a.x)
    }

    static func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
        abs(a - b) <= tolerance + tolerance * max(abs(a), abs(b))
    }

    @Test func theLikeButtonTimelineHasAPanelPerTrackWithAnglesInDegrees() throws {
        let plot = try SpecPlots.timeline(Self.spec("like-button"))
        #expect(plot.panels.map(\.title) == ["scale", "rotation (degrees)", "overlayOpacity", "overlayOffsetY"])
        #expect(plot.width == SpecPlots.width)
        // The rotation keyframes end at −8° after 0.12 s and at +6° after 0.28 s: joints drawn there.
        let joints = plot.panels[1].markers.map(\.point)
        #expect(joints.contains { Self.close($0.x, 0.12) && Self.close($0.y, -8) })
        #expect(joints.contains { Self.close($0.x, 0.28) && Self.close($0.y, 6) })
        #expect(plot.panels[1].yAxis.label == "degrees")
        // The "+1" is fully visible from 0.1 s to 0.4 s and gone at 0.6 s.
        #expect(Self.close(try Self.value(plot.panels[2], at: 0.25), 1))
        #expect(Self.close(try Self.value(plot.panels[2], at: 0.6), 0))
        #expect(plot.panels.allSatisfy { $0.xAxis.range.map { $0.lowerBound == 0 && Self.close($0.upperBound, 0.6) } == true })
    }

    @Test func aLoopWithoutAResetDiffersAfterItsFirstLoopAndOneWithAResetDoesNot() throws {
        // Opacity: with the reset each loop jumps to 0.5 and rises linearly to 1 over 0.6 s, so 0.3 s into
        // any loop it is 0.75. Without it the first loop holds 1 for 0.6 s; later loops start at 0.5.
        let reset = try #require(try SpecPlots.loops(Self.spec("pulse-badge")))
        let noReset = try #require(try SpecPlots.loops(Self.spec("pulse-badge-no-reset")))
        let opacity = try #require(reset.panels.firstIndex { $0.title == "opacity" })
        for loop in 0..<3 {
            #expect(Self.close(try Self.value(reset.panels[opacity], at: 1.4 * Double(loop) + 0.3), 0.75))
        }
        #expect(Self.close(try Self.value(noReset.panels[opacity], at: 0.3), 1))
        #expect(Self.close(try Self.value(noReset.panels[opacity], at: 1.4 + 0.3), 0.75))
        #expect(Self.close(try Self.value(noReset.panels[opacity], at: 2.8 + 0.3), 0.75))
        #expect(reset.panels[opacity].rules.map(\.position) == [1.4, 2.8])
        #expect(reset.panels[opacity].rules.map(\.label) == ["loop 2", "loop 3"])
    }

    @Test func triggeredSpecsHaveNoLoopPlot() throws {
        #expect(try SpecPlots.loops(Self.spec("like-button")) == nil)
        #expect(try SpecPlots.loops(Self.spec("save-badge")) == nil)
    }

    @Test func reduceMotionPlotsFollowEachPolicy() throws {
        // No choice: Reduce Motion changes nothing, so there is nothing to show beside the timeline.
        #expect(try SpecPlots.reduceMotion(Self.spec("like-button"), until: 0.6) == nil)

        // simplified: the variant holds the scale at 1 and leaves the rotation at 0.
        let like = try #require(try SpecPlots.reduceMotion(Self.spec("like-button-reduce-motion"), until: 0.5))
        #expect(like.panels.map(\.title) == ["scale", "rotation (degrees)"])
        #expect(like.panels[0].series[0].points.allSatisfy { Self.close($0.y, 1) })
        #expect(like.panels[1].series[0].points.allSatisfy { abs($0.y) <= 1e-12 })
        #expect(like.panels[0].xAxis.range == 0...0.5)

        // skipToEnd on a loop: it holds still where each loop starts, after the reset (opacity 0.5).
        let pulse = try #require(try SpecPlots.reduceMotion(Self.spec("pulse-badge"), until: 1.4))
        let opacity = try #require(pulse.panels.first { $0.title == "opacity" })
        #expect(opacity.series[0].points.allSatisfy { Self.close($0.y, 0.5) })
        #expect(pulse.title.contains("holds still"))

        // skipToEnd on a trigger: the final state from the start; the badge ends (nearly) back at rest.
        let badge = try #require(try SpecPlots.reduceMotion(Self.spec("floating-badge"), until: 1.6))
        let offsets = badge.panels[0].series[0].points.map(\.y)
        #expect(offsets.allSatisfy { $0 == offsets[0] && abs($0) < 0.1 })
        #expect(badge.title.contains("final state"))

        // crossFade on a phase animator: the first phase's values (scale 1, opacity 0.8), still.
        let save = try #require(try SpecPlots.reduceMotion(Self.spec("save-badge"), until: 0.7))
        #expect(save.panels[0].series[0].points.allSatisfy { Self.close($0.y, 1) })
        #expect(save.panels[1].series[0].points.allSatisfy { Self.close($0.y, 0.8) })
    }

    @Test func phasePlotsMarkEachPhaseChange() throws {
        // rest → pop at 0; pop is .bouncy(duration: 0.35): logically complete at its duration, then
        // → settle; .smooth(duration: 0.25) hands over to → rest at 0.6 s.
        let like = try SpecPlots.timeline(Self.spec("phase-like-button"))
        let rules = like.panels[0].rules
        #expect(rules.map(\.label) == ["→ pop", "→ settle", "→ rest"])
        #expect(zip(rules.map(\.position), [0, 0.35, 0.6]).allSatisfy { Self.close($0, $1, tolerance: 1e-5) })
        #expect(like.title == "One run: rest → pop → settle → rest")
        // The bouncy pop overshoots its target scale of 1.35.
        #expect((like.panels[0].series[0].points.map(\.y).max() ?? 0) > 1.35)
    }

    @Test func sampledPanelsFollowTheTracksOrder() throws {
        // The checkmark declares translation first but animates verticalStretch first.
        let spec = try Self.spec("squash-bounce-checkmark")
        #expect(spec.properties.map(\.name) == ["translation", "verticalStretch"])
        let loops = try #require(try SpecPlots.loops(spec))
        #expect(loops.panels.map(\.title) == ["verticalStretch", "translation"])
        #expect(try SpecPlots.timeline(spec).panels.map(\.title) == ["verticalStretch", "translation"])
    }

    @Test func plotsShownSideBySideShareTheirValueRanges() throws {
        let spec = try Self.spec("like-button-reduce-motion")
        let main = try SpecPlots.timeline(spec)
        let reduced = try #require(try SpecPlots.reduceMotion(spec, until: SpecPlots.timeEnd(of: main)))
        let shared = SpecPlots.sharingValueRanges([main, reduced])
        for title in ["scale", "rotation (degrees)"] {
            let ranges = shared.compactMap { $0.panels.first { $0.title == title }?.yAxis.range }
            #expect(ranges.count == 2)
            #expect(ranges[0] == ranges[1])
            // The range covers the pop (above 1.15) and the still scale of 1, or −6° and 0°.
            let data = shared.flatMap { $0.panels.filter { $0.title == title }.flatMap(\.series).flatMap(\.points).map(\.y) }
            #expect(data.allSatisfy { ranges[0].contains($0) })
        }
        // A panel whose data is one value everywhere keeps its automatic range.
        let flat = PlotPanel(title: "flat", xAxis: PlotAxis(label: "t"), yAxis: PlotAxis(label: "v"),
                             series: [PlotSeries(name: "v", points: [PlotPoint(x: 0, y: 2), PlotPoint(x: 1, y: 2)])])
        #expect(SpecPlots.sharingValueRanges([Plot(panels: [flat])])[0].panels[0].yAxis.range == nil)
    }

    @Test func springPlotsLeaveRoomAboveTheirTarget() throws {
        // .smooth never overshoots: without headroom its curve and "target" label would touch the top.
        let plot = CurveExhibit.withHeadroom(Plot.spring(.smooth))
        let range = try #require(plot.panels[0].yAxis.range)
        #expect(range.lowerBound == 0)
        #expect(range.upperBound >= 1.2)
        let bouncy = CurveExhibit.withHeadroom(Plot.spring(.bouncy))
        let peak = bouncy.panels[0].series[0].points.map(\.y).max() ?? 0
        #expect(peak > 1, "bouncy overshoots")
        #expect(try #require(bouncy.panels[0].yAxis.range).upperBound > peak)
        #expect(CurveExhibit.springs().steps.count == CurveExhibit.springUses.count)
    }
}
