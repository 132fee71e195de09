/// Where a scroll should come to rest: SwiftUI's `ScrollTarget`, handed to
/// `ScrollTargetBehavior.updateTarget(_:context:)` to adjust.
///
/// `rect` is in the content's coordinates (0, 0 is the content's top-leading corner). With no
/// `anchor`, the scroll view rests with `rect`'s top-leading corner at its own (a rectangle the size
/// of the scroll view is exactly what is shown); with an anchor, it rests with that point of `rect`
/// on the same point of its visible region (`.center`: the rectangle centred). The resting offset is
/// clamped to the content.
public struct ScrollTarget: Hashable, Sendable {
    /// The region the scroll view should show, in content coordinates.
    public var rect: CGRect
    /// The point of `rect` to line up with the same point of the visible region, or `nil`.
    public var anchor: UnitPoint?

    /// Makes a target.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows when it adjusts a target: SwiftUI's
/// `ScrollTargetBehaviorContext`.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// Where the scroll would have rested without the behaviour.
    public var originalTarget: ScrollTarget
    /// How fast the content was moving when the scroll ended, in points per second (zero for a
    /// stage scroll, which places the content without a fling).
    public var velocity: CGVector
    /// The size of the content, in points.
    public var contentSize: CGSize
    /// The size of the scroll view's visible region, in points.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    let environment: EnvironmentValues
    /// The frames of the identified views (`scrollTargetLayout()`'s children), content coordinates.
    let viewFrames: [CGRect]
    /// The content margins.
    let margins: EdgeInsets

    /// A value of the scroll view's environment: `context.layoutDirection`.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}

extension ScrollTargetBehavior {
    /// The context type `updateTarget(_:context:)` receives.
    public typealias TargetContext = ScrollTargetBehaviorContext
}

extension PagingScrollTargetBehavior {
    /// Moves the target to the nearest whole page (a multiple of the scroll view's size) on each axis.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in Axis.allCases where context.axes.contains(axis) {
            let page = context.containerSize[axis]
            guard page > 0 else { continue }
            if axis == .horizontal {
                target.rect.origin.x = (target.rect.minX / page).rounded() * page
            } else {
                target.rect.origin.y = (target.rect.minY / page).rounded() * page
            }
        }
    }
}

extension ViewAlignedScrollTargetBehavior {
    /// Moves the target so that the nearest identified view starts at the leading (top) content
    /// margin on each axis (unchanged when no view is known).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in Axis.allCases where context.axes.contains(axis) {
            let value = axis == .horizontal ? target.rect.minX : target.rect.minY
            let margin = axis == .horizontal ? context.margins.leading : context.margins.top
            let starts = context.viewFrames.map { (axis == .horizontal ? $0.minX : $0.minY) - margin }
            guard let nearest = starts.min(by: { abs($0 - value) < abs($1 - value) }) else { continue }
            if axis == .horizontal { target.rect.origin.x = nearest } else { target.rect.origin.y = nearest }
        }
    }
}

extension ScrollState {
    /// Where a stage scroll to `point` comes to rest under `behavior`: the behaviour adjusts a target
    /// the size of the visible region at `point` (`updateTarget(_:context:)`), and the content rests
    /// with the target lined up by its anchor, clamped to the content.
    func restingPoint(for point: CGPoint, behavior: (any ScrollTargetBehavior)?) -> CGPoint {
        guard let behavior else { return point }
        let original = ScrollTarget(rect: CGRect(origin: point, size: viewport))
        let context = ScrollTargetBehaviorContext(
            originalTarget: original, velocity: CGVector(dx: 0, dy: 0), contentSize: contentSize, containerSize: viewport,
            axes: axes, environment: environment, viewFrames: Array(itemFrames.values), margins: options.margins)
        var target = original
        behavior.updateTarget(&target, context: context)
        var rest = point
        let anchor = target.anchor ?? .topLeading
        if axes.contains(.horizontal) { rest.x = target.rect.minX + anchor.x * (target.rect.width - viewport.width) }
        if axes.contains(.vertical) { rest.y = target.rect.minY + anchor.y * (target.rect.height - viewport.height) }
        return clamped(rest)
    }
}
