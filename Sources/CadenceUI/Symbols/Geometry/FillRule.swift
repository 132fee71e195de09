/// How a path's self-overlapping and nested parts decide what is inside.
///
/// - `nonZero`: inside where the path winds around a point a non-zero number of times; nested
///   subpaths drawn in the same direction fill each other in.
/// - `evenOdd`: inside where a ray from the point crosses the path an odd number of times; a subpath
///   nested in another cuts a hole whatever its direction (SwiftUI's `FillStyle(eoFill: true)`).
public enum FillRule: Sendable, Hashable {
    /// Inside where the path's winding number is not zero (SwiftUI's default fill).
    case nonZero
    /// Inside where a ray crosses the path an odd number of times (`FillStyle(eoFill: true)`).
    case evenOdd
}
