import Foundation

/// A view's drawing captured as a picture: what `ImageRenderer` makes and what the `CGImage` and
/// `UIImage` it returns carry. The view layer has no pixels, so the picture is the display list the
/// view drew (in points, origin at its top-left corner); an `Image` of it draws those items again,
/// stretched to the image's frame, as one bitmap would be: at the image's opacity as a whole, never
/// hit-tested item by item and never read by accessibility item by item.
struct RenderedPicture: Hashable, Sendable {
    /// The drawing; `list.size` is the picture's size in points.
    var list: DisplayList
    /// How the picture is turned when it is drawn (`Image(_:scale:orientation:label:)`).
    var orientation: Image.Orientation = .up

    /// The size it is drawn at before it is stretched: the list's size, with width and height
    /// swapped for the quarter-turn orientations.
    var orientedSize: CGSize {
        orientation.isQuarterTurn ? CGSize(width: list.size.height, height: list.size.width) : list.size
    }

    /// Picture coordinates → coordinates in `frame` (the picture turned by its orientation, then
    /// stretched to the frame).
    func placement(in frame: CGRect) -> AffineTransform2D {
        let w = list.size.width, h = list.size.height
        let turn: AffineTransform2D = switch orientation {
        case .up: .identity
        case .upMirrored: AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .down: AffineTransform2D(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .downMirrored: AffineTransform2D(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        // (x, y) → (y, w − x): the stored picture turned a quarter counterclockwise.
        case .left: AffineTransform2D(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        // (x, y) → (y, x): mirrored, then turned a quarter counterclockwise (a transpose).
        case .leftMirrored: AffineTransform2D(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        // (x, y) → (h − y, x): turned a quarter clockwise.
        case .right: AffineTransform2D(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        // (x, y) → (h − y, w − x): mirrored, then turned a quarter clockwise.
        case .rightMirrored: AffineTransform2D(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        }
        let size = orientedSize
        let sx = size.width > 0 ? frame.width / size.width : 1
        let sy = size.height > 0 ? frame.height / size.height : 1
        return turn.concatenating(AffineTransform2D(a: sx, b: 0, c: 0, d: sy, tx: frame.minX, ty: frame.minY))
    }
}

/// An image of a rendered picture: sized as an asset image is (its own size, or resizable the size
/// it is offered), drawn by replaying the picture's items in its frame.
struct PictureLayout: NodeLayout {
    let picture: RenderedPicture
    let sizing: AssetImageLayout

    init(picture: RenderedPicture, size: CGSize, isResizable: Bool) {
        self.picture = picture
        sizing = AssetImageLayout(size: size, isResizable: isResizable)
    }

    /// The node of an image of `picture` drawn at `size` points: the replayed drawing over a clear
    /// box, tapped anywhere in its frame as an image is.
    static func node(_ picture: RenderedPicture, size: CGSize, isResizable: Bool) -> LayoutNode {
        let image = LayoutNode(.custom(PictureLayout(picture: picture, size: size, isResizable: isResizable), children: [Canvas<EmptyView>.placeholder]))
        return LayoutNode(.effect(.interaction(.contentShape(Rectangle(), eoFill: false)), child: image))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        sizing.sizeThatFits(proposal, children: children, engine: engine, stackAxis: stackAxis)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        sizing.placements(in: size, proposal: proposal, children: children, engine: engine, stackAxis: stackAxis)
    }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {
        guard !picture.list.items.isEmpty, state.opacity > 0 else { return }
        let toStage = picture.placement(in: frame).concatenating(state.transform)
        var itemState = state
        // A picture is one bitmap: its items are not tapped or read one by one, and the image's
        // opacity fades it as a whole (one layer), not each item's colour.
        itemState.isSnapshot = true
        itemState.isHiddenFromAccessibility = true
        itemState.readableOpacity = 0
        itemState.transform = .identity
        var outer: [DisplayList.Layer] = []
        if state.opacity < 1 { outer.append(DisplayList.Layer(id: builder.makeLayerID(), effect: .opacity(state.opacity))) }
        var layerIDs: [Int: Int] = [:]
        for item in picture.list.items {
            let placed = Self.place(item, by: toStage, layerIDs: &layerIDs, builder: &builder)
            builder.appendCanvasItem(placed.content, transform: placed.transform, clips: placed.clips, layers: outer + placed.layers, state: itemState)
        }
    }

    /// `item` moved by `transform` (picture stage → this stage), with fresh layer ids.
    private static func place(_ item: DisplayList.Item, by transform: AffineTransform2D, layerIDs: inout [Int: Int], builder: inout DisplayListBuilder) -> DisplayList.Item {
        var placed = item
        placed.transform = item.transform.concatenating(transform)
        placed.clips = item.clips.map { clip in
            DisplayList.Clip(geometry: clip.geometry, rect: clip.rect, transform: clip.transform.concatenating(transform))
        }
        placed.layers = item.layers.map { layer in
            let id: Int
            if let known = layerIDs[layer.id] {
                id = known
            } else {
                id = builder.makeLayerID()
                layerIDs[layer.id] = id
            }
            let effect: DisplayList.LayerEffect = switch layer.effect {
            case .mask(let items): .mask(items.map { place($0, by: transform, layerIDs: &layerIDs, builder: &builder) })
            case .projection(let m):
                // The projection works in the picture's stage coordinates: conjugate it into these.
                .projection(ProjectionTransform(transform.inverted()).concatenating(m).concatenating(ProjectionTransform(transform)))
            default: layer.effect
            }
            return DisplayList.Layer(id: id, effect: effect)
        }
        return placed
    }
}

extension Image {
    /// How an image's pixels are turned and mirrored when drawn: SwiftUI's `Image.Orientation` (the
    /// same cases as Core Graphics' and UIKit's orientations). `.left` and `.right` (and their
    /// mirrored forms) turn the image a quarter, so it is drawn with width and height swapped.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// As stored.
        case up
        /// Mirrored left to right.
        case upMirrored
        /// Turned half a turn.
        case down
        /// Mirrored top to bottom.
        case downMirrored
        /// Turned a quarter counterclockwise (the stored pixels are a quarter clockwise of upright).
        case left
        /// Mirrored left to right, then turned a quarter counterclockwise (rows become columns).
        case leftMirrored
        /// Turned a quarter clockwise.
        case right
        /// Mirrored left to right, then turned a quarter clockwise.
        case rightMirrored

        var isQuarterTurn: Bool {
            switch self {
            case .left, .leftMirrored, .right, .rightMirrored: true
            case .up, .upMirrored, .down, .downMirrored: false
            }
        }
    }
}
