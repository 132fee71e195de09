import Cadence

// Playback and sound: play, pause, stop, skip, the circled play button, speakers, a note, a mic.
extension SymbolShape {
    package static let mediaSymbols: [String: Entry] = [
        "play.fill": (playTriangle, .nonZero),
        "pause.fill": (box(0.18, 0.1, 0.22, 0.8, radius: 0.05) + box(0.6, 0.1, 0.22, 0.8, radius: 0.05), .nonZero),
        "stop.fill": (box(0.14, 0.14, 0.72, 0.72, radius: 0.08), .nonZero),
        "forward.fill": (skipTriangles, .nonZero),
        "backward.fill": (mirrored(skipTriangles), .nonZero),
        "play.circle.fill": (circle() + scaled(playTriangle, by: 0.46, offset: (0.03, 0)), .evenOdd),
        "pause.circle.fill": (circle() + box(0.35, 0.3, 0.1, 0.4, radius: 0.025) + box(0.55, 0.3, 0.1, 0.4, radius: 0.025), .evenOdd),
        "speaker.fill": (speaker, .nonZero),
        "speaker.wave.2.fill": (speaker + waves(2), .nonZero),
        "speaker.wave.3.fill": (speaker + waves(3), .nonZero),
        "speaker.slash.fill": (speaker + stroke([(0.1, 0.1), (0.9, 0.9)], width: 0.08), .nonZero),
        "music.note": (disc((0.33, 0.76), 0.15) + stroke([(0.44, 0.72), (0.44, 0.1)], width: 0.08) + stroke([(0.44, 0.12), (0.78, 0.27)], width: 0.08), .nonZero),
        "mic.fill": (box(0.34, 0.06, 0.32, 0.52, radius: 0.16)
                        + stroke([(0.23, 0.44)] + arcPoints((0.5, 0.44), 0.27, start: Double.pi, sweep: -Double.pi) + [(0.77, 0.44)], width: 0.07)
                        + stroke([(0.5, 0.72), (0.5, 0.9)], width: 0.07) + stroke([(0.34, 0.92), (0.66, 0.92)], width: 0.07), .nonZero),
    ]

    private static let playTriangle = polygon([(0.2, 0.08), (0.9, 0.5), (0.2, 0.92)], radius: 0.07)

    private static let skipTriangles = polygon([(0.06, 0.2), (0.5, 0.5), (0.06, 0.8)], radius: 0.04)
        + polygon([(0.5, 0.2), (0.94, 0.5), (0.5, 0.8)], radius: 0.04)

    private static let speaker = polygon([(0.06, 0.36), (0.22, 0.36), (0.46, 0.14), (0.46, 0.86), (0.22, 0.64), (0.06, 0.64)], radius: 0.03)

    /// `count` sound waves to the right of the speaker.
    private static func waves(_ count: Int) -> [PathElement] {
        (0..<count).flatMap { index in
            stroke(arcPoints((0.46, 0.5), 0.2 + Double(index) * 0.14, start: -Double.pi / 4, sweep: Double.pi / 2), width: 0.07)
        }
    }
}
