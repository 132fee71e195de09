import Testing
import CadenceStageTestSupport
@testable import CadenceUI

/// `TextRenderer`: the layout it receives, custom attributes, drawing slices, sizing and animation.
@MainActor
@Suite struct TextRendererTests {
    struct Mark: TextAttribute { var level = 1 }

    /// Records what it was given and draws every run.
    struct Recorder: TextRenderer {
        let box: Box
        final class Box { var layouts: [Text.Layout] = [] }
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            box.layouts.append(layout)
            for line in layout { ctx.draw(line) }
        }
    }

    @Test func theLayoutHasLinesRunsAndGlyphsWhereTheTextIsDrawn() throws {
        let box = Recorder.Box()
        let stage = Stage(size: CGSize(width: 300, height: 100)) {
            (Text("ab") + Text("cd").customAttribute(Mark(level: 2))).textRenderer(Recorder(box: box))
        }
        let list = stage.displayList()
        let layout = try #require(box.layouts.last)
        #expect(layout.count == 1 && layout[0].count == 2)
        let runs = Array(layout[0])
        #expect(runs[0][Mark.self] == nil && runs[1][Mark.self]?.level == 2)
        #expect(runs[1].characterIndices == [2, 3])
        #expect(runs[0].count == 2 && runs[0][1].characterIndices == [1])
        let second = runs[1].typographicBounds
        #expect(isClose(second.origin.x, runs[0].typographicBounds.width) && second.origin.y == layout[0].origin.y)
        let ab = try #require(list.item(text: "ab")).bounds
        let cd = try #require(list.item(text: "cd")).bounds
        #expect(isClose(cd.minX - ab.minX, second.origin.x, absolute: 1e-6), "runs drawn where the layout puts them")
        #expect(!layout.isTruncated)
    }

    @Test func slicesDrawTheirGlyphsWithTheContextsOpacityAndTransform() throws {
        struct Halves: TextRenderer {
            func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
                guard let run = layout.first?.first else { return }
                var faded = ctx
                faded.opacity = 0.5
                faded.translateBy(x: 0, y: 10)
                faded.draw(Text.Layout.RunSlice(run: run, indices: 0..<2))
                ctx.draw(Text.Layout.RunSlice(run: run, indices: 2..<run.count))
            }
        }
        let stage = Stage(size: CGSize(width: 300, height: 100)) { Text("Hello").textRenderer(Halves()) }
        let he = try #require(stage.displayList().item(text: "He"))
        let llo = try #require(stage.displayList().item(text: "llo"))
        guard case .text(let first) = he.content else { return }
        #expect(isClose(first.color.opacity, 0.5))
        #expect(isClose(he.bounds.minY - llo.bounds.minY, 10, absolute: 1e-6))
        #expect(he.bounds.maxX <= llo.bounds.minX + 1e-6)
    }

    @Test func anAnimatableRendererIsDrawnWithInterpolatedData() throws {
        struct Fade: TextRenderer {
            var amount: Double
            var animatableData: Double { get { amount } set { amount = newValue } }
            func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
                ctx.opacity = amount
                for line in layout { ctx.draw(line) }
            }
        }
        struct Host: View {
            @State var on = false
            var body: some View {
                VStack {
                    Text("Fade").textRenderer(Fade(amount: on ? 1 : 0))
                    Button("Go") { withAnimation(.linear(duration: 1)) { on = true } }
                }
            }
        }
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Host() }
        func opacity() -> Float? {
            if case .text(let text)? = stage.displayList().item(text: "Fade")?.content { return text.color.opacity }
            return nil
        }
        #expect(opacity() == 0)
        try stage.tap(label: "Go")
        stage.advance(by: 0.25)
        let quarter = try #require(opacity())
        #expect(isClose(quarter, 0.25, absolute: 0.02), "\(quarter)")
        stage.advance(by: 1)
        #expect(opacity() == 1)
    }

    @Test func aRendererCanSizeTheText() throws {
        struct Roomy: TextRenderer {
            func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
                let size = text.sizeThatFits(proposal)
                return CGSize(width: size.width + 20, height: size.height)
            }
            func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
                for line in layout { ctx.draw(line) }
            }
        }
        let stage = Stage(size: CGSize(width: 300, height: 100)) {
            HStack(spacing: 0) {
                Text("Wide").textRenderer(Roomy())
                Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            }
        }
        let text = try #require(stage.displayList().item(text: "Wide")).bounds
        let red = try #require(stage.displayList().items.first { if case .shape(let s) = $0.content { s.paint.color.red == 1 && s.paint.color.green == 0 } else { false } }).bounds
        #expect(isClose(red.minX - text.minX, text.width + 20, absolute: 1e-6))
    }

    @Test func customAttributesReplaceTheirOwnType() {
        let text = Text("x").customAttribute(Mark(level: 1)).customAttribute(Mark(level: 3))
        #expect(text.runs[0].customAttributes.count == 1)
        #expect(text.runs[0].customAttributes[0].value == AnyHashable(Mark(level: 3)))
    }
}
