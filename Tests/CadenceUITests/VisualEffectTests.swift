import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// `visualEffect(_:)` and `scrollTransition`: effects computed from the frame a view is drawn in,
/// applied to the drawing only, animated and interpolated through their `animatableData`.
@MainActor
@Suite struct VisualEffectTests {
    private func square(_ color: Color) -> some View {
        color.frame(width: 40, height: 40)
    }

    @Test func theEffectSeesTheViewsGeometryAndMovesOnlyTheDrawing() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) {
            HStack(spacing: 0) {
                square(.red).visualEffect { content, proxy in
                    content.offset(x: proxy.size.width, y: proxy.frame(in: .global).minY / 10)
                }
                square(.blue)
            }
        }
        let list = stage.displayList()
        let red = try #require(list.item(filledWith: .red))
        let blue = try #require(list.item(filledWith: .blue))
        // The HStack is centred: red laid out at x = 60, y = 30; blue right of it, not pushed.
        #expect(isClose(red.rect, CGRect(x: 60, y: 30, width: 40, height: 40)))
        #expect(isClose(blue.rect, CGRect(x: 100, y: 30, width: 40, height: 40)))
        #expect(isClose(red.bounds, CGRect(x: 100, y: 33, width: 40, height: 40), absolute: 1e-9))
        #expect(stage.issues.isEmpty)
    }

    @Test func laterEffectsWrapEarlierOnes() throws {
        // offset then scale about the centre: the offset is scaled too (x: 10 → 20 from the centre).
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            square(.red).visualEffect { content, _ in content.offset(x: 10).scaleEffect(2) }
        }
        let red = try #require(stage.displayList().item(filledWith: .red))
        #expect(isClose(red.bounds, CGRect(x: 30, y: 10, width: 80, height: 80), absolute: 1e-9), "\(red.bounds)")
    }

    @Test func drawingEffectsOpenLayersAndOpacityFades() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            square(.red).visualEffect { content, _ in
                content.blur(radius: 3).grayscale(1).opacity(0.5).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
            }
        }
        let red = try #require(stage.displayList().items.first)
        let description = red.layers.map(\.description).joined(separator: " ")
        // Outermost first: the projection, then grayscale, then the blur; opacity is folded into the colour.
        #expect(red.layers.count == 3, "\(description)")
        #expect(description.hasPrefix("projection("), "\(description)")
        #expect(description.contains("blur(3)"), "\(description)")
        if case .shape(let shape) = red.content {
            #expect(isClose(Double(shape.paint.color.opacity), 0.5, absolute: 1e-6))
        }
    }

    @Test func aChangedEffectAnimatesInAnAnimatedTransaction() throws {
        struct Grower: View {
            @State var big = false
            var body: some View {
                VStack {
                    Color.red.frame(width: 20, height: 20)
                        .visualEffect { [big] content, _ in content.scaleEffect(big ? 3 : 1) }
                        .animation(.linear(duration: 1), value: big)
                    Button("Grow") { big.toggle() }
                }
            }
        }
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Grower() }
        stage.schedule(.tap(label: "Grow"), at: 0.5)
        stage.advance(to: 1.0)
        let midway = try #require(stage.displayList().item(filledWith: .red))
        #expect(isClose(midway.bounds.width, 40, absolute: 1e-6), "\(midway.bounds)")
        stage.advance(to: 2)
        let done = try #require(stage.displayList().item(filledWith: .red))
        #expect(isClose(done.bounds.width, 60, absolute: 1e-6))
        #expect(stage.nextFrameTime == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func phasesAndThresholds() {
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.identity.value == 0 && ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
        #expect(ScrollTransitionConfiguration.Threshold.visible(2) == .visible)
        #expect(ScrollTransitionConfiguration.Threshold.visible(-1) == .hidden)
        #expect(ScrollTransitionConfiguration.Threshold.hidden.interpolated(towards: .visible, amount: 0.5) == .visible(0.5))
    }

    /// A 100-point viewport over rows 50 points tall, each fading with `configuration`.
    private struct Rows: View {
        var configuration: ScrollTransitionConfiguration
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<6) { index in
                        Color.red.opacity(0.2 + Double(index) * 0.1)
                            .frame(height: 50)
                            .scrollTransition(configuration) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0).offset(x: phase.value * 100)
                            }
                    }
                }
            }
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("rows")
        }
    }

    /// Each row's opacity (relative to its own colour) and horizontal offset in the list.
    private func rows(_ stage: Stage) -> [(opacity: Double, offset: CGFloat)] {
        stage.displayList().items.compactMap { item in
            guard case .shape(let shape) = item.content else { return nil }
            let row = (item.rect.minY - stage.displayList().items[0].rect.minY) / 50
            let own = 0.2 + Double(row.rounded()) * 0.1
            return (Double(shape.paint.color.opacity) / own, item.transform.tx)
        }
    }

    @Test func interactiveTransitionsFollowTheScrollPosition() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Rows(configuration: .interactive(timingCurve: .linear)) }
        // Rows 0 and 1 fill the viewport: identity. Row 2 is just below it: hidden.
        var seen = rows(stage)
        #expect(seen.count == 6)
        #expect(isClose(seen[0].opacity, 1, absolute: 1e-4) && isClose(seen[1].opacity, 1, absolute: 1e-4))
        #expect(isClose(seen[2].opacity, 0, absolute: 1e-4) && isClose(seen[2].offset, 100, absolute: 1e-4))
        // Scrolled by 25: row 0 is half above the top (progress ½ towards .topLeading), row 2 half in.
        try stage.scroll(by: CGSize(width: 0, height: 25), identifier: "rows")
        seen = rows(stage)
        #expect(isClose(seen[0].opacity, 0.5, absolute: 1e-4), "\(seen)")
        #expect(isClose(seen[0].offset, -50, absolute: 1e-4), "\(seen)")
        #expect(isClose(seen[1].opacity, 1, absolute: 1e-4))
        #expect(isClose(seen[2].opacity, 0.5, absolute: 1e-4))
        #expect(isClose(seen[2].offset, 50, absolute: 1e-4))
        #expect(stage.issues.isEmpty)
    }

    @Test func animatedTransitionsSwitchAtTheThresholdAndAnimate() throws {
        let configuration = ScrollTransitionConfiguration.animated(.linear(duration: 1)).threshold(.visible(0.5))
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Rows(configuration: configuration) }
        #expect(isClose(rows(stage)[2].opacity, 0, absolute: 1e-4))
        // Scrolled by 30: row 2 is 60 % visible, past the threshold: it starts fading in.
        stage.schedule(.scroll(by: CGSize(width: 0, height: 30), identifier: "rows"), at: 0.5)
        stage.advance(to: 1.0)
        #expect(isClose(rows(stage)[2].opacity, 0.5, absolute: 0.02), "\(rows(stage))")
        stage.advance(to: 2.0)
        #expect(isClose(rows(stage)[2].opacity, 1, absolute: 1e-4))
        #expect(stage.nextFrameTime == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func outsideAScrollViewTheViewIsInTheIdentityPhase() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            square(.red).scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        }
        let red = try #require(stage.displayList().items.first)
        if case .shape(let shape) = red.content {
            #expect(isClose(Double(shape.paint.color.opacity), 1, absolute: 1e-6))
        }
    }
}
