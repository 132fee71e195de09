/// One view's membership of a matched id: made when the view appears (so a view that appears later
/// than another with the same id is the newer one), gone with its identity.
@MainActor
final class MatchedGeometryLink: AnimationDriver {
    let id: AnyHashable
    let registry: MatchedGeometryRegistry
    private(set) var isSource: Bool
    private(set) var properties: MatchedGeometryProperties
    private(set) var anchor: UnitPoint
    /// A zoom transition's source: it gives its frame but is always drawn where layout put it.
    let drawsInPlace: Bool

    init(id: AnyHashable, registry: MatchedGeometryRegistry, isSource: Bool, properties: MatchedGeometryProperties,
         anchor: UnitPoint, drawsInPlace: Bool = false) {
        self.drawsInPlace = drawsInPlace
        self.id = id
        self.registry = registry
        self.isSource = isSource
        self.properties = properties
        self.anchor = anchor
        registry.register(self)
    }

    /// The view is being removed (its removal transition is drawn): it follows the others.
    private(set) var isLeaving = false

    /// Updates the parameters; `true` when the view came back while it was being removed.
    @discardableResult
    func update(isSource: Bool, isLeaving: Bool, properties: MatchedGeometryProperties, anchor: UnitPoint) -> Bool {
        let cameBack = self.isLeaving && !isLeaving
        self.isLeaving = isLeaving
        self.isSource = isSource
        self.properties = properties
        self.anchor = anchor
        return cameBack
    }

    /// Whether the view's frame is the one the others follow, if it is the newest such view.
    var canLead: Bool { isSource && !isLeaving }

    /// The frame to draw the view in, given its layout frame.
    func presentedFrame(layoutFrame: CGRect) -> CGRect {
        registry.presentedFrame(of: self, layoutFrame: layoutFrame)
    }

    // The namespace's registry is the driver that animates; the link only marks the view's lifetime.
    func advance(to time: Double) -> Bool { false }
    func nextChange(after time: Double) -> Double? { nil }
}

extension MatchedGeometryLink {
    /// The transform that draws what is laid out in `frame` in the view's matched frame instead.
    /// Degenerate or non-finite frames draw in place.
    func placement(from frame: CGRect) -> AffineTransform2D {
        let shown = presentedFrame(layoutFrame: frame)
        guard shown != frame, frame.width > 0, frame.height > 0,
              shown.minX.isFinite, shown.minY.isFinite, shown.width.isFinite, shown.height.isFinite else {
            return .identity
        }
        return AffineTransform2D(translationX: -frame.minX, y: -frame.minY)
            .concatenating(AffineTransform2D(scaleX: shown.width / frame.width, y: shown.height / frame.height))
            .concatenating(AffineTransform2D(translationX: shown.minX, y: shown.minY))
    }
}
