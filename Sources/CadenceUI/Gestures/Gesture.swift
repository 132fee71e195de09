/// An instance that matches a sequence of pointer events and yields values as it does: SwiftUI's
/// `Gesture`, recognised by a ``Stage`` from scripted pointer input (`tap(at:)`, `drag(from:to:duration:)`,
/// `longPress(at:duration:)`, `pinch`, `rotate`), all in virtual time.
///
/// ```swift
/// struct Card: View {
///     @State private var offset = CGSize.zero
///     var body: some View {
///         RoundedRectangle(cornerRadius: 16)
///             .offset(offset)
///             .gesture(
///                 DragGesture()
///                     .onChanged { offset = $0.translation }
///                     .onEnded { _ in withAnimation(.spring) { offset = .zero } }
///             )
///     }
/// }
/// ```
///
/// `@MainActor @preconcurrency`, as SwiftUI declares it: gestures are made in `body` and their
/// callbacks run on the main actor. Built-in gestures (`TapGesture`, `DragGesture`, …) have no
/// `body` (it is `Never`); your own gestures compose built-in ones in `body`, whose `Value` must be
/// the gesture's `Value`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type of value the gesture yields while it changes and when it ends (for your own
    /// gestures, by default the value of their `body`).
    associatedtype Value = Body.Value

    /// The type of gesture this gesture's `body` returns.
    associatedtype Body: Gesture

    /// The gesture this gesture is made of.
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body; the stage recognises them directly.
    public var body: Never {
        fatalError("\(Self.self) is a built-in gesture; its body is never evaluated")
    }
}

/// Which gestures a `gesture(_:including:)` modifier enables: its own, those of the views below it,
/// both, or none. SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Neither the added gesture nor the gestures of the subviews.
    public static let none = GestureMask([])
    /// The added gesture only; the subviews' gestures are disabled.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures only; the added gesture is disabled.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both the added gesture and the subviews' gestures (the default).
    public static let all = GestureMask(rawValue: 3)
}

/// A type-erased gesture: SwiftUI's `AnyGesture`.
@MainActor @preconcurrency
public struct AnyGesture<Value>: Gesture {
    let make: @MainActor () -> GestureRecognizer<Value>

    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { gesture.makeRecognizer() }
    }

    public typealias Body = Never
}

extension AnyGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> { make() }
}

extension Gesture {
    /// A recognizer for this gesture: built-in gestures make their own; composite ones make their
    /// body's (whose value type must be this gesture's).
    func makeRecognizer() -> GestureRecognizer<Value> {
        if let primitive = self as? any PrimitiveGesture {
            if let made = primitive.erasedRecognizer() as? GestureRecognizer<Value> { return made }
            return FailingRecognizer(reason: "\(Self.self) could not be recognised")
        }
        if Body.self == Never.self {
            return FailingRecognizer(reason: "\(Self.self) has no body and is not a built-in gesture")
        }
        let inner = body.makeRecognizer()
        if let same = inner as? GestureRecognizer<Value> { return same }
        return FailingRecognizer(reason: "\(Self.self).body yields \(Body.Value.self), not \(Value.self)")
    }
}

/// A built-in gesture: it makes the recognizer the stage feeds pointer input to.
@MainActor
protocol PrimitiveGesture: Gesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value>
}

extension PrimitiveGesture {
    func erasedRecognizer() -> AnyObject { makePrimitiveRecognizer() }
}
