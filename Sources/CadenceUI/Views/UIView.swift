import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit (not `!canImport(UIKit)`: this package has a UIKit module)
// UIKit's view classes as far as SwiftUI's own API names them. They live here, in CadenceUI, next
// to `UIColor`, and not in the `UIKit` module, for two reasons: `UIViewRepresentable` and
// `UIViewControllerRepresentable` are SwiftUI protocols whose associated types must be `UIView` and
// `UIViewController` subclasses, and the stage has to size and draw those views (which needs the
// view layer's internals); and on iOS `import SwiftUI` alone makes UIKit's classes visible, so
// SwiftUI files use them without importing UIKit. The `UIKit` module re-exports CadenceUI and adds
// the subclasses and services app code names only after `import UIKit` (labels, buttons, blur
// effect views, the activity sheet, Bézier paths, appearance proxies). Cadence additions on
// non-Apple platforms.

/// An object that responds to events: UIKit's `UIResponder`, the superclass of views and view
/// controllers. A stage delivers no UIKit events; the first-responder status is kept as a flag.
@MainActor @preconcurrency
open class UIResponder {
    /// Whether this object is the first responder (set by `becomeFirstResponder()`).
    public private(set) var isFirstResponder = false

    /// Makes a responder.
    public init() {}

    /// The next responder in the chain: `nil` here; a view answers its superview, a controller's
    /// view answers the controller.
    open var next: UIResponder? { nil }

    /// Whether this object can become the first responder (`false` by default; text views answer
    /// `true`).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object gives up first-responder status when asked (`true` by default).
    open var canResignFirstResponder: Bool { true }

    /// Makes this object the first responder if `canBecomeFirstResponder`.
    /// - Returns: whether it is the first responder now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        isFirstResponder = true
        return true
    }

    /// Gives up first-responder status (what hiding the keyboard does to a text field).
    /// - Returns: `true` unless `canResignFirstResponder` is `false`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        isFirstResponder = false
        return true
    }
}

/// A rectangular area of an interface: UIKit's `UIView`, as far as views wrapped with
/// ``UIViewRepresentable`` use it.
///
/// The view keeps its geometry (`frame`, `bounds`, `center`, in points, in its superview's
/// coordinates), its appearance (`backgroundColor`, `alpha`, `isHidden`) and its subviews. There is no
/// Auto Layout: a subview is where its `frame` puts it. A stage draws a represented view as a
/// placeholder: its `backgroundColor` over its frame, its ``stageContent`` (a label's text, an image
/// view's image), then its visible subviews at their frames, all at `alpha`.
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// The value of an intrinsic size dimension a view does not have: UIKit's
    /// `UIView.noIntrinsicMetric` (-1).
    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    /// The frame, in the superview's coordinates, in points. Setting it sets `bounds.size` and
    /// `center` too.
    open var frame: CGRect {
        get { CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height) }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The view's own coordinate space: its origin (0, 0 unless set) and size, in points.
    open var bounds: CGRect = .zero {
        didSet { if bounds.size != oldValue.size { setNeedsLayout() } }
    }
    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint = .zero
    /// The colour drawn behind the view's content (`nil`: transparent).
    open var backgroundColor: UIColor?
    /// The opacity, 0…1 (values outside are clamped when drawn).
    open var alpha: CGFloat = 1
    /// Whether the view (and its subviews) is hidden.
    open var isHidden = false
    /// A number that identifies the view (0 by default; see `viewWithTag(_:)`).
    open var tag = 0
    /// Whether the view takes touches (kept; a stage sends represented views no touches).
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the bounds when drawn.
    open var clipsToBounds = false
    /// The tint colour (the app's accent colour unless set).
    open var tintColor: UIColor! = UIColor.tintColor
    /// How the view's content fills its bounds (`.scaleToFill` by default; an image view draws its
    /// image by it).
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// Whether the autoresizing mask becomes constraints (kept; Cadence has no Auto Layout).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// A short description for assistive technologies (`nil` by default; a label answers its text).
    open var accessibilityLabel: String?
    /// The value for assistive technologies (`nil` by default; a text view answers its text).
    open var accessibilityValue: String?
    /// An identifier for UI tests.
    open var accessibilityIdentifier: String?

    /// The view that contains this one.
    public private(set) weak var superview: UIView?
    /// The views this one contains, back to front.
    public private(set) var subviews: [UIView] = []
    /// How many times `layoutSubviews()` ran (Cadence addition, for tests).
    public private(set) var layoutPasses = 0
    private var needsLayout = true
    private var huggingPriorities: [CGFloat] = [250, 250]
    private var compressionResistancePriorities: [CGFloat] = [750, 750]

    /// A view with `frame`.
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A view from an archive: there are no storyboards in Cadence, so this makes a view with a
    /// zero frame (subclasses must still declare it, as UIKit requires).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The superview.
    open override var next: UIResponder? { superview }

    /// The size the view would like, per dimension (`UIView.noIntrinsicMetric` where it has none,
    /// the default). A represented view that has one is never smaller than it (see
    /// ``UIViewRepresentable``).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that best fits `size`: the current size, unless a subclass says otherwise.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Adds `view` on top of the subviews (removing it from its old superview first).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        setNeedsLayout()
    }

    /// Removes the view from its superview (does nothing without one).
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        superview.setNeedsLayout()
        self.superview = nil
    }

    /// Moves `view` (a subview) to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// This view or the first descendant (depth first) whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Lays out the subviews: does nothing by default; override it to set their frames. Called by
    /// `layoutIfNeeded()` when the view needs layout (its size or subviews changed, or
    /// `setNeedsLayout()`), and by the stage after it sizes a represented view.
    open func layoutSubviews() {}

    /// Marks the view as needing layout at the next `layoutIfNeeded()`.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs `layoutSubviews()` now if the view needs layout, then does the same for its subviews.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutPasses += 1
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Makes this view or the first responder among its descendants resign (what
    /// `window.endEditing(true)` does to hide the keyboard).
    /// - Returns: whether a responder resigned.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        if isFirstResponder { return resignFirstResponder() || force }
        return subviews.contains { $0.endEditing(force) }
    }

    /// Redraws the view (a stage draws it at every pass; does nothing).
    open func setNeedsDisplay() {}

    /// How much the view resists growing past its intrinsic size along `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(huggingPriorities[axis.rawValue])
    }

    /// Sets how much the view resists growing past its intrinsic size along `axis`. A represented
    /// view with an intrinsic size along `axis` and a priority of `.defaultHigh` or more does not grow.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis.rawValue] = CGFloat(priority.rawValue)
    }

    /// How much the view resists shrinking below its intrinsic size along `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(compressionResistancePriorities[axis.rawValue])
    }

    /// Sets how much the view resists shrinking below its intrinsic size along `axis`. A represented
    /// view with an intrinsic size along `axis` and a priority below `.defaultHigh` may shrink.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis.rawValue] = CGFloat(priority.rawValue)
    }

    /// What a stage draws inside this view, over its `backgroundColor` and under its subviews:
    /// nothing by default. The `UIKit` module's subclasses draw their content (a label's text, an
    /// image view's image, a blur view's material). Cadence addition: override it to give a custom
    /// view a stand-in for its `draw(_:)`.
    open var stageContent: AnyView? { nil }

    /// The whole placeholder a stage draws for this view at its current size: background, content,
    /// visible subviews at their frames (read when laid out, after `layoutSubviews()`), at `alpha`.
    var stageDrawing: AnyView {
        let drawing = ZStack(alignment: .topLeading) {
            if let backgroundColor {
                Color(backgroundColor)
            }
            if let stageContent {
                stageContent.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            if subviews.contains(where: { !$0.isHidden }) {
                UIViewSubviewsDrawing(view: self)
            }
        }
        .opacity(Double(min(1, max(0, alpha.isNaN ? 0 : alpha))))
        return clipsToBounds ? AnyView(drawing.clipped()) : AnyView(drawing)
    }

    /// The size a represented view takes along one axis, given the offered length (`nil`: ideal).
    func representedLength(offered: CGFloat?, axis: NSLayoutConstraint.Axis) -> CGFloat {
        let intrinsic = axis == .horizontal ? intrinsicContentSize.width : intrinsicContentSize.height
        guard intrinsic >= 0 else { return offered.map { $0.isFinite ? max(0, $0) : 0 } ?? 0 }
        guard let offered, offered.isFinite else { return intrinsic }
        var length = max(0, offered)
        if huggingPriorities[axis.rawValue] >= CGFloat(UILayoutPriority.defaultHigh.rawValue) { length = min(length, intrinsic) }
        if compressionResistancePriorities[axis.rawValue] >= CGFloat(UILayoutPriority.defaultHigh.rawValue) { length = max(length, intrinsic) }
        return length
    }
}

extension UIView {
    /// How a view's content fills its bounds: UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to fill the bounds, keeping its aspect ratio (overflowing it).
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centred, at its own size.
        case center = 4
        /// At the top, centred horizontally.
        case top = 5
        /// At the bottom, centred horizontally.
        case bottom = 6
        /// At the left, centred vertically.
        case left = 7
        /// At the right, centred vertically.
        case right = 8
        /// At the top left.
        case topLeft = 9
        /// At the top right.
        case topRight = 10
        /// At the bottom left.
        case bottomLeft = 11
        /// At the bottom right.
        case bottomRight = 12
    }
}

/// The visible subviews of a view, each drawn at its frame as the view's layout left it.
struct UIViewSubviewsDrawing: View, PrimitiveView {
    let view: UIView
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let visible = view.subviews.filter { !$0.isHidden }
        // One node a subview, whatever its drawing resolves to.
        let nodes = visible.enumerated().map { index, subview in
            LayoutNode(.zStack(alignment: .topLeading, children: context.resolve(subview.stageDrawing, at: .child(index))))
        }
        return [LayoutNode(.custom(SubviewFramesLayout(parent: view, subviews: visible), children: nodes))]
    }
}

/// Fills its container and places each subview's drawing at the subview's frame.
struct SubviewFramesLayout: NodeLayout {
    let parent: UIView
    let subviews: [UIView]

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        zip(children, subviews).map { _, subview in
            let frame = subview.frame
            let placed = CGRect(x: frame.minX - parent.bounds.minX, y: frame.minY - parent.bounds.minY,
                                width: max(0, frame.width), height: max(0, frame.height))
            return LayoutEngine.Placement(proposal: ProposedViewSize(placed.size), frame: placed)
        }
    }
}

/// The priority of a layout constraint or of a view's hugging and compression resistance: UIKit's
/// `UILayoutPriority`, 1…1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    /// The priority, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    init(_ rawValue: CGFloat) {
        self.rawValue = Float(rawValue)
    }

    /// A required priority, 1000.
    public static let required = UILayoutPriority(rawValue: 1000)
    /// A high priority, 750 (the default compression resistance).
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    /// A low priority, 250 (the default hugging).
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    /// The priority at which a view fits its content, 50.
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

    /// Whether `lhs` is lower than `rhs`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// A layout constraint: UIKit's `NSLayoutConstraint`, as far as its `Axis` (for hugging and
/// compression resistance). Cadence has no Auto Layout: no constraint can be made.
@MainActor @preconcurrency
public final class NSLayoutConstraint {
    private init() {}

    /// A layout axis: UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

/// How a controller is presented: UIKit's `UIModalPresentationStyle` (kept; a stage shows nothing
/// a controller presents).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Full screen.
    case fullScreen = 0
    /// A page sheet (the default sheet).
    case pageSheet = 1
    /// A form sheet.
    case formSheet = 2
    /// Within the current context.
    case currentContext = 3
    /// Custom.
    case custom = 4
    /// Full screen, over the presenter's content.
    case overFullScreen = 5
    /// Over the current context.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// None.
    case none = -1
    /// The system's choice (a page sheet).
    case automatic = -2
}

/// What manages a controller presented as a popover (on an iPad): UIKit's
/// `UIPopoverPresentationController`, as far as share sheets set it up. Kept, not drawn.
@MainActor @preconcurrency
public final class UIPopoverPresentationController {
    /// The view the popover points at.
    public weak var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    public var sourceRect: CGRect = .zero

    init() {}
}

/// An object that manages a view: UIKit's `UIViewController`, as far as
/// ``UIViewControllerRepresentable`` and share sheets use it.
///
/// The view is made on first access of `view` (`loadView()`, then `viewDidLoad()`). Presenting
/// records the presented controller (`presentedViewController`) and calls the completion at once:
/// a stage shows nothing a controller presents (hosted in a representable, the controller's own view
/// is drawn). Appearance callbacks run when a represented controller appears and disappears.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var popover: UIPopoverPresentationController?

    /// The controller's title.
    open var title: String?
    /// How the controller is presented (`.automatic` by default; `.popover` gives it a
    /// `popoverPresentationController`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The size the controller would like when presented in a popover (zero: the system's).
    open var preferredContentSize: CGSize = .zero
    /// Whether the controller is being presented modally as a sheet that may not be swiped away.
    open var isModalInPresentation = false
    /// The controller this one presented and that is still presented.
    public private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public private(set) weak var presentingViewController: UIViewController?
    /// The child controllers, in the order added.
    public private(set) var children: [UIViewController] = []
    /// The parent controller.
    public private(set) weak var parent: UIViewController?

    /// A controller (its view is made when first asked for).
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller from a nib: there are no nibs in Cadence, so both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller from an archive: there are no storyboards in Cadence, so this makes a plain
    /// controller (subclasses must still declare it, as UIKit requires).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The root view, made by `loadView()` (then `viewDidLoad()`) on first access.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the root view was made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The root view if it was made, without making it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Makes the root view (a plain `UIView` by default); override it to set `view` yourself.
    open func loadView() {
        loadedView = UIView()
    }

    /// Called once the root view is made.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The popover controller, for a controller whose `modalPresentationStyle` is `.popover` (share
    /// sheets are popovers on an iPad, where `UIDevice.current.userInterfaceIdiom` is `.pad`).
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if popover == nil { popover = UIPopoverPresentationController() }
        return popover
    }

    /// Presents `viewControllerToPresent`: records it as `presentedViewController` (replacing
    /// nothing: UIKit refuses to present over a presentation, and so does this) and calls
    /// `completion` at once. Cadence addition: ``presentations`` lists every controller presented.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        presentations.append(viewControllerToPresent)
        completion?()
    }

    /// Dismisses the controller this one presented, or, when it presented none, this one from its
    /// presenter; calls `completion` at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    /// Every controller this one presented, in order, dismissed or not (Cadence addition, for tests).
    public private(set) var presentations: [UIViewController] = []

    /// Adds `childController` as a child (removing it from its old parent).
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called before the controller is added to or removed from (`nil`) a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from (`nil`) a parent.
    open func didMove(toParent parent: UIViewController?) {}
}
#endif
