/// A number a modifier takes: a literal, or one of the scene's channels.
///
/// ```swift
/// ExportModifier.scale(x: .constant(1), y: .channel(0), anchor: .bottom)
/// ```
public enum ExportValue: Sendable, Hashable {
    /// A fixed number, in the modifier's units.
    case constant(Double)
    /// The channel at this index in `ExportScene.channels`.
    case channel(Int)

    /// The channel index, if the value is animated.
    public var channelIndex: Int? {
        if case .channel(let index) = self { return index }
        return nil
    }
}
