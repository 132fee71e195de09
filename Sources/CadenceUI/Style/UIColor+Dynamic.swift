import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit
/// Whether an interface is light or dark: UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style given (a dynamic colour resolves it as light).
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// The traits a dynamic colour is resolved for: UIKit's `UITraitCollection`, as far as colours use
/// it (its `userInterfaceStyle`).
public final class UITraitCollection: Sendable {
    /// The interface's appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits of the interface style `userInterfaceStyle`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Traits with nothing given.
    public convenience init() {
        self.init(userInterfaceStyle: .unspecified)
    }

    /// The traits code runs with outside drawing: a stage's default appearance, light.
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

extension UIColor {
    /// A colour that depends on the interface's appearance: UIKit's dynamic colour.
    ///
    /// ```swift
    /// static let card = Color(UIColor { traits in
    ///     traits.userInterfaceStyle == .dark ? UIColor(white: 0.12, alpha: 1) : .white
    /// })
    /// ```
    ///
    /// `dynamicProvider` is asked once for the light traits and once for the dark ones when the
    /// colour is made; where it is drawn, the colour is the dark one when the environment's
    /// `colorScheme` is `.dark` and the light one otherwise.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
        self.init(Color(base: .schemed(light: light, dark: dark)))
    }

    /// This colour as it is in `traitCollection` (a dynamic colour's light or dark colour; any
    /// other colour is itself).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard case .schemed(let light, let dark) = color.base else { return self }
        return UIColor((traitCollection.userInterfaceStyle == .dark ? dark : light).opacity(color.opacityFactor))
    }
}
#endif
