/// What `Exporter` writes.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
    /// A CSS stylesheet of `@keyframes` on individual transform properties, and an HTML page.
    case css
    /// Web Animations API JSON (`element.animate(keyframes, options)` arguments), and an HTML page.
    case waapi
    /// A Lottie (Bodymovin) JSON animation.
    case lottie
}
