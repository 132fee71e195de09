@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

@Suite struct PlotTests {
    private static func close(_ a: Double, _ b: Double, absolute: Double = 1e-9, relative: Double = 1e-9) -> Bool {
        a == b || abs(a - b) <= absolute + relative * max(abs(a), abs(b))
    }

    private static let sampleTimes: [Double] = [-1, 0, 0.05, 0.2, 0.2000001, 0.35, 0.5, 0.5000001, 0.6, 0.7, 0.75, 0.85, 0.9, 1.2, 3, 100]

    // MARK: Track values from the introspection API

    @Test func aRebuiltTrackFollowsTheTimelineThroughEveryKeyframeKind() throws {
        let timeline = PlotTimelines.scalar()
        let track = try #require(timeline.tracks.first)
        let curve = KeyframeTrackCurve(track: track)
        #expect(curve.componentCount == 1)
        for time in Self.sampleTimes + (0...175).map({ Double($0) / 100 }) {
            let expected = timeline.value(time: time)
            let rebuilt = curve.value(at: time, component: 0)
            #expect(Self.close(rebuilt, expected), "at t = \(time): rebuilt \(rebuilt), timeline \(expected)")
        }
        #expect(curve.value(at: .nan, component: 0) == timeline.value(time: .nan))
    }

    @Test func everyTrackOfAStructIsItsPropertyComponentByComponent() throws {
        let timeline = PlotTimelines.badge()
        let tracks = timeline.tracks
        #expect(tracks.map(\.name) == ["\\Badge.scale", "\\Badge.angle", "\\Badge.offset", "\\Badge.opacity"])
        let curves = tracks.map(KeyframeTrackCurve.init)
        #expect(curves.map(\.componentCount) == [1, 1, 2, 1])
        for time in Self.sampleTimes {
            let value = timeline.value(time: time)
            let expected = [[value.scale], [value.angle.radians], [Double(value.offset.x), Double(value.offset.y)], [value.opacity]]
            for (track, components) in expected.enumerated() {
                for (component, number) in components.enumerated() {
                    let rebuilt = curves[track].value(at: time, component: component)
                    #expect(Self.close(rebuilt, number), "\(tracks[track].name)[\(component)] at \(time): \(rebuilt) vs \(number)")
                }
            }
        }
    }

    // MARK: Keyframe plots

    @Test func aKeyframePlotHasAPanelPerTrackWithJointsAndTheLoopSeam() throws {
        let timeline = PlotTimelines.badge()
        let plot = Plot.keyframes(timeline, repeating: true)
        #expect(plot.panels.map(\.title) == ["\\Badge.scale", "\\Badge.angle", "\\Badge.offset (2 components)", "\\Badge.opacity"])
        #expect(plot.panels.map(\.series.count) == [1, 1, 2, 1])
        #expect(plot.panels.allSatisfy { $0.xAxis.range == 0...timeline.duration })
        // The samples are the track's values.
        let scale = plot.panels[0].series[0].points
        #expect(scale.first == PlotPoint(x: 0, y: 1))
        #expect(scale.allSatisfy { Self.close($0.y, timeline.value(time: $0.x).scale, absolute: 1e-9, relative: 1e-9) || $0.x == 0 })
        // A dot at every joint of the scale track, at the joint's value.
        let jointTimes = timeline.joints(repeating: true).filter { $0.track == 0 }.map(\.time)
        #expect(plot.panels[0].markers.filter { $0.style == .filled }.map(\.point.x) == jointTimes)
        // Every track gets the loop seam at the timeline's end; opacity's next loop starts moving at once.
        #expect(plot.panels.allSatisfy { $0.rules.count == 1 && $0.rules[0].position == timeline.duration })
        #expect(plot.panels[3].rules[0].label == "loop seam: velocity jumps by 1/s")
        #expect(plot.panels[0].rules[0].label == "loop seam: continuous")
        // The move keyframe's jump lands on a ring.
        #expect(plot.panels[3].markers.contains(PlotMarker(point: PlotPoint(x: 0.3, y: 0.8), style: .open, series: 0)))
        // Played once, there is no seam.
        #expect(Plot.keyframes(timeline).panels.allSatisfy { $0.rules.isEmpty })
    }

    @Test func aLoopThatSnapsBackShowsTheJumpAtTheSeam() throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) {
                MoveKeyframe(0.0)
                LinearKeyframe(1.0, duration: 0.5)
            }
        }
        // Each loop starts from where the last ended (1), so the move keyframe snaps it back to 0.
        let panel = try #require(Plot.keyframes(timeline, repeating: true).panels.first)
        let seam = try #require(panel.rules.first)
        #expect(seam.position == 0.5)
        #expect(seam.label == "loop seam: jumps by 1")
    }

    @Test func timelinesWithoutTracksOrWithoutEndStillPlot() throws {
        let empty = KeyframeTimeline(initialValue: 0.0) {}
        let emptyPlot = Plot.keyframes(empty)
        #expect(emptyPlot.panels.isEmpty)
        #expect(try emptyPlot.render().height == Int(emptyPlot.height.rounded(.up)))

        // An undamped spring left to settle never ends: the axis stops 2 s after the last finite end.
        let endless = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) {
                LinearKeyframe(0.5, duration: 0.4)
                SpringKeyframe(1.0, spring: Spring(duration: 0.5, bounce: 1.5))
            }
        }
        #expect(endless.duration == .infinity)
        let plot = Plot.keyframes(endless)
        #expect(plot.panels[0].xAxis.range == 0...2.4)
        #expect(plot.panels[0].series[0].points.allSatisfy { $0.x <= 2.4 && $0.y.isFinite })
        #expect(try plot.svgDocument().contains("<path"))
    }

    // MARK: Springs and curves

    @Test(arguments: [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.6, bounce: -0.4)])
    func aSpringPlotMarksItsSettlingTimeAndTarget(spring: Spring) throws {
        let plot = Plot.spring(spring)
        #expect(plot.panels.count == 2)
        let settling = spring.settlingDuration
        let rule = try #require(plot.panels[0].rules.first { $0.orientation == .vertical })
        #expect(rule.position == settling)
        #expect(rule.label == "settles at \(String(format: "%.3f", settling)) s")
        #expect(plot.panels[0].rules.contains { $0.orientation == .horizontal && $0.position == 1 && $0.label == "target" })
        #expect(plot.panels[0].xAxis.range == 0...(settling * 1.25))
        let values = plot.panels[0].series[0].points
        #expect(values.first == PlotPoint(x: 0, y: 0))
        #expect(abs(values.last!.y - 1) < 0.001)
        for point in values.prefix(50) {
            #expect(point.y == spring.value(target: 1.0, initialVelocity: 0, time: point.x))
        }
    }

    @Test func aSpringThatNeverSettlesSaysSo() throws {
        let undamped = Spring(duration: 0.5, bounce: 1.5)
        let plot = Plot.spring(undamped)
        #expect(plot.panels[0].title.contains("never settles"))
        #expect(!plot.panels[0].rules.contains { $0.orientation == .vertical })
        #expect(plot.panels[0].xAxis.range == 0...1.5)

        // A spring whose numbers are NaN (bounce ≤ −1) plots empty panels without failing.
        let broken = Plot.spring(Spring(duration: 0.5, bounce: -1.2))
        #expect(broken.panels[0].series[0].points.contains { $0.y.isNaN })
        #expect(try broken.render().width == 640)
        #expect(try broken.svgDocument().hasPrefix("<?xml"))
    }

    @Test func aUnitCurvePlotShowsValueAndVelocity() throws {
        let plot = Plot.unitCurve(.easeInOut)
        #expect(plot.title == "UnitCurve.easeInOut")
        #expect(plot.panels[0].series[0].points.allSatisfy { $0.y == UnitCurve.easeInOut.value(at: $0.x) })
        #expect(plot.panels[1].series[0].points.allSatisfy { $0.y == UnitCurve.easeInOut.velocity(at: $0.x) })
        #expect(plot.panels[1].yAxis.range == nil)

        // circularEaseIn's velocity grows without bound near 1: the axis is cut at 4.
        let circular = Plot.unitCurve(.circularEaseIn)
        #expect(circular.panels[1].yAxis.range == 0...4)
        #expect(circular.panels[1].title == "velocity(at:), cut at ±4")
    }

    // MARK: Ticks

    @Test(arguments: [(0.3, 0.5), (0.11, 0.2), (1, 1), (7, 10), (0.0004, 0.0005), (0, 1), (.nan, 1), (-3, 1)])
    func stepsAreOneTwoOrFiveTimesAPowerOfTen(rough: Double, step: Double) {
        #expect(Self.close(PlotTicks.niceStep(rough), step, absolute: 0, relative: 1e-12))
    }

    @Test func ticksCoverTheDataWithLabelsForTheStep() {
        let unit = PlotTicks(fitting: 0...1, count: 5)
        #expect(unit.range == 0...1 && unit.step == 0.2)
        #expect(unit.values.map(unit.label) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        let wide = PlotTicks(fitting: -3.2...47, count: 4)
        #expect(wide.step == 20 && wide.range == -20...60)
        #expect(wide.values.map(wide.label) == ["-20", "0", "20", "40", "60"])
        let flat = PlotTicks(fitting: 3...3, count: 4)
        #expect(flat.range.lowerBound < 3 && flat.range.upperBound > 3)
        let fixed = PlotTicks(within: 0...4, count: 4)
        #expect(fixed.range == 0...4 && fixed.values.map(fixed.label) == ["0", "1", "2", "3", "4"])
        let fine = PlotTicks(fitting: 0...0.2, count: 4)
        #expect(fine.values.map(fine.label) == ["0.00", "0.05", "0.10", "0.15", "0.20"])
    }

    // MARK: Output

    @Test func theSVGIsDeterministicAndEscaped() throws {
        let plot = Plot.keyframes(PlotTimelines.badge(), repeating: true, title: "Badge <&> \"test\"")
        let first = try plot.svgDocument()
        #expect(first == (try Plot.keyframes(PlotTimelines.badge(), repeating: true, title: "Badge <&> \"test\"").svgDocument()))
        #expect(first.contains(">Badge &lt;&amp;&gt; &quot;test&quot;</text>"))
        #expect(first.contains("<clipPath id=\"area1\">") && first.contains("<clipPath id=\"area4\">"))
        #expect(!first.contains("<clipPath id=\"area5\">"))
        #expect(first.contains("width=\"640\" height=\"\(SVGNumber.format(plot.height))\""))
        // Six decimals at most in every number.
        let longDecimals = first.split(whereSeparator: { !"0123456789.".contains($0) }).filter { token in
            token.split(separator: ".").count == 2 && token.split(separator: ".")[1].count > 6
        }
        #expect(longDecimals.isEmpty)
    }

    @Test(.enabled(if: Tool.exists("rsvg-convert"), "rsvg-convert (librsvg2-bin) not installed"))
    func rsvgDrawsThePlotLikeCairo() throws {
        let directory = try TemporaryDirectory.make()
        let plots: [(String, Plot)] = [("badge", .keyframes(PlotTimelines.badge(), repeating: true)), ("spring", .spring(.bouncy)),
                                       ("curve", .unitCurve(.circularEaseInOut))]
        for (name, plot) in plots {
            let svg = directory.appendingPathComponent("\(name).svg")
            let png = directory.appendingPathComponent("\(name)-rsvg.png")
            try plot.write(to: svg, scale: 2)
            let result = try Tool.run("rsvg-convert", [svg.path, "-o", png.path])
            #expect(result.status == 0 && result.errors.isEmpty, "\(name): \(result.errors)")
            let cairo = try plot.render(scale: 2)
            let rsvg = try #require(RasterImage(width: cairo.width, height: cairo.height, bytes: try TestImages.decodedWithConvert(png)))
            let a = try #require(cairo.inkBox(background: .opaqueWhite, tolerance: 40))
            let b = try #require(rsvg.inkBox(background: .opaqueWhite, tolerance: 40))
            #expect(a.matches(b, within: 2), "\(name): Cairo \(a), rsvg \(b)")
            let close = zip(cairo.pixels, rsvg.pixels).filter { $0.isClose(to: $1, within: 48) }.count
            #expect(Double(close) >= 0.98 * Double(cairo.width * cairo.height), "\(name): only \(close) close pixels")
        }
    }

    @Test func writingChoosesTheFormatFromTheExtension() throws {
        let directory = try TemporaryDirectory.make()
        let plot = Plot.unitCurve(.easeOut)
        try plot.write(to: directory.appendingPathComponent("curve.svg"))
        try plot.write(to: directory.appendingPathComponent("curve.png"), scale: 2)
        #expect(try String(contentsOf: directory.appendingPathComponent("curve.svg"), encoding: .utf8) == plot.svgDocument())
        #expect([UInt8](try Data(contentsOf: directory.appendingPathComponent("curve.png"))) == (try PNGEncoder().encode(plot.render(scale: 2))))
        #expect(throws: RenderError.unsupportedFormat(fileExtension: "gif", supported: ["svg", "png"])) {
            try plot.write(to: directory.appendingPathComponent("curve.gif"))
        }
        var tiny = plot
        tiny.width = 0
        #expect(throws: RenderError.self) { try tiny.write(to: directory.appendingPathComponent("tiny.png")) }
        #expect(throws: RenderError.self) { try tiny.write(to: directory.appendingPathComponent("tiny.svg")) }
        #expect(throws: RenderError.self) { try plot.write(to: directory.appendingPathComponent("missing/curve.svg")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["curve.png", "curve.svg"])
    }
}
