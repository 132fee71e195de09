// Font widths (iOS 16): `.fontWidth(.condensed)`, `Font.body.width(.expanded)`.

extension Font {
    /// How wide a font's letters are drawn: SwiftUI's `Font.Width`, from compressed to expanded.
    ///
    /// Cadence accepts every width and draws the standard one: the fonts a Debian image ships
    /// (DejaVu Sans, Serif, Mono) have no condensed or expanded faces.
    public struct Width: Hashable, Sendable {
        /// The width: negative narrower, 0 standard, positive wider (the named widths' values are
        /// Cadence's; Apple does not publish them).
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest width.
        public static let compressed = Width(-0.4)
        /// A narrower width than standard.
        public static let condensed = Width(-0.2)
        /// The default width.
        public static let standard = Width(0)
        /// A wider width than standard.
        public static let expanded = Width(0.2)
    }

    /// This font at `width` (drawn at the standard width on a stage; see `Font.Width`).
    public func width(_ width: Width) -> Font { self }
}

extension Text {
    /// This text at the font width `width` (`nil`: the font's own); drawn at the standard width.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension View {
    /// Text below at the font width `width` (`nil`: each font's own); drawn at the standard width.
    public nonisolated func fontWidth(_ width: Font.Width?) -> some View { self }
}
