/// What a `GeometryReader`'s content knows about the reader: its size, its frame in any coordinate
/// space, its safe area: SwiftUI's `GeometryProxy`.
///
/// The values are those of the frame the reader was drawn in, measured when the stage drew it; the
/// stage evaluates the content again whenever they change, before it hands out the frame, so what a
/// display list shows always matches the geometry the content read.
public struct GeometryProxy {
    let geometry: MeasuredGeometry

    /// The reader's size in points.
    public var size: CGSize { geometry.size }

    /// The parts of the stage's safe area insets that overlap the reader, in points.
    public var safeAreaInsets: EdgeInsets { geometry.safeAreaInsets }

    /// The reader's frame in `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        geometry.frame(in: coordinateSpace)
    }

    /// The reader's frame in `coordinateSpace` (`.local`, `.global`, `.named(_:)`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        geometry.frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the enclosing coordinate space named `coordinateSpace`, in the reader's own
    /// coordinates, or `nil` when no ancestor declares it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = geometry.namedFrames[coordinateSpace.name] else { return nil }
        return space.offsetBy(dx: -geometry.globalFrame.minX, dy: -geometry.globalFrame.minY)
    }

    /// The value of `anchor` in the reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: geometry.globalFrame.origin)
    }
}

/// A frame as drawn: size, stage frame, the frames of the named spaces above it, its safe area.
struct MeasuredGeometry: Equatable {
    var size: CGSize = .zero
    var globalFrame: CGRect = .zero
    var namedFrames: [AnyHashable: CGRect] = [:]
    var safeAreaInsets = EdgeInsets()

    init() {}

    /// The geometry of a view drawn at `frame` in `state`: where layout puts it, not where a layout
    /// animation draws it now (SwiftUI's geometry proxies read layout).
    init(frame drawn: CGRect, state: DisplayListBuilder.RenderState) {
        let frame = drawn.offsetBy(dx: state.layoutDelta.width, dy: state.layoutDelta.height)
        size = frame.size
        globalFrame = state.transform.apply(to: frame)
        namedFrames = state.coordinateSpaces
        let safe = state.safeArea
        safeAreaInsets = EdgeInsets(
            top: max(0, safe.minY - globalFrame.minY),
            leading: max(0, safe.minX - globalFrame.minX),
            bottom: max(0, globalFrame.maxY - safe.maxY),
            trailing: max(0, globalFrame.maxX - safe.maxX)
        )
    }

    func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: CGRect(origin: .zero, size: size)
        case .global: globalFrame
        case .named(let name):
            if let origin = namedFrames[name]?.origin {
                globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
            } else {
                globalFrame
            }
        }
    }
}

/// A geometric value (a rectangle, a point) recorded on the stage, read back in another view's
/// coordinates through `GeometryProxy`'s subscript: SwiftUI's `Anchor`.
public struct Anchor<Value> {
    let global: Value
    let convert: @Sendable (Value, CGPoint) -> Value

    func value(relativeTo origin: CGPoint) -> Value {
        convert(global, origin)
    }

    /// Where an anchor's value comes from: SwiftUI's `Anchor.Source`.
    public struct Source {
        let make: @MainActor (CGRect) -> Anchor<Value>

        init(make: @escaping @MainActor (CGRect) -> Anchor<Value>) {
            self.make = make
        }
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor {
    /// An anchor of `global`, a value in stage coordinates, that `convert` moves into the
    /// coordinates of a view whose stage origin it is given: how other modules (Charts' plot
    /// frame) make anchors.
    @_spi(CadenceContent)
    public init(_global global: Value, convert: @escaping @Sendable (Value, CGPoint) -> Value) {
        self.global = global
        self.convert = convert
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }

    /// A rectangle in the view's coordinates (its bounds for `nil`).
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(Optional(r)) }

    private static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            let local = r ?? CGRect(origin: .zero, size: frame.size)
            return Anchor(global: local.offsetBy(dx: frame.minX, dy: frame.minY)) { value, origin in
                value.offsetBy(dx: -origin.x, dy: -origin.y)
            }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(global: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) { value, origin in
                CGPoint(x: value.x - origin.x, y: value.y - origin.y)
            }
        }
    }

    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(global: CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)) { value, origin in
                CGPoint(x: value.x - origin.x, y: value.y - origin.y)
            }
        }
    }

    /// The top-leading corner of the view's bounds.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre of the view's bounds.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
