import CadenceTesting
import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// `@Namespace` and `matchedGeometryEffect`: when the view with an id leaves one place and a view with
/// the same id appears in another under an animation, the frame interpolates from the old layout frame
/// to the new one.
@MainActor
@Suite struct MatchedGeometryTests {
    /// A small red card at (10, 10, 40, 40) that becomes a blue one at (80, 150, 200, 100).
    private struct Cards: View {
        var animation: Animation?
        var properties: MatchedGeometryProperties = .frame
        var anchor: UnitPoint = .center
        var hasFollower = false
        @Namespace private var cards
        @State private var isOpen = false

        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(animation) { isOpen.toggle() } }
                ZStack(alignment: .topLeading) {
                    Rectangle().fill(.clear).frame(width: 300, height: 300)
                    if isOpen {
                        Rectangle().fill(.blue)
                            .matchedGeometryEffect(id: "card", in: cards, properties: properties, anchor: anchor)
                            .frame(width: 200, height: 100)
                            .padding(EdgeInsets(top: 150, leading: 80, bottom: 0, trailing: 0))
                    } else {
                        Rectangle().fill(.red)
                            .matchedGeometryEffect(id: "card", in: cards, properties: properties, anchor: anchor)
                            .frame(width: 40, height: 40)
                            .padding(EdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 0))
                    }
                    if hasFollower {
                        Circle().fill(.green)
                            .matchedGeometryEffect(id: "card", in: cards, isSource: false)
                            .frame(width: 10, height: 10)
                            .padding(EdgeInsets(top: 280, leading: 280, bottom: 0, trailing: 0))
                    }
                }
            }
        }
    }

    /// The stage is exactly as tall as the content, so layout frames are easy to read: the button's
    /// row sits above the 300 × 300 canvas.
    private func makeStage(_ cards: Cards) -> (Stage, top: CGFloat) {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { cards }
        let canvas = stage.displayList().shapes(filledWith: .red).first!.rect
        return (stage, canvas.minY - 10)
    }

    /// The bounds of the shape painted `color` at any opacity (removals and insertions fade).
    private func card(_ list: DisplayList, _ color: Color) throws -> CGRect {
        try #require(list.item(hue: color)).bounds
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.9, 1.0, 2.0])
    func theNewViewTravelsFromTheOldFrame(time: Double) throws {
        let (stage, top) = makeStage(Cards(animation: .linear(duration: 1)))
        let small = CGRect(x: 10, y: top + 10, width: 40, height: 40)
        let large = CGRect(x: 80, y: top + 150, width: 200, height: 100)
        #expect(isClose(try card(stage.displayList(), .red), small))
        try stage.tap(label: "Toggle")
        stage.advance(to: time)
        let list = stage.displayList()
        let expected = lerp(small, large, min(time, 1))
        #expect(isClose(try card(list, .blue), expected, absolute: 1e-9))
        // The outgoing card, while its removal is drawn, flies along in the same frame.
        if let outgoing = list.item(hue: .red) {
            #expect(isClose(outgoing.bounds, expected, absolute: 1e-9))
        }
        if time < 1 { #expect(stage.nextFrameTime != nil) }
        if time > 1 { #expect(stage.nextFrameTime == nil) }
    }

    @Test func theMidpointSnapshot() throws {
        let (stage, _) = makeStage(Cards(animation: .easeInOut(duration: 0.6)))
        try stage.tap(label: "Toggle")
        stage.advance(to: 0.3)
        assertSnapshot(of: stage, as: .displayList, named: "matched-geometry-midpoint")
    }

    @Test func withoutAnAnimationTheViewIsAtOnceInItsOwnFrame() throws {
        let (stage, top) = makeStage(Cards(animation: nil))
        try stage.tap(label: "Toggle")
        #expect(isClose(try card(stage.displayList(), .blue), CGRect(x: 80, y: top + 150, width: 200, height: 100)))
        #expect(stage.nextFrameTime == nil)
    }

    @Test func positionOnlyKeepsTheViewsSize() throws {
        let (stage, top) = makeStage(Cards(animation: .linear(duration: 1), properties: .position))
        try stage.tap(label: "Toggle")
        stage.advance(to: 0.5)
        // Centres (30, 30) → (180, 200): halfway (105, 115), at the blue card's own 200 × 100.
        #expect(isClose(try card(stage.displayList(), .blue), CGRect(x: 5, y: top + 65, width: 200, height: 100), absolute: 1e-9))
    }

    @Test func sizeOnlyKeepsTheViewsAnchorPoint() throws {
        let (stage, top) = makeStage(Cards(animation: .linear(duration: 1), properties: .size, anchor: .topLeading))
        try stage.tap(label: "Toggle")
        stage.advance(to: 0.5)
        // Sizes 40 × 40 → 200 × 100: halfway 120 × 70, at the blue card's own top-leading corner.
        #expect(isClose(try card(stage.displayList(), .blue), CGRect(x: 80, y: top + 150, width: 120, height: 70), absolute: 1e-9))
    }

    @Test func aFollowerIsAlwaysDrawnInTheSourcesFrame() throws {
        let (stage, top) = makeStage(Cards(animation: .linear(duration: 1), hasFollower: true))
        #expect(isClose(try card(stage.displayList(), .green), CGRect(x: 10, y: top + 10, width: 40, height: 40)))
        try stage.tap(label: "Toggle")
        stage.advance(to: 0.5)
        let list = stage.displayList()
        #expect(isClose(try card(list, .green), try card(list, .blue), absolute: 1e-9))
        stage.advance(to: 1.5)
        #expect(isClose(try card(stage.displayList(), .green), CGRect(x: 80, y: top + 150, width: 200, height: 100)))
    }

    @Test func goingBackMidwayStartsFromWhereTheCardIs() throws {
        let (stage, top) = makeStage(Cards(animation: .linear(duration: 1)))
        let small = CGRect(x: 10, y: top + 10, width: 40, height: 40)
        let large = CGRect(x: 80, y: top + 150, width: 200, height: 100)
        try stage.tap(label: "Toggle")
        stage.advance(to: 0.5)
        try stage.tap(label: "Toggle")
        let atReversal = try card(stage.displayList(), .red)
        #expect(isClose(atReversal, lerp(small, large, 0.5), absolute: 1e-9))
        // Timing curves add: the way out (0 → 1 over 0…1) and the way back (−1 over 0.5…1.5) sum to
        // 0.5 until 1, then 1 − (t − 0.5): at 1.3, 0.2 of the way.
        stage.advance(to: 0.8)
        #expect(isClose(try card(stage.displayList(), .red), lerp(small, large, 0.5), absolute: 1e-9))
        stage.advance(to: 1.3)
        #expect(isClose(try card(stage.displayList(), .red), lerp(small, large, 0.2), absolute: 1e-9))
        stage.advance(to: 3)
        #expect(isClose(try card(stage.displayList(), .red), small, absolute: 1e-9))
        #expect(stage.nextFrameTime == nil)
    }

    @Test(arguments: [Animation.linear(duration: 1), .smooth(duration: 0.8), .bouncy])
    func whatAFrameShowsDoesNotDependOnWhichFramesWereDrawnBefore(animation: Animation) throws {
        // A reversal scheduled at 0.5 and first drawn at 0.6 starts at 0.5, as if drawn at every frame.
        let (everyFrame, _) = makeStage(Cards(animation: animation))
        let (sparse, _) = makeStage(Cards(animation: animation))
        for stage in [everyFrame, sparse] {
            stage.schedule(.tap(label: "Toggle"), at: 0.1)
            stage.schedule(.tap(label: "Toggle"), at: 0.5)
        }
        for frame in 0...36 { _ = everyFrame.frame(frame, fps: 60) }
        sparse.advance(to: 0.3)
        _ = sparse.displayList()
        sparse.advance(to: 0.6)
        let list = sparse.displayList()
        #expect(isClose(try card(list, .red), try card(everyFrame.displayList(), .red), absolute: 1e-9))
        // The outgoing card, drawn before the incoming one took the change, is in the same frame.
        #expect(isClose(try card(list, .blue), try card(list, .red), absolute: 1e-9))
    }

    @Test func aMatchedViewWhoseOwnLayoutChangesAnimatesToo() throws {
        struct Sliding: View {
            @Namespace var space
            @State var isRight = false
            var body: some View {
                VStack(spacing: 0) {
                    Button("Slide") { withAnimation(.linear(duration: 1)) { isRight.toggle() } }
                    Rectangle().fill(.red)
                        .matchedGeometryEffect(id: 0, in: space)
                        .frame(width: 20, height: 20)
                        .padding(EdgeInsets(top: 0, leading: isRight ? 200 : 0, bottom: 0, trailing: 0))
                        .frame(width: 300, alignment: .leading)
                }
            }
        }
        let stage = Stage(size: CGSize(width: 300, height: 100)) { Sliding() }
        let start = try card(stage.displayList(), .red)
        try stage.tap(label: "Slide")
        stage.advance(to: 0.25)
        #expect(isClose(try card(stage.displayList(), .red), start.offsetBy(dx: 50, dy: 0), absolute: 1e-9))
        stage.advance(to: 1.5)
        #expect(isClose(try card(stage.displayList(), .red), start.offsetBy(dx: 200, dy: 0), absolute: 1e-9))
    }

    @Test func namespacesKeepTheSameIdApart() {
        struct Two: View {
            @Namespace var first
            @Namespace var second
            var body: some View {
                Text(first == second ? "same" : "apart")
            }
        }
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Two() }
        #expect(stage.displayList().item(text: "apart") != nil)
    }
}

extension DisplayList {
    /// The shape item painted `color`, whatever its opacity.
    fileprivate func item(hue color: Color) -> DisplayList.Item? {
        let resolved = color.resolve(in: EnvironmentValues())
        return items.first {
            guard case .shape(let shape) = $0.content else { return false }
            let paint = shape.paint.color
            return paint.red == resolved.red && paint.green == resolved.green && paint.blue == resolved.blue
        }
    }
}

/// The rectangle `t` of the way from `a` to `b`, each of origin and size linearly.
func lerp(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
    CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
           width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
}
