import Foundation
import Synchronization
import Testing
@testable import CadenceCLI

/// The demo's step runner: prepares in order on the calling thread, writes on workers, reports
/// progress on the calling thread, and stops at the first failure.
@Suite struct DemoRunnerTests {
    struct Failure: Error, Equatable { let step: Int }

    /// The steps whose prepare part ran, in order, from any thread.
    final class Prepared: Sendable {
        private let steps = Mutex<[Int]>([])
        func append(_ step: Int) { steps.withLock { $0.append(step) } }
        var all: [Int] { steps.withLock { $0 } }
    }

    static func output(in folder: URL) throws -> DemoOutput {
        try DemoOutput.prepare("out", console: Console(output: { _ in }, error: { _ in }, workingDirectory: folder.path))
    }

    /// Steps that each write their index into `n.txt`; the ones in `failing` throw instead.
    static func steps(_ count: Int, failing: Set<Int> = [], prepared: Prepared) -> [DemoStep] {
        (0..<count).map { index in
            DemoStep(["\(index).txt"]) { _ in
                prepared.append(index)
                return { urls in
                    if failing.contains(index) { throw Failure(step: index) }
                    try Data("\(index)".utf8).write(to: urls[0])
                }
            }
        }
    }

    @Test(arguments: [1, 2, 5])
    func everyStepRunsAndProgressCountsUpOnTheCallingThread(workers: Int) throws {
        let folder = try DemoTemporary.folder()
        let output = try Self.output(in: folder)
        let prepared = Prepared()
        var reported: [Int] = []
        let caller = Thread.current
        var onCaller = true
        try DemoRunner(workers: workers).run(Self.steps(12, prepared: prepared), options: DemoOptions(), output: output) { done in
            reported.append(done)
            onCaller = onCaller && Thread.current == caller
        }
        #expect(prepared.all == Array(0..<12), "prepared in step order")
        #expect(reported == Array(1...12))
        #expect(onCaller)
        for index in 0..<12 {
            #expect(try String(contentsOf: output.staging.appendingPathComponent("\(index).txt"), encoding: .utf8) == "\(index)")
        }
    }

    @Test func theEarliestFailingStepsErrorIsThrownAndLaterStepsDoNotStart() throws {
        let folder = try DemoTemporary.folder()
        let output = try Self.output(in: folder)
        let prepared = Prepared()
        let steps = Self.steps(40, failing: [3, 5], prepared: prepared)
        #expect(throws: Failure(step: 3)) {
            try DemoRunner(workers: 1).run(steps, options: DemoOptions(), output: output) { _ in }
        }
        // With one worker at most one write is in flight while the next step is prepared.
        #expect(prepared.all.count <= 6)
    }

    @Test func aFailingPrepareStopsTheRun() throws {
        let folder = try DemoTemporary.folder()
        let output = try Self.output(in: folder)
        var steps = Self.steps(5, prepared: Prepared())
        steps[1] = DemoStep(["x.txt"]) { _ in throw Failure(step: 1) }
        #expect(throws: Failure(step: 1)) {
            try DemoRunner(workers: 2).run(steps, options: DemoOptions(), output: output) { _ in }
        }
        #expect(!FileManager.default.fileExists(atPath: output.staging.appendingPathComponent("4.txt").path))
    }

    @Test func groupsAreMadeOneAtATimeAfterTheEarlierGroupsStepsArePrepared() throws {
        let folder = try DemoTemporary.folder()
        let output = try Self.output(in: folder)
        let prepared = Prepared()
        var events: [String] = []
        var totals: [Int] = []
        try DemoRunner(workers: 2).run(groups: 3, make: { group in
            events.append("make \(group) after \(prepared.all.count) prepared")
            // Group g has g + 2 steps, numbered on from the earlier groups'.
            let first = (0..<group).reduce(0) { $0 + $1 + 2 }
            return Self.steps(first + group + 2, prepared: prepared).suffix(group + 2)
        }, options: DemoOptions(), output: output) { _, total in
            totals.append(total)
        }
        #expect(events == ["make 0 after 0 prepared", "make 1 after 2 prepared", "make 2 after 5 prepared"])
        #expect(prepared.all == Array(0..<9))
        #expect(totals.last == 9, "the estimate is exact once every group is made")
        #expect(totals.allSatisfy { $0 >= 2 })
        for index in 0..<9 {
            #expect(try String(contentsOf: output.staging.appendingPathComponent("\(index).txt"), encoding: .utf8) == "\(index)")
        }
    }

    @Test func aThrowingGroupStopsTheRunAfterTheEarlierWrites() throws {
        let folder = try DemoTemporary.folder()
        let output = try Self.output(in: folder)
        var made: [Int] = []
        #expect(throws: Failure(step: -1)) {
            try DemoRunner(workers: 1).run(groups: 4, make: { group in
                made.append(group)
                if group == 1 { throw Failure(step: -1) }
                return Self.steps(2, prepared: Prepared())
            }, options: DemoOptions(), output: output) { _, _ in }
        }
        #expect(made == [0, 1], "no group is made after the failure")
        #expect(FileManager.default.fileExists(atPath: output.staging.appendingPathComponent("1.txt").path), "the first group's writes finished")
    }
}
