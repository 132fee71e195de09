import Dispatch
import Foundation
import Synchronization

/// Runs the demo's steps: each step's `prepare` on the calling thread in order, and the writes it
/// returns on up to `workers` other threads at once, with a progress bar that only the calling thread
/// draws.
///
/// ```swift
/// var progress = ProgressBar(console: console, total: steps.count, label: "cadence demo", quiet: false)
/// try DemoRunner(workers: 2).run(steps, options: options, output: output) { done in progress.advance(to: done) }
/// ```
///
/// Files do not depend on the order in which writes finish (each step writes only its own files), so
/// the output is the same with one worker or many. After the first error no new step starts; the
/// writes already running finish, and the error of the earliest failing step is thrown.
struct DemoRunner: Sendable {
    /// How many writes may run at once besides the calling thread; at least 1.
    var workers: Int

    /// Writes on as many threads as the machine has cores, at most 4.
    static var standard: DemoRunner {
        DemoRunner(workers: max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4)))
    }

    /// Runs `steps`, calling `progress` on the calling thread with the number of steps finished.
    func run(_ steps: [DemoStep], options: DemoOptions, output: DemoOutput, progress: (Int) -> Void) throws {
        try run(groups: 1, make: { _ in steps }, options: options, output: output) { done, _ in progress(done) }
    }

    /// Runs the steps of `groups` groups, each made by `make(index)` on the calling thread just before
    /// its steps are prepared, so that while later groups are made (a gallery section's texts, plots
    /// and checks) the writes of earlier ones run on the workers. Calls `progress` on the calling
    /// thread with the steps finished and the steps known so far plus an estimate for the groups not
    /// yet made (the mean of those made). A throwing `make` stops the run as a failing step does.
    func run(groups: Int, make: (Int) throws -> [DemoStep], options: DemoOptions, output: DemoOutput,
             progress: (_ done: Int, _ estimatedTotal: Int) -> Void) throws {
        let failures = Mutex<[(index: Int, error: any Error)]>([])
        let finished = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "cadence.demo.writes", attributes: .concurrent)
        let limit = max(1, workers)
        var running = 0, done = 0, known = 0, made = 0

        func estimatedTotal() -> Int {
            made == 0 || made >= groups ? known : known + (known * (groups - made) + made - 1) / made
        }
        func collectOne() {
            finished.wait()
            running -= 1
            done += 1
            progress(done, estimatedTotal())
        }
        var index = 0
        groupLoop: for group in 0..<groups {
            let steps: [DemoStep]
            do {
                steps = try make(group)
            } catch {
                failures.withLock { $0.append((index, error)) }
                break
            }
            made += 1
            known += steps.count
            for step in steps {
                defer { index += 1 }
                if failures.withLock({ !$0.isEmpty }) { break groupLoop }
                do {
                    let urls = try step.paths.map(output.stagingURL(for:))
                    let write = try step.prepare(options)
                    while running >= limit { collectOne() }
                    if failures.withLock({ !$0.isEmpty }) { break groupLoop }
                    running += 1
                    let stepIndex = index
                    queue.async {
                        do {
                            try write(urls)
                        } catch {
                            failures.withLock { $0.append((stepIndex, error)) }
                        }
                        finished.signal()
                    }
                } catch {
                    failures.withLock { $0.append((index, error)) }
                }
            }
        }
        while running > 0 { collectOne() }
        if let first = failures.withLock({ $0.min { $0.index < $1.index } }) { throw first.error }
    }
}
