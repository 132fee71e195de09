// The semantic system styles: `.separator`, `.placeholder`, `.link`, `.selection` and `.fill`
// (with `.fill.secondary` … `.fill.quaternary`), resolved to the colours Apple publishes for UIKit's
// matching system colours (separator, placeholderText, link, systemFill … quaternarySystemFill),
// light and dark.

private func srgb(_ red: Float, _ green: Float, _ blue: Float, _ opacity: Float) -> Color.Resolved {
    Color.Resolved(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
}

/// The colour of separators between content: SwiftUI's `SeparatorShapeStyle`, written `.separator`
/// (light (60, 60, 67) at 0.29, dark (84, 84, 88) at 0.6).
public struct SeparatorShapeStyle: ShapeStyle {
    /// Makes the style.
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        environment.colorScheme == .dark ? srgb(84, 84, 88, 0.6) : srgb(60, 60, 67, 0.29)
    }
}

/// The colour of placeholder text: SwiftUI's `PlaceholderTextShapeStyle`, written `.placeholder`
/// (light (60, 60, 67) at 0.3, dark (235, 235, 245) at 0.3).
public struct PlaceholderTextShapeStyle: ShapeStyle {
    /// Makes the style.
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        environment.colorScheme == .dark ? srgb(235, 235, 245, 0.3) : srgb(60, 60, 67, 0.3)
    }
}

/// The colour of links: SwiftUI's `LinkShapeStyle`, written `.link` (light (0, 122, 255), dark
/// (9, 132, 255)).
public struct LinkShapeStyle: ShapeStyle {
    /// Makes the style.
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        environment.colorScheme == .dark ? srgb(9, 132, 255, 1) : srgb(0, 122, 255, 1)
    }
}

/// The colour of selected content: SwiftUI's `SelectionShapeStyle`, written `.selection`. A stage has
/// no focus or key window, so it is the tint (the accent colour when none is set).
public struct SelectionShapeStyle: ShapeStyle {
    /// Makes the style.
    public init() {}

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        TintShapeStyle().resolve(in: environment)
    }
}

/// The fill of thin and small shapes (a slider's track, a chip): SwiftUI's `FillShapeStyle`, written
/// `.fill`, with `.fill.secondary`, `.fill.tertiary` and `.fill.quaternary` for larger shapes
/// (UIKit's systemFill … quaternarySystemFill: light (120, 120, 128) at 0.2 / 0.16, (118, 118, 128)
/// at 0.12, (116, 116, 128) at 0.08; dark (120, 120, 128) at 0.36 / 0.32, (118, 118, 128) at 0.24,
/// (118, 118, 128) at 0.18).
public struct FillShapeStyle: ShapeStyle {
    let level: Int

    /// Makes the style.
    public init() {
        level = 0
    }

    init(level: Int) {
        self.level = level
    }

    /// The second level: for medium-size shapes.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The third level: for large shapes (input fields, search bars).
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The fourth level: for large areas with complex content.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        switch (environment.colorScheme == .dark, level) {
        case (false, ...0): srgb(120, 120, 128, 0.2)
        case (false, 1): srgb(120, 120, 128, 0.16)
        case (false, 2): srgb(118, 118, 128, 0.12)
        case (false, _): srgb(116, 116, 128, 0.08)
        case (true, ...0): srgb(120, 120, 128, 0.36)
        case (true, 1): srgb(120, 120, 128, 0.32)
        case (true, 2): srgb(118, 118, 128, 0.24)
        case (true, _): srgb(118, 118, 128, 0.18)
        }
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The placeholder text colour.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The link colour.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The colour of selected content (the tint on a stage).
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The fill for thin and small shapes; `.fill.secondary` … `.quaternary` for larger ones.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
