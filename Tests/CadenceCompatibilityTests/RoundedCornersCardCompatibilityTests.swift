#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import UIKit
import Testing
import CadenceStageTestSupport

// The "round only some corners" idiom: a Shape built from UIBezierPath(roundedRect:byRoundingCorners:
// cornerRadii:), wrapped in a View extension, used to give a card a rounded top and square bottom.

struct CornerRoundedShape: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(CornerRoundedShape(radius: radius, corners: corners))
    }
}

private struct ArticleCard: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color(UIColor.systemTeal)
                .frame(height: 120)
                .cornerRadius(16, corners: [.topLeft, .topRight])
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                Text(subtitle).font(.subheadline).foregroundColor(Color(.secondaryLabel))
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(.secondarySystemBackground))
            .cornerRadius(16, corners: [.bottomLeft, .bottomRight])
        }
        .frame(width: 300)
    }
}

@MainActor
@Suite struct RoundedCornersCardCompatibilityTests {
    @Test func theShapeRoundsOnlyTheCornersAsked() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let top = CornerRoundedShape(radius: 20, corners: [.topLeft, .topRight]).path(in: rect)
        #expect(!top.contains(CGPoint(x: 1, y: 1)), "the top-left corner is cut off")
        #expect(!top.contains(CGPoint(x: 199, y: 1)), "so is the top-right one")
        #expect(top.contains(CGPoint(x: 1, y: 99)), "the bottom corners stay square")
        #expect(top.contains(CGPoint(x: 199, y: 99)))
        #expect(isClose(top.boundingRect, rect, absolute: 1e-6))

        let all = CornerRoundedShape(radius: 500).path(in: rect)
        #expect(!all.contains(CGPoint(x: 10, y: 10)), "a radius past half the height is clamped to 50: a capsule")
        #expect(all.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func theCardIsDrawnWithARoundedTopAndSquareBottom() throws {
        let stage = Stage(size: CGSize(width: 320, height: 300)) {
            ArticleCard(title: "Springs, explained", subtitle: "A field guide to damping")
        }
        let list = stage.displayList()
        let header = try #require(list.item(filledWith: Color(UIColor.systemTeal)))
        #expect(isClose(header.bounds.width, 300, absolute: 1e-6))
        #expect(isClose(header.bounds.height, 120, absolute: 1e-6))
        let clip = try #require(header.clips.first, "the header is clipped by the custom shape")
        let outline = clip.geometry.path(in: clip.rect)
        #expect(!outline.contains(CGPoint(x: clip.rect.minX + 1, y: clip.rect.minY + 1)), "rounded top-left")
        #expect(outline.contains(CGPoint(x: clip.rect.minX + 1, y: clip.rect.maxY - 1)), "square bottom-left")
        #expect(isClose(clip.rect.size.height, 120, absolute: 1e-6))
        let title = try #require(list.item(text: "Springs, explained"))
        #expect(title.bounds.minY >= header.bounds.maxY, "the text sits under the header")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
