import CadenceUI
import Testing
import CadenceStageTestSupport

/// Render effects: transforms about anchors, opacity, hidden, clips. They never change layout.
@MainActor
@Suite struct EffectTests {
    private func list(_ size: CGSize = CGSize(width: 200, height: 200), @ViewBuilder _ content: () -> some View) -> DisplayList {
        Stage(size: size, content: content).displayList()
    }

    @Test func scaleAboutTheBottomAnchorKeepsTheBottomEdge() throws {
        let item = try #require(list { SquashedCheckmark(verticalStretch: 0.6, translation: 0) }.item(symbol: "checkmark.circle.fill"))
        // Laid out in (50, 50, 100, 100); squashed to 60 % about the bottom edge y = 150.
        #expect(isClose(item.rect, CGRect(x: 50, y: 50, width: 100, height: 100)))
        #expect(isClose(item.bounds, CGRect(x: 50, y: 90, width: 100, height: 60)))
        #expect(isClose(item.bounds.maxY, item.rect.maxY))
    }

    @Test func offsetAfterScaleMovesTheSquashedCheckmark() throws {
        let item = try #require(list { SquashedCheckmark(verticalStretch: 0.6, translation: -10) }.item(symbol: "checkmark.circle.fill"))
        #expect(isClose(item.bounds, CGRect(x: 50, y: 80, width: 100, height: 60)))
        // y' = 150 + 0.6 (y − 150) − 10 = 0.6 y + 50.
        let t = item.transform
        #expect(isClose(t.a, 1) && isClose(t.b, 0) && isClose(t.c, 0) && isClose(t.d, 0.6) && isClose(t.tx, 0) && isClose(t.ty, 50))
    }

    @Test(arguments: [
        (UnitPoint.center, CGRect(x: 75, y: 50, width: 50, height: 100)),
        (.topLeading, CGRect(x: 0, y: 75, width: 50, height: 100)),
        (.bottomTrailing, CGRect(x: 150, y: 25, width: 50, height: 100)),
    ])
    func quarterTurnAboutAnAnchor(anchor: UnitPoint, expected: CGRect) throws {
        let item = try #require(list {
            Color.red.frame(width: 100, height: 50).rotationEffect(.degrees(90), anchor: anchor)
        }.items.first)
        // Laid out in (50, 75, 100, 50); a clockwise quarter turn about the anchor.
        #expect(isClose(item.rect, CGRect(x: 50, y: 75, width: 100, height: 50)))
        #expect(isClose(item.bounds, expected, absolute: 1e-9))
    }

    @Test func positiveRotationTurnsClockwiseOnScreen() throws {
        let item = try #require(list { Color.red.frame(width: 100, height: 50).rotationEffect(.degrees(90)) }.items.first)
        // The top-right corner (150, 75) of the frame goes to the bottom right (125, 150) about the centre (100, 100).
        #expect(isClose(item.transform.apply(to: CGPoint(x: 150, y: 75)), CGPoint(x: 125, y: 150), absolute: 1e-9))
    }

    @Test func effectOrderMattersAsInSwiftUI() throws {
        let scaledThenMoved = try #require(list(CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 10, height: 10).scaleEffect(2).offset(x: 10)
        }.items.first)
        #expect(isClose(scaledThenMoved.bounds, CGRect(x: 50, y: 40, width: 20, height: 20)))

        // Scaling the moved view about the layout frame's centre doubles the offset too.
        let movedThenScaled = try #require(list(CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 10, height: 10).offset(x: 10).scaleEffect(2)
        }.items.first)
        #expect(isClose(movedThenScaled.bounds, CGRect(x: 60, y: 40, width: 20, height: 20)))
    }

    @Test func scaleEffectFormsAgree() throws {
        let uniform = try #require(list { Color.red.frame(width: 10, height: 10).scaleEffect(3, anchor: .topLeading) }.items.first)
        let xy = try #require(list { Color.red.frame(width: 10, height: 10).scaleEffect(x: 3, y: 3, anchor: .topLeading) }.items.first)
        let size = try #require(list { Color.red.frame(width: 10, height: 10).scaleEffect(CGSize(width: 3, height: 3), anchor: .topLeading) }.items.first)
        #expect(uniform.transform == xy.transform)
        #expect(uniform.transform == size.transform)
        #expect(isClose(uniform.bounds, CGRect(x: 95, y: 95, width: 30, height: 30)))
    }

    @Test func effectsDoNotMoveTheirNeighbours() throws {
        let plain = list(CGSize(width: 100, height: 100)) {
            HStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        }
        let transformed = list(CGSize(width: 100, height: 100)) {
            HStack {
                Color.red.frame(width: 10, height: 10).scaleEffect(3).rotationEffect(.degrees(30)).offset(x: 40, y: 9).opacity(0.5)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        #expect(plain.shapes.map(\.rect) == transformed.shapes.map(\.rect))
        #expect(transformed.items[1].transform.isIdentity)
    }

    @Test func opacityAccumulatesIntoTheItemsColour() throws {
        let item = try #require(list {
            VStack {
                Text("faded").foregroundStyle(Color.pink.opacity(0.8)).opacity(0.5)
            }
            .opacity(0.5)
        }.texts.first)
        #expect(isClose(item.color.opacity, 0.2))
        // The colour itself is untouched.
        #expect(isClose(item.color.red, 1) && isClose(item.color.green, 45 / 255))
    }

    @Test(arguments: [(2.0, Float(1)), (-1, 0), (.nan, 0), (0.25, 0.25), (.infinity, 1)])
    func opacityIsClampedToZeroThroughOne(opacity: Double, expected: Float) throws {
        let item = try #require(list { Color.red.frame(width: 10, height: 10).opacity(opacity) }.shapes.first)
        #expect(item.paint.color.opacity == expected)
    }

    @Test func hiddenViewsKeepTheirSpaceButDrawNothing() throws {
        let drawn = list(CGSize(width: 100, height: 100)) {
            VStack {
                Color.red.frame(width: 10, height: 10).hidden()
                Color.blue.frame(width: 10, height: 10)
            }
        }
        #expect(drawn.items.count == 1)
        #expect(isClose(try #require(drawn.shapes(filledWith: .blue).first).rect.origin.y, 54))
    }

    @Test func clipShapeRecordsTheClipInTheViewsFrame() throws {
        let item = try #require(list(CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 40, height: 20).clipShape(Capsule()).offset(x: 5)
        }.items.first)
        let clip = try #require(item.clips.first)
        #expect(clip.geometry == .capsule(style: .circular))
        #expect(isClose(clip.rect, CGRect(x: 30, y: 40, width: 40, height: 20)))
        // The clip sits below the offset, so it moves with the content.
        #expect(isClose(clip.transform.tx, 5))
    }

    @Test func strokeIsRecordedWithItsLineWidth() throws {
        let shape = try #require(list { RoundedRectangle(cornerRadius: 6).stroke(.orange, lineWidth: 3).frame(width: 30, height: 20) }.shapes.first)
        #expect(shape.geometry == .roundedRectangle(cornerSize: CGSize(width: 6, height: 6), style: .continuous))
        #expect(shape.paint == .stroke(Color.orange.resolve(in: EnvironmentValues()), lineWidth: 3))
    }

    @Test func customShapesRecordTheirPathInTheirFrame() throws {
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                }
            }
        }
        let shape = try #require(list(CGSize(width: 100, height: 100)) { Wedge().frame(width: 20, height: 10) }.shapes.first)
        // Asked for in its own coordinates, then moved to its frame at (40, 45).
        #expect(shape.geometry == .path(Path { path in
            path.move(to: CGPoint(x: 40, y: 45))
            path.addLine(to: CGPoint(x: 60, y: 50))
            path.addLine(to: CGPoint(x: 40, y: 55))
            path.closeSubpath()
        }))
        // Filled with the foreground style (primary: black) by default.
        #expect(shape.paint == .fill(Color.black.resolve(in: EnvironmentValues())))
    }
}
