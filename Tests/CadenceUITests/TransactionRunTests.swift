import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// One action, several transactions: SwiftUI queues each `withAnimation` body's state changes as a
/// transaction of its own and updates the views once per transaction, in order, so each change
/// animates with the animation it was made in — also when the writes go to the same `@State`.
@MainActor
@Suite struct TransactionRunTests {
    private struct Sequenced: View {
        @State private var first = false
        @State private var second = false
        @State private var counter = 0
        @State private var bars = [0.0, 0.0]

        var body: some View {
            VStack {
                Button("Go") {
                    counter += 1
                    withAnimation(.linear(duration: 1)) { first = true }
                    withAnimation(.linear(duration: 1).delay(0.5)) { second = true }
                    for index in bars.indices {
                        withAnimation(.linear(duration: 1).delay(Double(index))) { bars[index] = 100 }
                    }
                }
                Text("\(counter)")
                Color.red.frame(width: 10, height: 10).offset(x: first ? 100 : 0)
                Color.blue.frame(width: 10, height: 10).offset(x: second ? 100 : 0)
                Color.green.frame(width: 10, height: 10).offset(x: bars[0])
                Color.orange.frame(width: 10, height: 10).offset(x: bars[1])
            }
        }
    }

    @Test func eachWithAnimationAnimatesItsOwnWrites() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { Sequenced() }
        func x(_ color: Color) throws -> CGFloat { try #require(stage.displayList().item(filledWith: color)).bounds.minX }
        let start = try (x(.red), x(.blue), x(.green), x(.orange))
        try stage.tap(label: "Go")
        stage.advance(to: 0.75)
        #expect(isClose(try x(.red) - start.0, 75, absolute: 1e-6), "no delay")
        #expect(isClose(try x(.blue) - start.1, 25, absolute: 1e-6), "half a second of delay")
        // The same @State array written in two transactions: each element its own delay.
        #expect(isClose(try x(.green) - start.2, 75, absolute: 1e-6))
        #expect(isClose(try x(.orange) - start.3, 0, absolute: 1e-6), "still waiting out its second")
        // The unanimated write changed at once.
        #expect(stage.displayList().item(text: "1") != nil)
        stage.advance(to: 3)
        #expect(isClose(try x(.orange) - start.3, 100, absolute: 1e-6))
    }

    @Test func aCompletionWaitsForItsOwnRun() throws {
        struct Completing: View {
            @State private var a = false
            @State private var b = false
            @State private var log: [String] = []
            var body: some View {
                VStack {
                    Button("Go") {
                        withAnimation(.linear(duration: 0.2)) { a = true } completion: { log.append("a") }
                        withAnimation(.linear(duration: 0.6)) { b = true } completion: { log.append("b") }
                    }
                    Color.red.frame(width: 10, height: 10).opacity(a ? 0.5 : 1)
                    Color.blue.frame(width: 10, height: 10).opacity(b ? 0.5 : 1)
                    Text(log.joined(separator: ","))
                }
            }
        }
        let stage = Stage(size: CGSize(width: 300, height: 300)) { Completing() }
        try stage.tap(label: "Go")
        stage.advance(to: 0.1)
        #expect(stage.displayList().item(text: "a") == nil)
        stage.advance(to: 0.3)
        #expect(stage.displayList().item(text: "a") != nil)
        stage.advance(to: 1)
        #expect(stage.displayList().item(text: "a,b") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
