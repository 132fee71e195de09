/// A view modifier whose `animatableData` animates: SwiftUI's `AnimatableModifier`, which Apple has
/// soft-deprecated in favour of conforming a `ViewModifier` to `Animatable` directly (both work the
/// same here).
///
/// ```swift
/// struct Counting: AnimatableModifier {
///     var value: Double
///     var animatableData: Double {
///         get { value }
///         set { value = newValue }
///     }
///     func body(content: Content) -> some View {
///         content.overlay { Text("\(Int(value))") }
///     }
/// }
/// ```
///
/// When the modifier's data changes in an animated transaction, `body(content:)` is evaluated with
/// interpolated data every frame.
public protocol AnimatableModifier: Animatable, ViewModifier {}
