/// A key for a value stored in ``EnvironmentValues``; its `defaultValue` is what views see until an
/// ancestor sets the value.
///
/// ```swift
/// private struct CornerRadiusKey: EnvironmentKey {
///     static let defaultValue: CGFloat = 8
/// }
/// extension EnvironmentValues {
///     var cornerRadius: CGFloat {
///         get { self[CornerRadiusKey.self] }
///         set { self[CornerRadiusKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value the key stores.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}
