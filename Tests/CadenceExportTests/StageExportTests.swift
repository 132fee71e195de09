@testable import CadenceExport
import CadenceExamples
import CadenceTestSupport
import CadenceUI
import Foundation
import Testing

/// Exports read off a stage: every catalog example and every spec's stage exports within its
/// bounds (or says what it leaves out), the exported boxes put each thing drawn where the stage
/// draws it, frame by frame, and bad recordings are refused with one line.
@MainActor
@Suite struct StageExportTests {
    /// A recording of `example` with its script; 120 frames per second keeps the suite quick.
    static func recording(_ example: Example, frameRate: Double = 120) throws -> StageRecording {
        try StageRecording(stage: example.makeStage(), duration: example.duration, frameRate: frameRate)
    }

    /// What a note of the export's own says (the writers' notes on text and blur are not omissions).
    static func omissions(_ report: FidelityReport) -> [String] {
        report.notes.filter { !$0.hasPrefix("text ") && !$0.hasPrefix("blur is exported") }
    }

    @Test func everyCatalogExampleExportsToCSSAndLottieWithinItsBounds() throws {
        #expect(ExampleCatalog.all.count >= 20)
        for example in ExampleCatalog.all {
            let recording = try Self.recording(example)
            for format in [ExportFormat.css, .lottie] {
                let result = try Exporter.export(recording, name: example.title, format: format)
                #expect(result.report.isWithinBounds, "\(example.name) \(format): \(result.report.text)")
                #expect(!result.content.contains("NaN") && !result.content.contains("inf"), "\(example.name) \(format)")
                // Something moves in every example: either a property follows it, or a note says
                // what the export could not follow.
                #expect(!result.report.properties.isEmpty || !Self.omissions(result.report).isEmpty, "\(example.name) \(format)")
                if format == .lottie {
                    let json = try JSONSerialization.jsonObject(with: Data(result.content.utf8)) as? [String: Any]
                    #expect((json?["layers"] as? [Any])?.isEmpty == false, "\(example.name)")
                }
            }
        }
    }

    @Test func theReportListsWhatTheExportLeavesOut() throws {
        func notes(_ name: String) throws -> String {
            let example = try #require(ExampleCatalog.example(named: name))
            return try Exporter.export(Self.recording(example), name: name, format: .css).report.notes.joined(separator: "\n")
        }
        let flip = try notes("gradient-flip-card")
        #expect(flip.contains("gradients"))
        #expect(flip.contains("3-D projections"))
        #expect(flip.contains("shadows"))
        #expect(try notes("progress-ring").contains("outlines that change as they animate"))
        #expect(try notes("numeric-counter").contains("clip shapes are not exported"))
        let twirl = try notes("twirl-transition")
        #expect(twirl.contains("blur is exported as a CSS filter"))
        #expect(try notes("like-button").split(separator: "\n").allSatisfy { $0.hasPrefix("text ") })
    }

    // MARK: Where things are

    /// The exported chain's value of `value` at `time`: a constant, or its channel's plan.
    static func resolve(_ value: ExportValue, _ plans: [ChannelPlan], _ time: Double) -> Double {
        switch value {
        case .constant(let number): number
        case .channel(let index): plans[index].value(at: time)
        }
    }

    /// Where a point of a node's box goes in its parent's box at `time`, as CSS and Lottie place
    /// it: the box at (x, y), its effect about its anchor.
    static func place(_ point: CGPoint, in node: SceneNode, plans: [ChannelPlan], time: Double) -> CGPoint {
        var p = point
        switch node.effect {
        case .none, .opacity, .blur: break
        case .translate(let x, let y):
            p.x += resolve(x, plans, time)
            p.y += resolve(y, plans, time)
        case .scale(let x, let y, let anchor):
            let a = node.point(anchor)
            p = CGPoint(x: a.x + (p.x - a.x) * resolve(x, plans, time), y: a.y + (p.y - a.y) * resolve(y, plans, time))
        case .rotate(let degrees, let anchor):
            let a = node.point(anchor), angle = resolve(degrees, plans, time) * .pi / 180
            let dx = p.x - a.x, dy = p.y - a.y
            p = CGPoint(x: a.x + dx * cos(angle) - dy * sin(angle), y: a.y + dx * sin(angle) + dy * cos(angle))
        }
        return CGPoint(x: p.x + node.x, y: p.y + node.y)
    }

    /// The leaves of a chain, each with the nodes from the chain's top down to it.
    static func leaves(_ node: SceneNode, above: [SceneNode] = []) -> [[SceneNode]] {
        let path = above + [node]
        if node.children.isEmpty { return [path] }
        return node.children.flatMap { leaves($0, above: path) }
    }

    /// Whether a transform shears (or reflects with a shear): the exports draw no shear.
    static func shears(_ t: AffineTransform2D) -> Bool {
        let angle = atan2(Double(t.b), Double(t.a))
        let shear = Double(t.c) * cos(angle) + Double(t.d) * sin(angle)
        let second = -Double(t.c) * sin(angle) + Double(t.d) * cos(angle)
        return abs(shear) > 1e-6 * max(1, abs(second))
    }

    @Test func theExportedBoxesPutEverythingWhereTheStageDrawsIt() throws {
        let bounds = ErrorBounds()
        var compared = 0
        for example in ExampleCatalog.all {
            let recording = try Self.recording(example)
            let staged = try StageScene(recording)
            let plans = staged.channels.map { ChannelPlan($0, bound: bounds.bound(for: $0.unit), duration: recording.duration) }
            for (chain, items) in zip(staged.root.children, staged.followed) {
                let paths = Self.leaves(chain)
                for (leafIndex, path) in paths.enumerated() {
                    let leaf = path.last!
                    for (frame, item) in items.enumerated() {
                        guard let item, !Self.shears(item.transform),
                              !item.layers.contains(where: { if case .projection = $0.effect { return true }; return false }) else { continue }
                        // The leaf's box is the item's frame, or for a text the line it draws.
                        let rect: CGRect
                        if case .text(let text) = item.content {
                            guard text.lines.count == paths.count else { continue }
                            rect = text.lines[leafIndex].rect
                        } else {
                            rect = item.rect
                        }
                        let time = recording.time(ofFrame: frame)
                        let corners = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)]
                        let reach = Double(abs(rect.width) + abs(rect.height))
                        let allowed = bounds.points + (bounds.factor + bounds.degrees * .pi / 180) * reach + 1e-6
                        for (u, v) in corners {
                            var point = CGPoint(x: u * leaf.width, y: v * leaf.height)
                            for node in path.reversed() { point = Self.place(point, in: node, plans: plans, time: time) }
                            let expected = item.transform.apply(to: CGPoint(x: rect.minX + u * rect.width, y: rect.minY + v * rect.height))
                            let error = hypot(point.x - expected.x, point.y - expected.y)
                            #expect(error <= allowed, "\(example.name) \(leaf.drawingText ?? "") frame \(frame): exported \(point), stage \(expected)")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared > 10_000)
    }

    @Test func anItemThatComesAndGoesIsTransparentWhileItIsMissing() throws {
        struct Toggle: View {
            @State var shown = false
            var body: some View {
                VStack {
                    Button("Toggle") { shown.toggle() }
                    if shown { Text("Hello") }
                }
            }
        }
        let stage = Stage(size: CGSize(width: 200, height: 120)) { Toggle() }
        stage.schedule(.tap(label: "Toggle"), at: 0.5)
        stage.schedule(.tap(label: "Toggle"), at: 1.0)
        let recording = try StageRecording(stage: stage, duration: 1.5, frameRate: 60)
        let staged = try StageScene(recording)
        let opacity = try #require(staged.channels.first { $0.name == "text \"Hello\" opacity" })
        #expect(opacity.value(at: 0.25) == 0)
        #expect(opacity.value(at: 0.75) == 1)
        #expect(opacity.value(at: 1.25) == 0)
        // Drawn over the button's label, as the stage draws it: after it.
        let labels = staged.followed.compactMap { items -> String? in
            guard case .text(let text)? = items.compactMap({ $0 }).first?.content else { return nil }
            return text.text
        }
        #expect(labels == ["Toggle", "Hello"])
    }

    @Test func aViewExportsFromSwift() throws {
        struct Slide: View {
            @State var moved = false
            var body: some View {
                Circle()
                    .fill(Color.blue)
                    .frame(width: 40, height: 40)
                    .rotationEffect(.degrees(moved ? 90 : 0))
                    .offset(x: moved ? 100 : 0)
                    .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
            }
        }
        let result = try Exporter.export(Slide(), size: CGSize(width: 200, height: 100), duration: 1.2, name: "Slide", format: .waapi)
        #expect(result.report.isWithinBounds)
        let names = result.report.properties.map(\.name)
        #expect(names.contains("filled circle x"))
        #expect(names.contains("filled circle rotation"))
        #expect(!names.contains("filled circle y"))
        let x = try #require(result.report.properties.first { $0.name == "filled circle x" })
        #expect(x.maximumError <= 0.5)
        // A linear move needs two keyframes, not one per frame.
        #expect(x.encoding == "1 linear" || x.encoding.hasPrefix("1 linear() ("), "\(x.encoding)")
        #expect(result.page?.contains("<circle") == false)
        #expect(result.page?.contains("<path") == true)
    }

    @Test func loopingRecordingsRepeat() throws {
        let example = try #require(ExampleCatalog.example(named: "pulse-badge"))
        let result = try Exporter.export(Self.recording(example), name: "Pulse", loops: true, format: .css)
        #expect(result.content.contains("infinite"))
        #expect(result.report.loopStart == 0)
    }

    // MARK: Bad input

    @Test func badRecordingsAreRefusedWithOneLine() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Circle() }
        for (duration, rate, expected) in [(-1.0, 240.0, "not negative"), (.nan, 240, "finite"), (1, 0, "frame rate"),
                                           (1, .infinity, "frame rate"), (3600, 240, "at most")] {
            #expect(throws: ExportError.self) { try StageRecording(stage: stage, duration: duration, frameRate: rate) }
            do { _ = try StageRecording(stage: stage, duration: duration, frameRate: rate) } catch {
                #expect(error.description.contains(expected), "\(error)")
                #expect(!error.description.contains("\n"))
            }
        }
        let recording = try StageRecording(stage: stage, duration: 0.1)
        #expect(throws: ExportError.self) { try Exporter.export(recording, name: "x", format: .css, bounds: ErrorBounds(points: 0)) }
        #expect(throws: ExportError.self) {
            try Exporter.export(Circle(), size: CGSize(width: 0, height: 10), duration: 1, name: "x", format: .css)
        }
    }

    @Test func aNonFinitePositionIsRefused() throws {
        struct Broken: View {
            var body: some View { Rectangle().frame(width: 10, height: 10).offset(x: .nan) }
        }
        do {
            _ = try Exporter.export(Broken(), size: CGSize(width: 50, height: 50), duration: 0.1, name: "Broken", format: .lottie)
            Issue.record("a NaN offset was exported")
        } catch {
            #expect(error.description.contains("NaN"), "\(error)")
            #expect(error.description.contains("filled rectangle"))
        }
    }

    @Test func anEmptyStageExportsAnEmptyScene() throws {
        let result = try Exporter.export(EmptyView(), size: CGSize(width: 50, height: 50), duration: 0.5, name: "Empty", format: .css)
        #expect(result.report.properties.isEmpty)
        #expect(result.report.isWithinBounds)
    }
}

private extension SceneNode {
    /// A text leaf's characters.
    var drawingText: String? {
        if case .text(let text, _, _, _)? = drawing { return text }
        return nil
    }
}

/// Stage exports as Chromium lays them out: at times across each recording, every drawn box of
/// the CSS page is where the stage draws its item (their axis-aligned bounds, relative to the
/// stage element).
@MainActor
@Suite(.enabled(if: ExternalTools.chromium != nil, "chromium-headless-shell is not installed"))
struct StageExportBrowserTests {
    struct Reading: Decodable {
        var rects: [[[Double]]]
    }

    @Test(arguments: ["like-button", "matched-thumbnail", "transition-panel", "photo-zoom", "flick-card"])
    func chromiumDrawsEveryItemWhereTheStageDoes(name: String) throws {
        let chromium = try #require(ExternalTools.chromium)
        let example = try #require(ExampleCatalog.example(named: name))
        let recording = try StageExportTests.recording(example)
        let prefix = try ExportPrefix("probe")
        let result = try Exporter.export(recording, name: name, format: .css, prefix: prefix)
        let staged = try StageScene(recording)
        // Each chain's leaves, with the item each follows and the line of a text.
        var leaves: [(id: Int, items: [DisplayList.Item?], line: Int, lines: Int)] = []
        for (chain, items) in zip(staged.root.children, staged.followed) {
            let paths = StageExportTests.leaves(chain)
            for (index, path) in paths.enumerated() { leaves.append((path.last!.id, items, index, paths.count)) }
        }
        let frames = Array(stride(from: 0, to: recording.frames.count, by: 7))
        let times = frames.map(recording.time(ofFrame:))
        let script = """
          const stage = document.querySelector('.\(prefix.stage)');
          const nodes = [\(leaves.map { "'\(prefix.node($0.id))'" }.joined(separator: ","))].map((id) => document.getElementById(id));
          const rects = [];
          for (const t of [\(times.map { String($0) }.joined(separator: ","))]) {
            for (const a of document.getAnimations()) { a.pause(); a.currentTime = t * 1000; }
            const s = stage.getBoundingClientRect();
            rects.push(nodes.map((n) => { const r = n.getBoundingClientRect();
              return [r.left - s.left - stage.clientLeft, r.top - s.top - stage.clientTop, r.width, r.height]; }));
          }
          result = {rects};
        """
        let directory = try ExportFixtures.temporaryDirectory("stage-browser")
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = try BrowserProbe.evaluate(page: try #require(result.page), script: script, in: directory, chromium: chromium)
        let reading = try JSONDecoder().decode(Reading.self, from: json)
        var compared = 0
        for (row, frame) in frames.enumerated() {
            for (column, leaf) in leaves.enumerated() {
                guard let item = leaf.items[frame], !StageExportTests.shears(item.transform) else { continue }
                var rect = item.rect
                if case .text(let text) = item.content {
                    guard text.lines.count == leaf.lines else { continue }
                    rect = text.lines[leaf.line].rect
                }
                let expected = item.transform.apply(to: rect)
                let shown = reading.rects[row][column]
                let reach = Double(rect.width + rect.height)
                let allowed = 0.6 + 0.01 * reach
                for (a, b) in zip(shown, [expected.minX, expected.minY, expected.width, expected.height].map(Double.init)) {
                    #expect(abs(a - b) <= allowed, "\(name) \(prefix.node(leaf.id)) at \(recording.time(ofFrame: frame)) s: Chromium \(shown), stage \(expected)")
                }
                compared += 1
            }
        }
        #expect(compared > 20)
    }
}
