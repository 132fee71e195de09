// UIKit's own preview macros: `#Preview` with a view or view controller as its body, which files
// that `import UIKit` write for UIKit screens. Like SwiftUI's `#Preview`, they type-check their body
// and declare nothing (Cadence has no canvas).

/// A preview of a UIKit view for Xcode's canvas: UIKit's `#Preview` over a `UIView`. It compiles
/// its body and declares nothing.
///
/// - Parameters:
///   - name: The preview's name in the canvas; `nil` names it by its line.
///   - traits: How the canvas lays out the preview.
///   - body: Makes the view to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "CadenceMacros", type: "PreviewMacro")

/// A preview of a UIKit view controller for Xcode's canvas: UIKit's `#Preview` over a
/// `UIViewController`. It compiles its body and declares nothing.
///
/// - Parameters:
///   - name: The preview's name in the canvas; `nil` names it by its line.
///   - traits: How the canvas lays out the preview.
///   - body: Makes the view controller to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "CadenceMacros", type: "PreviewMacro")
