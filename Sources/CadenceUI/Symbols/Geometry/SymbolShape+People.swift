import Cadence

// People and messages: person, people, circled person, envelope, speech bubbles, phone, paper
// plane, thumbs up and down.
extension SymbolShape {
    package static let peopleSymbols: [String: Entry] = [
        "person.fill": (person, .nonZero),
        "person": (ring((0.5, 0.27), 0.2, width: 0.07) + personOutline, .evenOdd),
        "person.circle.fill": (circle() + disc((0.5, 0.38), 0.15) + curve(from: (0.21, 0.8), [
            ((0.28, 0.65), (0.4, 0.6), (0.5, 0.6)), ((0.6, 0.6), (0.72, 0.65), (0.79, 0.8)),
            ((0.7, 0.89), (0.6, 0.93), (0.5, 0.93)), ((0.4, 0.93), (0.3, 0.89), (0.21, 0.8)),
        ]), .evenOdd),
        "person.2.fill": (scaled(person, by: 0.72, offset: (0.16, -0.06)) + scaled(person, by: 0.8, offset: (-0.14, 0.1)), .nonZero),
        "envelope.fill": (box(0.06, 0.2, 0.88, 0.6, radius: 0.08) + stroke([(0.13, 0.29), (0.5, 0.56), (0.87, 0.29)], width: 0.06), .evenOdd),
        "envelope": (box(0.06, 0.2, 0.88, 0.6, radius: 0.08) + box(0.13, 0.27, 0.74, 0.46, radius: 0.03)
                        + stroke([(0.19, 0.34), (0.5, 0.56), (0.81, 0.34)], width: 0.06), .evenOdd),
        "bubble.left.fill": (bubble, .nonZero),
        "bubble.right.fill": (mirrored(bubble), .nonZero),
        "phone.fill": (stroke([(0.25, 0.13), (0.15, 0.3), (0.3, 0.62), (0.56, 0.85), (0.8, 0.87)], width: 0.15)
                          + disc((0.27, 0.16), 0.11) + disc((0.8, 0.84), 0.11), .nonZero),
        "paperplane.fill": (polygon([(0.05, 0.45), (0.95, 0.07), (0.6, 0.95), (0.46, 0.56)], radius: 0.03), .nonZero),
        "hand.thumbsup.fill": (thumb, .nonZero),
        "hand.thumbsdown.fill": (flipped(thumb), .evenOdd),
    ]

    private static let person = disc((0.5, 0.27), 0.2) + curve(from: (0.11, 0.93), [
        ((0.11, 0.64), (0.3, 0.53), (0.5, 0.53)), ((0.7, 0.53), (0.89, 0.64), (0.89, 0.93)),
    ])

    /// The body of `person` as a band: the outer curve, then an inner one back (anticlockwise).
    private static let personOutline = curve(from: (0.11, 0.93), [
        ((0.11, 0.64), (0.3, 0.53), (0.5, 0.53)), ((0.7, 0.53), (0.89, 0.64), (0.89, 0.93)),
    ]) + curve(from: (0.82, 0.87), [
        ((0.8, 0.67), (0.66, 0.6), (0.5, 0.6)), ((0.34, 0.6), (0.2, 0.67), (0.18, 0.87)),
    ])

    private static let bubble = box(0.05, 0.1, 0.9, 0.66, radius: 0.3) + polygon([(0.14, 0.6), (0.38, 0.72), (0.08, 0.93)], radius: 0.02)

    /// A fist with the thumb up, and a cuff to its left.
    private static let thumb = box(0.05, 0.44, 0.17, 0.5, radius: 0.04) + box(0.28, 0.42, 0.6, 0.52, radius: 0.1)
        + stroke([(0.44, 0.46), (0.52, 0.12)], width: 0.16)
}
