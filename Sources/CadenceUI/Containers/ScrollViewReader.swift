/// Gives its content a proxy that scrolls the scroll views inside it to identified views:
/// SwiftUI's `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(0..<50) { Text("Row \($0)").id($0) }
///     }
///     Button("Bottom") { proxy.scrollTo(49, anchor: .bottom) }
/// }
/// ```
///
/// The reader draws its content as it is (several views are laid out as a stage's root lays them
/// out, in a `VStack`-like column only when the parent stacks them).
public nonisolated struct ScrollViewReader<Content: View>: View {
    /// The content, built with the proxy that scrolls to its views' ids.
    public var content: (ScrollViewProxy) -> Content

    /// Makes a reader whose content gets a proxy for `scrollTo(_:anchor:)`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

/// Scrolls the scroll views inside a `ScrollViewReader`: SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    let reader: ScrollReaderBox

    /// Scrolls the first scroll view that contains the view identified by `id` (`.id(_:)`, a
    /// `ForEach` element id) so that the view's `anchor` point lines up with the same point of the
    /// scroll view (`.top`: its top edge at the top); with `nil`, by as little as makes it fully
    /// visible, unless the call is made in a transaction with a `scrollTargetAnchor`. Clamped to the
    /// content. An id no scroll view shows does nothing.
    ///
    /// The scroll happens against the layout the views have after the change that called it: called
    /// from `onAppear`, or from `onChange` after an item was appended, it finds the new view where
    /// the next frame lays it out (Cadence draws that frame once more before showing it). Cadence
    /// positions the content at once, even inside `withAnimation` (SwiftUI animates the scroll); the
    /// views' own animations run as usual.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        // Without an anchor of its own, the transaction's `scrollTargetAnchor` (if any) lines it up.
        let anchor = anchor ?? Transaction.current.scrollTargetAnchor
        let request = ScrollItemRequest(key: AnyHashable(id), anchor: anchor)
        // At once against the frames as last drawn (an action that changes nothing else), and again
        // once the views have been drawn since this call (those frames may predate the change).
        for state in reader.states where state.scroll(toItem: request.key, anchor: anchor) { break }
        for state in reader.states { state.keep(request) }
    }
}

/// A `scrollTo` call waiting for a frame drawn after it: the scroll views of its reader share it, and
/// the first one that shows the view scrolls.
@MainActor
final class ScrollItemRequest {
    let key: AnyHashable
    let anchor: UnitPoint?
    /// Whether a scroll view has scrolled to the view (the others then leave it).
    var isDone = false

    init(key: AnyHashable, anchor: UnitPoint?) {
        self.key = key
        self.anchor = anchor
    }
}

extension ScrollState {
    /// Scrolls so that the item `key` (as last drawn) lines up by `anchor`, or by as little as makes
    /// it fully visible for `nil`; `false` when this scroll view has drawn no such item.
    @discardableResult
    func scroll(toItem key: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let frame = itemFrames[key] else { return false }
        var target = offset
        for axis in Axis.allCases where axes.contains(axis) {
            let start = axis == .horizontal ? frame.minX : frame.minY
            let length = frame.size[axis]
            let visible = viewport[axis]
            let current = axis == .horizontal ? offset.x : offset.y
            let value: CGFloat
            if let anchor {
                let unit = axis == .horizontal ? anchor.x : anchor.y
                value = start + unit * length - unit * visible
            } else if start < current {
                value = start
            } else if start + length > current + visible {
                value = start + length - visible
            } else {
                value = current
            }
            if axis == .horizontal { target.x = value } else { target.y = value }
        }
        scroll(to: target)
        return true
    }
}

extension ScrollState {
    /// Keeps `request` until a frame drawn after it shows where its view is.
    func keep(_ request: ScrollItemRequest) {
        requestedItem = (request, drawnSince: false)
        graph.invalidate()
    }

    /// Scrolls to the view a `scrollTo` call asked for, once the frames were drawn after the call:
    /// the first frame after it asks for one more pass, the next one scrolls (or drops the request
    /// when this scroll view does not show that view).
    func placeRequestedItem() {
        guard let (request, drawnSince) = requestedItem else { return }
        guard !request.isDone else {
            requestedItem = nil
            return
        }
        guard drawnSince else {
            requestedItem = (request, drawnSince: true)
            graph.invalidate()
            return
        }
        requestedItem = nil
        if scroll(toItem: request.key, anchor: request.anchor) { request.isDone = true }
    }
}

/// The scroll views inside one reader, as found by the last evaluation.
@MainActor
final class ScrollReaderBox {
    var states: [ScrollState] = []
}

private struct ScrollReaderKey: EnvironmentKey {
    static var defaultValue: ScrollReaderBox? { nil }
}

extension EnvironmentValues {
    /// The innermost `ScrollViewReader` above, which scroll views register with.
    var scrollReader: ScrollReaderBox? {
        get { self[ScrollReaderKey.self] }
        set { self[ScrollReaderKey.self] = newValue }
    }
}

extension ScrollViewReader: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let box = context.cell(BuiltinCell.scrollReader) { ScrollReaderBox() }
        box.states = []
        var inner = context
        inner.environment.scrollReader = box
        return inner.resolve(content(ScrollViewProxy(reader: box)), at: .child(0))
    }
}
