#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Canvases as chart and effect code writes them: a sparkline whose value label is resolved once,
// measured (`ResolvedText.measure(in:)`) to size the pill behind it, and drawn on its baseline
// (`firstBaseline(in:)`), its title keeping its own `.font(.title)`; and a "gooey" loader whose
// blobs are tagged symbol views (`Canvas { … } symbols: { … }`) drawn with `resolveSymbol(id:)`
// under a blur and an alpha threshold, moving on a timeline.

private struct SparklineCard: View {
    let values: [Double]
    var body: some View {
        Canvas { context, size in
            var line = Path()
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(values.count - 1), y: size.height * (1 - value))
                if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            context.stroke(line, with: .color(.blue), lineWidth: 2)

            let label = context.resolve(Text("\(Int((values.last ?? 0) * 100))%"))
            let textSize = label.measure(in: size)
            let pill = CGRect(x: size.width - textSize.width - 12, y: 4, width: textSize.width + 12, height: textSize.height + 4)
            context.fill(Path(roundedRect: pill, cornerRadius: pill.height / 2), with: .color(.orange))
            context.draw(label, in: pill.insetBy(dx: 6, dy: 2))

            let baseline = label.firstBaseline(in: size)
            context.fill(Path(CGRect(x: 0, y: pill.minY + 2 + baseline, width: 4, height: 1)), with: .color(.purple))

            context.draw(Text("Weekly").font(.title), at: CGPoint(x: 0, y: size.height), anchor: .bottomLeading)
        }
        .frame(width: 240, height: 120)
    }
}

private struct GooeyLoader: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let t = timeline.date.timeIntervalSince(Stage.referenceDate)
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
                context.addFilter(.blur(radius: 6))
                context.drawLayer { layer in
                    for index in 0..<3 {
                        guard let blob = context.resolveSymbol(id: index) else { continue }
                        let x = 30 + 50 * CGFloat(index) + 20 * CGFloat(t)
                        layer.draw(blob, at: CGPoint(x: x, y: size.height / 2))
                    }
                    if let missing = context.resolveSymbol(id: 99) { layer.draw(missing, at: .zero) }
                }
            } symbols: {
                ForEach(0..<3, id: \.self) { index in
                    Circle()
                        .fill(.blue)
                        .frame(width: 20 + 10 * CGFloat(index), height: 20 + 10 * CGFloat(index))
                        .tag(index)
                }
            }
            .frame(width: 240, height: 80)
        }
    }
}

private struct StampedMap: View {
    var body: some View {
        Canvas { context, size in
            let pin = context.resolve(Image("canvas-map-pin"))
            context.draw(pin, at: CGPoint(x: 50, y: 50), anchor: .bottom)
            context.draw(Image("canvas-missing-art"), in: CGRect(x: 100, y: 0, width: 20, height: 20))
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 150, y: 0, width: 30, height: 30))
        }
        .frame(width: 200, height: 100)
    }
}

@MainActor
@Suite struct CanvasChartLabelsCompatibilityTests {
    @Test func assetImagesDrawInACanvasAsTheyDoInViews() throws {
        AssetCatalog.main.register(image: "canvas-map-pin", .color(.teal, size: CGSize(width: 12, height: 30)))
        let stage = Stage(size: CGSize(width: 200, height: 100)) { StampedMap() }
        let list = stage.displayList()
        let pin = try #require(list.item(filledWith: .teal))
        #expect(isClose(pin.bounds, CGRect(x: 44, y: 20, width: 12, height: 30), absolute: 1e-9), "its registered size, its bottom at the point")
        let placeholder = try #require(list.items.first { isClose($0.bounds, CGRect(x: 100, y: 0, width: 20, height: 20), absolute: 1e-9) })
        if case .shape(let shape) = placeholder.content {
            #expect(shape.paint.color.opacity == 1, "a missing asset draws the grey placeholder box")
        } else {
            Issue.record("the missing asset drew \(placeholder.content)")
        }
        #expect(list.item(symbol: "star.fill") != nil)
    }

    @Test func taggedSymbolViewsAreDrawnWhereTheRendererPutsThem() throws {
        let stage = Stage(size: CGSize(width: 240, height: 80), startDate: Stage.referenceDate) { GooeyLoader() }
        func blobs() -> [DisplayList.Item] {
            stage.displayList().items.filter { if case .shape = $0.content { true } else { false } }
                .sorted { $0.bounds.width < $1.bounds.width }
        }
        var drawn = blobs()
        #expect(drawn.count == 3, "one item per symbol drawn; an unknown id resolves to nil")
        // Each blob at its ideal size, centred where the renderer drew it.
        for (index, blob) in drawn.enumerated() {
            let side = 20 + 10 * CGFloat(index)
            #expect(isClose(blob.bounds.width, side, absolute: 1e-9))
            #expect(isClose(blob.bounds.midX, 30 + 50 * CGFloat(index), absolute: 1e-9))
            #expect(isClose(blob.bounds.midY, 40, absolute: 1e-9))
            #expect(blob.layers.count >= 2, "under the canvas's blur and alpha threshold")
        }
        stage.advance(by: 0.5)
        drawn = blobs()
        #expect(isClose(drawn[0].bounds.midX, 40, absolute: 1e-9), "the timeline moved the blobs 20 points a second")
    }


    @Test func aMeasuredLabelSizesThePillBehindIt() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { SparklineCard(values: [0.2, 0.5, 0.4, 0.9]) }
        let list = stage.displayList()
        let label = try #require(list.item(text: "90%"))
        let pill = try #require(list.item(filledWith: .orange))
        #expect(label.rect.width > 0)
        #expect(isClose(pill.rect.width, label.rect.width + 12, absolute: 1e-9), "\(pill.rect) around \(label.rect)")
        #expect(isClose(pill.rect.height, label.rect.height + 4, absolute: 1e-9))
        #expect(isClose(pill.rect.maxX, label.rect.maxX + 6, absolute: 1e-9))
    }

    @Test func theBaselineAndTheTextsOwnFontComeFromTheLayout() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { SparklineCard(values: [0.2, 0.9]) }
        let list = stage.displayList()
        let label = try #require(list.item(text: "90%"))
        let mark = try #require(list.item(filledWith: .purple))
        guard case .text(let text) = label.content else { Issue.record("not a text"); return }
        let baseline = try #require(text.lines.first).baseline
        #expect(isClose(mark.rect.minY, baseline, absolute: 1e-9), "the mark sits on the label's first baseline")
        let title = try #require(list.item(text: "Weekly"))
        guard case .text(let titleText) = title.content else { Issue.record("not a text"); return }
        #expect(titleText.font.pointSize == 28, "Text(...).font(.title) keeps its font in a canvas (28 points on iOS)")
        #expect(titleText.font.pointSize > text.font.pointSize)
    }
}
