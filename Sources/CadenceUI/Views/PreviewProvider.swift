/// A type that produces previews in Xcode: SwiftUI's `PreviewProvider`, so files that declare one
/// compile. Cadence never shows previews; host the view on a ``Stage`` instead. `#Preview` blocks
/// compile too (``Preview(_:body:)``).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the preview views.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit (not `!canImport(UIKit)`: this package has a UIKit module)
/// A screen, for code that sizes views by `UIScreen.main.bounds`: UIKit's `UIScreen`, as far as
/// SwiftUI code uses it. Cadence's screen is an iPhone 15's (393 × 852 points at 3×) unless set;
/// views laid out on a stage of another size should use `GeometryReader` or
/// `containerRelativeFrame` instead. Cadence addition on non-Apple platforms.
@MainActor @preconcurrency
public final class UIScreen {
    /// The main screen.
    public static let main = UIScreen()

    /// The screen's bounds in points (settable in Cadence, to match a stage).
    public var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Pixels per point.
    public var scale: CGFloat = 3
    /// The bounds in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
}
#endif
