// The scroll view modifiers of iOS 16–17 that app code uses around animated content: targets and
// paging, the scroll position binding, disabling, margins, the default anchor, indicators, bounce
// and clipping. They reach the scroll views below through the environment.

/// Where a scroll comes to rest: SwiftUI's `ScrollTargetBehavior`. The built-in behaviours are
/// `.paging` and `.viewAligned`; write your own by adjusting the target a scroll would rest at:
///
/// ```swift
/// struct TenthsBehavior: ScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         let step = context.containerSize.width / 10
///         target.rect.origin.x = (target.rect.minX / step).rounded() * step
///     }
/// }
/// ```
///
/// Cadence applies the behaviour when a stage script scrolls (`stage.scroll(by:)`); programmatic
/// scrolls go where they say, as in SwiftUI.
public protocol ScrollTargetBehavior: Sendable {
    /// Adjusts `target`, where the scroll would come to rest (see `ScrollTarget`), given `context`.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Rests on whole pages (multiples of the scroll view's size): SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Makes the behaviour.
    public init() {}
}

/// Rests with a view of the `scrollTargetLayout()` at the leading (top) edge: SwiftUI's
/// `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go: SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
    public struct LimitBehavior: Sendable, Equatable {
        let name: String
        /// The platform's choice (`.always` in a compact width).
        public static let automatic = LimitBehavior(name: "automatic")
        /// One view at a time.
        public static let always = LimitBehavior(name: "always")
        /// As far as the gesture carries.
        public static let never = LimitBehavior(name: "never")
        /// One view at a time in a compact width.
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// One view at a time.
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }

    let limitBehavior: LimitBehavior

    /// Makes the behaviour; `limitBehavior` says how far one flick may go (default `.automatic`).
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view at the leading (top) edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a view at the leading (top) edge, going as far as `limitBehavior` lets one scroll go.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Whether scroll indicators show: SwiftUI's `ScrollIndicatorVisibility`. Cadence draws no
/// indicators (they only show while a finger scrolls).
public struct ScrollIndicatorVisibility: Sendable, Equatable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden unless the platform needs them.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Whether content bounces at its ends: SwiftUI's `ScrollBounceBehavior`. Cadence clamps scrolls to
/// the content, so nothing bounces.
public struct ScrollBounceBehavior: Sendable, Equatable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// What a content margin applies to: SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Sendable, Equatable {
    let name: String
    /// The content and the indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The indicators only (nothing drawn moves).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// What a scroll anchor controls: SwiftUI's `ScrollAnchorRole`, for
/// `defaultScrollAnchor(_:for:)`.
///
/// ```swift
/// ScrollView { MessageList(messages: messages) }
///     .defaultScrollAnchor(.bottom, for: .initialOffset)
///     .defaultScrollAnchor(.bottom, for: .sizeChanges)
/// ```
public struct ScrollAnchorRole: Sendable, Hashable {
    let name: String

    /// Where the scroll view starts: the anchor's point of the content is shown at the same point
    /// of the view when the content is first drawn larger than the view.
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    /// How the offset follows a change of the content's or the view's size: a scroll view resting
    /// at the anchor (at the end, for `.bottom`) stays there; one scrolled elsewhere keeps its offset.
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    /// Where content smaller than the view sits along the scroll axes (`.bottom`: at the bottom).
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

/// The anchors of a scroll view, one per ``ScrollAnchorRole`` (`nil`: the top leading corner).
struct ScrollAnchors {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?

    subscript(role: ScrollAnchorRole) -> UnitPoint? {
        get {
            switch role {
            case .sizeChanges: sizeChanges
            case .alignment: alignment
            default: initialOffset
            }
        }
        set {
            switch role {
            case .sizeChanges: sizeChanges = newValue
            case .alignment: alignment = newValue
            default: initialOffset = newValue
            }
        }
    }
}

/// The scroll options the modifiers above a scroll view set.
struct ScrollOptions {
    var isDisabled = false
    var clipsContent = true
    var behavior: (any ScrollTargetBehavior)?
    var margins = EdgeInsets()
    /// The `defaultScrollAnchor` anchors.
    var anchors = ScrollAnchors()
    var position: ScrollPositionLink?
    /// A `scrollPosition(_: Binding<ScrollPosition>)` binding.
    var wholePosition: ScrollPositionBindingLink?
    /// The `onScrollGeometryChange` and `onScrollTargetVisibilityChange` actions, outermost first.
    var geometryObservers: [ScrollGeometryObserver] = []
    /// The `onScrollPhaseChange` actions, outermost first.
    var phaseObservers: [ScrollPhaseObserver] = []
}

/// A `scrollPosition(id:)` binding and the casts to and from its id type.
private final class ScrollPositionBox<ID: Hashable>: @unchecked Sendable {
    let binding: Binding<ID?>

    init(_ binding: Binding<ID?>) {
        self.binding = binding
    }

    @MainActor func get() -> AnyHashable? {
        binding.wrappedValue.map { AnyHashable($0) }
    }

    @MainActor func set(_ value: AnyHashable?) {
        binding.wrappedValue = value?.base as? ID
    }
}

/// A `scrollPosition(id:)` binding, type-erased.
struct ScrollPositionLink {
    let get: @MainActor () -> AnyHashable?
    let set: @MainActor (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

private struct ScrollOptionsKey: EnvironmentKey {
    static var defaultValue: ScrollOptions { ScrollOptions() }
}

extension EnvironmentValues {
    var scrollOptions: ScrollOptions {
        get { self[ScrollOptionsKey.self] }
        set { self[ScrollOptionsKey.self] = newValue }
    }

    /// Whether scrolling is disabled for the scroll views here (`scrollDisabled(_:)`).
    public var isScrollEnabled: Bool {
        get { !scrollOptions.isDisabled }
        set { scrollOptions.isDisabled = !newValue }
    }
}

extension View {
    /// Where scrolls of the scroll views below come to rest: `.paging` on whole pages, `.viewAligned`
    /// with a view of the `scrollTargetLayout()` (any identified view, on a stage) at the leading
    /// edge. Applied to stage scrolls (`stage.scroll(by:)`); programmatic scrolls go where they say.
    public nonisolated func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View {
        modifier(EnvironmentModifier { $0.scrollOptions.behavior = behavior })
    }

    /// Marks this layout's views as the targets of `.viewAligned` scrolling. On a stage the targets
    /// are the identified views of the scroll content (`ForEach` elements, `.id(_:)`), which is what
    /// this marks in practice.
    public nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }

    /// Keeps `id` equal to the id of the first view shown in the scroll view below (the one at its
    /// leading or top edge, or at `anchor`), and scrolls to the view whose id it is set to.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack { ForEach(cards) { CardView(card: $0) } }.scrollTargetLayout() }
    ///     .scrollPosition(id: $currentCard)
    /// ```
    public nonisolated func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let box = ScrollPositionBox(id)
        let link = ScrollPositionLink(
            get: { box.get() },
            set: { box.set($0) },
            anchor: anchor
        )
        return modifier(EnvironmentModifier { $0.scrollOptions.position = link })
    }

    /// Stops people (and stage scripts) from scrolling the scroll views below; programmatic scrolls
    /// (`ScrollViewProxy`, `scrollPosition`) still move them, as in SwiftUI.
    public nonisolated func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { if disabled { $0.scrollOptions.isDisabled = true } })
    }

    /// Whether the scroll views below show their indicators (Cadence draws none).
    public nonisolated func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Whether the scroll views below bounce at their ends (Cadence clamps, so nothing bounces).
    public nonisolated func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }

    /// Lets the content of the scroll views below draw outside their frames (a carousel's shadows
    /// and neighbouring cards).
    public nonisolated func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.scrollOptions.clipsContent = !disabled })
    }

    /// Where the scroll views below start, how they follow size changes and where they align
    /// content smaller than themselves: `anchor` for every ``ScrollAnchorRole``.
    ///
    /// `.bottom` shows the end of the content first, keeps a view resting at the end there as the
    /// content grows (a chat) and puts short content at the bottom; `.center` starts in the middle;
    /// `nil`: the top leading corner. A `defaultScrollAnchor(_:for:)` closer to the scroll view
    /// overrides one role.
    public nonisolated func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(EnvironmentModifier { $0.scrollOptions.anchors = ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor) })
    }

    /// Sets the anchor of the scroll views below for one `role` only, as iOS 18 does.
    ///
    /// ```swift
    /// ScrollView { Transcript(lines: lines) }
    ///     .defaultScrollAnchor(.top, for: .alignment)       // short: from the top
    ///     .defaultScrollAnchor(.bottom, for: .initialOffset) // long: opened at the end
    ///     .defaultScrollAnchor(.bottom, for: .sizeChanges)   // and kept at the end
    /// ```
    ///
    /// `nil` restores the top leading corner for that role. Of two modifiers for the same role, the
    /// one closer to the scroll view wins.
    public nonisolated func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(EnvironmentModifier { $0.scrollOptions.anchors[role] = anchor })
    }

    /// Insets the content of the scroll views below by `length` points on `edges` (`nil`: the
    /// system's 16 points). Margins for the indicators only change nothing drawn.
    public nonisolated func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let points = length ?? 16
        return modifier(EnvironmentModifier { environment in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { environment.scrollOptions.margins.top = points }
            if edges.contains(.leading) { environment.scrollOptions.margins.leading = points }
            if edges.contains(.bottom) { environment.scrollOptions.margins.bottom = points }
            if edges.contains(.trailing) { environment.scrollOptions.margins.trailing = points }
        })
    }

    /// Insets the content of the scroll views below by `insets`.
    public nonisolated func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(EnvironmentModifier { if placement != .scrollIndicators { $0.scrollOptions.margins = insets } })
    }

    /// Insets the content of the scroll views below by `length` points on every edge.
    public nonisolated func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

extension ScrollState {
    /// The id of the first identified view at the leading (top) edge of the visible content, or at
    /// `anchor` of the viewport.
    func firstVisibleItem(anchor: UnitPoint?) -> AnyHashable? {
        let probe = CGPoint(
            x: offset.x + (anchor?.x ?? 0) * viewport.width,
            y: offset.y + (anchor?.y ?? 0) * viewport.height
        )
        let visible = itemFrames.filter { _, frame in
            (!axes.contains(.horizontal) || frame.maxX > probe.x + 0.5) && (!axes.contains(.vertical) || frame.maxY > probe.y + 0.5)
        }
        return visible.min { lhs, rhs in
            let l = axes.contains(.horizontal) ? lhs.value.minX : lhs.value.minY
            let r = axes.contains(.horizontal) ? rhs.value.minX : rhs.value.minY
            return l == r ? lhs.value.minY < rhs.value.minY : l < r
        }?.key
    }
}
