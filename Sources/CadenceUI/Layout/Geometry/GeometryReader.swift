/// A container that gives its content its own size and position: SwiftUI's `GeometryReader`.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule()
///         .fill(.blue)
///         .frame(width: proxy.size.width * progress, height: 8)
/// }
/// .frame(height: 8)
/// ```
///
/// Like SwiftUI's, the reader takes all the space it is offered (10 × 10 points for a dimension that
/// is not offered, SwiftUI's default), offers it to its content, and places the content at its top
/// leading corner (several views in the content are stacked there, as in a `ZStack`). The proxy
/// describes the frame the reader was drawn in; when that changes, the content is evaluated again
/// before the stage hands out the frame (see ``GeometryProxy``).
public nonisolated struct GeometryReader<Content: View>: View {
    /// The content, built from the proxy of the frame the reader was given.
    public var content: (GeometryProxy) -> Content

    /// Makes a reader that builds `content` from its own frame.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

/// The geometry a reader's content was last evaluated with, kept per reader identity.
@MainActor
final class GeometryProbe {
    unowned let graph: ViewGraph
    var geometry = MeasuredGeometry()

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// The frame (`LayoutSession.frameNumber`) of the last record.
    private var recordedFrame = -1

    /// Records what drawing measured in frame `frameNumber`; a change makes the views be evaluated
    /// again. Only the first drawing of a frame counts: a reader drawn twice (in a modifier applied
    /// to each view of a `ForEach` or `Group`, which share its identity) measures two frames, and
    /// taking each in turn never settled.
    func record(_ measured: MeasuredGeometry, frameNumber: Int) {
        guard recordedFrame != frameNumber else { return }
        recordedFrame = frameNumber
        guard measured != geometry else { return }
        geometry = measured
        graph.invalidate()
    }
}

/// Storage slots for built-in views' own cells, apart from `@State`'s (which count up from 0).
enum BuiltinCell {
    static let geometry = -1
    static let scroll = -2
    static let scrollReader = -3
    static let press = -4
    static let navigation = -5
    static let presentation = -6
    static let control = -7
    static let geometryChange = -8
    static let preferenceChange = -9
    static let anchorPreference = -10
    static let tabSelection = -21
    static let swipe = -22
    static let search = -23
    static let refresh = -24
    static let defaultFocus = -25
}

extension ResolveContext {
    /// The built-in cell in `slot` of this identity, made by `make` the first time.
    func cell<T: AnyObject>(_ slot: Int, make: () -> T) -> T {
        let storage = storage()
        if let existing = storage.stateCells[slot] as? T { return existing }
        let made = make()
        storage.stateCells[slot] = made
        return made
    }
}

extension GeometryReader: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let probe = context.cell(BuiltinCell.geometry) { GeometryProbe(graph: context.graph) }
        context.graph.passReadsGeometry = true
        let children = context.resolve(content(GeometryProxy(geometry: probe.geometry)), at: .child(0))
        let node = LayoutNode(.custom(GeometryReaderLayout(probe: probe), children: children))
        node.isRightToLeft = context.environment.layoutDirection == .rightToLeft
        return [node]
    }
}

struct GeometryReaderLayout: NodeLayout {
    let probe: GeometryProbe

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        let offered = ProposedViewSize(size)
        return children.map { LayoutEngine.Placement(proposal: offered, frame: CGRect(origin: .zero, size: engine.size($0, offered))) }
    }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {
        guard !builder.isRecordingOnly else { return }
        probe.record(MeasuredGeometry(frame: frame, state: state), frameNumber: builder.engine.session.frameNumber)
    }
}

// MARK: onGeometryChange

extension View {
    /// Runs `action` with the value `transform` computes from this view's geometry, when the view is
    /// first drawn and whenever the value changes.
    ///
    /// ```swift
    /// .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
    /// ```
    public nonisolated func onGeometryChange<T: Equatable>(
        for type: T.Type,
        of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// Runs `action` with the old and new values `transform` computes from this view's geometry,
    /// whenever the value changes (the first time, old and new are the same).
    public nonisolated func onGeometryChange<T: Equatable>(
        for type: T.Type,
        of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}

nonisolated struct GeometryChangeModifier<T: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let watcher = context.cell(BuiltinCell.geometryChange) { GeometryWatcher() }
        context.graph.passReadsGeometry = true
        watcher.update = { [unowned watcher] geometry in
            let value = transform(GeometryProxy(geometry: geometry))
            let old = watcher.last as? T
            guard old != value else { return }
            watcher.last = value
            action(old ?? value, value)
        }
        return content(context).map { LayoutNode(.custom(GeometryWatchLayout(watcher: watcher), children: [$0])) }
    }
}

@MainActor
final class GeometryWatcher {
    var last: Any?
    var update: ((MeasuredGeometry) -> Void)?
}

struct GeometryWatchLayout: UnaryNodeLayout {
    let watcher: GeometryWatcher

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        let size = engine.size(child, proposal, stackAxis: stackAxis)
        return (size, LayoutEngine.Placement(proposal: proposal, frame: CGRect(origin: .zero, size: size)))
    }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {
        guard !builder.isRecordingOnly else { return }
        watcher.update?(MeasuredGeometry(frame: frame, state: state))
    }
}
