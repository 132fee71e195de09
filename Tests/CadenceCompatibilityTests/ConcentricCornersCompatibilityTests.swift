#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An iOS 26 app file like a "now playing" card: a panel whose corners follow its container
// (`ConcentricRectangle`) with a minimum, a sheet-like drawer with fixed top corners and concentric
// bottom ones, and a chip outlined with `strokeBorder` on a `.rect(corners:)` shape.

private struct NowPlayingCard: View {
    var body: some View {
        VStack(spacing: 12) {
            Color.indigo
                .frame(width: 200, height: 80)
                .clipShape(ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true))
            ConcentricRectangle(uniformTopCorners: .fixed(20), uniformBottomCorners: .concentric)
                .fill(.teal)
                .frame(width: 200, height: 60)
            Text("Live")
                .padding(8)
                .background(.orange, in: .rect(corners: .concentric(minimum: .fixed(8))))
                .overlay(ConcentricRectangle(corners: 10).strokeBorder(.pink, lineWidth: 2))
        }
    }
}

/// Whether `path` leaves out a point near `rect`'s corner at 0.2 × `radius` from both edges:
/// outside a corner rounded with `radius`, inside a square one.
private func isRounded(_ path: Path, _ rect: CGRect, corner: Edge.Corner, radius: CGFloat) -> Bool {
    let d = radius * 0.2
    let point: CGPoint
    switch corner {
    case .topLeading: point = CGPoint(x: rect.minX + d, y: rect.minY + d)
    case .topTrailing: point = CGPoint(x: rect.maxX - d, y: rect.minY + d)
    case .bottomLeading: point = CGPoint(x: rect.minX + d, y: rect.maxY - d)
    case .bottomTrailing: point = CGPoint(x: rect.maxX - d, y: rect.maxY - d)
    }
    return !path.contains(point)
}

@MainActor
@Suite struct ConcentricCornersCompatibilityTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test func cornersWithNoContainerAreSquareOrTheirMinimum() {
        // A stage has no container shape: concentric corners are square unless they have a minimum.
        let plain = ConcentricRectangle().path(in: rect)
        #expect(plain.boundingRect == rect)
        #expect(Edge.Corner.allCases.allSatisfy { !isRounded(plain, rect, corner: $0, radius: 10) })
        let minimum = ConcentricRectangle(corners: .concentric(minimum: 12)).path(in: rect)
        #expect(Edge.Corner.allCases.allSatisfy { isRounded(minimum, rect, corner: $0, radius: 12) })
        #expect(!isRounded(minimum, rect, corner: .topLeading, radius: 20), "rounded with 12, not more")
        let literal = ConcentricRectangle(corners: 8).path(in: rect)
        #expect(literal == ConcentricRectangle(corners: .fixed(8)).path(in: rect), "a literal is a fixed radius")
        #expect(literal == UnevenRoundedRectangle(topLeadingRadius: 8, bottomLeadingRadius: 8, bottomTrailingRadius: 8, topTrailingRadius: 8).path(in: rect))
    }

    @Test func eachCornerTakesItsOwnStyleAndUniformGroupsTakeTheirLargest() {
        let mixed = ConcentricRectangle(topLeadingCorner: .fixed(20), topTrailingCorner: .concentric,
                                        bottomLeadingCorner: .concentric(minimum: 6), bottomTrailingCorner: 0).path(in: rect)
        #expect(isRounded(mixed, rect, corner: .topLeading, radius: 20))
        #expect(!isRounded(mixed, rect, corner: .topTrailing, radius: 20))
        #expect(isRounded(mixed, rect, corner: .bottomLeading, radius: 6) && !isRounded(mixed, rect, corner: .bottomLeading, radius: 12))
        #expect(!isRounded(mixed, rect, corner: .bottomTrailing, radius: 20))

        // The top corners share the largest top radius; the bottom ones keep their own.
        let top = ConcentricRectangle(uniformTopCorners: .fixed(4), bottomLeadingCorner: .fixed(16), bottomTrailingCorner: .concentric)
            .path(in: rect)
        #expect(isRounded(top, rect, corner: .topTrailing, radius: 4) && !isRounded(top, rect, corner: .topTrailing, radius: 10))
        #expect(isRounded(top, rect, corner: .bottomLeading, radius: 16) && !isRounded(top, rect, corner: .bottomTrailing, radius: 16))
        // With `isUniform`, every corner takes the largest radius.
        let uniform = ConcentricRectangle(corners: .concentric(minimum: 14), isUniform: true).path(in: rect)
        #expect(Edge.Corner.allCases.allSatisfy { isRounded(uniform, rect, corner: $0, radius: 14) })
        let leading = ConcentricRectangle(uniformLeadingCorners: .fixed(18), uniformTrailingCorners: .concentric).path(in: rect)
        #expect(isRounded(leading, rect, corner: .bottomLeading, radius: 18) && !isRounded(leading, rect, corner: .bottomTrailing, radius: 18))
        let trailing = ConcentricRectangle(uniformTrailingCorners: .fixed(18), topLeadingCorner: .fixed(2), bottomLeadingCorner: .concentric)
            .path(in: rect)
        #expect(isRounded(trailing, rect, corner: .bottomTrailing, radius: 18) && !isRounded(trailing, rect, corner: .bottomLeading, radius: 18))
        let bottom = ConcentricRectangle(uniformBottomCorners: .fixed(18), topLeadingCorner: .concentric, topTrailingCorner: .fixed(9)).path(in: rect)
        #expect(isRounded(bottom, rect, corner: .bottomLeading, radius: 18) && isRounded(bottom, rect, corner: .topTrailing, radius: 9))
        #expect(!isRounded(bottom, rect, corner: .topLeading, radius: 18))
    }

    @Test func anInsetRectangleHasSmallerCorners() {
        let inset = ConcentricRectangle(corners: 10).inset(by: 4).path(in: rect)
        #expect(isClose(inset.boundingRect, rect.insetBy(dx: 4, dy: 4), absolute: 1e-9))
        #expect(inset == UnevenRoundedRectangle(topLeadingRadius: 6, bottomLeadingRadius: 6, bottomTrailingRadius: 6, topTrailingRadius: 6)
            .path(in: rect.insetBy(dx: 4, dy: 4)))
    }

    @Test func theCardDrawsItsCorners() throws {
        let stage = Stage(size: CGSize(width: 320, height: 320)) { NowPlayingCard() }
        let list = stage.displayList()
        let drawer = try #require(list.shapes(filledWith: .teal).first)
        let drawerPath = drawer.path
        let drawerRect = drawerPath.boundingRect
        #expect(drawerRect.size == CGSize(width: 200, height: 60))
        #expect(isRounded(drawerPath, drawerRect, corner: .topLeading, radius: 20) && isRounded(drawerPath, drawerRect, corner: .topTrailing, radius: 20))
        #expect(!isRounded(drawerPath, drawerRect, corner: .bottomTrailing, radius: 20), "concentric with no container: square")
        let chip = try #require(list.shapes(filledWith: .orange).first)
        #expect(isRounded(chip.path, chip.path.boundingRect, corner: .bottomLeading, radius: 8))
        let card = try #require(list.item(filledWith: .indigo))
        let clip = try #require(card.clips.first)
        let clipPath = clip.geometry.path(in: clip.rect)
        #expect(isClose(clip.rect.width, 200, absolute: 1e-9) && isClose(clip.rect.height, 80, absolute: 1e-9), "\(clip.rect)")
        #expect(Edge.Corner.allCases.allSatisfy { isRounded(clipPath, clip.rect, corner: $0, radius: 12) })
    }
}
