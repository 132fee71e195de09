/// One node of the resolved tree that layout sizes and places and the renderer turns into display
/// items. Built afresh by each evaluation of the view graph; sizes are cached per proposal.
final class LayoutNode {
    enum Kind {
        case text(TextContent)
        case symbol(SymbolContent)
        case shape(ShapeContent)
        /// Flexible space along the enclosing stack's axis (both axes outside stacks).
        case spacer(minLength: CGFloat?)
        /// `HStack`/`VStack`: `alignment` is used across `axis` only.
        case stack(axis: Axis, alignment: Alignment, spacing: CGFloat?, children: [LayoutNode])
        case zStack(alignment: Alignment, children: [LayoutNode])
        case frame(FrameLayout, child: LayoutNode)
        case padding(EdgeInsets, child: LayoutNode)
        /// `overlay`/`background`: the secondary is sized to the primary and aligned in it.
        case decorated(alignment: Alignment, isBackground: Bool, primary: LayoutNode, secondary: LayoutNode)
        /// Changes how the child is drawn, never the node's size (a matched geometry effect lays the
        /// child out again while drawing, inside the frame its parent gave the node).
        case effect(RenderEffect, child: LayoutNode)
        /// A container with its own layout rules (grids, scroll views, geometry readers, the
        /// layout modifiers and user `Layout`s): see ``NodeLayout``.
        case custom(any NodeLayout, children: [LayoutNode])
    }

    /// What the node is. Changed only by `adopt(_:)`, when a frame resolves the view that made it
    /// again and the node keeps its place in the tree (see `SubtreeRecord`), and by a patch of its
    /// render effect (`setEffect(_:child:)`).
    var kind: Kind {
        // Lent, not copied: most readers only test the case.
        _read {
            if kindEffectIsBehind { catchUpKindEffect() }
            yield storedKind
        }
        set {
            storedKind = newValue
            kindEffectIsBehind = false
            if case .effect(let effect, let child) = newValue {
                (animatedEffect, effectChild) = (AnimatedEffect(effect), child)
            } else {
                (animatedEffect, effectChild) = (nil, nil)
            }
        }
    }
    // The fields a frame that patches render effects reads and writes come first, before the
    // kind and the emission (hundreds of bytes each) and the rarely set traits: a frame touches a
    // few thousand nodes, and every cache line a node's fields spread over is a miss.
    // They are not checked for exclusive access at run time (`@exclusivity(unchecked)`): a patched
    // frame reads and writes several per node, and each check cost about as much as the write.
    // Nothing accesses one while an access to it is open (`kind` lends `storedKind` to readers that
    // only look).

    /// A node of a conditional view's branch (`if`, `switch`): where layout last put it is kept, so
    /// that once the branch is removed its removal transition plays there.
    @exclusivity(unchecked) var isBranchContent = false
    /// A removed branch playing its removal transition: it takes no room in its container (the
    /// views around close up at once, gliding in an animated transaction, as in SwiftUI) and is
    /// drawn where layout last put it.
    @exclusivity(unchecked) var isRemoved = false
    /// The transaction the view that made this node was resolved in, when it has an animation:
    /// a change of where layout puts the node animates with it.
    var geometryTransaction: Transaction? {
        get { geometryTransactionBox?.transaction }
        set { geometryTransactionBox = newValue.map(TransactionBox.init) }
    }
    /// Marks the node as resolved in the pass of `generation` outside an animated transaction (what
    /// a patch of its effect amounts to, see `keyGeometry`). The transaction is cleared only when
    /// set, by testing its box: asking the optional transaction copies it, and assigning it destroys
    /// the old one, through its witnesses.
    func notePatched(inGeneration generation: Int) {
        resolvedGeneration = generation
        if geometryTransactionBox != nil { geometryTransactionBox = nil }
    }
    /// `geometryTransaction`, boxed: most nodes have none, and one word is cheaper to test and
    /// clear than the transaction.
    @exclusivity(unchecked) var geometryTransactionBox: TransactionBox?
    /// The graph generation that resolved this node.
    @exclusivity(unchecked) var resolvedGeneration = 0
    /// For a render effect that animates its parameters (scale, rotation, offset, opacity): the
    /// `StateAnimationDriver` that presented them, so a frame that patches the effect in place
    /// (`PatchableContent`) presents the new parameters through the same driver.
    @exclusivity(unchecked) var effectDriver: AnyObject?
    /// The driver that writes into this render effect node, as the link it reaches the node through
    /// (see `EffectNodeLink`).
    @exclusivity(unchecked) var effectLink: EffectNodeLink?
    /// Whether drawing records where and how this node was drawn (`emission`): a node a subtree
    /// pass patches in place, which the next frame may draw again on its own.
    @exclusivity(unchecked) var recordsEmission = false
    /// The child of a render-effect node (`kind` is `.effect`), `nil` for any other node: what
    /// layout asks of an effect node is asked of its child, and testing `kind` copies it.
    @exclusivity(unchecked) private(set) var effectChild: LayoutNode?
    /// The render effect of an effect node when it is one that animates (scale, rotation, offset,
    /// opacity), `nil` for any other node, kept beside the kind as plain values: a frame asks it of
    /// every patched node, and reading it out of the kind, or out of a `RenderEffect`, copied the
    /// whole enum through its witnesses.
    @exclusivity(unchecked) private(set) var animatedEffect: AnimatedEffect?
    /// The size `LayoutEngine.size` answered last and for what, so the same question at the next
    /// frame is answered without hashing (`nil` whenever the cache changes).
    @exclusivity(unchecked) var lastSize: (key: SizeKey, size: CGSize)?
    @exclusivity(unchecked) private var storedKind: Kind
    /// Whether `storedKind`'s effect is older than `animatedEffect`: a patched frame writes only the
    /// effect's parameters (`setEffect(_:child:)` with the same child), and the kind takes them when
    /// it is next read. Writing the kind at every frame released and retained its child, and
    /// frames that only patch never read it (they move the drawn items, see
    /// `DisplayListBuilder.patch`).
    @exclusivity(unchecked) private var kindEffectIsBehind = false

    /// Writes `animatedEffect` into the kind (see `kindEffectIsBehind`).
    private func catchUpKindEffect() {
        kindEffectIsBehind = false
        guard let animatedEffect, let effectChild else { return }
        storedKind = .effect(animatedEffect.renderEffect, child: effectChild)
    }

    /// Makes this node the render effect `effect` around `child`.
    func setEffect(_ effect: RenderEffect, child: LayoutNode) {
        storedKind = .effect(effect, child: child)
        kindEffectIsBehind = false
        // A patch keeps the child: not written again (each write retains, releases and is checked
        // for exclusive access).
        if effectChild !== child { effectChild = child }
        animatedEffect = AnimatedEffect(effect)
    }

    /// Makes this node the render effect that animates `effect` around `child` (what a patched frame
    /// writes: the effect's case is known without asking a `RenderEffect`).
    func setEffect(_ effect: AnimatedEffect, child: LayoutNode) {
        animatedEffect = effect
        if effectChild === child {
            // The kind is already this effect around `child`: it takes the new parameters when it
            // is next read.
            kindEffectIsBehind = true
        } else {
            storedKind = .effect(effect.renderEffect, child: child)
            kindEffectIsBehind = false
            effectChild = child
        }
    }
    /// How this node was last drawn, when it `recordsEmission`.
    @exclusivity(unchecked) var emission: DisplayListBuilder.Emission?
    var sizeCache: [SizeKey: CGSize] = [:] {
        didSet { lastSize = nil }
    }
    var textCache: [CGFloat?: TextLayout] = [:]
    /// A stack's size and its children's placements, per proposal (see `LayoutEngine.stackLayout`).
    var stackLayouts: [ProposedViewSize: (size: CGSize, placements: [LayoutEngine.Placement])] = [:]

    /// `layoutPriority(_:)`: stacks size higher priorities first (looked up through unary wrappers).
    var layoutPriority: Double = 0
    /// `zIndex(_:)`: containers draw higher values in front (stable for equal values).
    var zIndex: Double = 0
    /// `alignmentGuide(_:computeValue:)`s set on this node, by alignment key.
    var explicitGuides: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]
    /// Whether this node or one below it has explicit guides (so guide lookups can skip the walk).
    var containsExplicitGuides: Bool
    /// The explicit identity (`.id(_:)`, a `ForEach` element id) of the view this node draws, for
    /// `ScrollViewProxy.scrollTo(_:anchor:)`.
    var explicitID: AnyHashable?
    /// Preference values set on this node (`preference(key:value:)`), in the order set.
    var preferences: [PreferenceEntry] = []
    /// Laid out right to left (`layoutDirection == .rightToLeft` where it was made): its children's
    /// positions are mirrored horizontally when drawn.
    var isRightToLeft = false
    /// `gridCellColumns`, `gridColumnAlignment`, … for a view in a `Grid`.
    var gridTraits = GridTraits()
    /// The factor a text with a `minimumScaleFactor` was shrunk by, per proposed width.
    var textScales: [CGFloat?: CGFloat] = [:]
    /// `layoutValue(key:value:)`s set on this view, by key type, for the `Layout` arranging it.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// `tag(_:)`: the value a picker option or a tab stands for.
    var tag: AnyHashable?
    /// `listRowInsets`, `listRowBackground`, `listRowSeparator` of a `List` or `Form` row.
    var listRow = ListRowTraits()
    /// `presentationDetents(_:)` on a sheet's content: the height it rests at.
    var sheetDetent: PresentationDetent?
    /// `tabItem(_:)`: resolves the tab's item label for its tab view's tab bar.
    var tabItem: ContentResolver?
    /// `badge(_:)`: the text of the badge on a tab's item or at a list row's trailing edge.
    var badge: String?
    /// `customizationID`, `tabPlacement`, `defaultVisibility(_:for:)` of a tab. Boxed: inline, the
    /// traits (a string, a dictionary, four enums) made every node larger, and a frame touches
    /// thousands of nodes (a stage frame of 1,000 views measured slower).
    var tabTraits: TabTraits? {
        get { tabTraitsBox?.traits }
        set { tabTraitsBox = newValue.map(TabTraitsBox.init) }
    }
    private var tabTraitsBox: TabTraitsBox?

    private final class TabTraitsBox {
        let traits: TabTraits
        init(_ traits: TabTraits) { self.traits = traits }
    }
    /// Names this node's geometry across evaluations, for layout animation (`LayoutAnimations`);
    /// set when the view that made it is resolved.
    var geometryKey: GeometryKey?

    deinit {
        effectLink?.nodeWillGo(Unmanaged.passUnretained(self).toOpaque())
    }

    init(_ kind: Kind) {
        storedKind = kind
        if case .effect(let effect, let child) = kind { (animatedEffect, effectChild) = (AnimatedEffect(effect), child) }
        containsExplicitGuides = Self.childrenContainGuides(kind)
    }

    private static func childrenContainGuides(_ kind: Kind) -> Bool {
        switch kind {
        case .text, .symbol, .shape, .spacer: false
        case .stack(_, _, _, let children), .zStack(_, let children), .custom(_, let children):
            children.contains { $0.containsExplicitGuides }
        case .frame(_, let child), .padding(_, let child), .effect(_, let child): child.containsExplicitGuides
        case .decorated(_, _, let primary, _): primary.containsExplicitGuides
        }
    }

    /// The first value `read` finds on this node or down its chain of single children (modifiers
    /// wrap a view's node, so a trait set inside a `.padding()` is still the view's).
    func trait<T>(_ read: (LayoutNode) -> T?) -> T? {
        if let value = read(self) { return value }
        return wrappedChild?.trait(read)
    }

    /// The one node this node wraps (a frame, padding, effect, the primary of an overlay or
    /// background, a single-child layout), or `nil` for leaves and containers of several.
    var wrappedChild: LayoutNode? {
        switch kind {
        case .frame(_, let child), .padding(_, let child), .effect(_, let child): child
        case .decorated(_, _, let primary, _): primary
        case .custom(_, let children) where children.count == 1: children[0]
        default: nil
        }
    }

    /// Whether layout animation moves this node: what is drawn (texts, symbols, shapes) and the
    /// render effects that group what they wrap, as SwiftUI animates the geometry of displayed
    /// views and effect layers. Stacks, frames, paddings and other layout-only containers have no
    /// place of their own on screen: what they hold moves relative to the nearest group above.
    /// A matched geometry effect is the exception: its own animation moves it (and what it wraps).
    var animatesGeometry: Bool {
        switch kind {
        case .effect(.matchedGeometry, _): false
        case .text, .symbol, .shape, .effect: true
        default: false
        }
    }

    /// Whether the node is drawn at the size its geometry animates to (shapes and symbols); texts
    /// and effects move at the size layout gave them (an effect's anchor and a button's tappable
    /// frame stay those of what it wraps).
    var drawsAnimatedSize: Bool {
        switch kind {
        case .shape, .symbol: true
        default: false
        }
    }

    struct SizeKey: Hashable {
        var proposal: ProposedViewSize
        var stackAxis: Axis?
    }
}

/// Fixed (`frame(width:height:)`) or flexible (`frame(minWidth:…)`) frames.
enum FrameLayout {
    case fixed(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexible(FlexibleFrame)

    var alignment: Alignment {
        switch self {
        case .fixed(_, _, let alignment): alignment
        case .flexible(let frame): frame.alignment
        }
    }
}

struct FlexibleFrame {
    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var idealHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment
}

struct TextContent {
    var string: String
    var font: ResolvedFont
    var color: Color.Resolved
    /// The styled runs, when the text has more than one style (concatenation, Markdown).
    var runs: [DisplayList.TextRun] = []
    /// At most this many lines (`nil`: as many as needed); the last one ends in "…" when cut.
    var lineLimit: Int?
    var alignment: TextAlignment = .leading
    /// Extra points between lines.
    var lineSpacing: CGFloat = 0
    /// How far text may shrink to fit its width (1: never).
    var minimumScaleFactor: CGFloat = 1
    /// Extra points after each character (`tracking`, `kerning`).
    var tracking: CGFloat = 0
    /// What fills the glyphs when the foreground style is a gradient (`foregroundStyle(LinearGradient(…))`),
    /// placed in the text's frame; `nil` fills them with `color`.
    var paintSource: ResolvedPaint?
}

struct SymbolContent {
    var name: String
    var font: ResolvedFont
    var color: Color.Resolved
    var isResizable: Bool
}

struct ShapeContent {
    var shape: any Shape
    var paint: DisplayList.Paint
    /// A gradient or material to draw instead of `paint`'s colour (placed in the frame when drawn).
    var paintSource: ResolvedPaint? = nil
    /// The full stroke, when it is more than a width.
    var strokeStyle: StrokeStyle? = nil
    var fillStyle = FillStyle()
}

/// The render effects whose parameters animate, with those parameters: a `RenderEffect`'s scale,
/// rotation, offset and opacity cases as plain values (copied as bytes, where a `RenderEffect`,
/// which holds references in its other cases, is copied and destroyed through its witnesses).
enum AnimatedEffect {
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case offset(CGSize)
    case opacity(Double)

    /// `effect`'s parameters, when it is one of the effects that animate.
    init?(_ effect: RenderEffect) {
        switch effect {
        case .scale(let scale, let anchor): self = .scale(scale, anchor: anchor)
        case .rotation(let angle, let anchor): self = .rotation(angle, anchor: anchor)
        case .offset(let offset): self = .offset(offset)
        case .opacity(let opacity): self = .opacity(opacity)
        case .hidden, .clip, .button, .names, .snapshot, .sizeRelativeOffset, .accessibility, .matchedGeometry, .transitionOpacity, .layer, .interaction: return nil
        }
    }

    /// The render effect with these parameters.
    var renderEffect: RenderEffect {
        switch self {
        case .scale(let scale, let anchor): .scale(scale, anchor: anchor)
        case .rotation(let angle, let anchor): .rotation(angle, anchor: anchor)
        case .offset(let offset): .offset(offset)
        case .opacity(let opacity): .opacity(opacity)
        }
    }
}

/// What a render-only modifier does to its content.
enum RenderEffect {
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case offset(CGSize)
    /// An offset in units of the node's own size (a transition's `.move(edge:)`).
    case sizeRelativeOffset(CGSize)
    /// Drawn in the frame a `matchedGeometryEffect` gives it: laid out again at the matched size and
    /// position (a zoom destination: scaled and moved from its own), while its parent sees its own.
    case matchedGeometry(MatchedGeometryLink)
    case opacity(Double)
    /// A transition's fade: drawn like `opacity`, but the view stays in the accessibility tree at
    /// any opacity, since it is being inserted (SwiftUI reads views by their state, not by what is
    /// drawn at this instant; a view being removed is hidden by its host instead).
    case transitionOpacity(Double)
    case hidden
    case clip(any Shape)
    /// A button: its frame becomes tappable by the stage.
    case button(ButtonTarget)
    /// Names a stage can find buttons by: accessibility identifiers, `tapTarget` names, labels.
    case names(identifiers: [String], labels: [String])
    /// The outgoing picture of a cross-fade: drawn, but its buttons and names are not the stage's.
    case snapshot
    /// An accessibility modifier: changes the accessibility tree, never the drawing.
    case accessibility(AccessibilityAttachment)
    /// A drawing effect (blur, colour matrix, shadow, mask, blend mode, projection, compositing
    /// group) or a canvas: see `LayerRequest` in Effects/.
    case layer(LayerRequest)
    /// A gesture, content shape, hit-testing or enabled change: what the stage's pointer finds here.
    case interaction(InteractionAttachment)
}

extension RenderEffect {
    /// Whether the effect moves its content by a transform of its own parameters alone (scale,
    /// rotation, offset): what a frame in which only those parameters changed can apply to the
    /// items already drawn (`DisplayListBuilder.patch`).
    var movesDrawing: Bool {
        switch self {
        case .scale, .rotation, .offset: true
        default: false
        }
    }

    /// Whether it is an `opacity(_:)`: what a frame in which only its opacity changed can apply to
    /// the items already drawn, by fading them again (`DisplayListBuilder.patch`).
    var isOpacity: Bool {
        if case .opacity = self { true } else { false }
    }
}

/// A button as the stage sees it while drawing: what it does when tapped.
struct ButtonTarget {
    var action: @MainActor () -> Void
    /// Shows the pressed state while a stage press lasts (button styles read it).
    var setPressed: (@MainActor (Bool) -> Void)? = nil
    /// Whether a pointer's tap on it runs the action: `false` under a custom `PrimitiveButtonStyle`,
    /// whose body decides which gestures call `trigger()` (taps by label still run the action).
    var takesPointer = true
    /// The button's role (`Button(_:role:action:)`): a confirmation dialog shows its cancel button
    /// apart from the others.
    var role: ButtonRole? = nil
    /// Whether holding the button repeats its action (`buttonRepeatBehavior(.enabled)`).
    var repeats = false
}

/// A transaction kept by reference (see `LayoutNode.geometryTransaction`).
final class TransactionBox {
    let transaction: Transaction
    init(_ transaction: Transaction) { self.transaction = transaction }
}
