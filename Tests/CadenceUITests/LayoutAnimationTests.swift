import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// Layout animation: when a change in an animated transaction moves views (a view inserted above
/// them, a padding, an `AnyLayout` switch), they glide from where they were to where layout now puts
/// them, with the transaction's animation, as SwiftUI animates a view's position and size.
@MainActor
@Suite struct LayoutAnimationTests {
    /// A column whose top square appears on a tap; the blue square below it moves down 40 points.
    private struct Column: View {
        var animation: Animation? = .linear(duration: 1)
        var bindsAnimation = false
        @State private var showsTop = false

        var body: some View {
            let column = VStack(spacing: 0) {
                if showsTop { Color.red.frame(width: 40, height: 40) }
                Color.blue.frame(width: 40, height: 40)
            }
            .frame(width: 100, height: 150, alignment: .top)
            VStack(spacing: 0) {
                if bindsAnimation {
                    column.animation(animation, value: showsTop)
                } else {
                    column
                }
                Button("Toggle") {
                    if bindsAnimation {
                        showsTop.toggle()
                    } else {
                        withAnimation(animation) { showsTop.toggle() }
                    }
                }
                .frame(height: 50)
            }
            .frame(width: 100, height: 200, alignment: .top)
        }
    }

    private func blueTop(_ stage: Stage, at time: Double) throws -> CGFloat {
        stage.advance(to: time)
        return try #require(stage.displayList().item(filledWith: .blue)).bounds.minY
    }

    @Test func aViewMovedByAnInsertionGlidesWithTheTransactionsAnimation() throws {
        let stage = Stage(size: CGSize(width: 100, height: 200)) { Column() }
        #expect(try blueTop(stage, at: 0) == 0)
        try stage.tap(label: "Toggle")
        // Not drawn between the tap and 0.5 s: the glide started at the tap, not at the next frame.
        #expect(isClose(try blueTop(stage, at: 0.5), 20, absolute: 1e-9))
        #expect(isClose(try blueTop(stage, at: 0.75), 30, absolute: 1e-9))
        #expect(try blueTop(stage, at: 1.0) == 40)
        stage.advance(to: 1.05)
        #expect(stage.nextFrameTime == nil)
    }

    @Test func theStageNeedsFramesWhileAViewGlides() throws {
        let stage = Stage(size: CGSize(width: 100, height: 200)) { Column() }
        try stage.tap(label: "Toggle")
        stage.advance(to: 0.3)
        #expect(stage.nextFrameTime == 0.3)
        stage.advance(to: 1.2)
        #expect(stage.nextFrameTime == nil)
    }

    @Test func aChangeWithoutAnimationMovesViewsAtOnce() throws {
        let stage = Stage(size: CGSize(width: 100, height: 200)) { Column(animation: nil) }
        _ = stage.displayList()
        try stage.tap(label: "Toggle")
        #expect(try blueTop(stage, at: 0.01) == 40)
        #expect(stage.nextFrameTime == nil)
    }

    @Test func animationValueModifierAnimatesTheLayoutInside() throws {
        let stage = Stage(size: CGSize(width: 100, height: 200)) { Column(bindsAnimation: true) }
        _ = stage.displayList()
        try stage.tap(label: "Toggle")
        #expect(isClose(try blueTop(stage, at: 0.25), 10, absolute: 1e-9))
    }

    @Test func aSpringRetargetedMidwayDoesNotJump() throws {
        let stage = Stage(size: CGSize(width: 100, height: 200)) { Column(animation: .spring(duration: 0.6)) }
        _ = stage.displayList()
        try stage.tap(label: "Toggle")
        let before = try blueTop(stage, at: 0.2)
        #expect(before > 5 && before < 40)
        try stage.tap(label: "Toggle")
        let after = try blueTop(stage, at: 0.2 + 1.0 / 120)
        // Heading back up with the velocity it had: the first frame after the retarget is near
        // where it was, still moving down a little or turning, not back at 0.
        #expect(abs(after - before) < 3)
        #expect(try blueTop(stage, at: 3) == 0)
    }

    /// A square that reports where layout puts it while it is drawn gliding.
    private struct Reporter: View {
        let report: (CGFloat) -> Void
        @State private var pushed = false

        var body: some View {
            VStack(spacing: 0) {
                if pushed { Color.clear.frame(width: 10, height: 60) }
                Color.green.frame(width: 40, height: 40)
                    .onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).minY } action: { report($0) }
                Spacer(minLength: 0)
                Button("Push") { withAnimation(.linear(duration: 1)) { pushed.toggle() } }
            }
            .frame(width: 100, height: 200)
        }
    }

    @Test func geometryReadersSeeWhereLayoutPutsTheViewNotTheGlide() throws {
        final class Box { var values: [CGFloat] = [] }
        let box = Box()
        let stage = Stage(size: CGSize(width: 100, height: 200)) { Reporter { box.values.append($0) } }
        _ = stage.displayList()
        try stage.tap(label: "Push")
        stage.advance(to: 0.5)
        let list = stage.displayList()
        #expect(isClose(try #require(list.item(filledWith: .green)).bounds.minY, 30, absolute: 1e-9))
        #expect(box.values.last == 60)
    }

    /// Two squares in a row or a column, switched with `AnyLayout`.
    private struct Switcher: View {
        @State private var isColumn = false

        var body: some View {
            let layout = isColumn ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            VStack(spacing: 0) {
                layout {
                    Color.red.frame(width: 40, height: 40)
                    Color.blue.frame(width: 40, height: 40)
                }
                .frame(width: 100, height: 100, alignment: .topLeading)
                Button("Switch") { withAnimation(.linear(duration: 1)) { isColumn.toggle() } }
            }
            .frame(width: 100, height: 200, alignment: .top)
        }
    }

    @Test func anyLayoutSwitchMovesTheSubviewsAlongTheWay() throws {
        let stage = Stage(size: CGSize(width: 100, height: 200)) { Switcher() }
        let start = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(start.origin == CGPoint(x: 40, y: 0))
        try stage.tap(label: "Switch")
        stage.advance(to: 0.5)
        let middle = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(isClose(middle.minX, 20, absolute: 1e-9) && isClose(middle.minY, 20, absolute: 1e-9))
        stage.advance(to: 1)
        #expect(try #require(stage.displayList().item(filledWith: .blue)).bounds.origin == CGPoint(x: 0, y: 40))
    }

    /// A capsule whose width follows a flag: a shape is drawn at its animated size.
    private struct Growing: View {
        @State private var isWide = false

        var body: some View {
            VStack {
                // A flexible frame: its size comes from layout, not from an animated parameter.
                Capsule().fill(Color.orange).frame(maxWidth: isWide ? 160 : 40, maxHeight: 20)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Button("Grow") { withAnimation(.linear(duration: 1)) { isWide.toggle() } }
            }
            .frame(width: 200, height: 100)
        }
    }

    @Test func aShapeWhoseFrameChangesIsDrawnAtItsAnimatedSize() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Growing() }
        #expect(try #require(stage.displayList().item(filledWith: .orange)).bounds.width == 40)
        try stage.tap(label: "Grow")
        stage.advance(to: 0.5)
        let middle = try #require(stage.displayList().item(filledWith: .orange)).bounds
        #expect(isClose(middle.width, 100, absolute: 1e-9))
        #expect(isClose(middle.minX, 0, absolute: 1e-9))
    }

    @Test func paddingChangesAnimateTheContentsPlace() throws {
        struct Padded: View {
            @State private var padding: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.purple.frame(width: 20, height: 20).padding(.leading, padding)
                        .frame(width: 100, alignment: .leading)
                    Button("Pad") { withAnimation(.linear(duration: 2)) { padding = 40 } }
                }
                .frame(width: 100, height: 100, alignment: .top)
            }
        }
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Padded() }
        _ = stage.displayList()
        try stage.tap(label: "Pad")
        stage.advance(to: 0.5)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .purple)).bounds.minX, 10, absolute: 1e-9))
    }
}

/// Removal: a removed view leaves the layout at once, so the views around close up (gliding in an
/// animated transaction) while it plays its removal transition where it was.
@MainActor
@Suite struct LayoutRemovalTests {
    private struct Banner: View {
        @State private var showsBanner = true

        var body: some View {
            VStack(spacing: 0) {
                VStack(spacing: 10) {
                    if showsBanner {
                        Color.red.frame(width: 40, height: 40).transition(.opacity)
                    }
                    Color.blue.frame(width: 40, height: 40)
                }
                .frame(width: 100, height: 150, alignment: .top)
                Button("Dismiss") { withAnimation(.linear(duration: 1)) { showsBanner.toggle() } }
            }
            .frame(width: 100, height: 200, alignment: .top)
        }
    }

    @Test func theViewsBelowCloseUpWhileTheRemovedViewFadesWhereItWas() throws {
        let stage = Stage(size: CGSize(width: 100, height: 200)) { Banner() }
        #expect(try #require(stage.displayList().item(filledWith: .blue)).bounds.minY == 50)
        try stage.tap(label: "Dismiss")
        stage.advance(to: 0.5)
        let list = stage.displayList()
        // Half way up (the 40-point square and its 10 points of spacing are gone from the layout)…
        #expect(isClose(try #require(list.item(filledWith: .blue)).bounds.minY, 25, absolute: 1e-9))
        // …while the red square fades out where it was.
        let opaqueRed = Color.red.resolve(in: EnvironmentValues())
        let red = try #require(list.items.first { item in
            guard case .shape(let shape) = item.content else { return false }
            let color = shape.paint.color
            return (color.red, color.green, color.blue) == (opaqueRed.red, opaqueRed.green, opaqueRed.blue)
        })
        if case .shape(let shape) = red.content { #expect(shape.paint.color.opacity < 1 && shape.paint.color.opacity > 0) }
        #expect(red.bounds.minY == 0)
        stage.advance(to: 1.05)
        let end = stage.displayList()
        #expect(try #require(end.item(filledWith: .blue)).bounds.minY == 0)
        #expect(end.shapes.count == 1)
    }

    @Test func withoutAnimationTheViewsCloseUpAtOnce() throws {
        struct Plain: View {
            @State private var shows = true
            var body: some View {
                VStack(spacing: 0) {
                    if shows { Color.red.frame(width: 40, height: 40) }
                    Color.blue.frame(width: 40, height: 40)
                    Button("Hide") { shows = false }
                }
                .frame(width: 100, height: 200, alignment: .top)
            }
        }
        let stage = Stage(size: CGSize(width: 100, height: 200)) { Plain() }
        _ = stage.displayList()
        try stage.tap(label: "Hide")
        #expect(try #require(stage.displayList().item(filledWith: .blue)).bounds.minY == 0)
    }
}
