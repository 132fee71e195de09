import CadenceTestSupport
import Cadence
import CadenceExport
import CadenceUI
import Foundation

/// The value the test scene animates: every kind of keyframe on every kind of modifier.
struct TestMotion: Sendable {
    var x = 0.0
    var y = 0.0
    var scale = 1.0
    var angle = Angle.zero
    var opacity = 1.0
}

/// A scene that exercises each export path: cubic keyframes (one with equal ends that still moves),
/// linear keyframes with linear, Bézier and circular curves, springs cut short and left to settle,
/// an interior jump, and modifiers whose order and anchors matter (scale about the bottom, rotation
/// about the top-leading corner, then an offset, then opacity).
enum ExportFixtures {
    static let timeline = KeyframeTimeline(initialValue: TestMotion()) {
        KeyframeTrack(\TestMotion.x) {
            CubicKeyframe(30, duration: 0.3)
            SpringKeyframe(-20, duration: 0.5, spring: .bouncy)
            LinearKeyframe(0, duration: 0.2, timingCurve: .easeInOut)
        }
        KeyframeTrack(\TestMotion.y) {
            LinearKeyframe(-15, duration: 0.25, timingCurve: .circularEaseOut)
            CubicKeyframe(-15, duration: 0.4, startVelocity: 80, endVelocity: -40)
            MoveKeyframe(10)
            CubicKeyframe(0, duration: 0.35)
        }
        KeyframeTrack(\TestMotion.scale) {
            SpringKeyframe(1.4, duration: 0.4, spring: .bouncy)
            CubicKeyframe(0.8, duration: 0.3)
            SpringKeyframe(1, spring: .smooth)
        }
        KeyframeTrack(\TestMotion.angle) {
            CubicKeyframe(.degrees(20), duration: 0.3)
            LinearKeyframe(.degrees(-10), duration: 0.4, timingCurve: .easeIn)
            SpringKeyframe(.zero, duration: 0.3, spring: .snappy)
        }
        KeyframeTrack(\TestMotion.opacity) {
            LinearKeyframe(0.3, duration: 0.2)
            LinearKeyframe(1, duration: 0.5, timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.2, y: 1.4),
                                                                    endControlPoint: UnitPoint(x: 0.6, y: 0.9)))
        }
    }

    static let channels: [ExportChannel] = [
        ExportChannel(name: "x", unit: .points, timeline: timeline, track: 0) { $0.x },
        ExportChannel(name: "y", unit: .points, timeline: timeline, track: 1) { $0.y },
        ExportChannel(name: "scale", unit: .factor, timeline: timeline, track: 2) { $0.scale },
        ExportChannel(name: "angle", unit: .degrees, timeline: timeline, track: 3, factor: 180 / .pi) { $0.angle.degrees },
        ExportChannel(name: "opacity", unit: .opacity, timeline: timeline, track: 4) { $0.opacity },
    ]

    static let heart = SymbolShape.named("heart.fill")!
    static let pink = ExportColor(red: 1, green: 45 / 255, blue: 85 / 255)

    /// The heart, 60 points square, in a 200-point canvas.
    static func scene(loopStart: Double? = nil, background: ExportColor? = nil) -> ExportScene {
        let element = ExportElement(
            content: .symbol(heart, pointSize: 60, resizable: true), color: pink,
            modifiers: [.frame(width: 60, height: 60),
                        .scale(x: .channel(2), y: .channel(2), anchor: .bottom),
                        .rotation(degrees: .channel(3), anchor: .topLeading),
                        .offset(x: .channel(0), y: .channel(1)),
                        .opacity(.channel(4))])
        return ExportScene(name: "Test heart", width: 200, height: 200, background: background, content: element,
                           channels: channels, duration: timeline.duration, loopStart: loopStart)
    }

    /// Cadence's values at `time`, in the channels' units.
    static func values(at time: Double) -> [Double] {
        channels.map { $0.value(at: time) }
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory(_ name: String) throws -> URL {
        try TemporaryDirectory.make("export-\(name)")
    }
}

/// A small reproducible generator (xorshift64*) that prints its seed.
struct ExportRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64, label: String) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
        print("ExportRandom seed 0x\(String(seed, radix: 16)) for \(label)")
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}

/// |a − b| ≤ absolute + relative·max(|a|, |b|).
func isClose(_ a: Double, _ b: Double, absolute: Double, relative: Double = 1e-9) -> Bool {
    abs(a - b) <= absolute + relative * max(abs(a), abs(b))
}

extension ExportChannel {
    /// The largest difference between `shown` and Cadence's value at `time`. Where Cadence's value
    /// jumps within a microsecond of `time` (a jump keyframe, a 1/300 s step of an integrated
    /// spring), the side of the jump a player shows depends on rounding in both, so either side
    /// counts.
    func difference(_ shown: Double, at time: Double, clampOpacity: Bool = true) -> Double {
        func value(_ t: Double) -> Double {
            let v = self.value(at: max(t, 0))
            return clampOpacity && unit == .opacity ? min(max(v, 0), 1) : v
        }
        let exact = abs(shown - value(time))
        let before = value(time - 1e-6), after = value(time + 1e-6)
        guard abs(after - before) > 1e-3 * max(1, abs(before)) else { return exact }
        return min(exact, abs(shown - before), abs(shown - after))
    }
}
