// Text styles and the sizes they resolve to: Apple's iOS defaults at the default ("Large") Dynamic
// Type size, in points, with their weights:
//
// | style       | size | weight   |   | style       | size | weight  |
// |-------------|------|----------|---|-------------|------|---------|
// | largeTitle  | 34   | regular  |   | body        | 17   | regular |
// | title       | 28   | regular  |   | callout     | 16   | regular |
// | title2      | 22   | regular  |   | subheadline | 15   | regular |
// | title3      | 20   | regular  |   | footnote    | 13   | regular |
// | headline    | 17   | semibold |   | caption     | 12   | regular |
// |             |      |          |   | caption2    | 11   | regular |

extension Font {
    /// A dynamic text style: SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The text styles, largest first; each resolves to Apple's iOS size at the default Dynamic Type
        /// setting (``pointSize``), semibold for `headline`, regular for the rest.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The point size at the default Dynamic Type setting (table above). Cadence addition.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .subheadline: 15
            case .body: 17
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        var defaultWeight: Weight {
            self == .headline ? .semibold : .regular
        }
    }

    /// The `largeTitle` text style: 34 points, regular, at the default Dynamic Type size.
    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    /// The `title` text style: 28 points, regular, at the default Dynamic Type size.
    public static let title = Font(base: .textStyle(.title))
    /// The `title2` text style: 22 points, regular, at the default Dynamic Type size.
    public static let title2 = Font(base: .textStyle(.title2))
    /// The `title3` text style: 20 points, regular, at the default Dynamic Type size.
    public static let title3 = Font(base: .textStyle(.title3))
    /// The `headline` text style: 17 points, semibold, at the default Dynamic Type size.
    public static let headline = Font(base: .textStyle(.headline))
    /// The `subheadline` text style: 15 points, regular, at the default Dynamic Type size.
    public static let subheadline = Font(base: .textStyle(.subheadline))
    /// The `body` text style: 17 points, regular, at the default Dynamic Type size.
    public static let body = Font(base: .textStyle(.body))
    /// The `callout` text style: 16 points, regular, at the default Dynamic Type size.
    public static let callout = Font(base: .textStyle(.callout))
    /// The `footnote` text style: 13 points, regular, at the default Dynamic Type size.
    public static let footnote = Font(base: .textStyle(.footnote))
    /// The `caption` text style: 12 points, regular, at the default Dynamic Type size.
    public static let caption = Font(base: .textStyle(.caption))
    /// The `caption2` text style: 11 points, regular, at the default Dynamic Type size.
    public static let caption2 = Font(base: .textStyle(.caption2))
}
