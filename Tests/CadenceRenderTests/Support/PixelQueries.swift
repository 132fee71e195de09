@testable import CadenceRender

/// An inclusive box of pixel coordinates.
struct PixelBox: Equatable, CustomStringConvertible {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    var description: String { "x \(minX)…\(maxX), y \(minY)…\(maxY)" }
    var centerX: Double { Double(minX + maxX) / 2 + 0.5 }
    var centerY: Double { Double(minY + maxY) / 2 + 0.5 }

    /// Whether every edge is within `tolerance` pixels of `other`'s.
    func matches(_ other: PixelBox, within tolerance: Int) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}

extension RasterImage {
    /// The box around every pixel for which `matches` holds, or nil when none does.
    func box(where matches: (RGBAPixel) -> Bool) -> PixelBox? {
        var box: PixelBox?
        for y in 0..<height {
            for x in 0..<width where matches(self[x, y]) {
                if box == nil {
                    box = PixelBox(minX: x, minY: y, maxX: x, maxY: y)
                } else {
                    box!.minX = min(box!.minX, x)
                    box!.minY = min(box!.minY, y)
                    box!.maxX = max(box!.maxX, x)
                    box!.maxY = max(box!.maxY, y)
                }
            }
        }
        return box
    }

    /// The box around every pixel that differs from `background` by more than `tolerance` in a channel.
    func inkBox(background: RGBAPixel, tolerance: Int = 24) -> PixelBox? {
        box { !$0.isClose(to: background, within: tolerance) }
    }

    /// How many pixels satisfy `matches`.
    func count(where matches: (RGBAPixel) -> Bool) -> Int {
        pixels.reduce(0) { $0 + (matches($1) ? 1 : 0) }
    }
}

extension RGBAPixel {
    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBAPixel, within tolerance: Int) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }

    static let opaqueWhite = RGBAPixel(red: 255, green: 255, blue: 255)
    static let opaqueRed = RGBAPixel(red: 255, green: 0, blue: 0)
}
