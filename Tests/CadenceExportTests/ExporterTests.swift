import Cadence
import CadenceExport
import Foundation
import Testing

@Suite struct ExporterTests {
    @Test func theStylesheetNestsOneBoxPerModifierWithItsAnchor() throws {
        let result = try Exporter.export(ExportFixtures.scene(), format: .css)
        let css = result.content
        // Scale about the bottom, rotation about the top-leading corner, each its own box.
        #expect(css.contains("transform-origin: 50% 100%;"))
        #expect(css.contains("transform-origin: 0% 0%;"))
        for property in ["scale:", "rotate:", "translate:", "opacity:"] { #expect(css.contains(property)) }
        #expect(css.contains("step-end"))                    // the move keyframe
        #expect(css.contains("1.6s linear 0s 1 both"))        // played once, holding its end
        let page = try #require(result.page)
        #expect(page.contains("data-channel=\"2\" data-property=\"scale\" data-axis=\"xy\""))
        #expect(page.contains("fill-rule=\"nonzero\""))
        // SwiftUI's order: opacity outermost, then offset (two boxes, x inside y), rotation, scale, the frame.
        let order = ["data-property=\"opacity\"", "data-property=\"translate\" data-axis=\"y\"", "data-property=\"translate\" data-axis=\"x\"",
                     "data-property=\"rotate\"", "data-property=\"scale\""].map { page.range(of: $0)?.lowerBound }
        let positions = order.compactMap { $0 }
        #expect(positions.count == order.count)
        #expect(positions == positions.sorted())
    }

    @Test func webAnimationsJSONParsesAndNamesItsTargets() throws {
        let result = try Exporter.export(ExportFixtures.scene(loopStart: 0.7), format: .waapi)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.content.utf8)) as? [String: Any])
        #expect(json["format"] as? String == "cadence-waapi")
        #expect(json["loopStart"] as? Double == 0.7)
        let animations = try #require(json["animations"] as? [[String: Any]])
        // Two runs per animated box: the intro once, then the loop for ever after it.
        #expect(animations.count == 2 * 5)
        let options = animations.compactMap { $0["options"] as? [String: Any] }
        #expect(options.filter { $0["iterations"] as? String == "Infinity" && $0["delay"] as? Double == 700 }.count == 5)
        for animation in animations {
            let keyframes = try #require(animation["keyframes"] as? [[String: Any]])
            let offsets = keyframes.compactMap { $0["offset"] as? Double }
            #expect(offsets.first == 0 && offsets.last == 1 && offsets == offsets.sorted())
        }
    }

    @Test func lottieLayersParentLikeTheModifiers() throws {
        let result = try Exporter.export(ExportFixtures.scene(background: .white), format: .lottie)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.content.utf8)) as? [String: Any])
        #expect(json["fr"] as? Double == 60)
        #expect(json["op"] as? Double == 96)
        let layers = try #require(json["layers"] as? [[String: Any]])
        let byName = Dictionary(layers.map { ($0["nm"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        let heart = try #require(byName["heart.fill"])
        #expect(heart["ty"] as? Double == 4)
        // The heart's opacity is the opacity box's, since Lottie parents pass no opacity on.
        let ks = try #require(heart["ks"] as? [String: Any])
        #expect((ks["o"] as? [String: Any])?["a"] as? Double == 1)
        // Parent chain from the heart outwards.
        var names: [String] = []
        var layer: [String: Any]? = heart
        while let parent = layer?["parent"] as? Double {
            layer = layers.first { $0["ind"] as? Double == parent }
            names.append(layer?["nm"] as? String ?? "?")
        }
        #expect(names == ["box", "scaleEffect (scale)", "rotationEffect (angle)", "offset (x)", "offset (y)", "opacity (opacity)"])
        // The scale box turns about the bottom of the 60-point frame.
        let scale = try #require(byName["scaleEffect (scale)"]?["ks"] as? [String: Any])
        #expect((scale["a"] as? [String: Any])?["k"] as? [Double] == [30, 60, 0])
        #expect(layers.last?["nm"] as? String == "background")
        #expect(result.report.isWithinBounds)
    }

    @Test func theReportListsEveryAnimatedPropertyInItsUnits() throws {
        let report = try Exporter.export(ExportFixtures.scene(), format: .css).report
        #expect(report.properties.map(\.name) == ["x", "y", "scale", "angle", "opacity"])
        #expect(report.properties.map(\.unit) == [.points, .points, .factor, .degrees, .opacity])
        #expect(report.properties.allSatisfy { $0.maximumError <= $0.bound })
        #expect(report.sampleCount > 1600)
        #expect(report.text.contains("All properties are within their bounds."))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(json["withinBounds"] as? Bool == true)
    }

    @Test func aSceneThatDoesNotMoveExportsStill() throws {
        let element = ExportElement(content: .shape(.circle), color: .black, modifiers: [.frame(width: 20, height: 20), .opacity(.constant(0.5))])
        let scene = ExportScene(name: "Still", width: 40, height: 40, content: element, channels: [], duration: 0)
        for format in ExportFormat.allCases {
            let result = try Exporter.export(scene, format: format)
            #expect(result.report.properties.isEmpty)
            #expect(!result.content.contains("@keyframes"))
        }
        #expect(try Exporter.export(scene, format: .css).content.contains("opacity: 0.5;"))
    }

    @Test func badScenesAndBoundsAreRejected() {
        let element = ExportElement(content: .shape(.circle), color: .black, modifiers: [.scale(x: .channel(3), y: .channel(3), anchor: .center)])
        let scene = ExportScene(name: "Bad", width: 40, height: 40, content: element, channels: [], duration: 1)
        #expect(throws: ExportError.self) { try Exporter.export(scene, format: .css) }
        var nan = ExportFixtures.scene()
        nan.channels[0].segments[0].endValue = .nan
        #expect(throws: ExportError.self) { try Exporter.export(nan, format: .lottie) }
        var loop = ExportFixtures.scene()
        loop.loopStart = 5
        #expect(throws: ExportError.self) { try Exporter.export(loop, format: .waapi) }
        var infinite = ExportFixtures.scene()
        infinite.duration = .infinity
        #expect(throws: ExportError.self) { try Exporter.export(infinite, format: .css) }
        #expect(throws: ExportError.self) { try Exporter.export(ExportFixtures.scene(), format: .css, bounds: ErrorBounds(points: 0)) }
        #expect(throws: ExportError.self) { try Exporter.export(ExportFixtures.scene(), format: .css, bounds: ErrorBounds(scaledTo: .nan)) }
        do {
            _ = try Exporter.export(scene, format: .css)
        } catch {
            #expect(error.description.contains("channel index below 0, got 3"))
        }
    }

    @Test func boundsScaleFromOneNumber() {
        let bounds = ErrorBounds(scaledTo: 0.25)
        #expect(bounds.bound(for: .points) == 0.25)
        #expect(isClose(bounds.bound(for: .degrees), 0.05, absolute: 1e-15))
        #expect(isClose(bounds.bound(for: .factor), 0.0025, absolute: 1e-15))
        #expect(ErrorBounds() == ErrorBounds(scaledTo: 0.5))
    }
}
