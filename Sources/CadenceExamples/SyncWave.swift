import CadenceUI

/// A "syncing" indicator: five dots rising and falling in a wave, drawn by `TimelineView(.animation)`
/// from the date of each frame alone (no state, no animation), above the words "Syncing photos".
///
/// Each dot is a sine of the frame's date: 10 points up and down, once every 1.2 s, each dot 0.2 s (a
/// sixth of a cycle) behind the one on its left, so the five dots always show two thirds of a wave
/// and its crest travels from left to right. Being a function of the date, the same date always
/// draws the same frame, whatever frames came before, and the picture repeats every 1.2 s.
///
/// The wave only says "busy", which the words already say: a screen reader reads the indicator as
/// one element, "Syncing photos", with the value "In progress" (as an indeterminate `ProgressView`
/// is read). With Reduce Motion on, the schedule is paused and the dots hold still in a line: a loop
/// that carries no information stops (the looping-animation article's advice), and the timeline stops asking for frames.
public struct SyncWave: View {
    /// Seconds for one rise and fall of a dot.
    nonisolated static let period = 1.2
    /// Points a dot rises above (and falls below) the line.
    nonisolated static let amplitude = 10.0
    /// Seconds each dot lags behind the one on its left.
    nonisolated static let lag = 0.2

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Makes the indicator.
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            TimelineView(.animation(paused: reduceMotion)) { context in
                let time = context.date.timeIntervalSinceReferenceDate
                HStack(spacing: 10) {
                    ForEach(0..<5) { index in
                        Circle()
                            .fill(.blue)
                            .frame(width: 12, height: 12)
                            .offset(y: reduceMotion ? 0 : Self.offset(ofDot: index, at: time))
                    }
                }
                .frame(height: 2 * Self.amplitude + 12)
            }
            Text("Syncing photos")
                .font(.callout)
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue("In progress")
    }

    /// The vertical offset of dot `index` (0 on the left) at `time` seconds, in points, negative up:
    /// −amplitude · sin(2π (time − lag · index) / period).
    nonisolated static func offset(ofDot index: Int, at time: Double) -> CGFloat {
        CGFloat(-amplitude * sin(2 * .pi * (time - lag * Double(index)) / period))
    }
}
