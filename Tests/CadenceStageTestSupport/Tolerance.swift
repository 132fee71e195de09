import Foundation

/// `true` when `actual` is within `absolute` of `expected`, or within `relative` of its magnitude.
public func isClose(_ actual: Double, _ expected: Double, absolute: Double = 1e-9, relative: Double = 1e-9) -> Bool {
    if actual == expected { return true }
    let difference = abs(actual - expected)
    return difference <= absolute || difference <= relative * max(abs(actual), abs(expected))
}

public func isClose(_ actual: CGFloat, _ expected: CGFloat, absolute: Double = 1e-9, relative: Double = 1e-9) -> Bool {
    isClose(Double(actual), Double(expected), absolute: absolute, relative: relative)
}

public func isClose(_ actual: Float, _ expected: Float, absolute: Double = 1e-6, relative: Double = 1e-6) -> Bool {
    isClose(Double(actual), Double(expected), absolute: absolute, relative: relative)
}

public func isClose(_ actual: CGRect, _ expected: CGRect, absolute: Double = 1e-9) -> Bool {
    isClose(actual.origin.x, expected.origin.x, absolute: absolute) && isClose(actual.origin.y, expected.origin.y, absolute: absolute)
        && isClose(actual.size.width, expected.size.width, absolute: absolute) && isClose(actual.size.height, expected.size.height, absolute: absolute)
}

public func isClose(_ actual: CGPoint, _ expected: CGPoint, absolute: Double = 1e-9) -> Bool {
    isClose(actual.x, expected.x, absolute: absolute) && isClose(actual.y, expected.y, absolute: absolute)
}
