import Foundation
import Testing

/// Whether `a` and `b` agree within `absolute` or within `relative` of the larger magnitude.
func isClose(_ a: Double, _ b: Double, absolute: Double = 1e-9, relative: Double = 1e-9) -> Bool {
    if a == b { return true }
    let difference = abs(a - b)
    return difference <= absolute || difference <= relative * max(abs(a), abs(b))
}

/// Records what `@Sendable` callbacks report, in order, from any thread.
final class Recorder<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element] = []

    func append(_ element: Element) {
        lock.withLock { storage.append(element) }
    }

    /// Appends `element` and returns it, for use inside result-builder closures.
    func record(_ element: Element) -> Element {
        append(element)
        return element
    }

    var all: [Element] { lock.withLock { storage } }
}
