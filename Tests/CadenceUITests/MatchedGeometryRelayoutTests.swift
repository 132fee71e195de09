import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// A view drawn in another view's frame by `matchedGeometryEffect` is laid out again there, as in
/// SwiftUI: it is proposed the matched size and placed at the matched position, so text keeps its
/// font size and re-wraps, corner radii and padding stay what they are, a fixed-size child keeps its
/// size (placed at the anchor), and nothing around the view moves.
///
/// These tests use a follower (`isSource: false`), which is drawn in its source's frame at all times,
/// so no animation is needed to see where it goes.
@MainActor
@Suite struct MatchedGeometryRelayoutTests {
    static let box = MatchedFollower<EmptyView>.box

    private typealias Follower = MatchedFollower

    private func list<Content: View>(_ follower: Follower<Content>) -> DisplayList {
        Stage(size: CGSize(width: 300, height: 300)) { follower }.displayList()
    }

    @Test func theSourceIsWhereTheTestsExpectIt() throws {
        let list = list(Follower { Text("x") })
        let source = try #require(list.item(filledWith: .red))
        #expect(isClose(source.bounds, Self.box))
    }

    @Test func aShapeFillsTheMatchedFrameWithoutAScale() throws {
        let list = list(Follower { Rectangle().fill(.green) })
        let item = try #require(list.item(filledWith: .green))
        #expect(isClose(item.rect, Self.box))
        #expect(item.transform.isIdentity)
    }

    @Test func aRoundedRectangleKeepsItsCornerRadius() throws {
        let list = list(Follower { RoundedRectangle(cornerRadius: 12).fill(.green) })
        let item = try #require(list.item(filledWith: .green))
        let shape = try #require(list.shapes(filledWith: .green).first)
        #expect(isClose(item.rect, Self.box))
        #expect(item.transform.isIdentity)
        guard case .roundedRectangle(let corner, _) = shape.geometry else {
            Issue.record("drawn as \(shape.geometry)")
            return
        }
        #expect(corner == CGSize(width: 12, height: 12))
    }

    @Test(arguments: [
        (UnitPoint.center, CGPoint(x: 100, y: 55)),
        (.topLeading, CGPoint(x: 30, y: 20)),
        (.bottomTrailing, CGPoint(x: 170, y: 90)),
        (UnitPoint(x: 0.25, y: 1), CGPoint(x: 65, y: 90)),
    ])
    func aFixedSizeChildKeepsItsSizeAtTheAnchor(anchor: UnitPoint, origin: CGPoint) throws {
        let list = list(Follower(anchor: anchor) { Circle().fill(.green).frame(width: 20, height: 20) })
        let item = try #require(list.item(filledWith: .green))
        #expect(isClose(item.rect, CGRect(origin: origin, size: CGSize(width: 20, height: 20))))
        #expect(item.transform.isIdentity)
    }

    @Test func aChildTallerThanTheMatchedFrameSticksOutEvenly() throws {
        let list = list(Follower { Rectangle().fill(.green).frame(width: 20, height: 120) })
        let item = try #require(list.item(filledWith: .green))
        // Proposed 160 × 90, the fixed frame stays 20 × 120, centred on the box (anchor .center).
        #expect(isClose(item.rect, CGRect(x: 100, y: 5, width: 20, height: 120)))
    }

    @Test func paddingStaysPadding() throws {
        let list = list(Follower { Rectangle().fill(.green).padding(10) })
        let item = try #require(list.item(filledWith: .green))
        #expect(isClose(item.rect, Self.box.insetBy(dx: 10, dy: 10)))
        #expect(item.transform.isIdentity)
    }

    @Test func aTextKeepsItsFontAndSitsAtTheAnchor() throws {
        let own = try #require(list(Follower(isLinked: false) { Text("Matched") }).item(text: "Matched"))
        for (anchor, expected) in [
            (UnitPoint.center, CGPoint(x: 110 - own.rect.width / 2, y: 65 - own.rect.height / 2)),
            (.topLeading, CGPoint(x: 30, y: 20)),
            (.trailing, CGPoint(x: 190 - own.rect.width, y: 65 - own.rect.height / 2)),
        ] {
            let item = try #require(list(Follower(anchor: anchor) { Text("Matched") }).item(text: "Matched"))
            let text = try #require(list(Follower(anchor: anchor) { Text("Matched") }).texts.first)
            #expect(isClose(item.rect, CGRect(origin: expected, size: own.rect.size)), "anchor \(anchor)")
            #expect(item.transform.isIdentity)
            #expect(text.font == ResolvedFont(pointSize: 17))
        }
    }

    @Test func aTextInAFlexibleFrameReWrapsToTheMatchedWidth() throws {
        // 26 characters of 8.25 points: one line of 214.5 unlinked, two in the 160-point box.
        let words = "Laid out again where shown"
        let follower = Follower {
            Text(words).font(.system(size: 15))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let alone = try #require(list(Follower(isLinked: false) { follower.content() }).texts.first)
        let linked = list(follower)
        let text = try #require(linked.texts.first)
        let item = try #require(linked.item(text: words))
        let expected = ApproximateTextMeasurer().layout(words, font: ResolvedFont(pointSize: 15), maxWidth: Self.box.width)
        // Unlinked it has room for one line; in the 160-point box it breaks as the measurer says.
        #expect(alone.lines.count == 1)
        #expect(expected.lines.count > 1)
        #expect(text.lines.map(\.text) == expected.lines.map(\.text))
        #expect(text.lines.allSatisfy { $0.rect.width <= Self.box.width })
        // Same font and line height as unlinked: nothing is scaled.
        #expect(text.font == alone.font)
        #expect(item.transform.isIdentity)
        #expect(text.lines.map { isClose($0.rect.height, alone.lines[0].rect.height) } == text.lines.map { _ in true })
        // Top-leading in the box, as its frame's alignment says.
        #expect(isClose(text.rect.origin, Self.box.origin))
    }

    @Test func positionOnlyKeepsTheViewsOwnSize() throws {
        // 29 characters of 9.35 points: one line of 271.15, wider than the 160-point box.
        let words = "Wider than the box it follows"
        let own = try #require(list(Follower(isLinked: false) { Text(words) }).item(text: words))
        let moved = list(Follower(properties: .position) { Text(words) })
        let item = try #require(moved.item(text: words))
        let text = try #require(moved.texts.first)
        #expect(own.rect.width > Self.box.width)
        #expect(text.lines.map(\.text) == [words])
        #expect(isClose(item.rect.size.width, own.rect.width) && isClose(item.rect.size.height, own.rect.height))
        #expect(isClose(CGPoint(x: item.rect.midX, y: item.rect.midY), CGPoint(x: Self.box.midX, y: Self.box.midY)))
        #expect(item.transform.isIdentity)
    }

    @Test func siblingsAndDecorationsOutsideTheEffectStayWhereLayoutPutThem() throws {
        struct Row: View {
            var isLinked: Bool
            @Namespace private var space
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().fill(.red)
                        .matchedGeometryEffect(id: "box", in: space)
                        .frame(width: 200, height: 120)
                    HStack(spacing: 4) {
                        Text("Left")
                        Text("Middle")
                            .matchedGeometryEffect(id: isLinked ? "box" : "alone", in: space, isSource: false)
                            .background { Rectangle().fill(.yellow) }
                        Text("Right")
                    }
                }
            }
        }
        let linked = Stage(size: CGSize(width: 300, height: 300)) { Row(isLinked: true) }.displayList()
        let alone = Stage(size: CGSize(width: 300, height: 300)) { Row(isLinked: false) }.displayList()
        let box = try #require(linked.item(filledWith: .red)).bounds
        // Bit-exact on purpose: the same layout computed twice, which the effect must not touch.
        for name in ["Left", "Right"] {
            #expect(try #require(linked.item(text: name)).bounds == (try #require(alone.item(text: name))).bounds, "\(name)")
        }
        // The background is outside the effect: it marks the frame the HStack gave "Middle".
        #expect(try #require(linked.item(filledWith: .yellow)).bounds == (try #require(alone.item(filledWith: .yellow))).bounds)
        // "Middle" itself is drawn centred in the source's box.
        let middle = try #require(linked.item(text: "Middle")).bounds
        #expect(isClose(CGPoint(x: middle.midX, y: middle.midY), CGPoint(x: box.midX, y: box.midY)))
    }

    @Test func aZeroSizeSourceProposesZero() throws {
        let point = Follower(source: CGRect(x: 60, y: 40, width: 0, height: 0)) {
            RoundedRectangle(cornerRadius: 8).fill(.green).overlay { Text("Hi") }
        }
        let list = list(point)
        let shape = try #require(list.item(filledWith: .green))
        #expect(isClose(shape.rect, CGRect(x: 60, y: 40, width: 0, height: 0)))
        // The text does not fit in nothing: it keeps its font and stays centred on the point.
        let text = try #require(list.texts.first)
        #expect(text.font == ResolvedFont(pointSize: 17))
        #expect(isClose(CGPoint(x: text.rect.midX, y: text.rect.midY), CGPoint(x: 60, y: 40)))
        #expect(list.items.allSatisfy { $0.bounds.hasFiniteCoordinatesForTests })
    }
}

extension CGRect {
    var hasFiniteCoordinatesForTests: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
