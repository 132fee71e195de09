import Foundation
import CadenceUI

/// A widget's size class: WidgetKit's `WidgetFamily`.
///
/// ```swift
/// @Environment(\.widgetFamily) private var family
/// …
/// if family == .systemSmall { compact } else { detailed }
/// ```
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomDebugStringConvertible {
    /// A small square Home Screen widget.
    case systemSmall
    /// A medium Home Screen widget, two small ones wide.
    case systemMedium
    /// A large Home Screen widget, two medium ones high.
    case systemLarge
    /// An extra-large widget (iPad only).
    case systemExtraLarge
    /// A watch face corner (watchOS only).
    case accessoryCorner
    /// A small round Lock Screen widget.
    case accessoryCircular
    /// A rectangular Lock Screen widget.
    case accessoryRectangular
    /// One line of text and an image, above the Lock Screen clock.
    case accessoryInline

    /// The family's name, such as `systemSmall`.
    public var debugDescription: String {
        switch self {
        case .systemSmall: return "systemSmall"
        case .systemMedium: return "systemMedium"
        case .systemLarge: return "systemLarge"
        case .systemExtraLarge: return "systemExtraLarge"
        case .accessoryCorner: return "accessoryCorner"
        case .accessoryCircular: return "accessoryCircular"
        case .accessoryRectangular: return "accessoryRectangular"
        case .accessoryInline: return "accessoryInline"
        }
    }

    /// The size in points a widget of this family has on a stage (Cadence addition): the sizes of
    /// Apple's design guidelines for a 393 × 852-point iPhone (small 158 × 158, medium 338 × 158,
    /// large 338 × 354, circular 76 × 76, rectangular 172 × 76, inline 257 × 26), the extra-large
    /// widget of a 12.9-inch iPad (795 × 378.5), and a watch corner taken as a circular one.
    public var displaySize: CGSize {
        switch self {
        case .systemSmall: return CGSize(width: 158, height: 158)
        case .systemMedium: return CGSize(width: 338, height: 158)
        case .systemLarge: return CGSize(width: 338, height: 354)
        case .systemExtraLarge: return CGSize(width: 795, height: 378.5)
        case .accessoryCorner, .accessoryCircular: return CGSize(width: 76, height: 76)
        case .accessoryRectangular: return CGSize(width: 172, height: 76)
        case .accessoryInline: return CGSize(width: 257, height: 26)
        }
    }

    /// The margins WidgetKit puts around a widget's content unless its configuration says
    /// `contentMarginsDisabled()` (Cadence addition): 16 points on each edge for Home Screen
    /// families, as on iPhone, none for accessory families.
    public var defaultContentMargins: EdgeInsets {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge:
            return EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        case .accessoryCorner, .accessoryCircular, .accessoryRectangular, .accessoryInline:
            return EdgeInsets()
        }
    }
}

/// How the system draws a widget: in full colour, tinted with the accent, or vibrant on the Lock
/// Screen: WidgetKit's `WidgetRenderingMode`. A stage draws widgets in full colour unless a test
/// sets the environment.
public struct WidgetRenderingMode: Equatable, Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// Full colour, as on the Home Screen.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// The accented look: accentable views in the accent colour, the rest in the primary one.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// The vibrant look of the Lock Screen, from the content's luminance.
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    /// The mode's name, such as `fullColor`.
    public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey {
    static var defaultValue: WidgetFamily { .systemSmall }
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static var defaultValue: WidgetRenderingMode { .fullColor }
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct WidgetContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { WidgetFamily.systemSmall.defaultContentMargins }
}

extension EnvironmentValues {
    /// The family of the widget this view draws (`.systemSmall` outside a widget, as in WidgetKit).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// How the widget is drawn (`.fullColor` unless set).
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the system draws the widget's container background (`true` unless set; the Lock
    /// Screen and StandBy may remove a removable background).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The margins WidgetKit puts around the widget's content (`WidgetFamily.defaultContentMargins`
    /// of the widget's family; zero when the configuration disables them).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}
