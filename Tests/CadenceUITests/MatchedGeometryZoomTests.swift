import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// `.matchedTransitionSource(id:in:)` with `.navigationTransition(.zoom(sourceID:in:))`: the inserted
/// destination grows out of the source's frame, and shrinks back into it when removed; the source
/// stays where it is.
@MainActor
@Suite struct MatchedGeometryZoomTests {
    private struct Zoom: View {
        var transition: Bool = true
        @Namespace private var zoom
        @State private var isOpen = false

        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { isOpen.toggle() } }
                ZStack(alignment: .topLeading) {
                    Rectangle().fill(.clear).frame(width: 300, height: 300)
                    Rectangle().fill(.red)
                        .matchedTransitionSource(id: 7, in: zoom)
                        .frame(width: 40, height: 40)
                        .padding(EdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 0))
                    if isOpen {
                        Rectangle().fill(.blue)
                            .navigationTransition(transition ? .zoom(sourceID: 7, in: zoom) : .zoom(sourceID: 8, in: zoom))
                            .frame(width: 200, height: 100)
                            .padding(EdgeInsets(top: 150, leading: 80, bottom: 0, trailing: 0))
                    }
                }
            }
        }
    }

    private func frames(_ stage: Stage) -> (red: CGRect?, blue: CGRect?) {
        let list = stage.displayList()
        return (list.item(filledWith: .red)?.bounds, list.item(filledWith: .blue)?.bounds)
    }

    @Test func theDestinationGrowsOutOfTheSourceAndShrinksBackIntoIt() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Zoom() }
        let source = try #require(frames(stage).red)
        let destination = CGRect(x: 80, y: source.minY + 140, width: 200, height: 100)
        stage.schedule(.tap(label: "Toggle"), at: 0)
        stage.schedule(.tap(label: "Toggle"), at: 2)
        for (time, expected) in [(0.0, source), (0.5, lerp(source, destination, 0.5)), (1.5, destination),
                                 (2.0, destination), (2.25, lerp(destination, source, 0.25)), (2.75, lerp(destination, source, 0.75))] {
            stage.advance(to: time)
            let shown = frames(stage)
            // Drawn at full opacity throughout (no fade on top of the zoom), the source in place.
            #expect(shown.blue.map { isClose($0, expected, absolute: 1e-9) } == true, "t = \(time): \(String(describing: shown.blue))")
            #expect(shown.red.map { isClose($0, source) } == true, "t = \(time)")
        }
        stage.advance(to: 3.5)
        #expect(frames(stage).blue == nil)
        #expect(stage.nextFrameTime == nil)
    }

    /// With a spring, the shared frame (in points) settles later than the transition's progress (0 to
    /// 1); once the destination has gone nothing draws in that frame, so the stage goes idle then.
    private struct SpringZoom: View {
        @Namespace private var zoom
        @State private var isOpen = false

        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(.smooth(duration: 0.5)) { isOpen.toggle() } }
                ZStack(alignment: .topLeading) {
                    Rectangle().fill(.clear).frame(width: 300, height: 300)
                    Rectangle().fill(.red).matchedTransitionSource(id: 1, in: zoom).frame(width: 40, height: 40)
                    if isOpen {
                        Rectangle().fill(.blue)
                            .navigationTransition(.zoom(sourceID: 1, in: zoom))
                            .frame(width: 200, height: 200)
                            .padding(EdgeInsets(top: 90, leading: 90, bottom: 0, trailing: 0))
                    }
                }
            }
        }
    }

    @Test func theStageGoesIdleWhenTheDismissedDestinationIsGone() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { SpringZoom() }
        try stage.tap(label: "Toggle")
        stage.advance(to: 2)
        try stage.tap(label: "Toggle")
        var frame = 120
        while frames(stage).blue != nil, frame < 600 {
            frame += 1
            _ = stage.frame(frame, fps: 60)
        }
        #expect(frames(stage).blue == nil, "the destination is still drawn at \(stage.time) s")
        // The frame after it went, nothing is left to move.
        frame += 1
        _ = stage.frame(frame, fps: 60)
        #expect(stage.nextFrameTime == nil, "still asking for frames at \(stage.time) s")
        #expect(frames(stage).red != nil)
    }

    @Test func theDestinationIsScaledAsOnePictureNotLaidOutAgain() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Zoom() }
        let source = try #require(frames(stage).red)
        let destination = CGRect(x: 80, y: source.minY + 140, width: 200, height: 100)
        try stage.tap(label: "Toggle")
        stage.advance(to: 0.5)
        let item = try #require(stage.displayList().item(filledWith: .blue))
        let shown = lerp(source, destination, 0.5)
        // Laid out at its own frame and scaled from it (unlike matchedGeometryEffect).
        #expect(isClose(item.rect, destination))
        #expect(isClose(item.transform.a, shown.width / destination.width))
        #expect(isClose(item.transform.d, shown.height / destination.height))
        #expect(isClose(item.bounds, shown, absolute: 1e-9))
    }

    @Test func aZoomWithNoSourceInsertsInPlace() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Zoom(transition: false) }
        let source = try #require(frames(stage).red)
        try stage.tap(label: "Toggle")
        stage.advance(to: 0.5)
        let blue = try #require(frames(stage).blue)
        #expect(isClose(blue, CGRect(x: 80, y: source.minY + 140, width: 200, height: 100)))
    }
}
