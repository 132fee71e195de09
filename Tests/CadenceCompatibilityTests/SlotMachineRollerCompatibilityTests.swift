#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A slot-machine number roller: each reel is a VStack of the digits 0–9 moved up by
// digit × row height inside a one-row, top-aligned, clipped frame; "Spin" springs the reels to
// their new digits one after another (`.delay(Double(index) * 0.15)`), and the credits counter
// rolls with `.contentTransition(.numericText(value:))`.

private struct DigitReel: View {
    let digit: Int
    let rowHeight: CGFloat

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { number in
                Text("\(number)")
                    .font(.system(size: 40, weight: .bold, design: .rounded))
                    .frame(width: 56, height: rowHeight)
            }
        }
        .offset(y: -CGFloat(digit) * rowHeight)
        .frame(width: 56, height: rowHeight, alignment: .top)
        .clipped()
        .background(
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.black.opacity(0.05))
        )
    }
}

private struct SlotMachine: View {
    /// The outcomes of successive spins (a real app would roll random numbers).
    let outcomes: [[Int]]
    let rowHeight: CGFloat = 48

    @State private var reels = [0, 0, 0]
    @State private var spins = 0
    @State private var credits = 10

    var body: some View {
        VStack(spacing: 32) {
            HStack(spacing: 12) {
                ForEach(reels.indices, id: \.self) { index in
                    DigitReel(digit: reels[index], rowHeight: rowHeight)
                }
            }
            HStack {
                Text("Credits")
                Text("\(credits)")
                    .font(.title.monospacedDigit())
                    .contentTransition(.numericText(value: Double(credits)))
            }
            Button("Spin") {
                spin()
            }
            .disabled(credits == 0)
        }
        .animation(.snappy, value: credits)
    }

    private func spin() {
        let outcome = outcomes[spins % outcomes.count]
        spins += 1
        credits -= 1
        for (index, digit) in outcome.enumerated() {
            withAnimation(.spring(response: 0.6, dampingFraction: 0.75).delay(Double(index) * 0.15)) {
                reels[index] = digit
            }
        }
        if Set(outcome).count == 1 {
            credits += 5
        }
    }
}

@MainActor
@Suite struct SlotMachineRollerCompatibilityTests {
    /// The digit texts `label`, left to right (one per reel).
    private func digits(_ label: String, in stage: Stage) -> [DisplayList.Item] {
        stage.displayList().items.filter { item in
            guard case .text(let text) = item.content else { return false }
            return text.text == label && text.font.pointSize == 40
        }.sorted { $0.bounds.minX < $1.bounds.minX }
    }

    /// The reels' spring(response: 0.6, dampingFraction: 0.75) after `t` seconds, stepped as SwiftUI steps it.
    private func springProgress(_ t: Double) -> Double {
        fluidSpringProgress(response: 0.6, dampingFraction: 0.75, time: t)
    }

    @Test func theReelsSpringToTheirDigitsOneAfterAnother() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { SlotMachine(outcomes: [[7, 3, 9]]) }
        let zeros = digits("0", in: stage)
        #expect(zeros.count == 3)
        let windowTop = zeros.map(\.bounds.minY)
        for item in zeros {
            #expect(item.clips.count == 1, "each reel is clipped to its window")
        }

        try stage.tap(label: "Spin")
        stage.advance(by: 0.3)
        let sevens = digits("7", in: stage)
        let threes = digits("3", in: stage)
        let nines = digits("9", in: stage)
        // Reel i started 0.15·i s after the tap; digit d sits d rows below the top of its reel.
        let expected0 = windowTop[0] + 48 * 7 * (1 - springProgress(0.3))
        let expected1 = windowTop[1] + 48 * 3 * (1 - springProgress(0.15))
        let expected2 = windowTop[2] + 48 * 9
        #expect(isClose(sevens[0].bounds.minY, expected0, absolute: 0.1), "\(sevens[0].bounds.minY) vs \(expected0)")
        #expect(isClose(threes[1].bounds.minY, expected1, absolute: 0.1), "\(threes[1].bounds.minY) vs \(expected1)")
        #expect(isClose(nines[2].bounds.minY, expected2, absolute: 0.01), "the third reel has not started")

        stage.advance(by: 3)
        #expect(isClose(digits("7", in: stage)[0].bounds.minY, windowTop[0], absolute: 0.01))
        #expect(isClose(digits("3", in: stage)[1].bounds.minY, windowTop[1], absolute: 0.01))
        #expect(isClose(digits("9", in: stage)[2].bounds.minY, windowTop[2], absolute: 0.01))
        #expect(stage.displayList().item(text: "9") != nil, "one credit spent")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aJackpotPaysFiveCredits() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { SlotMachine(outcomes: [[1, 2, 3], [8, 8, 8]]) }
        #expect(stage.displayList().item(text: "10") != nil)
        try stage.tap(label: "Spin")
        stage.advance(by: 2)
        #expect(stage.displayList().item(text: "9") != nil)
        try stage.tap(label: "Spin")
        stage.advance(by: 2)
        #expect(stage.displayList().item(text: "13") != nil, "9 − 1 + 5")
        let eights = digits("8", in: stage)
        #expect(eights.count == 3)
        for eight in eights {
            // Each reel's window is its clip: the eight is centred in it.
            let clip = try #require(eight.clips.first)
            let window = clip.transform.apply(to: clip.rect)
            #expect(isClose(window.height, 48, absolute: 0.01), "\(window)")
            #expect(isClose(eight.bounds.midY, window.midY, absolute: 0.01), "\(eight.bounds) vs \(window)")
        }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
