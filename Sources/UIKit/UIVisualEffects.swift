import Foundation

/// A visual effect: UIKit's `UIVisualEffect`, the superclass of blur and vibrancy effects.
@MainActor @preconcurrency
open class UIVisualEffect {
    /// Makes an effect.
    public init() {}
}

/// A blur of the content behind a view: UIKit's `UIBlurEffect`, drawn with SwiftUI's materials.
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// The kind of blur: UIKit's `UIBlurEffect.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Lighter than the content.
        case extraLight = 0
        /// About as light as the content.
        case light = 1
        /// Darker than the content.
        case dark = 2
        /// Much darker (tvOS).
        case extraDark = 3
        /// Light or dark with the interface style.
        case regular = 4
        /// More prominent, with the interface style.
        case prominent = 5
        /// An ultra-thin material.
        case systemUltraThinMaterial = 6
        /// A thin material.
        case systemThinMaterial = 7
        /// A material of normal thickness.
        case systemMaterial = 8
        /// A thick material.
        case systemThickMaterial = 9
        /// The system chrome.
        case systemChromeMaterial = 10
        /// An ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, always light.
        case systemThinMaterialLight = 12
        /// A material of normal thickness, always light.
        case systemMaterialLight = 13
        /// A thick material, always light.
        case systemThickMaterialLight = 14
        /// The system chrome, always light.
        case systemChromeMaterialLight = 15
        /// An ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, always dark.
        case systemThinMaterialDark = 17
        /// A material of normal thickness, always dark.
        case systemMaterialDark = 18
        /// A thick material, always dark.
        case systemThickMaterialDark = 19
        /// The system chrome, always dark.
        case systemChromeMaterialDark = 20

        /// The SwiftUI material, and the colour scheme it is fixed to (`nil`: the environment's).
        var material: (Material, ColorScheme?) {
            switch self {
            case .extraLight: (.thick, .light)
            case .light: (.regular, .light)
            case .dark: (.regular, .dark)
            case .extraDark: (.thick, .dark)
            case .regular, .systemMaterial: (.regular, nil)
            case .prominent, .systemThickMaterial: (.thick, nil)
            case .systemUltraThinMaterial: (.ultraThin, nil)
            case .systemThinMaterial: (.thin, nil)
            case .systemChromeMaterial: (.bar, nil)
            case .systemUltraThinMaterialLight: (.ultraThin, .light)
            case .systemThinMaterialLight: (.thin, .light)
            case .systemMaterialLight: (.regular, .light)
            case .systemThickMaterialLight: (.thick, .light)
            case .systemChromeMaterialLight: (.bar, .light)
            case .systemUltraThinMaterialDark: (.ultraThin, .dark)
            case .systemThinMaterialDark: (.thin, .dark)
            case .systemMaterialDark: (.regular, .dark)
            case .systemThickMaterialDark: (.thick, .dark)
            case .systemChromeMaterialDark: (.bar, .dark)
            }
        }
    }

    /// The kind of blur.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy for content over a blur: UIKit's `UIVibrancyEffect` (kept; content is drawn as it is).
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    public let blurEffect: UIBlurEffect

    /// Vibrancy over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view that applies a visual effect to what is behind it: UIKit's `UIVisualEffectView`. A blur is
/// drawn as the SwiftUI material of its style (in the style's fixed colour scheme, if any); put
/// content in `contentView`, which fills the view.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The effect (`nil`: none, the view is clear).
    open var effect: UIVisualEffect?
    /// The view to add content to; it fills this view.
    public let contentView = UIView()

    /// A view of `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view without an effect, with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// A view from an archive (there are none in Cadence).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Keeps `contentView` filling the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// The blur's material, filling the view.
    open override var stageContent: AnyView? {
        guard let blur = effect as? UIBlurEffect else { return nil }
        let (material, scheme) = blur.style.material
        if let scheme {
            return AnyView(Rectangle().fill(material).environment(\.colorScheme, scheme))
        }
        return AnyView(Rectangle().fill(material))
    }
}
