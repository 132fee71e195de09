import Cadence

// Things and interface marks: house, gears, magnifying glass, cart, bag, bin, pencil, share, locks,
// gift, calendar, clocks, camera, photo, ellipses, lines and lists, info, warning, question, Wi-Fi,
// battery.
extension SymbolShape {
    package static let objectSymbols: [String: Entry] = [
        "house.fill": (polygon([(0.5, 0.07), (0.95, 0.47), (0.84, 0.47), (0.84, 0.93), (0.6, 0.93), (0.6, 0.66),
                                (0.4, 0.66), (0.4, 0.93), (0.16, 0.93), (0.16, 0.47), (0.05, 0.47)], radius: 0.02), .nonZero),
        "house": (stroke([(0.06, 0.48), (0.5, 0.1), (0.94, 0.48)], width: 0.08)
                    + stroke([(0.18, 0.46), (0.18, 0.91), (0.82, 0.91), (0.82, 0.46)], width: 0.08), .nonZero),
        "gearshape.fill": (gear(teeth: 8, outer: 0.48, inner: 0.37, hole: 0.15), .evenOdd),
        "gear": (gear(teeth: 12, outer: 0.48, inner: 0.4, hole: 0.17), .evenOdd),
        "magnifyingglass": (ring((0.42, 0.42), 0.33, width: 0.09) + stroke([(0.71, 0.71), (0.91, 0.91)], width: 0.12), .evenOdd),
        "cart.fill": (polygon([(0.24, 0.22), (0.92, 0.22), (0.83, 0.6), (0.32, 0.6)], radius: 0.03)
                        + stroke([(0.05, 0.12), (0.18, 0.12), (0.3, 0.72), (0.84, 0.72)], width: 0.06)
                        + disc((0.36, 0.85), 0.075) + disc((0.77, 0.85), 0.075), .nonZero),
        "bag.fill": (box(0.12, 0.3, 0.76, 0.64, radius: 0.08) + stroke(arcPoints((0.5, 0.32), 0.18, start: Double.pi, sweep: Double.pi), width: 0.07), .nonZero),
        "trash.fill": (stroke([(0.1, 0.2), (0.9, 0.2)], width: 0.07) + box(0.37, 0.07, 0.26, 0.12, radius: 0.04)
                         + polygon([(0.18, 0.27), (0.82, 0.27), (0.76, 0.94), (0.24, 0.94)], radius: 0.05), .nonZero),
        "pencil": (stroke([(0.27, 0.73), (0.83, 0.17)], width: 0.17) + polygon([(0.2, 0.68), (0.32, 0.8), (0.08, 0.92)], radius: 0.01), .nonZero),
        "square.and.arrow.up": (stroke([(0.33, 0.4), (0.18, 0.4), (0.18, 0.92), (0.82, 0.92), (0.82, 0.4), (0.67, 0.4)], width: 0.07)
                                   + arrow(tip: 0.05, bottom: 0.64, headWidth: 0.36, headLength: 0.2, shaft: 0.08), .nonZero),
        "lock.fill": (box(0.16, 0.44, 0.68, 0.5, radius: 0.1)
                        + stroke([(0.29, 0.48)] + arcPoints((0.5, 0.36), 0.21, start: Double.pi, sweep: Double.pi) + [(0.71, 0.48)], width: 0.09), .nonZero),
        "lock.open.fill": (box(0.1, 0.44, 0.6, 0.5, radius: 0.1)
                             + stroke(arcPoints((0.7, 0.3), 0.19, start: Double.pi, sweep: Double.pi) + [(0.89, 0.44)], width: 0.09), .nonZero),
        "gift.fill": (box(0.08, 0.36, 0.84, 0.18, radius: 0.03) + box(0.15, 0.54, 0.7, 0.4, radius: 0.04) + box(0.455, 0.36, 0.09, 0.58)
                        + disc((0.37, 0.25), 0.1) + disc((0.63, 0.25), 0.1), .evenOdd),
        "calendar": (box(0.07, 0.12, 0.86, 0.8, radius: 0.12) + box(0.15, 0.34, 0.7, 0.5, radius: 0.05)
                       + (0..<2).flatMap { row in (0..<3).flatMap { column in
                           box(0.24 + Double(column) * 0.2, 0.44 + Double(row) * 0.2, 0.12, 0.1, radius: 0.02) } }, .evenOdd),
        "clock.fill": (circle() + stroke([(0.5, 0.2), (0.5, 0.5), (0.71, 0.62)], width: 0.075), .evenOdd),
        "clock": (ring((0.5, 0.5), 0.47, width: 0.075) + stroke([(0.5, 0.22), (0.5, 0.5), (0.7, 0.61)], width: 0.075), .evenOdd),
        "camera.fill": (box(0.05, 0.28, 0.9, 0.62, radius: 0.12) + polygon([(0.33, 0.28), (0.4, 0.15), (0.6, 0.15), (0.67, 0.28)], radius: 0.03)
                          + disc((0.5, 0.58), 0.19) + disc((0.5, 0.58), 0.11), .evenOdd),
        "photo": (box(0.05, 0.14, 0.9, 0.72, radius: 0.1) + box(0.12, 0.21, 0.76, 0.58, radius: 0.04)
                    + polygon([(0.16, 0.75), (0.38, 0.46), (0.54, 0.64), (0.64, 0.54), (0.84, 0.75)], radius: 0.02) + disc((0.68, 0.36), 0.07), .evenOdd),
        "ellipsis": (disc((0.16, 0.5), 0.085) + disc((0.5, 0.5), 0.085) + disc((0.84, 0.5), 0.085), .nonZero),
        "ellipsis.circle": (ring((0.5, 0.5), 0.47, width: 0.075) + disc((0.3, 0.5), 0.055) + disc((0.5, 0.5), 0.055) + disc((0.7, 0.5), 0.055), .evenOdd),
        "line.3.horizontal": ([0.24, 0.5, 0.76].flatMap { y in stroke([(0.1, y), (0.9, y)], width: 0.08) }, .nonZero),
        "list.bullet": ([0.24, 0.5, 0.76].flatMap { y in disc((0.13, y), 0.06) + stroke([(0.32, y), (0.92, y)], width: 0.07) }, .nonZero),
        "info.circle.fill": (circle() + disc((0.5, 0.29), 0.06) + box(0.45, 0.41, 0.1, 0.34, radius: 0.03), .evenOdd),
        "exclamationmark.triangle.fill": (polygon([(0.5, 0.06), (0.96, 0.9), (0.04, 0.9)], radius: 0.08)
                                             + box(0.45, 0.33, 0.1, 0.3, radius: 0.04) + disc((0.5, 0.75), 0.055), .evenOdd),
        "questionmark.circle.fill": (circle() + stroke(arcPoints((0.5, 0.39), 0.13, start: Double.pi, sweep: Double.pi * 1.35) + [(0.5, 0.6)], width: 0.085)
                                        + disc((0.5, 0.75), 0.055), .evenOdd),
        "wifi": (disc((0.5, 0.8), 0.07) + [0.26, 0.43, 0.6].flatMap { radius in
                     stroke(arcPoints((0.5, 0.8), radius, start: -Double.pi * 0.75, sweep: Double.pi / 2), width: 0.085) }, .nonZero),
        "battery.100": (box(0.04, 0.27, 0.82, 0.46, radius: 0.1) + box(0.1, 0.33, 0.7, 0.34, radius: 0.05) + box(0.13, 0.36, 0.64, 0.28, radius: 0.04)
                          + box(0.88, 0.41, 0.07, 0.18, radius: 0.03), .evenOdd),
    ]
}
