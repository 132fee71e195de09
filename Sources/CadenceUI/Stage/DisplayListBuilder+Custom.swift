extension DisplayListBuilder {
    /// Draws a `.custom` node: its layout may change the frame it is drawn in and the state its
    /// children see (clips, coordinate spaces, scroll content), then its children are drawn where
    /// it places them, in z-index order, mirrored in a right-to-left layout.
    mutating func emitCustom(_ node: LayoutNode, layout: any NodeLayout, children: [LayoutNode], frame laidOut: CGRect, proposal: ProposedViewSize, stackAxis: Axis?, state: RenderState) {
        var state = state
        let frame = layout.drawingFrame(laidOut, state: state)
        let proposal = frame.size == laidOut.size ? proposal : ProposedViewSize(frame.size)
        layout.willDraw(frame: frame, proposal: proposal, children: children, state: &state, builder: &self)
        // Children placed now size against this container, as they did when it measured them.
        let container = layout.containerSize(drawingIn: frame.size)
        if let container { engine.session.containerSizes.append(container) }
        defer { if container != nil { engine.session.containerSizes.removeLast() } }
        let placements = layout.placements(in: frame.size, proposal: proposal, children: children, engine: engine, stackAxis: stackAxis)
        let drawn = layout.drawnChildren(in: frame.size, proposal: proposal, children: children, engine: engine)
        let childAxis = layout.childStackAxis(stackAxis)
        for index in engine.drawingOrder(children, drawn) where index < placements.count {
            let placement = placements[index]
            emit(children[index], at: childOrigin(node, frame: frame, placement: placement.frame), proposal: placement.proposal, stackAxis: childAxis, state: state)
        }
    }
}
