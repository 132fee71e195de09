import Cadence
import CadenceExport
import Foundation
import Testing

/// A scene's reduced-motion variant in each format: a `prefers-reduced-motion` block in CSS, a
/// `matchMedia` choice in Web Animations, a `reduced motion` marker in Lottie whose frames hold the
/// variant's values.
@Suite struct ExportReducedMotionTests {
    /// The text of the CSS `@media (prefers-reduced-motion: reduce)` block.
    static func mediaBlock(_ css: String) throws -> String {
        let start = try #require(css.range(of: "@media (prefers-reduced-motion: reduce) {\n"))
        let end = try #require(css.range(of: "\n}\n", range: start.upperBound..<css.endIndex))
        return String(css[start.upperBound..<end.lowerBound])
    }

    @Test func theSimplifiedVariantIsPlayedUnderTheMediaQuery() throws {
        let result = try Exporter.export(ReducedMotionFixtures.scene(.keyframes), format: .css)
        let block = try Self.mediaBlock(result.content)
        let lines = block.split(separator: "\n")
        // Four boxes hold still, the opacity box plays the variant's keyframes.
        #expect(lines.filter { $0.contains("animation: none;") }.count == 4)
        #expect(block.contains("scale: 1;") && block.contains("rotate: 0deg;") && block.contains("translate: 0px 0px;"))
        let played = try #require(lines.first { $0.contains("-reduced ") })
        #expect(played.contains("0.3s linear 0s 1 both"))
        let name = try #require(played.split(separator: " ").first { $0.hasSuffix("-reduced") })
        #expect(result.content.contains("@keyframes \(name) {\n  0% { opacity: 0.4;"))
        #expect(result.content.contains("100% { opacity: 1; }"))
        #expect(result.report.isWithinBounds)
        #expect(result.report.properties.contains { $0.name == "opacity (reduced motion)" })
        #expect(result.report.notes.contains { $0.contains("prefers-reduced-motion") && $0.contains("plays the Reduce Motion variant") })
    }

    @Test func theFinalStateHoldsEveryBox() throws {
        let result = try Exporter.export(ReducedMotionFixtures.scene(.finalState), format: .css)
        let block = try Self.mediaBlock(result.content)
        #expect(block.split(separator: "\n").count == 5)
        #expect(block.split(separator: "\n").allSatisfy { $0.contains("animation: none;") })
        // The full animation ends at rest: opacity 1, no offset, scale 1, no turn.
        #expect(block.contains("opacity: 1;"))
        #expect(!result.content.contains("-reduced "))
        #expect(!result.content.contains("-reduced {"))
        #expect(!result.content.contains("reduced-fade"))
    }

    @Test func aCrossFadeFadesTheStageIn() throws {
        let result = try Exporter.export(ReducedMotionFixtures.scene(.crossFade(duration: 0.25)), format: .css)
        let block = try Self.mediaBlock(result.content)
        #expect(block.contains(".test-heart-stage { animation: test-heart-reduced-fade 0.25s ease-in-out 0s 1 both; }"))
        #expect(result.content.contains("@keyframes test-heart-reduced-fade {\n  0% { opacity: 0; }\n  100% { opacity: 1; }\n}"))
        #expect(result.report.notes.contains { $0.contains("faded in over 0.25 s") })
    }

    @Test func aSceneWithoutAVariantHasNoMediaBlock() throws {
        let result = try Exporter.export(ExportFixtures.scene(), format: .css)
        #expect(!result.content.contains("prefers-reduced-motion"))
        let json = try Exporter.export(ExportFixtures.scene(), format: .waapi).content
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["reducedMotion"] is NSNull)
    }

    @Test func webAnimationsCarryTheVariantAndTheMediaCheck() throws {
        let result = try Exporter.export(ReducedMotionFixtures.scene(.keyframes), format: .waapi)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.content.utf8)) as? [String: Any])
        let reduced = try #require(json["reducedMotion"] as? [String: Any])
        #expect(reduced["presentation"] as? String == "keyframes")
        let animations = try #require(reduced["animations"] as? [[String: Any]])
        #expect(animations.count == 1)
        #expect(animations.first?["property"] as? String == "opacity")
        #expect((animations.first?["options"] as? [String: Any])?["duration"] as? Double == 300)
        let held = try #require(reduced["held"] as? [[String: Any]])
        #expect(Set(held.compactMap { $0["property"] as? String }) == ["scale", "rotate", "translate"])
        #expect(held.count == 4)
        let page = try #require(result.page)
        #expect(page.contains("window.matchMedia('(prefers-reduced-motion: reduce)').matches"))
        #expect(try #require(result.fragment).contains("window.matchMedia('(prefers-reduced-motion: reduce)').matches"))
    }

    @Test func aReducedVariantMustMatchTheScenesChannels() {
        var scene = ReducedMotionFixtures.scene(.keyframes)
        scene.reducedMotion?.channels.removeLast()
        #expect(throws: ExportError.self) { try Exporter.export(scene, format: .css) }
        scene = ReducedMotionFixtures.scene(.keyframes)
        scene.reducedMotion?.channels[0].unit = .degrees
        #expect(throws: ExportError.self) { try Exporter.export(scene, format: .lottie) }
        scene = ReducedMotionFixtures.scene(.keyframes)
        scene.reducedMotion?.duration = .nan
        #expect(throws: ExportError.self) { try Exporter.export(scene, format: .waapi) }
    }

    // MARK: Lottie

    /// The Lottie JSON, its marker named `reduced motion`, and the layers by name.
    static func lottie(_ scene: ExportScene) throws -> (json: [String: Any], marker: [String: Any], layers: [String: [String: Any]]) {
        let result = try Exporter.export(scene, format: .lottie)
        #expect(result.report.isWithinBounds, "\(result.report.text)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.content.utf8)) as? [String: Any])
        let markers = try #require(json["markers"] as? [[String: Any]])
        let marker = try #require(markers.first { $0["cm"] as? String == "reduced motion" })
        let layers = (json["layers"] as? [[String: Any]] ?? []).map { ($0["nm"] as? String ?? "", $0) }
        return (json, marker, Dictionary(layers, uniquingKeysWith: { a, _ in a }))
    }

    /// The keyframes (`t` in frames, first component of `s`) of a layer's transform property.
    static func keyframes(_ layer: [String: Any]?, _ property: String) -> [(t: Double, v: Double)] {
        let value = (layer?["ks"] as? [String: Any])?[property] as? [String: Any]
        guard let list = value?["k"] as? [[String: Any]] else {
            if let constant = value?["k"] as? Double { return [(0, constant)] }
            if let constant = value?["k"] as? [Double] { return [(0, constant[0])] }
            return []
        }
        return list.compactMap { k in
            guard let t = k["t"] as? Double, let s = k["s"] as? [Double] else { return nil }
            return (t, s[0])
        }
    }

    @Test func theMarkerCoversTheSimplifiedVariantAfterTheAnimation() throws {
        let scene = ReducedMotionFixtures.scene(.keyframes)
        let (json, marker, layers) = try Self.lottie(scene)
        let start = scene.duration * 60, length = ReducedMotionFixtures.reducedTimeline.duration * 60
        #expect(isClose(try #require(marker["tm"] as? Double), start, absolute: 1e-3))
        #expect(isClose(try #require(marker["dr"] as? Double), length, absolute: 1e-3))
        #expect(isClose(try #require(json["op"] as? Double), start + length, absolute: 1e-3))
        // The heart's opacity: every keyframe inside the marker holds the variant's value then.
        let opacity = Self.keyframes(layers["heart.fill"], "o").filter { $0.t >= start - 1e-6 }
        #expect(opacity.count >= 2)
        for keyframe in opacity where keyframe.t > start + 1e-3 {
            let expected = ReducedMotionFixtures.reducedChannels[4].value(at: (keyframe.t - start) / 60)
            #expect(isClose(keyframe.v / 100, expected, absolute: 0.005), "opacity at frame \(keyframe.t)")
        }
        #expect(isClose(try #require(opacity.last).v, 100, absolute: 1e-6))
        // The scale rests at 1 (100 %) all through the marker.
        let scale = Self.keyframes(layers["scaleEffect (scale)"], "s").filter { $0.t > start + 1e-3 }
        #expect(!scale.isEmpty)
        #expect(scale.allSatisfy { isClose($0.v, 100, absolute: 1e-6) })
    }

    @Test func aFinalStateMarkerHoldsTheEndValuesForAFrame() throws {
        let scene = ReducedMotionFixtures.scene(.finalState)
        let (_, marker, layers) = try Self.lottie(scene)
        #expect(isClose(try #require(marker["dr"] as? Double), 1, absolute: 1e-6))
        let start = scene.duration * 60
        for (layer, property, channel, factor) in [("offset (x)", "p", 0, 1.0), ("rotationEffect (angle)", "r", 3, 1.0), ("heart.fill", "o", 4, 100.0)] {
            let last = try #require(Self.keyframes(layers[layer], property).last)
            let end = ExportFixtures.channels[channel].value(at: scene.duration)
            #expect(last.t >= start - 1e-6)
            #expect(isClose(last.v, factor * end + (layer == "offset (x)" ? try Self.restX(layers) : 0), absolute: 1e-3), "\(layer)")
        }
    }

    /// The x of the offset box's position with no offset (its place in the canvas).
    static func restX(_ layers: [String: [String: Any]]) throws -> Double {
        try #require(keyframes(layers["offset (x)"], "p").first).v - ExportFixtures.channels[0].value(at: 0)
    }

    @Test func aCrossFadeAddsAFadeLayerThatIsOpaqueUntilTheMarker() throws {
        let scene = ReducedMotionFixtures.scene(.crossFade(duration: 0.2))
        let (_, marker, layers) = try Self.lottie(scene)
        #expect(isClose(try #require(marker["dr"] as? Double), 12, absolute: 1e-3))
        let start = scene.duration * 60
        // The heart's opacity is the product of the opacity box and the fade.
        let opacity = Self.keyframes(layers["heart.fill"], "o")
        #expect(opacity.filter { $0.t < start - 1e-3 }.allSatisfy { $0.v <= 100 + 1e-6 })
        let inside = opacity.filter { $0.t >= start + 0.5 && $0.t <= start + 11.5 }
        #expect(!inside.isEmpty)
        #expect(inside.allSatisfy { $0.v > 0 && $0.v < 100 }, "\(inside)")
        #expect(isClose(try #require(opacity.last).v, 100, absolute: 1e-3))
        #expect(layers.keys.contains("opacity (reduced motion fade)"))
    }

    @Test func aLoopKeepsItsIntroAndLoopMarkersBeforeTheVariant() throws {
        let scene = ReducedMotionFixtures.scene(.keyframes, loopStart: 0.7)
        let (json, marker, _) = try Self.lottie(scene)
        let markers = try #require(json["markers"] as? [[String: Any]])
        #expect(markers.map { $0["cm"] as? String } == ["intro", "loop", "reduced motion"])
        let loop = markers[1]
        let loopEnd = (loop["tm"] as? Double ?? 0) + (loop["dr"] as? Double ?? 0)
        #expect(isClose(loopEnd, scene.duration * 60, absolute: 1e-3))
        #expect(isClose(marker["tm"] as? Double ?? 0, loopEnd, absolute: 1e-3))
    }
}
