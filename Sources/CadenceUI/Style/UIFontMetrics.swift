import Foundation

/// Scales fonts and lengths for the Dynamic Type size people chose: UIKit's `UIFontMetrics`.
///
/// ```swift
/// Image(systemName: "star")
///     .frame(width: UIFontMetrics.default.scaledValue(for: 24))
/// ```
///
/// Outside a view's environment Cadence has no system-wide Dynamic Type setting: the app runs at the
/// default size (`.large`), as `UIFont.preferredFont(forTextStyle:)` does, so the metrics return
/// values and fonts unscaled (a maximum point size still caps a font). Views that should follow a
/// stage's `dynamicTypeSize` use `@ScaledMetric` or `Font.TextStyle` fonts, which read the
/// environment.
public final class UIFontMetrics: Sendable {
    /// The text style whose scaling these metrics follow.
    public let textStyle: UIFont.TextStyle

    /// The metrics of body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `value` (points) scaled for the current Dynamic Type size: `value` itself at the default
    /// size, which is Cadence's outside views (NaN stays NaN).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        value * scale
    }

    /// `value` scaled for the Dynamic Type size of `traitCollection` (the default size in Cadence,
    /// whose trait collections carry only the interface style).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaledValue(for: value)
    }

    /// `font` scaled for the current Dynamic Type size (the same font at the default size).
    public func scaledFont(for font: UIFont) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize))
    }

    /// `font` scaled for the current Dynamic Type size, but no larger than `maximumPointSize`
    /// points (0 means no limit, as in UIKit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledValue(for: font.pointSize)
        return font.withSize(maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled)
    }

    /// `font` scaled for the Dynamic Type size of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font)
    }

    /// The ratio of the app's Dynamic Type size to the default: 1 (see the type's discussion).
    private var scale: CGFloat {
        CGFloat(DynamicTypeSize.large.scale)
    }
}
