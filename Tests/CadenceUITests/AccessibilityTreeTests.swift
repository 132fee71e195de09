import CadenceUI
import Testing
import CadenceStageTestSupport

/// The accessibility tree a stage builds with each frame: which views are elements, what they are
/// called, how buttons and modifiers combine, what is left out, and where elements are.
@MainActor
@Suite struct AccessibilityTreeTests {
    private func tree<Content: View>(size: CGSize = CGSize(width: 200, height: 200), @ViewBuilder _ content: () -> Content) -> AccessibilityTree {
        Stage(size: size, content: content).accessibilityTree()
    }

    @Test func textIsStaticTextLabelledWithItsWords() throws {
        let tree = tree { Text("Hello") }
        #expect(tree.elements.count == 1)
        let element = try #require(tree.elements.first)
        #expect(element.label == "Hello")
        #expect(element.traits == .isStaticText)
        #expect(element.value == nil && element.hint == nil && element.children.isEmpty)
    }

    @Test func imageIsAnImageLabelledFromItsSymbol() throws {
        let tree = tree {
            VStack {
                Image(systemName: "heart.fill")
                Image(systemName: "paperplane.fill")
            }
        }
        #expect(tree.elements.map(\.label) == ["Love", "Paperplane"])
        #expect(tree.elements.allSatisfy { $0.traits == .isImage })
    }

    @Test func shapesColoursAndSpacersAreNotElements() {
        let tree = tree {
            HStack {
                Circle().frame(width: 10, height: 10)
                Spacer()
                Color.red.frame(width: 10, height: 10)
            }
        }
        #expect(tree.elements.isEmpty)
    }

    @Test func buttonIsOneElementCombiningItsLabel() throws {
        let tree = tree {
            Button {} label: {
                Image(systemName: "star.fill")
                Text("Rate")
            }
        }
        #expect(tree.elements.count == 1)
        let button = try #require(tree.elements.first)
        #expect(button.label == "Favorite, Rate")
        // The parts' static-text and image traits describe the parts; the whole is a button.
        #expect(button.traits == .isButton)
    }

    @Test func textButtonIsLabelledWithItsTitle() {
        let tree = tree { Button("Save") {} }
        #expect(tree.elements.map(\.label) == ["Save"])
        #expect(tree.elements.map(\.traits) == [.isButton])
    }

    @Test func modifiersSetLabelValueHintTraitsAndIdentifier() throws {
        let tree = tree {
            Button {} label: { Image(systemName: "heart.fill") }
                .accessibilityLabel("Like")
                .accessibilityValue("3 likes")
                .accessibilityHint("Likes the post")
                .accessibilityAddTraits([.isSelected, .updatesFrequently])
                .accessibilityRemoveTraits(.updatesFrequently)
                .accessibilityIdentifier("like")
        }
        let like = try #require(tree.element(identifier: "like"))
        #expect(like.label == "Like")
        #expect(like.value == "3 likes")
        #expect(like.hint == "Likes the post")
        #expect(like.traits == [.isButton, .isSelected])
        #expect(tree.element(label: "Like") == like)
    }

    @Test func theOuterModifierWins() {
        let tree = tree {
            Text("a").accessibilityLabel("inner").accessibilityLabel("outer")
        }
        #expect(tree.elements.map(\.label) == ["outer"])
    }

    @Test func aModifierOnAStackChangesEachElementInside() {
        let tree = tree {
            VStack {
                Text("a")
                Text("b")
            }
            .accessibilityValue("shared")
        }
        #expect(tree.elements.map(\.label) == ["a", "b"])
        #expect(tree.elements.map(\.value) == ["shared", "shared"])
    }

    @Test func labellingAVisibleShapeMakesItAnElement() throws {
        let tree = tree {
            Circle().fill(Color.green).frame(width: 20, height: 20).accessibilityLabel("Online")
        }
        let dot = try #require(tree.elements.first)
        #expect(tree.elements.count == 1)
        #expect(dot.label == "Online" && dot.traits.isEmpty)
        #expect(isClose(dot.frame, CGRect(x: 90, y: 90, width: 20, height: 20)))
    }

    @Test func removingTraitsOrIdentifyingAShapeMakesNoElement() {
        let tree = tree {
            VStack {
                Circle().frame(width: 20, height: 20).accessibilityRemoveTraits(.isImage)
                Circle().frame(width: 20, height: 20).accessibilityIdentifier("dot")
            }
        }
        #expect(tree.elements.isEmpty)
    }

    @Test func hiddenViewsAndTheirChildrenAreLeftOut() {
        let tree = tree {
            VStack {
                VStack { Text("hidden"); Button("Inner") {} }.hidden()
                VStack { Text("screen reader hidden"); Image(systemName: "star") }.accessibilityHidden(true)
                Text("transparent").opacity(0)
                Button("Invisible") {}.opacity(0)
                Text("shown")
                Text("not hidden").accessibilityHidden(false)
            }
        }
        #expect(tree.elements.map(\.label) == ["shown", "not hidden"])
    }

    @Test func aLabelOnHiddenOrTransparentContentMakesNoElement() {
        let tree = tree {
            VStack {
                Text("+1").opacity(0).accessibilityLabel("One more")
                Image(systemName: "sparkles").accessibilityHidden(true).accessibilityLabel("Sparkles")
            }
        }
        #expect(tree.elements.isEmpty)
    }

    @Test func partlyTransparentViewsStay() {
        let tree = tree { Text("faint").opacity(0.01) }
        #expect(tree.elements.map(\.label) == ["faint"])
    }

    @Test(arguments: [
        (AccessibilityChildBehavior.ignore, [""], [0]),
        (AccessibilityChildBehavior.combine, ["Favorite, 4.5"], [0]),
        (AccessibilityChildBehavior.contain, [""], [2]),
    ])
    func accessibilityElementGroupsChildren(behavior: AccessibilityChildBehavior, labels: [String], childCounts: [Int]) {
        let tree = tree {
            HStack {
                Image(systemName: "star.fill")
                Text("4.5")
            }
            .accessibilityElement(children: behavior)
        }
        #expect(tree.elements.map(\.label) == labels)
        #expect(tree.elements.map(\.children.count) == childCounts)
    }

    @Test func containersGroupLabelledChildren() throws {
        let tree = tree {
            VStack {
                Text("Ana")
                Text("Ben")
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Friends")
        }
        let friends = try #require(tree.elements.first)
        #expect(friends.label == "Friends")
        #expect(friends.children.map(\.label) == ["Ana", "Ben"])
        #expect(tree.allElements.map(\.label) == ["Friends", "Ana", "Ben"])
        #expect(tree.element(label: "Ben") != nil)
    }

    @Test func combiningJoinsValuesAndHintsAndKeepsExplicitTraits() throws {
        let tree = tree {
            HStack {
                Text("Volume").accessibilityAddTraits(.isHeader)
                Text("50").accessibilityValue("50 percent").accessibilityHint("Adjust")
            }
            .accessibilityElement(children: .combine)
        }
        let combined = try #require(tree.elements.first)
        #expect(combined.label == "Volume, 50")
        #expect(combined.value == "50 percent")
        #expect(combined.hint == "Adjust")
        #expect(combined.traits == .isHeader)
    }

    @Test func elementFramesAreWhereTheirViewsAreDrawn() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            VStack(spacing: 0) {
                Text("Title")
                Image(systemName: "heart.fill").font(.system(size: 40)).scaleEffect(2).offset(x: 10)
            }
        }
        let list = stage.displayList()
        let tree = stage.accessibilityTree()
        let title = try #require(list.item(text: "Title"))
        let heart = try #require(list.item(symbol: "heart.fill"))
        #expect(isClose(try #require(tree.element(label: "Title")).frame, title.bounds))
        #expect(isClose(try #require(tree.element(label: "Love")).frame, heart.bounds))
        #expect(isClose(heart.bounds.width, 80))
    }

    @Test func buttonFrameIsItsLabelsFrame() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Button {} label: { Image(systemName: "heart.fill").font(.system(size: 44)) }
        }
        let button = try #require(stage.accessibilityTree().elements.first)
        #expect(isClose(button.frame, CGRect(x: 78, y: 78, width: 44, height: 44)))
    }

    @Test func aHiddenIconInAButtonLeavesTheTextAsItsLabel() {
        let tree = tree {
            Button {} label: {
                Image(systemName: "paperplane.fill").accessibilityHidden(true)
                Text("Send")
            }
        }
        #expect(tree.elements.map(\.label) == ["Send"])
    }

    @Test func theOutgoingPictureOfACrossFadeIsNotRead() throws {
        // A star that moves 40 points further on each tap; with Reduce Motion it cross-fades instead.
        struct Scene: View {
            @State private var moves = 0
            var body: some View {
                Button("Move") { moves += 1 }
                    .keyframeAnimator(initialValue: 0.0, trigger: moves) { content, x in
                        content.overlay(alignment: .top) {
                            Image(systemName: "star.fill").offset(x: x, y: -30)
                        }
                    } keyframes: { x in
                        LinearKeyframe(x + 40, duration: 1)
                    }
                    .reduceMotionPolicy(.crossFade(duration: 0.5))
            }
        }
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let stage = Stage(size: CGSize(width: 200, height: 200), environment: environment) { Scene() }
        stage.schedule(.tap(label: "Move"), at: 0.5)
        let list = stage.frame(45, fps: 60)
        // Both pictures are drawn while they cross-fade; only the current one is read.
        #expect(list.symbols.count == 2 && list.texts.count == 2)
        let tree = stage.accessibilityTree()
        #expect(tree.elements.map(\.label) == ["Move", "Favorite"])
        let star = try #require(tree.element(label: "Favorite"))
        let current = try #require(list.items.last { if case .symbol = $0.content { true } else { false } })
        #expect(isClose(star.frame, current.bounds))
    }

    @Test func aHiddenStageHasNoElements() {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Text("x") }
        stage.hide()
        #expect(stage.accessibilityTree().elements.isEmpty)
        stage.show()
        #expect(stage.accessibilityTree().elements.map(\.label) == ["x"])
    }

    @Test func treeAtATimeRunsTheScriptFirst() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { AccessibleLikeButton() }
        stage.schedule(.tap(identifier: "like"), at: 0.25)
        #expect(stage.accessibilityTree(at: 0.2).element(label: "Like")?.value == "0 likes")
        let later = stage.accessibilityTree(at: 0.3)
        #expect(later.time == 0.3)
        #expect(later.element(label: "Like")?.value == "1 likes")
        // Time does not go back: the current tree, and an issue.
        #expect(stage.accessibilityTree(at: 0.1).time == 0.3)
        #expect(stage.issues.count == 1)
    }

    @Test func textFormListsEveryElementOnOneLine() {
        let stage = Stage(size: CGSize(width: 200, height: 120)) {
            VStack {
                Text("Say \"hi\"\nthere").accessibilityHint("Greets")
                HStack { Text("a"); Text("b") }.accessibilityElement(children: .contain).accessibilityLabel("Pair")
            }
        }
        let lines = stage.accessibilityTree().description.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == "accessibility tree 200×120 at t=0")
        #expect(lines[1].hasPrefix(#""Say \"hi\"\nthere" hint="Greets" [isStaticText] frame=("#))
        #expect(lines[2].hasPrefix(#""Pair" [] frame=("#))
        #expect(lines[3].hasPrefix(#"  "a" [isStaticText] frame=("#))
        #expect(lines[4].hasPrefix(#"  "b" [isStaticText] frame=("#))
    }

    @Test func perceivedElementsIgnoreFrames() {
        let still = tree { Text("x") }
        let moved = tree { Text("x").offset(x: 30) }
        let other = tree { Text("y").offset(x: 30) }
        #expect(still != moved)
        #expect(still.perceivedElements == moved.perceivedElements)
        #expect(moved.perceivedElements != other.perceivedElements)
    }
}
