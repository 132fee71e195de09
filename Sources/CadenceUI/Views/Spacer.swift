/// Flexible empty space: along its stack's axis inside an `HStack`/`VStack`, in both directions
/// elsewhere. SwiftUI's `Spacer`.
///
/// ```swift
/// HStack {
///     Text("Likes")
///     Spacer()
///     Text("3")
/// }
/// ```
///
/// It is never shorter than `minLength` (8 points, the default spacing, when `nil`); across its
/// stack's axis it takes no space.
public nonisolated struct Spacer: View {
    /// The least length along the stack's axis, in points (`nil`: 8, the default spacing).
    public var minLength: CGFloat?

    /// Makes a spacer at least `minLength` points long (default `nil`: 8).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
}

extension Spacer: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        [LayoutNode(.spacer(minLength: minLength))]
    }
}
