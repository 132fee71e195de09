import CadenceExport
import CadenceSpec
import Foundation
import Testing

/// The seeds' examples (Examples/*.json) exported and played by the real consumers: Chromium for
/// CSS, python-lottie for Lottie, each property against Cadence's own values.
@Suite(.serialized) struct ExampleExportTests {
    static let examples: [String] = {
        let folder = ExternalTools.packageRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    static func scene(_ path: String) throws -> ExportScene {
        let spec = try AnimationSpec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        var builder = try SpecSceneBuilder(spec: spec, reduceMotion: false, bounds: ErrorBounds())
        return try builder.build()
    }

    @Test func theExamplesAreThere() {
        #expect(Self.examples.count >= 8)
    }

    @Test(.enabled(if: ExternalTools.chromium != nil, "chromium-headless-shell is not installed"))
    func chromiumPlaysEveryExampleAsCadenceDoes() throws {
        for path in Self.examples {
            let scene = try Self.scene(path)
            try ExportBrowserTests.check(scene, format: .css)
        }
    }

    @Test(.enabled(if: ExternalTools.lottie.python != nil, "python-lottie cannot be installed (python3-venv missing, or no PyPI)"))
    func pythonLottieEvaluatesEveryExampleAsCadenceDoes() throws {
        let (python, reason) = ExternalTools.lottie
        try #require(python != nil, "python-lottie unavailable: \(reason)")
        let directory = try ExportFixtures.temporaryDirectory("examples-lottie")
        defer { try? FileManager.default.removeItem(at: directory) }
        // Each animated layer's transform (or a drawn layer's opacity) with the channel it follows;
        // the layer names say which: "scaleEffect (scale)", "offset (overlayOffsetY)", …
        let script = """
        import json, sys
        from lottie.parsers.tgs import parse_tgs
        animation = parse_tgs(sys.argv[1])
        frames = json.loads(sys.argv[2])
        def flat(value):
            if hasattr(value, 'components'): value = value.components
            if hasattr(value, '__iter__'): return [x for item in value for x in flat(item)]
            return [float(value)]
        out = []
        for layer in animation.layers:
            t = layer.transform
            out.append({"name": layer.name, "ty": layer.type if hasattr(layer, 'type') else 0,
                        "position": [flat(t.position.get_value(f)) for f in frames],
                        "scale": [flat(t.scale.get_value(f)) for f in frames],
                        "rotation": [flat(t.rotation.get_value(f)) for f in frames],
                        "opacity": [flat(t.opacity.get_value(f)) for f in frames]})
        print(json.dumps(out))
        """
        struct Layer: Decodable {
            var name: String
            var position: [[Double]]
            var scale: [[Double]]
            var rotation: [[Double]]
            var opacity: [[Double]]
        }
        for path in Self.examples {
            let original = try Self.scene(path)
            let result = try Exporter.export(original, format: .lottie)
            #expect(result.report.isWithinBounds)
            let scene = original.resolvingPresence()
            let file = directory.appendingPathComponent((path as NSString).lastPathComponent)
            try result.content.write(to: file, atomically: true, encoding: .utf8)
            let frames = stride(from: 0.0, through: scene.duration * 60, by: 0.5).map { $0 }
            let run = try ExternalTools.run(try #require(python), ["-c", script, file.path, "[" + frames.map { String($0) }.joined(separator: ",") + "]"])
            try #require(run.status == 0, "python-lottie failed on \(path): \(run.error.suffix(800))")
            let layers = try JSONDecoder().decode([Layer].self, from: Data(run.output.utf8))
            var checked = 0
            for layer in layers {
                guard let open = layer.name.lastIndex(of: "("), layer.name.hasSuffix(")") else { continue }
                let channelName = String(layer.name[layer.name.index(after: open)..<layer.name.index(before: layer.name.endIndex)])
                guard let index = scene.channels.firstIndex(where: { $0.name == channelName }) else { continue }
                let channel = scene.channels[index]
                let bound = ErrorBounds().bound(for: channel.unit) + 1e-6
                for (n, frame) in frames.enumerated() {
                    let expected = channel.value(at: frame / 60)
                    let shown: Double
                    if layer.name.hasPrefix("scaleEffect") {
                        // Uniform, or the axis the channel drives (the other stays at 100 %).
                        let s = layer.scale[n]
                        shown = (abs(s[0] - 100) > 1e-9 || abs(s[1] - 100) <= 1e-9 ? s[0] : s[1]) / 100
                    } else if layer.name.hasPrefix("rotationEffect") {
                        shown = layer.rotation[n][0]
                    } else if layer.name.hasPrefix("offset") {
                        // The position is the box's place in its parent plus the offset, on the axis
                        // that moves: the offset is the change since frame 0 plus Cadence's value there.
                        let spread = (0..<2).map { axis in
                            let values = layer.position.map { $0[axis] }
                            return (values.max() ?? 0) - (values.min() ?? 0)
                        }
                        let axis = spread[1] > spread[0] ? 1 : 0
                        shown = layer.position[n][axis] - layer.position[0][axis] + channel.value(at: 0)
                    } else {
                        continue
                    }
                    #expect(channel.difference(shown, at: frame / 60) <= bound, "\(path) \(layer.name) at frame \(frame): python-lottie \(shown), Cadence \(expected)")
                }
                checked += 1
            }
            // Every animated channel but opacity is on a box layer named after it.
            let animated = scene.channels.filter { !$0.isConstant && $0.unit != .opacity }.count
            #expect(checked >= animated, "\(path): checked \(checked) of \(animated)")
        }
    }
}
