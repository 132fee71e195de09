/// Places the layout nodes and turns them into display-list items, accumulating render effects
/// (transform, opacity, clips) on the way down, and noting where the buttons are for taps.
@MainActor
struct DisplayListBuilder {
    let engine: LayoutEngine
    private(set) var items: [DisplayList.Item] = []
    private(set) var buttons: [TappableButton] = []
    /// The frame's accessibility tree, built along the way.
    private(set) var accessibility = AccessibilityTreeBuilder()
    private var matchedGeometryLinks: [MatchedGeometryLink] = []
    /// The id of the next effect layer (unique within the list).
    private var nextLayerID = 1
    /// What the stage's pointer can hit in this frame (see `HitTesting`).
    private(set) var hitFrame = HitFrame()
    /// Whether what this build drew depends only on the nodes (and the stage's size): no container
    /// with its own layout rules (scroll views, geometry readers, controls, user layouts read state
    /// kept outside the nodes), no matched geometry and no canvas (drawn by a closure). The stage
    /// draws such nodes again only when the graph resolves new ones or a layout animation runs.
    private(set) var dependsOnNodesOnly = true

    /// How this build takes part in layout animation (see `LayoutAnimations`).
    enum LayoutAnimationRole {
        /// Draws views where their layout animations put them now, changing nothing (a measuring
        /// draw for geometry readers).
        case present
        /// A drawn frame: records where layout puts every view (a change starts its animation or
        /// jumps) and draws them where the animations put them.
        case render
        /// Only records the layout, with no side effect on geometry readers, matched geometry or the
        /// stage's targets: before and after an animated pass.
        case record
    }

    /// The stage's layout animations, the time they are drawn at and the Reduce Motion setting
    /// they start under; `nil`: views are drawn where layout puts them.
    struct LayoutAnimationContext {
        var store: LayoutAnimations
        var role: LayoutAnimationRole
        var time: Double
        var reduceMotion: Bool
        var policy: ReduceMotionPolicy<Animation>
        /// The generation of the nodes drawn (a node resolved after the last recording animates its
        /// changes with the transaction it was resolved in).
        var generation: Int
    }

    let layoutAnimation: LayoutAnimationContext?
    /// Tells this build's `Emission`s from those of others (`-1`: none is kept).
    var buildID = -1
    /// Where this builder's first item goes in the list it draws into (non-zero when it draws a
    /// node again into a list drawn before: see `patch(_:nodes:build:)`).
    private var itemOffset = 0
    /// Draws nodes again into a list drawn before: the emissions it records replace those of the
    /// build it patches.
    private var isPatching = false
    /// How many scale, rotation and offset effects this builder has applied (an effect node's items
    /// were drawn with its own transform when none was applied while drawing its child).
    private var transformingEffects = 0
    /// How many emissions (`Emission`) this builder has recorded.
    private var recordedEmissions = 0
    /// The nodes whose emissions this builder recorded inside an opacity node noting its fade, in
    /// order (see `Emission.FadeInput`); kept only then, so that other builds add nothing to it.
    private var recordedNodes: [LayoutNode] = []
    /// How many opacity and transition-opacity effects this builder has applied (an opacity node's
    /// items were faded by its own opacity alone when none was applied while drawing its child).
    private var fadingEffects = 0
    /// Whether items drawn now note their paint before fading (`unfadedPaints`): while drawing the
    /// child of an opacity node that records its emission.
    private var notesUnfadedPaints = 0
    /// The paints of the plain shapes drawn while `notesUnfadedPaints`, before fading, by item index.
    private var unfadedPaints: [(item: Int, paint: DisplayList.Paint)] = []
    /// What the last opacity node that `recordsEmission` faded (see `Emission.FadeInput`): the
    /// opacities, and where its unfaded paints and inner recorded nodes are in this builder's lists.
    private var lastFadeNote: (node: LayoutNode, opacity: Double, readableOpacity: Double, drawnReadableOpacity: Double,
                               paints: Range<Int>, innerNodes: Range<Int>)?
    /// What the last effect node that `recordsEmission` drew under (see `Emission.EffectInput`).
    private var lastEffectInput: (node: LayoutNode, input: Emission.EffectInput)?

    /// Whether this build only records layout (no geometry-reader, matched-geometry or stage side
    /// effects).
    var isRecordingOnly: Bool { layoutAnimation?.role == .record }

    init(engine: LayoutEngine, layoutAnimation: LayoutAnimationContext? = nil) {
        self.engine = engine
        self.layoutAnimation = layoutAnimation
    }

    /// What is accumulated from the root down to a node.
    ///
    /// Copied at every node (several times), so what changes at most nodes is stored inline and the
    /// rest, which few nodes change, is one reference (`Surroundings`, copied on write): a copy
    /// retains three references instead of nine.
    struct RenderState {
        var transform = AffineTransform2D.identity
        var opacity: Double = 1
        /// The opacity a screen reader goes by: `opacity` without the fades of transitions that
        /// insert a view (see `RenderEffect.transitionOpacity`).
        var readableOpacity: Double = 1
        var clips: [DisplayList.Clip] = []
        /// The effect layers this node is drawn in, outermost first.
        var layers: [DisplayList.Layer] = []
        /// The innermost button containing this node, as an index into `buttons`.
        var button: Int?
        /// Inside the outgoing picture of a cross-fade: nothing here is tappable or named.
        var isSnapshot = false
        /// Under `accessibilityHidden(true)`: texts drawn here do not name the button around them.
        var isHiddenFromAccessibility = false
        /// The origin, as drawn, of the nearest node above whose geometry animates (a render
        /// effect; the stage's corner at the root): layout animation moves a node relative to it.
        var layoutParentOrigin = CGPoint.zero
        /// Where layout puts this node minus where it is drawn (the sum of the layout animations
        /// above): geometry readers and coordinate spaces measure layout, not the animation.
        var layoutDelta = CGSize.zero
        /// `false` inside the outgoing picture of a cross-fade and inside masks, which draw views
        /// already drawn (or about to be) elsewhere.
        var animatesLayout = true
        private var surroundings = Surroundings()

        /// The state few nodes change.
        private final class Surroundings {
            var identifiers: [String] = []
            var labels: [String] = []
            var coordinateSpaces: [AnyHashable: CGRect] = [:]
            var safeArea = CGRect.zero
            var scrollContent: (state: ScrollState, origin: CGPoint)?
            var stageSize = CGSize.zero
            var hitTest = HitTestState()

            func copy() -> Surroundings {
                let copy = Surroundings()
                copy.identifiers = identifiers
                copy.labels = labels
                copy.coordinateSpaces = coordinateSpaces
                copy.safeArea = safeArea
                copy.scrollContent = scrollContent
                copy.stageSize = stageSize
                copy.hitTest = hitTest
                return copy
            }
        }

        /// The surroundings, this state's own (copied first if another state shares them).
        private mutating func ownSurroundings() -> Surroundings {
            if !isKnownUniquelyReferenced(&surroundings) { surroundings = surroundings.copy() }
            return surroundings
        }

        /// Names from `accessibilityIdentifier`/`tapTarget` and accessibility labels above this node.
        var identifiers: [String] {
            get { surroundings.identifiers }
            set { ownSurroundings().identifiers = newValue }
        }
        var labels: [String] {
            get { surroundings.labels }
            set { ownSurroundings().labels = newValue }
        }
        /// Named coordinate spaces above this node: their frames on the stage.
        var coordinateSpaces: [AnyHashable: CGRect] {
            get { surroundings.coordinateSpaces }
            set { ownSurroundings().coordinateSpaces = newValue }
        }
        /// The safe area on the stage (the stage's rect inset by its safe area insets, shrunk by
        /// `safeAreaInset` and `safeAreaPadding` above this node).
        var safeArea: CGRect {
            get { surroundings.safeArea }
            set { ownSurroundings().safeArea = newValue }
        }
        /// The scroll view this node is drawn in and the stage position of its content's origin, so
        /// identified views record where they are for `ScrollViewProxy.scrollTo`.
        var scrollContent: (state: ScrollState, origin: CGPoint)? {
            get { surroundings.scrollContent }
            set { ownSurroundings().scrollContent = newValue }
        }
        /// The stage's size (what `ignoresSafeArea` grows into).
        var stageSize: CGSize {
            get { surroundings.stageSize }
            set { ownSurroundings().stageSize = newValue }
        }
        /// Gestures, buttons and hit-testing above this node, for the stage's pointer.
        var hitTest: HitTestState {
            get { surroundings.hitTest }
            set { ownSurroundings().hitTest = newValue }
        }
    }

    /// Lays out `nodes` as the stage's root in `size` (several root views stack vertically, as in a
    /// window) and draws them centred, as a hosting view centres its content.
    /// The root is offered the stage's safe area (the whole stage without safe area insets) and
    /// centred in it; views that ignore the safe area grow into the insets.
    mutating func build(root nodes: [LayoutNode], in size: CGSize, safeAreaInsets insets: EdgeInsets = EdgeInsets()) {
        engine.session.stageSize = size
        engine.session.safeAreaInsets = insets
        if !isRecordingOnly { engine.session.beginFrame() }
        if let layoutAnimation, layoutAnimation.role != .present { layoutAnimation.store.beginRecording() }
        defer {
            if let layoutAnimation, layoutAnimation.role != .present {
                layoutAnimation.store.endRecording(generation: layoutAnimation.generation)
            }
        }
        guard !nodes.isEmpty else { return }
        let root = nodes.count == 1 ? nodes[0] : LayoutNode(.stack(axis: .vertical, alignment: .center, spacing: nil, children: nodes))
        let safe = CGRect(x: insets.leading, y: insets.top, width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        let proposal = ProposedViewSize(safe.size)
        let chosen = engine.size(root, proposal)
        let origin = CGPoint(x: safe.minX + (safe.width - chosen.width) / 2, y: safe.minY + (safe.height - chosen.height) / 2)
        var state = RenderState()
        state.safeArea = safe
        state.stageSize = size
        emit(root, at: origin, proposal: proposal, stackAxis: nil, state: state)
        // A matched view drawn before the view whose new frame starts its animation is drawn again.
        if !isRecordingOnly, matchedGeometryLinks.contains(where: { $0.registry.takeRedraw() }) {
            items = []
            buttons = []
            hitFrame = HitFrame()
            accessibility = AccessibilityTreeBuilder()
            matchedGeometryLinks = []
            engine.session.beginFrame()
            emit(root, at: origin, proposal: proposal, stackAxis: nil, state: state)
        }
    }

    /// Where a child placed at `placement` (in its container's coordinates) starts on the stage,
    /// mirrored horizontally in a right-to-left container.
    func childOrigin(_ container: LayoutNode, frame: CGRect, placement: CGRect) -> CGPoint {
        if container.isRightToLeft {
            return CGPoint(x: frame.maxX - placement.maxX, y: frame.minY + placement.minY)
        }
        return CGPoint(x: frame.minX + placement.minX, y: frame.minY + placement.minY)
    }

    /// Draws `node` laid out at `laidOutOrigin` with `proposal`, under `state`; a node that
    /// `recordsEmission` also notes how (see `Emission`).
    mutating func emit(_ node: LayoutNode, at laidOutOrigin: CGPoint, proposal: ProposedViewSize, stackAxis: Axis?, state: RenderState) {
        guard node.recordsEmission, !isRecordingOnly else {
            emitNode(node, at: laidOutOrigin, proposal: proposal, stackAxis: stackAxis, state: state)
            return
        }
        let before = mark
        lastEffectInput = nil
        lastFadeNote = nil
        emitNode(node, at: laidOutOrigin, proposal: proposal, stackAxis: stackAxis, state: state)
        let after = mark
        // Drawn twice in one build (a mask, the outgoing picture of a cross-fade): no one place.
        let once = isPatching || node.emission?.build != buildID
        recordedEmissions += 1
        if notesUnfadedPaints > 0 { recordedNodes.append(node) }
        var fadeInput: Emission.FadeInput?
        if let fade = lastFadeNote, fade.node === node {
            fadeInput = Emission.FadeInput(
                opacity: fade.opacity, readableOpacity: fade.readableOpacity, drawnReadableOpacity: fade.drawnReadableOpacity,
                paints: unfadedPaints[fade.paints].map(\.paint), innerNodes: Array(recordedNodes[fade.innerNodes]))
        }
        lastFadeNote = nil
        node.emission = Emission(
            build: once ? buildID : -1, items: before.items..<after.items, firstLayerID: before.layerID, layerIDs: after.layerID - before.layerID,
            state: state, origin: laidOutOrigin, proposal: proposal, stackAxis: stackAxis,
            isQuiet: before.isQuietUntil(after) && state.button == nil && state.hitTest.chain.isEmpty && state.scrollContent == nil,
            drewVisibly: after.visibleItems > before.visibleItems,
            effectInput: takeEffectInput(of: node), fadeInput: fadeInput
        )
        if notesUnfadedPaints == 0 {
            unfadedPaints.removeAll(keepingCapacity: true)
            recordedNodes.removeAll(keepingCapacity: true)
        }
    }

    private mutating func emitNode(_ node: LayoutNode, at laidOutOrigin: CGPoint, proposal: ProposedViewSize, stackAxis: Axis?, state: RenderState) {
        var laidOutOrigin = laidOutOrigin, proposal = proposal
        if let context = layoutAnimation, state.animatesLayout, let key = node.geometryKey {
            let recording = context.role != .present
            if node.isRemoved {
                // A removed branch takes no room: it plays its removal where layout last put it.
                // (Found through the transition's effects, which wrap the branch's node now.)
                var inner = node.wrappedChild
                while let candidate = inner {
                    if let childKey = candidate.geometryKey, let placed = context.store.removedBranch(childKey, recording: recording) {
                        laidOutOrigin = CGPoint(x: state.layoutParentOrigin.x + placed.frame.minX, y: state.layoutParentOrigin.y + placed.frame.minY)
                        proposal = placed.proposal
                        break
                    }
                    inner = candidate.wrappedChild
                }
            } else if node.isBranchContent, recording {
                let parent = state.layoutParentOrigin
                let size = engine.size(node, proposal, stackAxis: stackAxis)
                context.store.recordBranch(key, frame: CGRect(x: laidOutOrigin.x - parent.x, y: laidOutOrigin.y - parent.y, width: size.width, height: size.height), proposal: proposal)
            }
        }
        let size = engine.size(node, proposal, stackAxis: stackAxis)
        var state = state
        let frame = animatedFrame(node, laidOut: CGRect(origin: laidOutOrigin, size: size), state: &state)
        let origin = frame.origin
        if let id = node.explicitID, let scroll = state.scrollContent, !isRecordingOnly {
            scroll.state.itemFrames[id] = frame.offsetBy(dx: -scroll.origin.x, dy: -scroll.origin.y)
        }

        switch node.kind {
        case .text(let text):
            let layout = engine.textLayout(node, width: proposal.width)
            guard !layout.lines.isEmpty else { return }
            let alignment: CGFloat = switch text.alignment {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
            var font = text.font
            var runs = text.runs
            if let scale = node.textScales[proposal.width] {
                font.pointSize *= scale
                for index in runs.indices { runs[index].font.pointSize *= scale }
            }
            for index in runs.indices {
                runs[index].color = faded(runs[index].color, state)
                runs[index].underlineColor = runs[index].underlineColor.map { faded($0, state) }
                runs[index].strikethroughColor = runs[index].strikethroughColor.map { faded($0, state) }
            }
            let lines = layout.lines.enumerated().map { index, line in
                let top = frame.minY + CGFloat(index) * layout.lineHeight
                return DisplayList.TextLine(
                    text: line.text,
                    rect: CGRect(x: frame.minX + (frame.width - line.width) * alignment, y: top, width: line.width, height: layout.lineHeight - text.lineSpacing),
                    baseline: top + layout.ascent,
                    runs: line.pieces.compactMap { piece in
                        guard runs.indices.contains(piece.run) else { return nil }
                        var run = runs[piece.run]
                        run.text = piece.text
                        return run
                    }
                )
            }
            let shading = text.paintSource.map { $0.fading(by: Float(state.opacity)).shading(in: frame) }
            let item = DisplayList.TextItem(text: text.string, font: font, color: faded(text.color, state), rect: frame, lines: lines, runs: runs,
                                            tracking: text.tracking, shading: shading)
            append(.text(item), state)
            if let button = state.button, !state.isSnapshot, !state.isHiddenFromAccessibility { buttons[button].texts.append(text.string) }

        case .symbol(let symbol):
            append(.symbol(DisplayList.SymbolItem(name: symbol.name, rect: frame, color: faded(symbol.color, state))), state)

        case .shape(let content):
            let unfaded: DisplayList.Paint = switch content.paint {
            case .fill(let color): .fill(color)
            case .stroke(let color, let width): .stroke(color, lineWidth: width)
            }
            let paint = Self.faded(unfaded, by: state.opacity)
            let shading = content.paintSource.map { $0.fading(by: Float(state.opacity)).shading(in: frame) }
            if notesUnfadedPaints > 0, shading == nil { unfadedPaints.append((itemOffset + items.count, unfaded)) }
            append(.shape(DisplayList.ShapeItem(
                geometry: content.shape.geometry(in: frame), rect: frame, paint: paint, shading: shading,
                strokeStyle: content.strokeStyle, fillStyle: content.fillStyle
            )), state)

        case .spacer:
            break

        case .stack(let axis, _, _, let children):
            let placements = engine.stackLayout(of: node, proposal: proposal).placements
            for index in engine.drawingOrder(children, Array(children.indices)) {
                let placement = placements[index]
                emit(children[index], at: childOrigin(node, frame: frame, placement: placement.frame), proposal: placement.proposal, stackAxis: axis, state: state)
            }

        case .zStack(let alignment, let children):
            let placements = engine.zStack(children, alignment: alignment, proposal: proposal).placements
            for index in engine.drawingOrder(children, Array(children.indices)) {
                let placement = placements[index]
                emit(children[index], at: childOrigin(node, frame: frame, placement: placement.frame), proposal: placement.proposal, stackAxis: nil, state: state)
            }

        case .frame(let layout, let child):
            let placement = engine.frame(layout, child: child, proposal: proposal, stackAxis: stackAxis).child
            emit(child, at: childOrigin(node, frame: frame, placement: placement.frame), proposal: placement.proposal, stackAxis: stackAxis, state: state)

        case .padding(let insets, let child):
            let inner = engine.inset(proposal, by: insets)
            let childSize = engine.size(child, inner, stackAxis: stackAxis)
            let placement = CGRect(x: insets.leading, y: insets.top, width: childSize.width, height: childSize.height)
            emit(child, at: childOrigin(node, frame: frame, placement: placement), proposal: inner, stackAxis: stackAxis, state: state)

        case .custom(let layout, let children):
            dependsOnNodesOnly = false
            emitCustom(node, layout: layout, children: children, frame: frame, proposal: proposal, stackAxis: stackAxis, state: state)

        case .decorated(let alignment, let isBackground, let primary, let secondary):
            let placement = engine.decoration(secondary, primary: primary, primarySize: size, primaryProposal: proposal, alignment: alignment)
            let secondaryOrigin = childOrigin(node, frame: frame, placement: placement.frame)
            if isBackground {
                emit(secondary, at: secondaryOrigin, proposal: placement.proposal, stackAxis: nil, state: state)
            }
            emit(primary, at: origin, proposal: proposal, stackAxis: stackAxis, state: state)
            if !isBackground {
                emit(secondary, at: secondaryOrigin, proposal: placement.proposal, stackAxis: nil, state: state)
            }

        case .effect(.matchedGeometry(let link), let child):
            // Matched geometry places what it wraps by its own animation, from where layout puts the
            // view (not where a layout animation above draws it): layout animation does not move its
            // content a second time.
            var inner = state
            inner.animatesLayout = false
            dependsOnNodesOnly = false
            // A recording draw leaves matched geometry alone: its frames are learnt when drawn.
            guard !isRecordingOnly else {
                emit(child, at: origin, proposal: proposal, stackAxis: stackAxis, state: inner)
                break
            }
            matchedGeometryLinks.append(link)
            // The parent placed this node at `frame`; only what is drawn moves to the matched frame.
            let laidOut = laidOutFrame(frame, state)
            switch link.placement(layoutFrame: laidOut, proposal: proposal) {
            case .inPlace:
                emit(child, at: origin, proposal: proposal, stackAxis: stackAxis, state: inner)
            case .transformed(let placement):
                inner.transform = placement.concatenating(state.transform)
                inner.layoutDelta = .zero
                emit(child, at: laidOut.origin, proposal: proposal, stackAxis: stackAxis, state: inner)
            case .relaidOut(let matched, let matchedProposal, let anchor):
                let size = engine.size(child, matchedProposal, stackAxis: stackAxis)
                let placed = MatchedGeometryLink.Placement.origin(of: size, in: matched, anchor: anchor)
                inner.layoutDelta = .zero
                emit(child, at: placed, proposal: matchedProposal, stackAxis: stackAxis, state: inner)
            }

        case .effect(.layer(let request), let child):
            emitLayer(request, child: child, frame: frame, origin: origin, proposal: proposal, stackAxis: stackAxis, state: state)

        case .effect(let effect, let child):
            guard let inner = apply(effect, frame: frame, to: state) else { return }
            let opensScope = accessibility.enter(effect, bounds: state.transform.apply(to: frame), opacity: inner.readableOpacity)
            let (transformsBefore, emissionsBefore) = (transformingEffects, recordedEmissions)
            let notesFade = node.recordsEmission && !isRecordingOnly && effect.isOpacity
            let fadeMark = (fading: fadingEffects, layerID: nextLayerID, items: mark.items, paints: unfadedPaints.count, nodes: recordedNodes.count)
            if notesFade { notesUnfadedPaints += 1 }
            emit(child, at: origin, proposal: proposal, stackAxis: stackAxis, state: inner)
            if notesFade {
                notesUnfadedPaints -= 1
                noteFade(of: node, since: fadeMark, above: state, drawn: inner)
            }
            if opensScope { accessibility.leave() }
            // After the child, which notes its own (the node's emission takes this one); only when
            // nothing inside transformed the items further, and no node inside noted how it was
            // drawn (moving the items would leave that note with the old transform).
            if node.recordsEmission, effect.movesDrawing, transformingEffects == transformsBefore, recordedEmissions == emissionsBefore {
                lastEffectInput = (node, Emission.EffectInput(frame: frame, base: state.transform, inner: inner.transform,
                                                              clips: state.clips.count, layers: state.layers.count))
            }
        }
    }

    /// The frame `node` is drawn in: for a node whose geometry animates (see
    /// `LayoutNode.animatesGeometry`), where its layout animation has it now, relative to the nearest
    /// such node above it as drawn (`laidOut` is where layout puts it, in drawn coordinates). Updates
    /// `state` for the node's children.
    private func animatedFrame(_ node: LayoutNode, laidOut: CGRect, state: inout RenderState) -> CGRect {
        guard node.animatesGeometry else { return laidOut }
        var frame = laidOut
        if let context = layoutAnimation, state.animatesLayout, let key = node.geometryKey {
            let parent = state.layoutParentOrigin
            let relative = CGRect(x: laidOut.minX - parent.x, y: laidOut.minY - parent.y, width: laidOut.width, height: laidOut.height)
            let transaction = node.resolvedGeneration > context.store.recordedGeneration ? node.geometryTransaction : nil
            let shown = context.store.present(key, target: relative, transaction: transaction, time: context.time,
                                              recording: context.role != .present, reduceMotion: context.reduceMotion, policy: context.policy)
            if shown != relative {
                frame.origin = CGPoint(x: parent.x + shown.minX, y: parent.y + shown.minY)
                if node.drawsAnimatedSize {
                    frame.size = CGSize(width: max(0, shown.width), height: max(0, shown.height))
                }
                state.layoutDelta.width += relative.minX - shown.minX
                state.layoutDelta.height += relative.minY - shown.minY
            }
        }
        state.layoutParentOrigin = frame.origin
        return frame
    }

    /// Where layout puts a node drawn at `frame` (its drawn frame moved back by the layout
    /// animations above it), in the same coordinates.
    func laidOutFrame(_ frame: CGRect, _ state: RenderState) -> CGRect {
        frame.offsetBy(dx: state.layoutDelta.width, dy: state.layoutDelta.height)
    }

    /// The state below `effect` on a node laid out in `frame`; `nil` when nothing below is drawn.
    /// The transform under a scale, rotation or offset `effect` (`RenderEffect.movesDrawing`) of a
    /// node drawn in `frame` under `base`; `nil` for any other effect.
    static func transform(of effect: AnimatedEffect, frame: CGRect, over base: AffineTransform2D) -> AffineTransform2D? {
        func anchorPoint(_ anchor: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        }
        switch effect {
        case .scale(let scale, let anchor):
            return AffineTransform2D(scaleX: scale.width, y: scale.height).about(anchorPoint(anchor)).concatenating(base)
        case .rotation(let angle, let anchor):
            return AffineTransform2D(rotationAngle: CGFloat(angle.radians)).about(anchorPoint(anchor)).concatenating(base)
        case .offset(let offset):
            return AffineTransform2D(translationX: offset.width, y: offset.height).concatenating(base)
        case .opacity:
            return nil
        }
    }

    private mutating func apply(_ effect: RenderEffect, frame: CGRect, to state: RenderState) -> RenderState? {
        var state = state
        switch effect {
        case .scale, .rotation, .offset:
            state.transform = Self.transform(of: AnimatedEffect(effect)!, frame: frame, over: state.transform)!
            transformingEffects += 1
        case .sizeRelativeOffset(let fraction):
            let offset = AffineTransform2D(translationX: fraction.width * frame.width, y: fraction.height * frame.height)
            state.transform = offset.concatenating(state.transform)
            transformingEffects += 1
        case .matchedGeometry:
            // Placed by `emit`, which lays the content out again in the matched frame.
            break
        case .opacity(let opacity):
            Self.fade(&state.opacity, &state.readableOpacity, by: opacity)
            fadingEffects += 1
        case .transitionOpacity(let opacity):
            state.opacity *= opacity.isNaN ? 0 : min(max(opacity, 0), 1)
            fadingEffects += 1
        case .hidden:
            return nil
        case .clip(let shape):
            state.clips.append(DisplayList.Clip(geometry: shape.geometry(in: frame), rect: frame, transform: state.transform))
        case .button where state.isSnapshot, .names where state.isSnapshot:
            break
        case .snapshot:
            state.isSnapshot = true
            state.animatesLayout = false
        case .button(let target):
            buttons.append(TappableButton(
                action: target.action,
                opacity: state.opacity,
                identifiers: state.identifiers,
                labels: state.labels,
                texts: [],
                setPressed: target.setPressed,
                isEnabled: state.hitTest.isEnabled,
                takesPointer: target.takesPointer,
                repeats: target.repeats
            ))
            state.button = buttons.count - 1
            hitFrame.enterButton(buttons.count - 1, state: &state.hitTest)
        case .names(let identifiers, let labels):
            state.identifiers += identifiers
            state.labels += labels
            if let button = state.button {
                buttons[button].identifiers += identifiers
                buttons[button].labels += labels
            }
        case .accessibility(.hidden(true)):
            // Texts screen readers skip are no part of a button's name, as a UI test reads it.
            state.isHiddenFromAccessibility = true
        case .accessibility, .layer:
            break
        case .interaction where state.isSnapshot:
            break
        case .interaction(let attachment):
            hitFrame.enter(attachment, frame: frame, transform: state.transform, state: &state.hitTest)
        }
        return state
    }

    /// A node under a drawing effect: its content drawn into a new layer (or, for an affine
    /// geometry effect, through a transform; for a canvas, the canvas's recorded drawing).
    private mutating func emitLayer(_ request: LayerRequest, child: LayoutNode, frame: CGRect, origin: CGPoint,
                                    proposal: ProposedViewSize, stackAxis: Axis?, state: RenderState) {
        var inner = state
        let scale = state.transform.approximateScale
        func push(_ effect: DisplayList.LayerEffect) {
            inner.layers.append(DisplayList.Layer(id: nextLayerID, effect: effect))
            nextLayerID += 1
        }
        switch request {
        case .blur(let radius, let opaque):
            guard radius > 0, radius.isFinite else { break }
            push(.blur(radius: radius * scale, opaque: opaque))
        case .colorMatrix(let matrix):
            push(.colorMatrix(matrix))
        case .shadow(let color, let radius, let offset):
            push(.shadow(color: faded(color, state), radius: max(0, radius.isFinite ? radius : 0) * scale, offset: state.transform.applyLinear(to: offset)))
        case .styleShadow(let style, let environment):
            let color = faded(style.color.resolve(in: environment), state)
            let radius = max(0, style.radius.isFinite ? style.radius : 0) * scale
            let offset = state.transform.applyLinear(to: style.offset)
            push(style.kind == .drop ? .shadow(color: color, radius: radius, offset: offset) : .innerShadow(color: color, radius: radius, offset: offset))
        case .blendMode(let mode):
            if mode != .normal { push(.blendMode(mode)) }
        case .compositingGroup:
            // Opacity above a compositing group applies to the group as a whole.
            push(state.opacity == 1 ? .group : .opacity(state.opacity))
            inner.opacity = 1
        case .mask(let mask, let alignment):
            let placement = engine.decoration(mask, primary: child, primarySize: frame.size, primaryProposal: proposal, alignment: alignment)
            var maskState = RenderState()
            maskState.transform = state.transform
            maskState.clips = state.clips
            maskState.isSnapshot = true
            maskState.animatesLayout = false
            // The mask is drawn only as alpha: nothing in it is read, tapped or kept in the list.
            let (savedItems, savedButtons, savedAccessibility, savedHitFrame) = (items, buttons, accessibility, hitFrame)
            items = []
            emit(mask, at: offset(origin, placement.frame.origin), proposal: placement.proposal, stackAxis: nil, state: maskState)
            let maskItems = items
            (items, buttons, accessibility, hitFrame) = (savedItems, savedButtons, savedAccessibility, savedHitFrame)
            push(.mask(maskItems))
        case .geometry(let effect):
            applyProjection(effect.effectValue(size: frame.size), frame: frame, to: &inner)
        case .canvas(let recording):
            dependsOnNodesOnly = false
            emitCanvas(recording, in: frame, state: state)
            return
        }
        emit(child, at: origin, proposal: proposal, stackAxis: stackAxis, state: inner)
    }

    /// What drawing has produced so far (see `Mark`).
    var mark: Mark {
        Mark(items: itemOffset + items.count, layerID: nextLayerID, elements: accessibility.madeElements,
             scopes: accessibility.enteredScopes, visibleItems: accessibility.visibleItems,
             targets: hitFrame.targets.count, gestures: hitFrame.gestures.count, buttons: buttons.count,
             dependsOnNodesOnly: dependsOnNodesOnly)
    }

    /// A builder that draws recorded nodes again alone (`patch`): its marks count on from each
    /// node's place in the last list.
    static func patching(build: Int, engine: LayoutEngine) -> DisplayListBuilder {
        var builder = DisplayListBuilder(engine: engine)
        builder.buildID = build
        builder.isPatching = true
        return builder
    }

    /// Draws `node` again alone, as `emission` recorded it, into fresh items numbered from the
    /// emission's first: the marks before and after, and the effect input it noted (see
    /// `Emission.EffectInput`).
    mutating func redraw(_ node: LayoutNode, as emission: Emission) -> (before: Mark, after: Mark, effectInput: Emission.EffectInput?) {
        items.removeAll(keepingCapacity: true)
        itemOffset = emission.items.lowerBound
        nextLayerID = emission.firstLayerID
        let before = mark
        emitNode(node, at: emission.origin, proposal: emission.proposal, stackAxis: emission.stackAxis, state: emission.state)
        return (before, mark, takeEffectInput(of: node))
    }

    /// Notes how the opacity node `node` faded its items (see `Emission.FadeInput`), when they are
    /// plain shapes faded by its opacity alone: no opacity effect or layer inside it, no shading.
    /// `emit` records the note into the node's emission.
    private mutating func noteFade(of node: LayoutNode,
                                   since before: (fading: Int, layerID: Int, items: Int, paints: Int, nodes: Int),
                                   above state: RenderState, drawn inner: RenderState) {
        let paints = min(before.paints, unfadedPaints.count)..<unfadedPaints.count
        // Paints are noted in item order, for items of this range only: as many as items means all.
        guard fadingEffects == before.fading, nextLayerID == before.layerID, paints.count == mark.items - before.items else {
            if notesUnfadedPaints == 0 {
                unfadedPaints.removeAll(keepingCapacity: true)
                recordedNodes.removeAll(keepingCapacity: true)
            }
            return
        }
        lastFadeNote = (node, state.opacity, state.readableOpacity, inner.readableOpacity, paints, before.nodes..<recordedNodes.count)
    }

    /// The effect input `emitNode` last noted, when it was `node`'s; forgets it.
    private mutating func takeEffectInput(of node: LayoutNode) -> Emission.EffectInput? {
        defer { lastEffectInput = nil }
        return lastEffectInput?.node === node ? lastEffectInput?.input : nil
    }

    /// Appends one item drawn by a canvas, in the canvas's state.
    mutating func appendCanvasItem(_ content: DisplayList.Content, transform: AffineTransform2D, clips: [DisplayList.Clip], layers: [DisplayList.Layer], state: RenderState) {
        var itemState = state
        itemState.transform = transform.concatenating(state.transform)
        itemState.clips = state.clips + clips
        itemState.layers = state.layers + layers
        append(content, itemState)
    }

    /// A fresh layer id.
    mutating func makeLayerID() -> Int {
        defer { nextLayerID += 1 }
        return nextLayerID
    }

    mutating func append(_ content: DisplayList.Content, _ state: RenderState) {
        let item = DisplayList.Item(content: content, transform: state.transform, clips: state.clips, layers: state.layers)
        accessibility.item(content, index: items.count, bounds: item.bounds, opacity: state.readableOpacity)
        if !state.isSnapshot {
            hitFrame.addItem(content, frame: item.rect, transform: state.transform, opacity: state.opacity, state: state.hitTest)
        }
        items.append(item)
    }

    func faded(_ color: Color.Resolved, _ state: RenderState) -> Color.Resolved {
        Self.faded(color, by: state.opacity)
    }

    /// `color` drawn at `opacity` (the opacity accumulated above it).
    static func faded(_ color: Color.Resolved, by opacity: Double) -> Color.Resolved {
        guard opacity != 1 else { return color }
        var color = color
        color.opacity = Float(Double(color.opacity) * opacity)
        return color
    }

    /// A shape's `paint` drawn at `opacity`.
    static func faded(_ paint: DisplayList.Paint, by opacity: Double) -> DisplayList.Paint {
        switch paint {
        case .fill(let color): .fill(faded(color, by: opacity))
        case .stroke(let color, let width): .stroke(faded(color, by: opacity), lineWidth: width)
        }
    }

    /// Applies an `opacity(_:)` effect's `opacity` to the opacities accumulated above it. SwiftUI
    /// clamps opacity to 0…1; NaN draws nothing.
    static func fade(_ opacity: inout Double, _ readableOpacity: inout Double, by effectOpacity: Double) {
        let clamped = effectOpacity.isNaN ? 0 : min(max(effectOpacity, 0), 1)
        opacity *= clamped
        readableOpacity *= clamped
    }

    private func offset(_ origin: CGPoint, _ by: CGPoint) -> CGPoint {
        CGPoint(x: origin.x + by.x, y: origin.y + by.y)
    }
}

/// A button found while drawing: where it is and what it is called, for `Stage.tap`.
struct TappableButton {
    var action: @MainActor () -> Void
    /// The opacity accumulated above it; a fully transparent button cannot be tapped.
    var opacity: Double
    var identifiers: [String]
    var labels: [String]
    /// The strings of the texts in its label, in order.
    var texts: [String]
    /// Shows the button pressed (`true`) or released, for `Stage.press`; `nil` for buttons that
    /// have no pressed state.
    var setPressed: (@MainActor (Bool) -> Void)? = nil
    /// `false` under `disabled(true)`: the button cannot be tapped.
    var isEnabled = true
    /// Whether a pointer's tap runs the action (see `ButtonTarget.takesPointer`).
    var takesPointer = true
    /// Whether holding it repeats the action (`buttonRepeatBehavior(.enabled)`): a stage press
    /// runs the action at once and again while held (see `Stage.press(label:duration:)`).
    var repeats = false

    /// The label's text as a stage matches it: its texts joined by spaces.
    var labelText: String { texts.joined(separator: " ") }

    /// Whether a stage tap by `label` means this button: its texts joined by spaces (`labelText`),
    /// joined by commas (as VoiceOver and UI tests read a label of several texts, "Ada, Engineer"),
    /// or an accessibility label set on it.
    func isNamed(_ label: String) -> Bool {
        labelText == label || labels.contains(label) || (texts.count > 1 && texts.joined(separator: ", ") == label)
    }
}
