import CadenceUI
import Testing
import CadenceStageTestSupport

/// A view being removed by a transition is still drawn until its transition ends, but it has left
/// the view tree: a screen reader no longer finds it and a tap no longer reaches it from the moment
/// it is removed (as in SwiftUI), and both find it again at once when it is brought back
/// mid-removal. A view being inserted is read from its first frame, while its fade starts at 0.
@MainActor
@Suite struct AccessibilityTransitionTests {
    /// A note (a text, a labelled shape and a button) that a button shows and hides inside
    /// `withAnimation(.linear(duration: 1))`, with the transition given.
    private struct Note: View {
        var transition: AnyTransition = .opacity
        @State private var isShown = true

        var body: some View {
            VStack(spacing: 8) {
                Button(isShown ? "Hide" : "Show") {
                    withAnimation(.linear(duration: 1)) { isShown.toggle() }
                }
                if isShown {
                    VStack(spacing: 4) {
                        Text("Saved to Photos")
                        Circle().fill(.green).frame(width: 20, height: 20).accessibilityLabel("Done")
                        Button("Undo") {}
                    }
                    .transition(transition)
                }
            }
        }
    }

    private static let noteLabels = ["Saved to Photos", "Done", "Undo"]

    private func readLabels(_ stage: Stage) -> [String] {
        stage.accessibilityTree().allElements.map(\.label)
    }

    @Test(arguments: [AnyTransition.opacity, .scale, .move(edge: .bottom).combined(with: .opacity),
                      .asymmetric(insertion: .opacity, removal: .scale(scale: 0.5))])
    func aViewBeingRemovedIsDrawnButNotRead(transition: AnyTransition) throws {
        let stage = Stage(size: CGSize(width: 240, height: 200)) { Note(transition: transition) }
        #expect(readLabels(stage) == ["Hide"] + Self.noteLabels)
        try stage.tap(label: "Hide")
        for time in [0.0, 0.25, 0.5, 0.99] {
            stage.advance(to: time)
            let list = stage.displayList()
            // Still drawn (the removal transition plays)…
            #expect(list.item(text: "Saved to Photos") != nil, "t = \(time)")
            #expect(list.item(text: "Undo") != nil && list.shapes.count == 1, "t = \(time)")
            // …but no longer read: only the button that removed it is left.
            #expect(readLabels(stage) == ["Show"], "t = \(time)")
        }
        stage.advance(to: 1.5)
        #expect(stage.displayList().item(text: "Saved to Photos") == nil)
        #expect(readLabels(stage) == ["Show"])
        #expect(stage.nextFrameTime == nil)
    }

    @Test func aViewBroughtBackMidRemovalIsReadAgainAtOnce() throws {
        let stage = Stage(size: CGSize(width: 240, height: 200)) { Note() }
        try stage.tap(label: "Hide")
        stage.advance(to: 0.4)
        #expect(readLabels(stage) == ["Show"])
        // Half-faded when brought back: read in the same frame, while it fades back in from there.
        try stage.tap(label: "Show")
        let text = try #require(stage.displayList().item(text: "Saved to Photos"))
        if case .text(let item) = text.content {
            #expect(isClose(Double(item.color.opacity), 0.6, absolute: 1e-6))
        }
        #expect(readLabels(stage) == ["Hide"] + Self.noteLabels)
        stage.advance(to: 0.7)
        #expect(readLabels(stage) == ["Hide"] + Self.noteLabels)
        stage.advance(to: 2)
        #expect(readLabels(stage) == ["Hide"] + Self.noteLabels)
    }

    @Test(arguments: [AnyTransition.opacity, .scale.combined(with: .opacity), .move(edge: .bottom)])
    func aViewBeingInsertedIsReadFromItsFirstFrame(transition: AnyTransition) throws {
        let stage = Stage(size: CGSize(width: 240, height: 200)) { Note(transition: transition) }
        try stage.tap(label: "Hide")
        stage.advance(to: 1.5)
        try stage.tap(label: "Show")
        // The instant of insertion: an opacity fade draws it fully transparent, yet it is there.
        for time in [1.5, 1.6, 2.0, 2.6] {
            stage.advance(to: time)
            #expect(stage.displayList().item(text: "Saved to Photos") != nil, "t = \(time)")
            #expect(readLabels(stage) == ["Hide"] + Self.noteLabels, "t = \(time)")
        }
    }

    @Test func anExplicitlyTransparentViewIsStillNotRead() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) {
            VStack {
                Text("Shown")
                Text("Invisible").opacity(0)
            }
        }
        #expect(readLabels(stage) == ["Shown"])
    }

    @Test func aButtonBeingRemovedCannotBeTapped() throws {
        let stage = Stage(size: CGSize(width: 240, height: 200)) { Note() }
        try stage.tap(label: "Hide")
        stage.advance(to: 0.3)
        // Drawn at opacity 0.7, but gone from the view tree: the tap finds no button.
        #expect(stage.displayList().item(text: "Undo") != nil)
        #expect(throws: StageError.buttonNotFound("Undo")) { try stage.tap(label: "Undo") }
        // Brought back, it can be tapped again at once.
        try stage.tap(label: "Show")
        try stage.tap(label: "Undo")
    }

    @Test func aRemovalWithoutAnimationLeavesAtOnceAsBefore() throws {
        let stage = Stage(size: CGSize(width: 240, height: 200)) {
            NoteWithoutAnimation()
        }
        try stage.tap(label: "Hide")
        #expect(stage.displayList().item(text: "Saved to Photos") == nil)
        #expect(readLabels(stage) == ["Show"])
    }

    private struct NoteWithoutAnimation: View {
        @State private var isShown = true

        var body: some View {
            VStack {
                Button(isShown ? "Hide" : "Show") { isShown.toggle() }
                if isShown { Text("Saved to Photos").transition(.opacity) }
            }
        }
    }

    /// A zoom destination claims its transition (no fade): it is hidden from accessibility all the
    /// same while it shrinks back into its source.
    private struct Zoom: View {
        @Namespace private var zoom
        @State private var isOpen = false

        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 240, height: 240)
                Button { withAnimation(.linear(duration: 1)) { isOpen = true } } label: {
                    Rectangle().fill(.orange).frame(width: 40, height: 40)
                }
                .accessibilityLabel("Open photo")
                .matchedTransitionSource(id: 1, in: zoom)
                if isOpen {
                    VStack {
                        Text("Dunes")
                        Button("Close") { withAnimation(.linear(duration: 1)) { isOpen = false } }
                    }
                    .frame(width: 200, height: 200)
                    .background(Color.white)
                    .navigationTransition(.zoom(sourceID: 1, in: zoom))
                }
            }
        }
    }

    @Test func aZoomDestinationShrinkingBackIsNotRead() throws {
        let stage = Stage(size: CGSize(width: 240, height: 240)) { Zoom() }
        try stage.tap(label: "Open photo")
        stage.advance(to: 0.5)
        // Mid-insertion the destination is already there for a screen reader.
        #expect(readLabels(stage) == ["Open photo", "Dunes", "Close"])
        stage.advance(to: 1.2)
        try stage.tap(label: "Close")
        stage.advance(to: 1.7)
        #expect(stage.displayList().item(text: "Dunes") != nil)
        #expect(readLabels(stage) == ["Open photo"])
    }
}
