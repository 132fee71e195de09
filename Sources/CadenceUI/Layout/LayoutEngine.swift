/// SwiftUI's layout negotiation over layout nodes: a parent proposes a size, the child chooses its
/// own, and the parent places it. Results are cached on the nodes for the evaluation they belong to.
///
/// Layout never rounds to pixels (SwiftUI rounds to the display scale); frames are exact fractions.
@MainActor
struct LayoutEngine {
    /// SwiftUI's default spacing between adjacent views in a stack, and a spacer's default minimum
    /// length. SwiftUI picks a platform- and view-dependent value per pair of views; 8 points is what it
    /// uses between most views on iOS, and Cadence uses it everywhere.
    nonisolated static let defaultSpacing: CGFloat = 8

    let measurer: any TextMeasurer
    /// What this stage's passes share: its size and safe area, containers, what drawing found.
    let session = LayoutSession()

    // MARK: Sizing

    /// The size `node` chooses for `proposal`. `stackAxis` is the axis of the nearest enclosing stack
    /// (spacers expand along it only).
    func size(_ node: LayoutNode, _ proposal: ProposedViewSize, stackAxis: Axis? = nil) -> CGSize {
        // A render effect is its child's size, which the child caches: an effect node is made anew
        // each time its animated value changes, and a cache of its own was a dictionary a frame.
        if let child = node.effectChild, !node.isRemoved { return size(child, proposal, stackAxis: stackAxis) }
        let key = LayoutNode.SizeKey(proposal: proposal, stackAxis: stackAxis)
        if let last = node.lastSize, last.key == key { return last.size }
        if let cached = node.sizeCache[key] {
            node.lastSize = (key, cached)
            return cached
        }
        let size = computeSize(node, proposal, stackAxis: stackAxis)
        node.sizeCache[key] = size
        node.lastSize = (key, size)
        return size
    }

    private func computeSize(_ node: LayoutNode, _ proposal: ProposedViewSize, stackAxis: Axis?) -> CGSize {
        // A removed branch playing its removal takes no room (it is drawn where it was).
        if node.isRemoved { return .zero }
        switch node.kind {
        case .text(let text):
            let layout = textLayout(node, width: proposal.width)
            var size = layout.size
            if !layout.lines.isEmpty { size.height -= text.lineSpacing }
            return size
        case .symbol(let symbol):
            let side = symbol.font.pointSize
            return symbol.isResizable ? proposal.replacingUnspecifiedDimensions(by: CGSize(width: side, height: side)) : CGSize(width: side, height: side)
        case .shape(let content):
            return content.shape.sizeThatFits(proposal)
        case .spacer(let minLength):
            let minimum = minLength ?? Self.defaultSpacing
            let width = max(minimum, proposal.width ?? minimum)
            let height = max(minimum, proposal.height ?? minimum)
            switch stackAxis {
            case .horizontal: return CGSize(width: width, height: 0)
            case .vertical: return CGSize(width: 0, height: height)
            case nil: return CGSize(width: width, height: height)
            }
        case .stack:
            return stackLayout(of: node, proposal: proposal).size
        case .zStack(let alignment, let children):
            return zStack(children, alignment: alignment, proposal: proposal).size
        case .frame(let frame, let child):
            return self.frame(frame, child: child, proposal: proposal, stackAxis: stackAxis).size
        case .padding(let insets, let child):
            let inner = size(child, inset(proposal, by: insets), stackAxis: stackAxis)
            return CGSize(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
        case .decorated(_, _, let primary, _):
            return size(primary, proposal, stackAxis: stackAxis)
        case .effect(_, let child):
            return size(child, proposal, stackAxis: stackAxis)
        case .custom(let layout, let children):
            return layout.sizeThatFits(proposal, children: children, engine: self, stackAxis: stackAxis)
        }
    }

    func textLayout(_ node: LayoutNode, width: CGFloat?) -> TextLayout {
        if let cached = node.textCache[width] { return cached }
        guard case .text(let text) = node.kind else { return TextLayout(lines: [], lineHeight: 0, ascent: 0) }
        if !text.runs.isEmpty {
            // Several styles: each piece measured in its own font (no shrinking to fit).
            let layout = styledTextLayout(text.runs, width: width, lineLimit: text.lineLimit, lineSpacing: text.lineSpacing)
            node.textCache[width] = layout
            return layout
        }
        var font = text.font
        var layout = measurer.layout(text.string, font: font, maxWidth: width)
        let limit = width.flatMap { $0.isFinite ? $0 : nil }
        // Too wide (or too many lines) for the offer: shrink, down to the minimum scale factor.
        if text.minimumScaleFactor < 1, let limit, limit > 0 {
            let ideal = measurer.layout(text.string, font: font, maxWidth: nil)
            let widest = ideal.lines.map(\.width).max() ?? 0
            let tooMany = text.lineLimit.map { layout.lines.count > $0 } ?? false
            if widest > limit + 1e-9, tooMany || text.lineLimit == 1 || layout.lines.count > ideal.lines.count {
                let scale = max(text.minimumScaleFactor, limit / widest)
                font.pointSize *= scale
                node.textScales[width] = scale
                layout = measurer.layout(text.string, font: font, maxWidth: width)
            }
        }
        if text.tracking != 0 {
            layout.lines = layout.lines.map { TextLayout.Line(text: $0.text, width: $0.width + text.tracking * CGFloat($0.text.count)) }
        }
        if let lineLimit = text.lineLimit, layout.lines.count > lineLimit {
            layout.lines = Array(layout.lines.prefix(max(1, lineLimit)))
            var last = layout.lines[layout.lines.count - 1].text
            func measured(_ string: String) -> CGFloat { measurer.layout(string, font: font, maxWidth: nil).lines.first?.width ?? 0 }
            while !last.isEmpty, let limit, measured(last + "…") > limit + 1e-9 { last.removeLast() }
            while last.last == " " { last.removeLast() }
            layout.lines[layout.lines.count - 1] = TextLayout.Line(text: last + "…", width: measured(last + "…"))
        }
        layout.lineHeight += text.lineSpacing
        node.textCache[width] = layout
        return layout
    }

    func inset(_ proposal: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) }
        )
    }

    // MARK: Containers

    /// A child placed by a container: the proposal it was sized with and its frame in the container.
    struct Placement {
        var proposal: ProposedViewSize
        var frame: CGRect
    }

    /// The layout of a stack node (`.stack`) for `proposal`: sized once per proposal and kept on the
    /// node, so drawing places its children without laying them out again.
    func stackLayout(of node: LayoutNode, proposal: ProposedViewSize) -> (size: CGSize, placements: [Placement]) {
        if let cached = node.stackLayouts[proposal] { return cached }
        guard case .stack(let axis, let alignment, let spacing, let children) = node.kind else { return (.zero, []) }
        let layout = stack(children, axis: axis, alignment: alignment, spacing: spacing, proposal: proposal)
        node.stackLayouts[proposal] = layout
        return layout
    }

    /// `HStack`/`VStack`: children get the proposal's cross dimension; along the axis, the least
    /// flexible child (smallest difference between its size for 0 and for ∞) is sized first with an
    /// equal share of what remains, as SwiftUI does, so rigid views get their size and flexible ones
    /// (spacers, shapes, colours) share the rest.
    func stack(_ children: [LayoutNode], axis: Axis, alignment: Alignment, spacing: CGFloat?, proposal: ProposedViewSize) -> (size: CGSize, placements: [Placement]) {
        if children.contains(where: \.isRemoved) {
            // Removed branches take no room and no spacing: the others are laid out without them.
            let kept = children.indices.filter { !children[$0].isRemoved }
            let laidOut = stack(kept.map { children[$0] }, axis: axis, alignment: alignment, spacing: spacing, proposal: proposal)
            var placements = Array(repeating: Placement(proposal: proposal, frame: .zero), count: children.count)
            for (position, index) in kept.enumerated() { placements[index] = laidOut.placements[position] }
            return (laidOut.size, placements)
        }
        guard !children.isEmpty else { return (.zero, []) }
        let gap = spacing ?? Self.defaultSpacing
        let totalSpacing = gap * CGFloat(children.count - 1)
        var proposals = Array(repeating: proposal, count: children.count)
        var sizes = Array(repeating: CGSize.zero, count: children.count)

        if let available = proposal[axis] {
            var minimums = Array(repeating: CGFloat(0), count: children.count)
            let flexibility: [CGFloat] = children.indices.map { index in
                var smallest = proposal
                smallest[axis] = 0
                var largest = proposal
                largest[axis] = .infinity
                minimums[index] = size(children[index], smallest, stackAxis: axis)[axis]
                let range = size(children[index], largest, stackAxis: axis)[axis] - minimums[index]
                return range.isNaN ? .infinity : range
            }
            // Higher layout priorities are sized first, each group offered what remains after the
            // lower groups' minimum sizes are set aside; within a group, the least flexible first.
            let priorities = children.map(layoutPriority)
            var remaining = available - totalSpacing
            for priority in Set(priorities).sorted(by: >) {
                let members = children.indices.filter { priorities[$0] == priority }
                    .sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
                let reserved = children.indices.filter { priorities[$0] < priority }.reduce(CGFloat(0)) { $0 + minimums[$1] }
                var groupRemaining = remaining - reserved
                var left = CGFloat(members.count)
                for index in members {
                    let share = max(0, groupRemaining / left)
                    proposals[index][axis] = share.isNaN ? 0 : share
                    sizes[index] = size(children[index], proposals[index], stackAxis: axis)
                    groupRemaining -= sizes[index][axis]
                    remaining -= sizes[index][axis]
                    left -= 1
                }
            }
        } else {
            for index in children.indices {
                sizes[index] = size(children[index], proposal, stackAxis: axis)
            }
        }

        // Across the axis: line up the children's alignment guides, then shift so none sticks out.
        let crossOffsets: [CGFloat] = children.indices.map { index in
            -guide(children[index], size: sizes[index], proposal: proposals[index], alignment: alignment, axis: axis == .horizontal ? .vertical : .horizontal)
        }
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let lowest = crossOffsets.min() ?? 0
        let crossExtent = children.indices.map { crossOffsets[$0] - lowest + sizes[$0][crossAxis] }.max() ?? 0

        var placements: [Placement] = []
        var position: CGFloat = 0
        for index in children.indices {
            let cross = crossOffsets[index] - lowest
            let origin = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            placements.append(Placement(proposal: proposals[index], frame: CGRect(origin: origin, size: sizes[index])))
            position += sizes[index][axis] + gap
        }
        var total = CGSize.zero
        total[axis] = position - gap
        total[crossAxis] = crossExtent
        return (total, placements)
    }

    /// `ZStack`: every child gets the same proposal; their alignment guides coincide; the stack is the
    /// union of the children.
    func zStack(_ children: [LayoutNode], alignment: Alignment, proposal: ProposedViewSize) -> (size: CGSize, placements: [Placement]) {
        if children.contains(where: \.isRemoved) {
            // Removed branches take no room: the stack is the union of the others.
            let kept = children.indices.filter { !children[$0].isRemoved }
            let laidOut = zStack(kept.map { children[$0] }, alignment: alignment, proposal: proposal)
            var placements = Array(repeating: Placement(proposal: proposal, frame: .zero), count: children.count)
            for (position, index) in kept.enumerated() { placements[index] = laidOut.placements[position] }
            return (laidOut.size, placements)
        }
        guard !children.isEmpty else { return (.zero, []) }
        let sizes = children.map { size($0, proposal) }
        let origins: [CGPoint] = children.indices.map { index in
            CGPoint(
                x: -guide(children[index], size: sizes[index], proposal: proposal, alignment: alignment, axis: .horizontal),
                y: -guide(children[index], size: sizes[index], proposal: proposal, alignment: alignment, axis: .vertical)
            )
        }
        let minX = origins.map(\.x).min()!, minY = origins.map(\.y).min()!
        let maxX = children.indices.map { origins[$0].x + sizes[$0].width }.max()!
        let maxY = children.indices.map { origins[$0].y + sizes[$0].height }.max()!
        let placements = children.indices.map { index in
            Placement(proposal: proposal, frame: CGRect(x: origins[index].x - minX, y: origins[index].y - minY, width: sizes[index].width, height: sizes[index].height))
        }
        return (CGSize(width: maxX - minX, height: maxY - minY), placements)
    }

    /// Fixed and flexible frames. A fixed dimension is proposed to the child and is the frame's size.
    /// A flexible frame proposes the proposal clamped to its min…max (its ideal size for an unspecified
    /// dimension) and sizes itself as SwiftUI does: with a minimum, max(min, min(child, proposal)); with
    /// a maximum, min(max, max(child, proposal)), so `maxWidth: .infinity` takes the whole proposal.
    func frame(_ frame: FrameLayout, child: LayoutNode, proposal: ProposedViewSize, stackAxis: Axis?) -> (size: CGSize, child: Placement) {
        var childProposal = proposal
        switch frame {
        case .fixed(let width, let height, _):
            childProposal.width = width ?? proposal.width
            childProposal.height = height ?? proposal.height
        case .flexible(let flexible):
            childProposal.width = Self.flexibleProposal(proposal.width, min: flexible.minWidth, ideal: flexible.idealWidth, max: flexible.maxWidth)
            childProposal.height = Self.flexibleProposal(proposal.height, min: flexible.minHeight, ideal: flexible.idealHeight, max: flexible.maxHeight)
        }
        let childSize = size(child, childProposal, stackAxis: stackAxis)
        let result: CGSize
        switch frame {
        case .fixed(let width, let height, _):
            result = CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
        case .flexible(let flexible):
            result = CGSize(
                width: Self.flexibleSize(child: childSize.width, proposed: proposal.width, min: flexible.minWidth, ideal: flexible.idealWidth, max: flexible.maxWidth),
                height: Self.flexibleSize(child: childSize.height, proposed: proposal.height, min: flexible.minHeight, ideal: flexible.idealHeight, max: flexible.maxHeight)
            )
        }
        let origin = CGPoint(
            x: guide(nil, size: result, proposal: proposal, alignment: frame.alignment, axis: .horizontal)
                - guide(child, size: childSize, proposal: childProposal, alignment: frame.alignment, axis: .horizontal),
            y: guide(nil, size: result, proposal: proposal, alignment: frame.alignment, axis: .vertical)
                - guide(child, size: childSize, proposal: childProposal, alignment: frame.alignment, axis: .vertical)
        )
        return (result, Placement(proposal: childProposal, frame: CGRect(origin: origin, size: childSize)))
    }

    private static func flexibleProposal(_ proposed: CGFloat?, min minimum: CGFloat?, ideal: CGFloat?, max maximum: CGFloat?) -> CGFloat? {
        guard var value = proposed else { return ideal }
        if let maximum { value = min(value, maximum) }
        if let minimum { value = max(value, minimum) }
        return value
    }

    private static func flexibleSize(child: CGFloat, proposed: CGFloat?, min minimum: CGFloat?, ideal: CGFloat?, max maximum: CGFloat?) -> CGFloat {
        var result: CGFloat
        if proposed == nil, let ideal {
            // Asked for its ideal size, the frame gives its ideal (within its bounds).
            result = ideal
            if let minimum { result = max(minimum, result) }
            if let maximum { result = min(maximum, result) }
            return result
        }
        let offered = proposed ?? child
        result = child
        if let minimum { result = max(minimum, min(result, offered)) }
        if let maximum { result = min(maximum, max(result, offered)) }
        return result
    }

    /// Where an overlay or background of `size` sits inside its primary's frame of `primarySize`.
    func decoration(_ secondary: LayoutNode, primary: LayoutNode, primarySize: CGSize, primaryProposal: ProposedViewSize, alignment: Alignment) -> Placement {
        let proposal = ProposedViewSize(primarySize)
        let secondarySize = size(secondary, proposal)
        let origin = CGPoint(
            x: guide(primary, size: primarySize, proposal: primaryProposal, alignment: alignment, axis: .horizontal)
                - guide(secondary, size: secondarySize, proposal: proposal, alignment: alignment, axis: .horizontal),
            y: guide(primary, size: primarySize, proposal: primaryProposal, alignment: alignment, axis: .vertical)
                - guide(secondary, size: secondarySize, proposal: proposal, alignment: alignment, axis: .vertical)
        )
        return Placement(proposal: proposal, frame: CGRect(origin: origin, size: secondarySize))
    }

    // MARK: Alignment guides

    /// The position of `alignment`'s guide along `axis` in a view of `size`, from its top-left corner.
    /// Text baselines come from the node's text (through padding, frames, stacks and effects), or
    /// fall back to the bottom edge. `node` may be `nil` for a bare frame.
    func guide(_ node: LayoutNode?, size: CGSize, proposal: ProposedViewSize, alignment: Alignment, axis: Axis) -> CGFloat {
        let key: AlignmentKey = axis == .horizontal ? .horizontal(alignment.horizontal.guide) : .vertical(alignment.vertical.guide)
        if let node, node.containsExplicitGuides || !node.explicitGuides.isEmpty,
           let explicit = explicitGuide(node, key: key, size: size, proposal: proposal) {
            return explicit
        }
        if axis == .horizontal {
            return alignment.horizontal.position(in: size.width)
        }
        switch alignment.vertical.guide {
        case .custom(let id):
            let baselines = node.map { (baseline($0, proposal: proposal, first: true), baseline($0, proposal: proposal, first: false)) } ?? (nil, nil)
            return id.defaultValue(ViewDimensions(width: size.width, height: size.height, baselines: baselines))
        case .top: return 0
        case .center: return size.height / 2
        case .bottom: return size.height
        case .firstTextBaseline:
            return node.flatMap { baseline($0, proposal: proposal, first: true) } ?? size.height
        case .lastTextBaseline:
            return node.flatMap { baseline($0, proposal: proposal, first: false) } ?? size.height
        }
    }

    /// The first or last text baseline inside `node`, from its top, or `nil` when it shows no text.
    func baseline(_ node: LayoutNode, proposal: ProposedViewSize, first: Bool) -> CGFloat? {
        switch node.kind {
        case .text:
            let layout = textLayout(node, width: proposal.width)
            guard !layout.lines.isEmpty else { return nil }
            return (first ? 0 : CGFloat(layout.lines.count - 1) * layout.lineHeight) + layout.ascent
        case .padding(let insets, let child):
            return baseline(child, proposal: inset(proposal, by: insets), first: first).map { $0 + insets.top }
        case .frame(let frame, let child):
            let placed = self.frame(frame, child: child, proposal: proposal, stackAxis: nil).child
            return baseline(child, proposal: placed.proposal, first: first).map { $0 + placed.frame.minY }
        case .stack(_, _, _, let children):
            let placements = stackLayout(of: node, proposal: proposal).placements
            let ordered = first ? Array(zip(children, placements)) : Array(zip(children, placements).reversed())
            for (child, placement) in ordered {
                if let line = baseline(child, proposal: placement.proposal, first: first) { return line + placement.frame.minY }
            }
            return nil
        case .zStack(let alignment, let children):
            let placements = zStack(children, alignment: alignment, proposal: proposal).placements
            for (child, placement) in zip(children, placements) {
                if let line = baseline(child, proposal: placement.proposal, first: first) { return line + placement.frame.minY }
            }
            return nil
        case .decorated(_, _, let primary, _):
            return baseline(primary, proposal: proposal, first: first)
        case .effect(_, let child):
            return baseline(child, proposal: proposal, first: first)
        case .custom(let layout, let children):
            let own = size(node, proposal)
            let placements = layout.placements(in: own, proposal: proposal, children: children, engine: self, stackAxis: nil)
            let drawn = layout.drawnChildren(in: own, proposal: proposal, children: children, engine: self)
            let ordered = first ? drawn : drawn.reversed()
            for index in ordered where index < placements.count {
                if let line = baseline(children[index], proposal: placements[index].proposal, first: first) { return line + placements[index].frame.minY }
            }
            return nil
        case .symbol, .shape, .spacer:
            return nil
        }
    }
}
