@testable import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// The arithmetic of placing a matched view: which frame it takes from its source, where a view of
/// its own size goes in that frame, and what happens to frames that are not finite.
@MainActor
@Suite struct MatchedGeometryPlacementTests {
    nonisolated static let shared: [CGRect] = [
        CGRect(x: 10, y: 20, width: 40, height: 30),
        CGRect(x: -5, y: 7.5, width: 0, height: 0),
        // A bouncy spring shrinking a frame to nothing overshoots below zero.
        CGRect(x: 100, y: 100, width: -20, height: -10),
        CGRect(x: 0, y: 0, width: 1e9, height: 1e-9),
    ]
    nonisolated static let anchors: [UnitPoint] = [.center, .topLeading, .bottomTrailing, UnitPoint(x: 0.3, y: 0.8)]

    @Test(arguments: shared, anchors)
    func frameTakesTheSourcesRectWhole(shared: CGRect, anchor: UnitPoint) {
        let own = CGRect(x: 300, y: 200, width: 64, height: 48)
        let result = MatchedGeometryProperties.frame.apply(shared, to: own, anchor: anchor)
        // Compared field by field: `CGRect ==` would standardise the negative sizes first.
        #expect(isClose(result.origin, shared.origin, absolute: 1e-6))
        #expect(isClose(result.size.width, shared.size.width) && isClose(result.size.height, shared.size.height))
    }

    @Test(arguments: shared, anchors)
    func positionKeepsTheOwnSizeWithTheAnchorOnTheSources(shared: CGRect, anchor: UnitPoint) {
        let own = CGRect(x: 300, y: 200, width: 64, height: 48)
        let result = MatchedGeometryProperties.position.apply(shared, to: own, anchor: anchor)
        #expect(result.size == own.size)
        let point = CGPoint(x: result.origin.x + anchor.x * result.width, y: result.origin.y + anchor.y * result.height)
        let target = CGPoint(x: shared.origin.x + anchor.x * shared.size.width, y: shared.origin.y + anchor.y * shared.size.height)
        #expect(isClose(point, target, absolute: 1e-6))
    }

    @Test(arguments: shared, anchors)
    func aViewIsPlacedWithItsAnchorOnTheMatchedFramesAnchor(frame: CGRect, anchor: UnitPoint) {
        for size in [CGSize(width: 20, height: 20), CGSize(width: 0, height: 0), CGSize(width: 500, height: 3)] {
            let origin = MatchedGeometryLink.Placement.origin(of: size, in: frame, anchor: anchor)
            let point = CGPoint(x: origin.x + anchor.x * size.width, y: origin.y + anchor.y * size.height)
            let target = CGPoint(x: frame.origin.x + anchor.x * frame.size.width, y: frame.origin.y + anchor.y * frame.size.height)
            #expect(isClose(point, target, absolute: 1e-6), "\(size)")
        }
        // A view that takes the frame's size fills it exactly.
        if frame.width >= 0, frame.height >= 0 {
            #expect(isClose(MatchedGeometryLink.Placement.origin(of: frame.size, in: frame, anchor: anchor), frame.origin, absolute: 1e-6))
        }
    }

    /// A source with a non-finite layout frame (a `.frame(width: .nan)` upstream): its follower draws
    /// where its own layout put it, at its own size. (`+∞` is left out: it makes the whole canvas
    /// infinitely wide, so nothing in it has a finite place to stay in.)
    @Test(arguments: [CGFloat.nan, -CGFloat.infinity])
    func aNonFiniteSourceFrameLeavesTheFollowerInPlace(width: CGFloat) throws {
        let broken = MatchedFollower(source: CGRect(x: 30, y: 20, width: width, height: 40)) {
            RoundedRectangle(cornerRadius: 4).fill(.green).frame(width: 30, height: 20)
        }
        let list = Stage(size: CGSize(width: 300, height: 300)) { broken }.displayList()
        let follower = try #require(list.item(filledWith: .green))
        let source = try #require(list.item(filledWith: .red))
        #expect(!source.rect.hasFiniteCoordinatesForTests)
        #expect(isClose(follower.rect, CGRect(x: 10, y: 150, width: 30, height: 20)))
        #expect(follower.transform.isIdentity)
    }
}
