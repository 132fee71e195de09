/// A system symbol: SwiftUI's `Image(systemName:)`. Cadence records the symbol's name, colour and
/// frame; the renderer draws its own vector stand-in for the SF Symbol (and reports names it lacks).
///
/// ```swift
/// Image(systemName: "heart.fill").font(.system(size: 44)).foregroundStyle(.pink)
/// Image(systemName: "checkmark.circle.fill").resizable().frame(width: 100, height: 100)
/// ```
///
/// Not resizable, a symbol is a square as wide as the font's point size (the body font, 17 pt,
/// when none is set) whatever it is offered. Resizable, it takes the size it is proposed (its
/// point-size square for an unspecified dimension). The colour is the foreground style.
public nonisolated struct Image: View, Equatable {
    let systemName: String
    var isResizable = false

    public init(systemName: String) {
        self.systemName = systemName
    }

    /// How a resizable image fills its frame: SwiftUI's `Image.ResizingMode` (symbols always stretch).
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// The image, stretched to the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public typealias Body = Never
}

extension Image: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let font = (context.environment.font ?? .body).resolved
        let color = context.animated(context.environment.resolvedForeground, slot: DriverSlot.color)
        let symbol = SymbolContent(name: systemName, font: font, color: color, isResizable: isResizable)
        return [LayoutNode(.symbol(symbol))]
    }
}
