/// A thin line between views: SwiftUI's `Divider`.
///
/// In an `HStack` it is a vertical line as tall as it is offered; anywhere else a horizontal line as
/// wide as it is offered. Cadence draws it 0.5 points thick (a hairline at 2×) in the separator colour
/// (`rgba(60, 60, 67, 0.29)` light, `rgba(84, 84, 88, 0.6)` dark, UIKit's `separator`).
public nonisolated struct Divider: View {
    /// Makes a divider.
    public init() {}
    public typealias Body = Never

    /// The line's thickness in points.
    static let thickness: CGFloat = 0.5
}

extension Color {
    /// UIKit's `separator` colour, as dividers and list separators use it.
    static func separator(for scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6) : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    }
}

extension Divider: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let color = Color.separator(for: context.environment.colorScheme).resolve(in: context.environment)
        let line = LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(color))))
        return [LayoutNode(.custom(DividerLayout(), children: [line]))]
    }
}

struct DividerLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        if stackAxis == .horizontal {
            return CGSize(width: Divider.thickness, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
        }
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: Divider.thickness)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        children.map { _ in LayoutEngine.Placement(proposal: ProposedViewSize(size), frame: CGRect(origin: .zero, size: size)) }
    }
}
