import CadenceUI
import Testing
import CadenceStageTestSupport

/// Frames from SwiftUI's layout negotiation. Expected rectangles are worked out by hand from the rules
/// (proposal → chosen size → placement, root centred on the stage).
@MainActor
@Suite struct LayoutTests {
    private func layout(_ size: CGSize, @ViewBuilder _ content: () -> some View) -> DisplayList {
        Stage(size: size, content: content).displayList()
    }

    @Test func hStackPlacesFixedViewsWithSpacingAndCentresThemVertically() throws {
        let list = layout(CGSize(width: 200, height: 100)) {
            HStack(spacing: 10) {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 60, height: 30)
            }
        }
        // Stack 110 × 30, centred: origin (45, 35). The shorter view is centred across the axis.
        #expect(isClose(try #require(list.shapes(filledWith: .red).first).rect, CGRect(x: 45, y: 40, width: 40, height: 20)))
        #expect(isClose(try #require(list.shapes(filledWith: .blue).first).rect, CGRect(x: 95, y: 35, width: 60, height: 30)))
    }

    @Test(arguments: [
        (HorizontalAlignment.leading, CGFloat(25)),
        (.center, 35),
        (.trailing, 45),
    ])
    func vStackUsesDefaultSpacingOfEightAndItsAlignment(alignment: HorizontalAlignment, narrowX: CGFloat) throws {
        let list = layout(CGSize(width: 100, height: 100)) {
            VStack(alignment: alignment) {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
        }
        // Stack 50 × (10 + 8 + 10), centred: origin (25, 36).
        #expect(isClose(try #require(list.shapes(filledWith: .red).first).rect, CGRect(x: 25, y: 36, width: 50, height: 10)))
        #expect(isClose(try #require(list.shapes(filledWith: .blue).first).rect, CGRect(x: narrowX, y: 54, width: 30, height: 10)))
    }

    @Test func spacerTakesTheRemainingWidthOfAnHStack() throws {
        let list = layout(CGSize(width: 200, height: 50)) {
            HStack {
                Color.red.frame(width: 20, height: 10)
                Spacer()
                Color.blue.frame(width: 20, height: 10)
            }
        }
        // The spacer grows to 200 − 20 − 20 − 2 × 8; the stack is as tall as its views (the spacer adds no height).
        #expect(isClose(try #require(list.shapes(filledWith: .red).first).rect, CGRect(x: 0, y: 20, width: 20, height: 10)))
        #expect(isClose(try #require(list.shapes(filledWith: .blue).first).rect, CGRect(x: 180, y: 20, width: 20, height: 10)))
    }

    @Test func spacerKeepsItsMinimumLengthWhenSpaceRunsOut() throws {
        let list = layout(CGSize(width: 50, height: 50)) {
            HStack(spacing: 0) {
                Color.red.frame(width: 30, height: 10)
                Spacer(minLength: 12)
                Color.blue.frame(width: 30, height: 10)
            }
        }
        // 30 + 12 + 30 = 72 > 50: the stack overflows, centred: origin x = (50 − 72) / 2 = −11.
        #expect(isClose(try #require(list.shapes(filledWith: .red).first).rect.origin.x, -11))
        #expect(isClose(try #require(list.shapes(filledWith: .blue).first).rect.origin.x, 31))
    }

    @Test func leastFlexibleChildIsSizedFirst() throws {
        let list = layout(CGSize(width: 100, height: 20)) {
            HStack(spacing: 0) {
                Text("abc")
                Color.red
            }
        }
        // Text is less flexible (9.35 … 28.05 wide) than the colour (0 … ∞): it gets its ideal 28.05 of
        // its 50 share, the colour the remaining 71.95. Heights 20.4 and 20 are centred: the stack is
        // 20.4 tall and overflows the 20-point stage by 0.1 at each edge.
        let text = try #require(list.item(text: "abc"))
        #expect(isClose(text.rect, CGRect(x: 0, y: -0.2, width: 28.05, height: 20.4), absolute: 1e-9))
        #expect(isClose(try #require(list.shapes(filledWith: .red).first).rect, CGRect(x: 28.05, y: 0, width: 71.95, height: 20), absolute: 1e-9))
    }

    @Test func viewsThatDrawNothingGetNoSpacing() throws {
        let showExtra = false
        let list = layout(CGSize(width: 100, height: 100)) {
            VStack {
                Color.red.frame(width: 10, height: 10)
                if showExtra { Text("extra") }
                EmptyView()
                Color.blue.frame(width: 10, height: 10)
            }
        }
        // One gap of 8, not three: 28 tall, origin y = 36.
        #expect(isClose(try #require(list.shapes(filledWith: .blue).first).rect.origin.y, 54))
    }

    @Test func flexibleFrameWithInfiniteMaxWidthTakesTheProposal() throws {
        let list = layout(CGSize(width: 300, height: 100)) {
            Text("Hi")
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.yellow)
        }
        // Width min(∞, max(18.7, 300)) = 300; height from the text, 20.4; text placed leading.
        #expect(isClose(try #require(list.shapes(filledWith: .yellow).first).rect, CGRect(x: 0, y: 39.8, width: 300, height: 20.4)))
        #expect(isClose(try #require(list.item(text: "Hi")).rect, CGRect(x: 0, y: 39.8, width: 18.7, height: 20.4)))
    }

    @Test func flexibleFrameWithMinimumGrowsAroundASmallerChild() throws {
        let list = layout(CGSize(width: 200, height: 100)) {
            Color.red.frame(width: 50, height: 10)
                .frame(minWidth: 80)
                .background(.blue)
        }
        // Width max(80, min(50, 200)) = 80; the child is centred in it.
        #expect(isClose(try #require(list.shapes(filledWith: .blue).first).rect, CGRect(x: 60, y: 45, width: 80, height: 10)))
        #expect(isClose(try #require(list.shapes(filledWith: .red).first).rect, CGRect(x: 75, y: 45, width: 50, height: 10)))
    }

    @Test func flexibleFrameClampsTheProposalForItsChild() throws {
        let list = layout(CGSize(width: 300, height: 300)) {
            Color.red.frame(minWidth: 20, maxWidth: 120, minHeight: 10, maxHeight: 40)
        }
        // The colour is offered the stage clamped to 120 × 40 and takes it.
        #expect(isClose(try #require(list.shapes.first).rect, CGRect(x: 90, y: 130, width: 120, height: 40)))
    }

    @Test func fixedFrameAlignsItsChild() throws {
        let list = layout(CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 20, height: 10).frame(width: 100, height: 100, alignment: .bottomTrailing)
        }
        #expect(isClose(try #require(list.shapes.first).rect, CGRect(x: 80, y: 90, width: 20, height: 10)))
    }

    @Test func paddingInsetsTheContent() throws {
        let defaultPadding = layout(CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 10, height: 10).padding().background(.blue)
        }
        // SwiftUI's default padding is 16 on every edge: 42 × 42.
        #expect(isClose(try #require(defaultPadding.shapes(filledWith: .blue).first).rect, CGRect(x: 29, y: 29, width: 42, height: 42)))
        #expect(isClose(try #require(defaultPadding.shapes(filledWith: .red).first).rect, CGRect(x: 45, y: 45, width: 10, height: 10)))

        let insets = layout(CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 10, height: 10)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .background(.blue)
        }
        #expect(isClose(try #require(insets.shapes(filledWith: .blue).first).rect, CGRect(x: 42, y: 43, width: 16, height: 14)))
        #expect(isClose(try #require(insets.shapes(filledWith: .red).first).rect, CGRect(x: 44, y: 44, width: 10, height: 10)))

        let horizontal = layout(CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 10, height: 10).padding(.horizontal, 5).padding(8).background(.blue)
        }
        #expect(isClose(try #require(horizontal.shapes(filledWith: .blue).first).rect.size.width, 36))
        #expect(isClose(try #require(horizontal.shapes(filledWith: .blue).first).rect.size.height, 26))
    }

    @Test(arguments: [
        (Alignment.topTrailing, CGRect(x: 80, y: 0, width: 20, height: 10)),
        (.center, CGRect(x: 40, y: 25, width: 20, height: 10)),
        (.bottomLeading, CGRect(x: 0, y: 50, width: 20, height: 10)),
        (.top, CGRect(x: 40, y: 0, width: 20, height: 10)),
    ])
    func overlayIsAlignedInTheModifiedViewsFrame(alignment: Alignment, expected: CGRect) throws {
        let list = layout(CGSize(width: 100, height: 60)) {
            Color.red.frame(width: 100, height: 60)
                .overlay(alignment: alignment) { Color.blue.frame(width: 20, height: 10) }
        }
        #expect(list.items.count == 2)
        // The overlay is drawn after (in front of) the view.
        #expect(list.shapes[0].paint.color == Color.red.resolve(in: EnvironmentValues()))
        #expect(isClose(list.shapes[1].rect, expected))
    }

    @Test func backgroundIsDrawnBehindAndSizedToTheView() throws {
        let list = layout(CGSize(width: 100, height: 60)) {
            Color.red.frame(width: 50, height: 30).background { Color.blue }
        }
        #expect(list.shapes.map(\.paint.color) == [Color.blue, .red].map { $0.resolve(in: EnvironmentValues()) })
        #expect(isClose(list.shapes[0].rect, CGRect(x: 25, y: 15, width: 50, height: 30)))
    }

    @Test func overlayDoesNotChangeTheViewsSize() throws {
        let list = layout(CGSize(width: 100, height: 100)) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).overlay { Color.blue.frame(width: 80, height: 80) }
                Color.green.frame(width: 10, height: 10)
            }
        }
        // The green view sits right under the 10-point red one, not under the 80-point overlay.
        #expect(isClose(try #require(list.shapes(filledWith: .green).first).rect.origin.y, 50))
    }

    @Test func zStackAlignsItsChildrenAndIsTheirUnion() throws {
        let list = layout(CGSize(width: 100, height: 50)) {
            ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 20, height: 20)
            }
        }
        #expect(isClose(try #require(list.shapes(filledWith: .blue).first).rect, CGRect(x: 80, y: 30, width: 20, height: 20)))

        let union = layout(CGSize(width: 100, height: 100)) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 10, height: 30)
            }
            .background(.green)
        }
        #expect(isClose(try #require(union.shapes(filledWith: .green).first).rect, CGRect(x: 35, y: 35, width: 30, height: 30)))
    }

    @Test func textWrapsBetweenWordsInANarrowFrameAndIsCentredInIt() throws {
        let list = layout(CGSize(width: 100, height: 100)) {
            Text("hello world").frame(width: 60)
        }
        let text = try #require(list.texts.first)
        #expect(text.lines.map(\.text) == ["hello", "world"])
        // 5 characters × 0.55 × 17 = 46.75 wide, 2 × 20.4 tall, centred in the 60-point frame.
        #expect(isClose(text.rect, CGRect(x: 26.625, y: 29.6, width: 46.75, height: 40.8)))
        #expect(isClose(text.lines[1].rect.origin.y, 50))
        #expect(isClose(text.lines[1].baseline, 50 + 0.95 * 17))
    }

    @Test func symbolIsAFontSizedSquareUnlessResizable() throws {
        let body = layout(CGSize(width: 100, height: 100)) { Image(systemName: "star") }
        #expect(isClose(try #require(body.symbols.first).rect, CGRect(x: 41.5, y: 41.5, width: 17, height: 17)))

        let large = layout(CGSize(width: 100, height: 100)) {
            Image(systemName: "heart.fill").font(.system(size: 44)).frame(width: 10, height: 10)
        }
        // Not resizable: keeps 44 × 44 even in a 10-point frame, centred on it.
        #expect(isClose(try #require(large.symbols.first).rect, CGRect(x: 28, y: 28, width: 44, height: 44)))

        let resizable = layout(CGSize(width: 80, height: 60)) {
            Image(systemName: "checkmark.circle.fill").resizable()
        }
        #expect(isClose(try #require(resizable.symbols.first).rect, CGRect(x: 0, y: 0, width: 80, height: 60)))
    }

    @Test func firstTextBaselinesLineUpInAnHStack() throws {
        let list = layout(CGSize(width: 100, height: 100)) {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A").font(.system(size: 20))
                Text("b").font(.system(size: 10))
            }
        }
        // Baselines 0.95 × 20 = 19 and 9.5 from the tops: the small text starts 9.5 lower.
        let big = try #require(list.item(text: "A")).rect
        let small = try #require(list.item(text: "b")).rect
        #expect(isClose(small.origin.y - big.origin.y, 9.5))
        #expect(isClose(try #require(list.texts.first { $0.text == "A" }).lines[0].baseline,
                        try #require(list.texts.first { $0.text == "b" }).lines[0].baseline))
    }

    @Test func severalRootViewsStackVertically() throws {
        let list = layout(CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(isClose(try #require(list.shapes(filledWith: .red).first).rect, CGRect(x: 45, y: 36, width: 10, height: 10)))
        #expect(isClose(try #require(list.shapes(filledWith: .blue).first).rect, CGRect(x: 45, y: 54, width: 10, height: 10)))
    }

    @Test func shapesFillTheirFrameAndCircleIsInscribed() throws {
        let list = layout(CGSize(width: 100, height: 100)) {
            Circle().fill(.red).frame(width: 60, height: 20)
        }
        let circle = try #require(list.shapes.first)
        #expect(circle.geometry == .circle)
        #expect(isClose(circle.rect, CGRect(x: 20, y: 40, width: 60, height: 20)))
        // The circle's path spans the shorter side, centred.
        let path = circle.path
        guard case .move(let start) = try #require(path.elements.first) else {
            Issue.record("path does not start with a move")
            return
        }
        #expect(isClose(start, CGPoint(x: 60, y: 50)))
    }

    @Test func groupChildrenAreStackChildrenAndModifiersApplyToEach() throws {
        let list = layout(CGSize(width: 100, height: 100)) {
            HStack(spacing: 0) {
                Group {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
                .padding(5)
            }
        }
        // Each view gets its own padding: 20 + 20 wide.
        #expect(isClose(try #require(list.shapes(filledWith: .red).first).rect.origin.x, 35))
        #expect(isClose(try #require(list.shapes(filledWith: .blue).first).rect.origin.x, 55))
    }

    @Test func forEachMakesOneChildPerElement() throws {
        let list = layout(CGSize(width: 100, height: 100)) {
            VStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Color.red.frame(width: 10, height: CGFloat(index + 1))
                }
            }
        }
        #expect(list.shapes.map(\.rect.size.height) == [1, 2, 3])
        #expect(list.shapes.map(\.rect.origin.y) == [47, 48, 50])
    }
}
