extension Text: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        if let redacted = context.redactedPlaceholder(for: self) { return redacted }
        if runs.contains(where: { $0.image != nil }) { return resolveWithImages(in: context) }
        let environment = context.environment
        let text = environment.textEnvironment
        let color = context.animated(environment.resolvedForeground, slot: DriverSlot.color)
        func cased(_ string: String) -> String {
            switch text.textCase {
            case .uppercase?: string.uppercased()
            case .lowercase?: string.lowercased()
            case nil: string
            }
        }
        func styled(_ style: any ShapeStyle) -> Color.Resolved {
            var inner = environment
            if var level = style as? HierarchicalShapeStyle {
                level.base = environment.foregroundStyle
                inner.foregroundStyle = AnyShapeStyle(level)
            } else {
                inner.foregroundStyle = AnyShapeStyle(style)
            }
            return inner.resolvedForeground
        }
        let resolvedRuns = runs.map { run in
            DisplayList.TextRun(
                text: cased(run.string),
                font: context.resolvedFont(nil, run: run),
                color: run.color.map { $0.resolve(in: environment) } ?? run.style.map { styled($0.style) } ?? color,
                isUnderlined: run.isUnderlined || text.isUnderlined,
                isStrikethrough: run.isStrikethrough || text.isStrikethrough,
                baselineOffset: run.baselineOffset != 0 ? run.baselineOffset : text.baselineOffset,
                tracking: run.tracking ?? run.kerning ?? text.tracking,
                underlineColor: ((run.isUnderlined ? run.underlineColor : nil) ?? text.underlineColor)?.resolve(in: environment),
                strikethroughColor: ((run.isStrikethrough ? run.strikethroughColor : nil) ?? text.strikethroughColor)?.resolve(in: environment),
                underlinePattern: (run.isUnderlined ? run.underlinePattern : text.underlinePattern).kind,
                strikethroughPattern: (run.isStrikethrough ? run.strikethroughPattern : text.strikethroughPattern).kind
            )
        }
        let first = resolvedRuns.first
        // One style throughout: drawn as plain text in the item's font and colour.
        let isPlain = resolvedRuns.count == 1 && !(first?.isUnderlined ?? false) && !(first?.isStrikethrough ?? false) && first?.baselineOffset == 0
        let content = TextContent(
            string: resolvedRuns.map(\.text).joined(),
            font: first?.font ?? context.resolvedFont(nil),
            color: first?.color ?? color,
            runs: isPlain ? [] : resolvedRuns,
            lineLimit: text.lineLimit,
            alignment: environment.multilineTextAlignment,
            lineSpacing: text.lineSpacing,
            minimumScaleFactor: text.minimumScaleFactor,
            tracking: runs.first?.tracking ?? runs.first?.kerning ?? text.tracking
        )
        var filled = content
        filled.paintSource = gradientForeground(in: environment)
        let node = LayoutNode(.text(filled))
        if let renderer = environment.textRenderer {
            return [renderer.wrap(node, attributes: runs.map(\.customAttributes), environment: environment)]
        }
        return [node]
    }

    /// A text with inline images: its pieces of text and its images side by side on their first
    /// baseline, no space between them; each image in its run's font and colour.
    @MainActor
    private func resolveWithImages(in context: ResolveContext) -> [LayoutNode] {
        var pieces: [LayoutNode] = []
        var pending: [TextRun] = []
        func flushText() {
            guard !pending.isEmpty else { return }
            pieces += context.resolve(Text(runs: pending), at: .child(pieces.count))
            pending = []
        }
        for run in runs {
            guard let inline = run.image else { pending.append(run); continue }
            flushText()
            var inner = context
            if let font = run.font { inner.environment.font = font }
            if let color = run.color {
                inner.environment.foregroundStyle = AnyShapeStyle(color)
            } else if let style = run.style?.style {
                inner.environment.foregroundStyle = AnyShapeStyle(style)
            }
            pieces += inner.resolve(inline.image, at: .child(pieces.count))
        }
        flushText()
        let alignment = Alignment(horizontal: .center, vertical: .firstTextBaseline)
        return [LayoutNode(.stack(axis: .horizontal, alignment: alignment, spacing: 0, children: pieces))]
    }

    /// The foreground gradient the glyphs are filled with (the text's own `foregroundStyle` when it
    /// is one run, else the environment's), or `nil` for a colour (or a material, whose tint is the
    /// colour).
    @MainActor
    private func gradientForeground(in environment: EnvironmentValues) -> ResolvedPaint? {
        let paint: ResolvedPaint
        if runs.count == 1, let own = runs[0].style?.style {
            paint = resolvePaint(own, in: environment)
        } else if runs.allSatisfy({ $0.style == nil && $0.color == nil }), let style = environment.foregroundStyle {
            paint = resolvePaint(style, in: environment)
        } else {
            return nil
        }
        switch paint {
        case .color, .material: return nil
        case .linear, .radial, .elliptical, .angular: return paint
        }
    }
}
