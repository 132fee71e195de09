import CadenceUI

/// One named number read from a `Root` (a display list, a keyframe value, a stage): a column of a
/// ``ValueTable`` and the probe the animation assertions follow over time. Cadence addition.
///
/// ```swift
/// let scale = ValueColumn<DisplayList>.scale(ofSymbol: "heart.fill")
/// let opacity = ValueColumn<HeartBurst>("opacity", \.plusOneOpacity)
/// let custom = ValueColumn<DisplayList>("hearts") { Double($0.symbols.count) }
/// ```
///
/// A read returns `nil` when the value is not there (the item is not drawn); tables print `-` and
/// assertions report it.
public struct ValueColumn<Root>: Sendable {
    /// The column's heading, and the value's name in failure messages.
    public var name: String
    /// Reads the value.
    public var read: @MainActor @Sendable (Root) -> Double?

    /// A column named `name` that reads with `read`.
    public init(_ name: String, _ read: @escaping @MainActor @Sendable (Root) -> Double?) {
        self.name = name
        self.read = read
    }

    /// A column named `name` that reads the floating-point property at `keyPath`.
    public init<Number: BinaryFloatingPoint>(_ name: String, _ keyPath: KeyPath<Root, Number> & Sendable) {
        self.init(name) { Double($0[keyPath: keyPath]) }
    }

    /// The same column read from another root: `transform` gives this column's root.
    public func reading<NewRoot>(_ transform: @escaping @MainActor @Sendable (NewRoot) -> Root?) -> ValueColumn<NewRoot> {
        let read = self.read
        return ValueColumn<NewRoot>(name) { root in transform(root).flatMap(read) }
    }
}

extension ValueColumn where Root == Angle {
    /// An angle in degrees.
    public static func degrees(_ name: String) -> ValueColumn {
        ValueColumn(name) { $0.degrees }
    }
}

extension ValueColumn where Root == DisplayList {
    /// The uniform scale of the one symbol named `name` (the length of its transform's first column),
    /// `nil` unless exactly one is drawn.
    public static func scale(ofSymbol name: String) -> ValueColumn {
        ValueColumn("\(name) scale") { $0.onlyItem(symbol: name)?.transform.uniformScale }
    }

    /// The rotation of the one symbol named `name`, in degrees (clockwise on screen).
    public static func rotation(ofSymbol name: String) -> ValueColumn {
        ValueColumn("\(name) rotation") { $0.onlyItem(symbol: name)?.transform.rotationDegrees }
    }

    /// The opacity of the one text item showing `text` (its colour's opacity).
    public static func opacity(ofText text: String) -> ValueColumn {
        ValueColumn("\"\(text)\" opacity") { list in
            list.onlyItem(text: text).flatMap { if case .text(let item) = $0.content { Double(item.color.opacity) } else { nil } }
        }
    }

    /// The vertical centre (points, stage coordinates) of the one text item showing `text`.
    public static func midY(ofText text: String) -> ValueColumn {
        ValueColumn("\"\(text)\" y") { $0.onlyItem(text: text).map { Double($0.bounds.midY) } }
    }

    /// The vertical centre (points, stage coordinates) of the one symbol named `name`.
    public static func midY(ofSymbol name: String) -> ValueColumn {
        ValueColumn("\(name) y") { $0.onlyItem(symbol: name).map { Double($0.bounds.midY) } }
    }

    /// The horizontal centre (points, stage coordinates) of the one symbol named `name`.
    public static func midX(ofSymbol name: String) -> ValueColumn {
        ValueColumn("\(name) x") { $0.onlyItem(symbol: name).map { Double($0.bounds.midX) } }
    }
}

extension ValueColumn where Root == Stage {
    /// `column` read from what the stage shows now.
    public static func showing(_ column: ValueColumn<DisplayList>) -> ValueColumn {
        column.reading { stage in stage.displayList() }
    }
}
