extension Image {
    /// How much brighter than white an image may draw: SwiftUI's `Image.DynamicRange`, for
    /// `allowedDynamicRange(_:)`.
    ///
    /// Cadence's display list has colours in the standard range and no high-dynamic-range images,
    /// so every range draws the same; the view modifier keeps the range in the environment
    /// (`EnvironmentValues.allowedDynamicRange`), where views and tests read it.
    public struct DynamicRange: Hashable, Sendable {
        private enum Kind: Hashable, Sendable { case standard, constrainedHigh, high }
        private let kind: Kind

        /// The standard range: no brighter than the rest of the interface.
        public static let standard = DynamicRange(kind: .standard)
        /// Some extended range, for high-dynamic-range content beside ordinary content.
        public static let constrainedHigh = DynamicRange(kind: .constrainedHigh)
        /// The unrestricted extended range.
        public static let high = DynamicRange(kind: .high)
    }

    /// The image allowed to draw in `range` (`nil`: the default): SwiftUI's
    /// `Image.allowedDynamicRange(_:)`. Drawn as it is (see `DynamicRange`).
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

private struct AllowedDynamicRangeKey: EnvironmentKey {
    static let defaultValue: Image.DynamicRange? = nil
}

extension EnvironmentValues {
    /// The dynamic range images below may draw in (`nil`, the default: each image's own).
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}

extension View {
    /// Images below may draw in `range` (`nil`: the default): SwiftUI's
    /// `allowedDynamicRange(_:)`. Kept in the environment; see `Image.DynamicRange`.
    public nonisolated func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}
