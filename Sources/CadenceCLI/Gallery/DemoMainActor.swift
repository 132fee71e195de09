import Dispatch
import Foundation

/// Runs main-actor work (recording a `Stage`) from any thread and waits for it: directly on the main
/// thread, otherwise through the main queue.
enum DemoMainActor {
    static func run<T: Sendable>(_ body: @escaping @MainActor @Sendable () throws -> T) throws -> T {
        if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
        return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
    }
}
