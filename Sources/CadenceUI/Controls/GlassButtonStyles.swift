// iOS 26's Liquid Glass button styles. They pad their label as the bordered styles do (see
// BuiltinButtonStyles.swift) and draw it on glass (see `Glass`) in a capsule, unless
// `buttonBorderShape` chooses another shape.

/// A label on Liquid Glass: SwiftUI's `GlassButtonStyle` (iOS 26), `.buttonStyle(.glass)`.
///
/// ```swift
/// Button("Button") {}.buttonStyle(.glass(.clear))
/// ```
///
/// The label is drawn in the tint colour (unless a foreground style is set), padded by the
/// control size's bordered padding, on the glass in a capsule with its rim; a pressed button is
/// drawn at 70 % opacity.
public nonisolated struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass

    /// The style on regular glass.
    public init() {
        glass = .regular
    }

    /// The style on `glass` (`.clear`, a tinted glass …).
    public init(_ glass: Glass) {
        self.glass = glass
    }

    /// The label padded on the glass.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: false, glass: glass)
    }
}

/// A white, semibold label on glass tinted with the tint colour: SwiftUI's
/// `GlassProminentButtonStyle` (iOS 26), `.buttonStyle(.glassProminent)`, the glass counterpart of
/// `.borderedProminent`. The glass's tint is the tint colour at half its opacity over the blur.
public nonisolated struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Makes the style.
    public init() {}

    /// The label padded on the tinted glass.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: true, glass: .regular)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The Liquid Glass button style.
    public nonisolated static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// The Liquid Glass button style on `glass`.
    public nonisolated static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// The prominent Liquid Glass button style.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
