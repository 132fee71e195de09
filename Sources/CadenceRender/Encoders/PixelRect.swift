/// A rectangle of whole pixels, for the changed-region crops of animated encoders.
struct PixelRect: Sendable, Hashable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The smallest rectangle holding every pixel index `i` (row-major in a `width`-wide image)
    /// for which `differs(i)` is true; nil when none does.
    static func bounding(width: Int, height: Int, where differs: (Int) -> Bool) -> PixelRect? {
        var (minX, minY, maxX, maxY) = (width, height, -1, -1)
        for y in 0..<height {
            let rowStart = y * width
            // Only the columns outside the box found so far can grow it sideways, but a row must be
            // scanned fully once to know whether it grows the box vertically.
            var first = -1
            for x in 0..<width where differs(rowStart + x) {
                first = x
                break
            }
            guard first >= 0 else { continue }
            var last = first
            for x in stride(from: width - 1, to: max(first, maxX), by: -1) where differs(rowStart + x) {
                last = x
                break
            }
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
