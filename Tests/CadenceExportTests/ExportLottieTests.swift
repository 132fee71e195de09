import Cadence
import CadenceExport
import CadenceRender
import Foundation
import Testing

/// The Lottie export as real players read it: python-lottie evaluates every animated property at
/// whole and fractional frames, rlottie renders frames; both agree with Cadence within the bound.
@Suite(.serialized) struct ExportLottieTests {
    static let frameRate = 60.0

    static func export() throws -> (json: String, scene: ExportScene) {
        let scene = ExportFixtures.scene()
        let result = try Exporter.export(scene, format: .lottie)
        #expect(result.report.isWithinBounds)
        return (result.content, scene)
    }

    /// The layer names the exporter gives the test scene's boxes, with the channel and how the
    /// player's value becomes the channel's: (layer, property, component, channel, scale).
    static let properties: [(String, String, Int, Int, Double)] = [
        ("offset (x)", "position", 0, 0, 1),
        ("offset (y)", "position", 1, 1, 1),
        ("scaleEffect (scale)", "scale", 1, 2, 0.01),
        ("rotationEffect (angle)", "rotation", 0, 3, 1),
        ("heart.fill", "opacity", 0, 4, 0.01),
    ]

    @Test(.enabled(if: ExternalTools.lottie.python != nil, "python-lottie cannot be installed (python3-venv missing, or no PyPI)"))
    func pythonLottieEvaluatesTheSameValues() throws {
        let (python, reason) = ExternalTools.lottie
        try #require(python != nil, "python-lottie unavailable: \(reason)")
        let (json, scene) = try Self.export()
        let directory = try ExportFixtures.temporaryDirectory("python-lottie")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("scene.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        // Whole frames and frames in between (python-lottie interpolates at any frame).
        let frames = stride(from: 0.0, through: scene.duration * Self.frameRate, by: 0.37).map { $0 }
        let script = """
        import json, sys
        from lottie.parsers.tgs import parse_tgs
        animation = parse_tgs(sys.argv[1])
        frames = json.loads(sys.argv[2])
        names = json.loads(sys.argv[3])
        def flat(value):
            if hasattr(value, 'components'): value = value.components
            if hasattr(value, '__iter__'): return [x for item in value for x in flat(item)]
            return [float(value)]
        out = {}
        for layer in animation.layers:
            if layer.name not in names: continue
            prop = getattr(layer.transform, names[layer.name])
            out[layer.name] = [flat(prop.get_value(f)) for f in frames]
        print(json.dumps(out))
        """
        let names = Dictionary(uniqueKeysWithValues: Self.properties.map { ($0.0, $0.1) })
        let namesJSON = String(decoding: try JSONSerialization.data(withJSONObject: names), as: UTF8.self)
        let framesJSON = "[" + frames.map { String($0) }.joined(separator: ",") + "]"
        let result = try ExternalTools.run(try #require(python), ["-c", script, file.path, framesJSON, namesJSON])
        try #require(result.status == 0, "python-lottie failed: \(result.error.suffix(1500))")
        let values = try JSONDecoder().decode([String: [[Double]]].self, from: Data(result.output.utf8))
        for (layer, _, component, channelIndex, scale) in Self.properties {
            let series = try #require(values[layer], "no layer \(layer) in \(values.keys.sorted())")
            let channel = scene.channels[channelIndex]
            var worst = 0.0
            for (frame, value) in zip(frames, series) {
                // Opacity shows clamped to 0…1, in SwiftUI as in Lottie.
                let expected = channel.unit == .opacity ? min(max(channel.value(at: frame / Self.frameRate), 0), 1) : channel.value(at: frame / Self.frameRate)
                let error = channel.difference(value[component] * scale, at: frame / Self.frameRate)
                worst = max(worst, error)
                #expect(error <= ErrorBounds().bound(for: channel.unit) + 1e-6, "\(layer) at frame \(frame): python-lottie \(value[component] * scale), Cadence \(expected)")
            }
            print("python-lottie \(channel.name): largest difference \(worst)")
        }
    }

    /// Alpha-weighted coverage and centroid of a premultiplied image, as (coverage in pixels, x, y).
    static func moments(alpha: (Int, Int) -> Double, width: Int, height: Int) -> (Double, Double, Double) {
        var sum = 0.0, sx = 0.0, sy = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let a = alpha(x, y)
                sum += a
                sx += a * (Double(x) + 0.5)
                sy += a * (Double(y) + 0.5)
            }
        }
        return sum > 0 ? (sum, sx / sum, sy / sum) : (0, 0, 0)
    }

    /// The heart drawn by Cairo where Cadence's values put it, composed by hand in SwiftUI's order:
    /// scale about the bottom, then rotation about the top-leading corner, then the offset, then
    /// opacity, the 60-point box centred in the 200-point canvas.
    static func expected(at time: Double) throws -> RasterImage {
        let v = ExportFixtures.values(at: time)
        let canvas = try CairoCanvas(width: 200, height: 200)
        canvas.withOpacity(min(max(v[4], 0), 1)) {
            canvas.translate(x: 70 + v[0], y: 70 + v[1])
            canvas.rotate(by: .degrees(v[3]))
            canvas.translate(x: 30, y: 60)
            canvas.scale(x: v[2], y: v[2])
            canvas.translate(x: -30, y: -60)
            canvas.drawSymbol(ExportFixtures.heart, in: CGRect(x: 0, y: 0, width: 60, height: 60), color: RenderColor(red: ExportFixtures.pink.red, green: ExportFixtures.pink.green, blue: ExportFixtures.pink.blue, alpha: ExportFixtures.pink.alpha))
        }
        return canvas.snapshot()
    }

    @Test(.enabled(if: ExternalTools.hasRlottie, "librlottie-dev (rlottie_capi.h) or cc is not installed"))
    func rlottieRendersTheHeartWhereCadencePutsIt() throws {
        let (json, scene) = try Self.export()
        let directory = try ExportFixtures.temporaryDirectory("rlottie")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("scene.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let source = directory.appendingPathComponent("render.c")
        try """
        #include <rlottie_capi.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <stdint.h>
        /* Renders every frame and prints: frame, alpha coverage, alpha-weighted centroid x and y. */
        int main(int argc, char **argv) {
            Lottie_Animation *animation = lottie_animation_from_file(argv[1]);
            if (!animation) { fprintf(stderr, "cannot load %s\\n", argv[1]); return 1; }
            size_t width = 200, height = 200, frames = lottie_animation_get_totalframe(animation);
            uint32_t *buffer = calloc(width * height, 4);
            for (size_t frame = 0; frame < frames; frame++) {
                for (size_t i = 0; i < width * height; i++) buffer[i] = 0;
                lottie_animation_render(animation, frame, buffer, width, height, width * 4);
                double sum = 0, sx = 0, sy = 0;
                for (size_t y = 0; y < height; y++) for (size_t x = 0; x < width; x++) {
                    double a = (buffer[y * width + x] >> 24) / 255.0;
                    sum += a; sx += a * (x + 0.5); sy += a * (y + 0.5);
                }
                printf("%zu %.6f %.6f %.6f\\n", frame, sum, sum > 0 ? sx / sum : 0, sum > 0 ? sy / sum : 0);
            }
            free(buffer);
            lottie_animation_destroy(animation);
            return 0;
        }
        """.write(to: source, atomically: true, encoding: .utf8)
        let flags = try ExternalTools.run("pkg-config", ["--cflags", "--libs", "rlottie"]).output.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        let binary = directory.appendingPathComponent("render").path
        let compiled = try ExternalTools.run("cc", ["-O1", "-o", binary, source.path] + flags)
        try #require(compiled.status == 0, "cc failed: \(compiled.error)")
        let rendered = try ExternalTools.run(binary, [file.path])
        try #require(rendered.status == 0, "rlottie failed: \(rendered.error)")
        let rows = rendered.output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
        #expect(rows.count >= Int(scene.duration * Self.frameRate))
        var worstCentroid = 0.0, worstCoverage = 0.0
        for row in rows where row.count == 4 {
            let time = row[0] / Self.frameRate
            let image = try Self.expected(at: time)
            let expected = Self.moments(alpha: { x, y in Double(image[x, y].alpha) / 255 }, width: 200, height: 200)
            let centroid = ((row[2] - expected.1) * (row[2] - expected.1) + (row[3] - expected.2) * (row[3] - expected.2)).squareRoot()
            let coverage = abs(row[1] - expected.0) / max(expected.0, 1)
            worstCentroid = max(worstCentroid, centroid)
            worstCoverage = max(worstCoverage, coverage)
            // Half a point of position (the bound) plus a quarter pixel for two rasterisers'
            // anti-aliasing; coverage (area × opacity) within the opacity and scale bounds plus 2 %.
            #expect(centroid <= 0.75, "frame \(row[0]): centroid off by \(centroid) px")
            #expect(coverage <= 0.03, "frame \(row[0]): coverage off by \(coverage * 100) %")
        }
        print("rlottie: largest centroid difference \(worstCentroid) px, coverage \(worstCoverage * 100) %")
    }
}
