import CadenceUI

/// Frame times on a grid of `fps` frames per second: `index / fps`, computed from the index so long
/// runs do not drift.
struct FrameGrid {
    let fps: Double

    /// Checks `fps`: finite and in (0, 10 000].
    static func make(_ fps: Double) throws(AssertionInputError) -> FrameGrid {
        guard fps.isFinite, fps > 0, fps <= 10_000 else { throw AssertionInputError("fps \(fps) is not in (0, 10000]") }
        return FrameGrid(fps: fps)
    }

    /// The frame times from `start` (rounded up to the grid) through `end` (rounded down), at most
    /// a million.
    func times(from start: Double, through end: Double) throws(AssertionInputError) -> [Double] {
        guard start.isFinite, end.isFinite else { throw AssertionInputError("times must be finite (got \(start) … \(end))") }
        guard end >= start else { throw AssertionInputError("the end t=\(DisplayNumber(end)) is before t=\(DisplayNumber(start))") }
        let first = Int((start * fps - 1e-9).rounded(.up))
        let last = Int((end * fps + 1e-9).rounded(.down))
        guard last - first < 1_000_000 else { throw AssertionInputError("\(last - first + 1) frames is too many: use a lower fps or a shorter span") }
        guard last >= first else { return [] }
        return (first...last).map { Double($0) / fps }
    }
}

/// An assertion's arguments cannot be used (an fps of 0, a time before the stage's): one line.
struct AssertionInputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `t=0.25` with the number rounded as display lists print it.
func at(_ time: Double) -> String { "t=\(DisplayNumber(time))" }

extension Array where Element == DisplayList.Item {
    /// The items as the eye sees them (see `DisplayList.Item.visible`).
    var visible: [DisplayList.Item] { map(\.visible) }
}

/// Reports `message` at `site` and returns false, for assertions that end in a failure.
@discardableResult
func fail(_ message: String, at site: TestSite) -> Bool {
    TestFailure.record(message, at: site)
    return false
}
