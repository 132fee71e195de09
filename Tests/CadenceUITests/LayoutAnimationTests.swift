import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// Layout animation: views whose frames change in an animated transaction travel from the old
/// frame to the new one with the transaction's animation; outside one they jump.
@MainActor
@Suite struct LayoutAnimationTests {
    private struct Expander: View {
        let animation: Animation?
        @State private var wide = false
        var body: some View {
            VStack {
                HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20)
                    // A flexible frame has no animatable parameter of its own: only layout animation
                    // makes its change smooth.
                    Color.blue.frame(minWidth: 10, maxWidth: wide ? 200 : 50).frame(height: 20)
                    Color.green.frame(width: 20, height: 20)
                }
                Button("Widen") {
                    withAnimation(animation) { wide.toggle() }
                }
            }
        }
    }

    private func bounds(_ stage: Stage, _ color: Color) throws -> CGRect {
        try #require(stage.displayList().item(filledWith: color)).bounds
    }

    @Test func framesChangedInAnAnimatedTransactionTravelAndShapesResize() async throws {
        let stage = Stage(size: CGSize(width: 400, height: 200)) { Expander(animation: .linear(duration: 1)) }
        let greenBefore = try bounds(stage, .green)
        let blueBefore = try bounds(stage, .blue)
        try stage.tap(label: "Widen")
        await stage.play(to: 0.5)
        let greenMiddle = try bounds(stage, .green)
        let blueMiddle = try bounds(stage, .blue)
        await stage.play(to: 2)
        let greenAfter = try bounds(stage, .green)
        let blueAfter = try bounds(stage, .blue)
        // The row grew by 150 points and stays centred: green ends 75 right, red 75 left.
        #expect(isClose(greenAfter.minX - greenBefore.minX, 75, absolute: 1e-6))
        #expect(isClose(blueAfter.width, 200, absolute: 1e-6))
        // Half way through a linear second, everything is half way.
        #expect(isClose(greenMiddle.minX, (greenBefore.minX + greenAfter.minX) / 2, absolute: 1e-6))
        #expect(isClose(blueMiddle.width, (blueBefore.width + blueAfter.width) / 2, absolute: 1e-6))
        #expect(isClose(blueMiddle.minX, (blueBefore.minX + blueAfter.minX) / 2, absolute: 1e-6))
        #expect(stage.nextFrameTime == nil, "the animation has ended")
    }

    @Test func withoutAnAnimationFramesJump() async throws {
        let stage = Stage(size: CGSize(width: 400, height: 200)) { Expander(animation: nil) }
        let before = try bounds(stage, .green)
        try stage.tap(label: "Widen")
        let after = try bounds(stage, .green)
        #expect(isClose(after.minX - before.minX, 75, absolute: 1e-6))
        #expect(stage.nextFrameTime == nil)
    }

    @Test func aSecondChangeTakesOverWithoutAJump() async throws {
        let stage = Stage(size: CGSize(width: 400, height: 200)) { Expander(animation: .spring(duration: 0.6)) }
        try stage.tap(label: "Widen")
        await stage.play(to: 0.2)
        let beforeRetarget = try bounds(stage, .green)
        try stage.tap(label: "Widen")  // back to narrow, mid-flight
        let atRetarget = try bounds(stage, .green)
        #expect(isClose(atRetarget.minX, beforeRetarget.minX, absolute: 1e-6), "a retarget starts where the view is")
        var previous = atRetarget.minX
        var largestStep: CGFloat = 0
        for frame in 13...180 {
            let list = stage.frame(frame, fps: 60)
            let x = try #require(list.item(filledWith: .green)).bounds.minX
            largestStep = max(largestStep, abs(x - previous))
            previous = x
        }
        #expect(largestStep < 10, "no jump: the largest step between 60 Hz frames is \(largestStep) pt")
        let start = Stage(size: CGSize(width: 400, height: 200)) { Expander(animation: nil) }
        #expect(isClose(previous, try bounds(start, .green).minX, absolute: 0.01), "it settles back at the narrow layout")
    }

    private struct Chips: View {
        @State private var showsMiddle = false
        var body: some View {
            VStack {
                HStack {
                    Text("One")
                    if showsMiddle { Text("Two") }
                    Text("Three")
                }
                Button("Toggle") { showsMiddle.toggle() }
            }
            // Around the whole column: the column re-centring on the stage animates too.
            .animation(.easeInOut(duration: 1), value: showsMiddle)
        }
    }

    @Test func anAnimationModifierAnimatesTheLayoutOfItsSubtree() async throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Chips() }
        let before = try #require(stage.displayList().item(text: "Three")).bounds
        try stage.tap(label: "Toggle")
        await stage.play(to: 0.5)
        let middle = try #require(stage.displayList().item(text: "Three")).bounds
        await stage.play(to: 1.5)
        let after = try #require(stage.displayList().item(text: "Three")).bounds
        #expect(after.minX < before.minX - 10 || after.minX > before.minX + 10, "\(before.minX) \(middle.minX) \(after.minX)")
        #expect(isClose(middle.minX, (before.minX + after.minX) / 2, absolute: 1e-6), "ease-in-out is half way at half time: \(before.minX) \(middle.minX) \(after.minX)")
        #expect(isClose(middle.width, after.width, absolute: 1e-6), "text keeps its size: it moves, it is not stretched")
    }

    private struct Flip: View {
        @State private var vertical = false
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            VStack {
                layout {
                    Color.red.frame(width: 40, height: 40)
                    Color.blue.frame(width: 40, height: 40)
                }
                Button("Flip") { withAnimation(.linear(duration: 1)) { vertical.toggle() } }
            }
        }
    }

    @Test func switchingAnyLayoutAnimatesTheSubviewsBetweenArrangements() async throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { Flip() }
        let before = try bounds(stage, .blue)
        try stage.tap(label: "Flip")
        await stage.play(to: 0.5)
        let middle = try bounds(stage, .blue)
        await stage.play(to: 2)
        let after = try bounds(stage, .blue)
        #expect(abs(after.minY - before.minY) > 20 && abs(after.minX - before.minX) > 10)
        #expect(isClose(middle.minX, (before.minX + after.minX) / 2, absolute: 1e-6))
        #expect(isClose(middle.minY, (before.minY + after.minY) / 2, absolute: 1e-6))
    }
}
