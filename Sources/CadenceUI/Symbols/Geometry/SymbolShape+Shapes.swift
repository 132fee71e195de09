import Cadence

// Plain shapes and marks: outlines and fills of circles, squares and stars, plus, minus and ×, with
// their circled versions, and a few badges (bookmark, flag, tag, crown).
extension SymbolShape {
    package static let shapeSymbols: [String: Entry] = [
        "circle": (ring((0.5, 0.5), 0.47, width: 0.075), .evenOdd),
        "square": (box(0.06, 0.06, 0.88, 0.88, radius: 0.16) + box(0.135, 0.135, 0.73, 0.73, radius: 0.1), .evenOdd),
        "square.fill": (box(0.06, 0.06, 0.88, 0.88, radius: 0.16), .nonZero),
        "star": (starOutline(center: (0.5, 0.53), radius: 0.49, rounding: 0.03) + starOutline(center: (0.5, 0.53), radius: 0.36, rounding: 0.02), .evenOdd),
        "plus": (cross((0.5, 0.5), arm: 0.4, width: 0.12), .nonZero),
        "minus": (box(0.1, 0.44, 0.8, 0.12, radius: 0.06), .nonZero),
        "xmark": (cross((0.5, 0.5), arm: 0.42, width: 0.12, angle: Double.pi / 4), .nonZero),
        "plus.circle": (ring((0.5, 0.5), 0.47, width: 0.075) + cross((0.5, 0.5), arm: 0.2, width: 0.085), .evenOdd),
        "minus.circle": (ring((0.5, 0.5), 0.47, width: 0.075) + box(0.29, 0.4575, 0.42, 0.085, radius: 0.04), .evenOdd),
        "minus.circle.fill": (circle() + box(0.29, 0.4575, 0.42, 0.085, radius: 0.04), .evenOdd),
        "xmark.circle": (ring((0.5, 0.5), 0.47, width: 0.075) + cross((0.5, 0.5), arm: 0.21, width: 0.085, angle: Double.pi / 4), .evenOdd),
        "xmark.circle.fill": (circle() + cross((0.5, 0.5), arm: 0.21, width: 0.085, angle: Double.pi / 4), .evenOdd),
        "checkmark.circle": (ring((0.5, 0.5), 0.47, width: 0.075) + check([(0.29, 0.52), (0.44, 0.67), (0.71, 0.35)], halfWidth: 0.042), .evenOdd),
        "heart.circle.fill": (circle() + scaled(heart(inset: 0), by: 0.52, offset: (0, 0.02)), .evenOdd),
        "star.circle.fill": (circle() + starOutline(center: (0.5, 0.52), radius: 0.27, rounding: 0.015), .evenOdd),
        "bookmark.fill": (polygon([(0.2, 0.06), (0.8, 0.06), (0.8, 0.94), (0.5, 0.72), (0.2, 0.94)], radius: 0.04), .nonZero),
        "bookmark": (polygon([(0.2, 0.06), (0.8, 0.06), (0.8, 0.94), (0.5, 0.72), (0.2, 0.94)], radius: 0.04)
                        + polygon([(0.27, 0.13), (0.73, 0.13), (0.73, 0.8), (0.5, 0.63), (0.27, 0.8)], radius: 0.02), .evenOdd),
        "flag.fill": (stroke([(0.18, 0.08), (0.18, 0.94)], width: 0.08) + polygon([(0.21, 0.1), (0.84, 0.1), (0.68, 0.33), (0.84, 0.56), (0.21, 0.56)], radius: 0.02), .nonZero),
        "tag.fill": (polygon([(0.06, 0.5), (0.36, 0.14), (0.92, 0.14), (0.92, 0.86), (0.36, 0.86)], radius: 0.06) + disc((0.32, 0.5), 0.065), .evenOdd),
        "crown.fill": (polygon([(0.06, 0.28), (0.3, 0.52), (0.5, 0.16), (0.7, 0.52), (0.94, 0.28), (0.84, 0.84), (0.16, 0.84)], radius: 0.03), .nonZero),
        "sparkle": (sparkle(center: (0.5, 0.5), radius: 0.47), .nonZero),
        "seal.fill": (polygon((0..<24).map { SymbolPathBuilder.point(on: (0.5, 0.5), $0.isMultiple(of: 2) ? 0.47 : 0.41, Double($0) * Double.pi / 12) }, radius: 0.02), .nonZero),
    ]
}
