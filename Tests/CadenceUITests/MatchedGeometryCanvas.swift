import CadenceUI
import Foundation
import CadenceStageTestSupport

/// A 300 × 300 canvas for matched-geometry scenes, whose children are placed by their top-leading
/// corner (`placed(x:y:)`), so the tests can state frames in canvas coordinates.
struct MatchedCanvas<Content: View>: View {
    @ViewBuilder var content: () -> Content

    var body: some View {
        ZStack(alignment: .topLeading) {
            Rectangle().fill(.clear).frame(width: 300, height: 300)
            content()
        }
    }
}

/// A red source box (by default `box`) and, below it at (10, 150), `content` (at most 300 × 150)
/// following it with `isSource: false`; unlinked, it has an id of its own and is drawn where layout
/// put it.
struct MatchedFollower<Content: View>: View {
    /// The default source: a 160 × 90 box whose top-leading corner is at (30, 20) on the canvas.
    static var box: CGRect { CGRect(x: 30, y: 20, width: 160, height: 90) }

    var source = Self.box
    var properties: MatchedGeometryProperties = .frame
    var anchor: UnitPoint = .center
    var isLinked = true
    @ViewBuilder var content: () -> Content
    @Namespace private var space

    var body: some View {
        MatchedCanvas {
            Rectangle().fill(.red)
                .matchedGeometryEffect(id: "box", in: space)
                .frame(width: source.size.width, height: source.size.height)
                .placed(x: source.origin.x, y: source.origin.y)
            content()
                .matchedGeometryEffect(id: isLinked ? "box" : "alone", in: space, properties: properties,
                                       anchor: anchor, isSource: false)
                .placed(x: 10, y: 150)
        }
    }
}

extension View {
    /// The view with its top-leading corner at (`x`, `y`) on a `MatchedCanvas`.
    func placed(x: CGFloat, y: CGFloat) -> some View {
        padding(EdgeInsets(top: y, leading: x, bottom: 0, trailing: 0))
    }
}
