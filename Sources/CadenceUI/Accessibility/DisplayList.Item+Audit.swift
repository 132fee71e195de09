// How the audit compares display-list items: as the eye would. Positions and sizes are rounded to a
// hundredth of a point, transform factors to a thousandth, colour components to 8-bit steps, so the
// invisible tail of a spring (a thousandth of a point) is not motion and does not hide a colour change.

extension DisplayList.Item {
    /// The item rounded to what can be seen: positions and sizes to a hundredth of a point,
    /// transform factors to a thousandth, colour components to 8-bit steps. Two items whose `visible`
    /// forms are equal look the same on screen.
    public var visible: DisplayList.Item {
        var copy = recolored(Self.visible)
        copy.transform = Self.visible(transform)
        copy.clips = clips.map { clip in
            var rounded = clip
            rounded.rect = Self.visible(clip.rect)
            rounded.transform = Self.visible(clip.transform)
            return rounded
        }
        switch copy.content {
        case .shape(var shape):
            shape.rect = Self.visible(shape.rect)
            copy.content = .shape(shape)
        case .text(var text):
            text.rect = Self.visible(text.rect)
            text.lines = text.lines.map { line in
                var rounded = line
                rounded.rect = Self.visible(line.rect)
                rounded.baseline = Self.visible(line.baseline, step: 0.01)
                return rounded
            }
            copy.content = .text(text)
        case .symbol(var symbol):
            symbol.rect = Self.visible(symbol.rect)
            copy.content = .symbol(symbol)
        }
        return copy
    }

    /// The item with every colour the same, to see whether two items differ only in colour.
    public var colorless: DisplayList.Item {
        recolored { _ in Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1) }
    }

    /// The item with its colours fully opaque, to see whether two items differ only in opacity.
    public var opaque: DisplayList.Item {
        recolored { color in
            var opaque = color
            opaque.opacity = 1
            return opaque
        }
    }

    private func recolored(_ change: (Color.Resolved) -> Color.Resolved) -> DisplayList.Item {
        var copy = self
        switch content {
        case .shape(var shape):
            shape.paint = switch shape.paint {
            case .fill(let color): .fill(change(color))
            case .stroke(let color, let width): .stroke(change(color), lineWidth: width)
            }
            copy.content = .shape(shape)
        case .text(var text):
            text.color = change(text.color)
            copy.content = .text(text)
        case .symbol(var symbol):
            symbol.color = change(symbol.color)
            copy.content = .symbol(symbol)
        }
        return copy
    }

    private static func visible(_ value: CGFloat, step: CGFloat) -> CGFloat {
        // Non-finite values stay as they are (rounding keeps them); -0 becomes 0.
        (value / step).rounded() * step + 0
    }

    private static func visible(_ rect: CGRect) -> CGRect {
        CGRect(x: visible(rect.origin.x, step: 0.01), y: visible(rect.origin.y, step: 0.01),
               width: visible(rect.size.width, step: 0.01), height: visible(rect.size.height, step: 0.01))
    }

    private static func visible(_ transform: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: visible(transform.a, step: 0.001), b: visible(transform.b, step: 0.001),
            c: visible(transform.c, step: 0.001), d: visible(transform.d, step: 0.001),
            tx: visible(transform.tx, step: 0.01), ty: visible(transform.ty, step: 0.01)
        )
    }

    private static func visible(_ color: Color.Resolved) -> Color.Resolved {
        func step(_ component: Float) -> Float { (component * 255).rounded() / 255 + 0 }
        return Color.Resolved(red: step(color.red), green: step(color.green), blue: step(color.blue), opacity: step(color.opacity))
    }
}
