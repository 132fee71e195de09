/// One view's membership of a matched id: made when the view appears (so a view that appears later
/// than another with the same id is the newer one), gone with its identity.
@MainActor
final class MatchedGeometryLink: AnimationDriver {
    let id: AnyHashable
    let registry: MatchedGeometryRegistry
    private(set) var isSource: Bool
    private(set) var properties: MatchedGeometryProperties
    private(set) var anchor: UnitPoint
    /// How the view is drawn in its matched frame.
    let drawing: Drawing

    /// How a linked view is drawn when its matched frame differs from its layout frame.
    enum Drawing {
        /// Laid out again in the matched frame (`matchedGeometryEffect`): proposed the matched size and
        /// placed at the matched position, so text keeps its font size and shapes their corner radii.
        case relaidOut
        /// What it drew at its layout frame, scaled and moved into the matched frame: a zoom
        /// transition's destination, which SwiftUI animates as one picture.
        case scaled
        /// Always where layout put it: a zoom transition's source, which only gives its frame.
        case inPlace
    }

    init(id: AnyHashable, registry: MatchedGeometryRegistry, isSource: Bool, properties: MatchedGeometryProperties,
         anchor: UnitPoint, drawing: Drawing = .relaidOut) {
        self.drawing = drawing
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

    /// A zoom transition's source: it gives its frame but is always drawn where layout put it.
    var drawsInPlace: Bool { drawing == .inPlace }

    /// The frame to draw the view in, given its layout frame.
    func presentedFrame(layoutFrame: CGRect) -> CGRect {
        registry.presentedFrame(of: self, layoutFrame: layoutFrame)
    }

    // The namespace's registry is the driver that animates; the link only marks the view's lifetime.
    func advance(to time: Double) -> Bool { false }
    func nextChange(after time: Double) -> Double? { nil }
}
