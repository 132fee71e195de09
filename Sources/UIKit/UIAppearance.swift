import Foundation

// Appearance proxies: `UINavigationBar.appearance().tintColor = .white` and the like, which SwiftUI
// apps set in an `init()` to style lists, navigation bars, tab bars and page indicators. Each class's
// `appearance()` is one shared instance that keeps what was set on it for tests to read; the stage
// draws SwiftUI's own bars and lists, which do not read it.

extension NSAttributedString.Key {
    /// The colour of the text: UIKit's `NSAttributedString.Key.foregroundColor` (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// The font of the text: UIKit's `NSAttributedString.Key.font` (a `UIFont`).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The letter spacing, in points (a number).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}

/// Bar metrics for backgrounds set per metric: UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    /// The default metrics.
    case `default` = 0
    /// A compact bar (landscape on a phone).
    case compact = 1
}

/// The appearance of a bar, with its background configuration: UIKit's `UIBarAppearance`.
@MainActor @preconcurrency
open class UIBarAppearance {
    /// The background's colour (`nil`: the configured default).
    open var backgroundColor: UIColor?
    /// The blur behind the bar (`nil`: none).
    open var backgroundEffect: UIBlurEffect?
    /// The colour of the bar's shadow line (`nil`: none).
    open var shadowColor: UIColor?
    /// The last background configuration asked for: "default", "opaque" or "transparent".
    public private(set) var backgroundConfiguration = "default"

    /// An appearance with the default background.
    public init() {}

    /// The default background (translucent, with a blur).
    open func configureWithDefaultBackground() {
        backgroundConfiguration = "default"
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = .separator
    }

    /// An opaque background in the system background colour, with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundConfiguration = "opaque"
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// A transparent background without a shadow.
    open func configureWithTransparentBackground() {
        backgroundConfiguration = "transparent"
        backgroundEffect = nil
        backgroundColor = .clear
        shadowColor = nil
    }
}

/// The appearance of a navigation bar: UIKit's `UINavigationBarAppearance`.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// The appearance of a tab bar: UIKit's `UITabBarAppearance`.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {}

/// A navigation bar: UIKit's `UINavigationBar`, as far as its appearance proxy is configured.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    private static let proxy = UINavigationBar()

    /// The proxy every navigation bar takes its appearance from (one shared instance).
    public static func appearance() -> UINavigationBar { proxy }

    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The appearance of a standard-height bar.
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearance of a compact bar.
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance when content is scrolled to the bar's edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The shadow line's image (`UIImage()` hides it in UIKit).
    open var shadowImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Sets the background image for `barMetrics` (`nil` removes it).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The background image for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }
}

/// A tab bar: UIKit's `UITabBar`, as far as its appearance proxy is configured.
@MainActor @preconcurrency
open class UITabBar: UIView {
    private static let proxy = UITabBar()

    /// The proxy every tab bar takes its appearance from (one shared instance).
    public static func appearance() -> UITabBar { proxy }

    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The colour of unselected items.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The appearance of the bar.
    open var standardAppearance = UITabBarAppearance()
    /// The appearance when content is scrolled to the bar's edge.
    open var scrollEdgeAppearance: UITabBarAppearance?
}

/// A table view: UIKit's `UITableView`, as far as its appearance proxy is configured (SwiftUI's
/// `List` was one before iOS 16, so apps clear its background through it).
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    private static let proxy = UITableView()

    /// The proxy every table view takes its appearance from (one shared instance).
    public static func appearance() -> UITableView { proxy }

    /// The separator lines between cells (the style is a `UITableViewCell.SeparatorStyle`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour.
    open var separatorColor: UIColor?
    /// The view behind the cells.
    open var backgroundView: UIView?
    /// The view under the last section.
    open var tableFooterView: UIView?
    /// The view above the first section.
    open var tableHeaderView: UIView?
    /// Padding above each section header, in points.
    open var sectionHeaderTopPadding: CGFloat = 0
}

/// A table cell: UIKit's `UITableViewCell`, as far as its appearance proxy is configured.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// The separators of a table: UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A line between cells.
        case singleLine = 1
    }

    /// How a cell shows its selection: UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none = 0
        /// Blue (grey since iOS 7).
        case blue = 1
        /// Grey.
        case gray = 2
        /// The default highlight.
        case `default` = 3
    }

    private static let proxy = UITableViewCell()

    /// The proxy every table cell takes its appearance from (one shared instance).
    public static func appearance() -> UITableViewCell { proxy }

    /// How the cell shows its selection.
    open var selectionStyle: SelectionStyle = .default
}

/// A segmented control: UIKit's `UISegmentedControl`, as far as its appearance proxy is configured
/// (SwiftUI's segmented `Picker` is one on iOS).
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
    private static let proxy = UISegmentedControl()
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The proxy every segmented control takes its appearance from (one shared instance).
    public static func appearance() -> UISegmentedControl { proxy }

    /// The selected segment's colour.
    open var selectedSegmentTintColor: UIColor?

    /// Sets the segments' text attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The segments' text attributes in `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// A page indicator: UIKit's `UIPageControl`, as far as its appearance proxy is configured
/// (SwiftUI's page-style `TabView` shows one).
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    private static let proxy = UIPageControl()

    /// The proxy every page control takes its appearance from (one shared instance).
    public static func appearance() -> UIPageControl { proxy }

    /// The current page's dot colour.
    open var currentPageIndicatorTintColor: UIColor?
    /// The other dots' colour.
    open var pageIndicatorTintColor: UIColor?
}

extension UITextView {
    private static let proxy = UITextView()

    /// The proxy every text view takes its appearance from (one shared instance; SwiftUI's
    /// `TextEditor` was one before iOS 16, so apps clear its background through it).
    public static func appearance() -> UITextView { proxy }
}
