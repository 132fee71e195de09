/// How a view's gesture competes with the gestures around it (see `Stage+Pointer`).
enum GesturePriority {
    /// `gesture(_:)`: a view's gesture wins over its ancestors' normal gestures.
    case normal
    /// `highPriorityGesture(_:)`: wins over the gestures of the views inside it.
    case high
    /// `simultaneousGesture(_:)`: recognised alongside whatever else is.
    case simultaneous
}

/// A gesture attached to a view, as the stage finds it under the pointer.
struct GestureAttachment {
    var priority: GesturePriority
    var mask: GestureMask
    var make: @MainActor () -> ErasedRecognizer
    /// A system pan (a scroll view's, a list row's swipe): it takes drags but does nothing on a
    /// tap, so it does not make what it covers count as tappable for `Stage.tap(label:)`.
    var isSystemPan = false
}

/// What an interaction modifier adds to the drawing for the stage's hit testing.
enum InteractionAttachment {
    case gesture(GestureAttachment)
    /// `contentShape`: the view is hit in `shape` within its frame, wherever it draws.
    case contentShape(any Shape, eoFill: Bool)
    /// `allowsHitTesting(false)`: nothing below can be hit by the pointer.
    case hitTesting(Bool)
    /// `disabled(true)`: buttons and gestures below do nothing (`disabled(false)` changes nothing).
    case disabled(Bool)
    /// `coordinateSpace(name:)`: this view's space is named.
    case coordinateSpace(AnyHashable)
}

/// A recognizer of any value type, for the stage's arbitration between gestures.
@MainActor
final class ErasedRecognizer {
    enum Outcome { case none, changed, ended, failed }

    let receive: (PointerInput, GestureSpace) -> (Outcome, [@MainActor () -> Void])
    let cancel: () -> [@MainActor () -> Void]
    let deadline: () -> Double?
    let isTracking: () -> Bool
    let awaitsAnotherTap: () -> Bool
    let failure: String?

    init<Value>(_ recognizer: GestureRecognizer<Value>) {
        receive = { input, space in
            let step = recognizer.receive(input, in: space)
            let outcome: Outcome = switch step.update {
            case .none: .none
            case .changed: .changed
            case .ended: .ended
            case .failed: .failed
            }
            return (outcome, step.effects)
        }
        cancel = { recognizer.cancel() }
        deadline = { recognizer.deadline }
        isTracking = { recognizer.status == .possible || recognizer.status == .active }
        awaitsAnotherTap = { recognizer.status == .possible && recognizer.awaitsAnotherTap }
        failure = (recognizer as? FailingRecognizer<Value>)?.reason
    }
}

/// Adds an interaction attachment to each view of its content.
nonisolated struct InteractionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let attachment: InteractionAttachment

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        if case .disabled(true) = attachment { inner.environment.isEnabled = false }
        if case .gesture = attachment, !context.environment.isEnabled { return content(context) }
        return content(inner).map { LayoutNode(.effect(.interaction(attachment), child: $0)) }
    }
}

extension View {
    /// Attaches `gesture` to this view. It wins over the normal gestures of the views around this
    /// one; those of the views inside it win over it. `mask` enables this gesture, the subviews'
    /// gestures, both (`.all`) or neither.
    public nonisolated func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        let box = UncheckedBox(gesture)
        return modifier(InteractionModifier(attachment: .gesture(GestureAttachment(
            priority: .normal, mask: mask, make: { ErasedRecognizer(box.value.makeRecognizer()) }
        ))))
    }

    /// Attaches a system pan (`AxisDragGesture`): a normal gesture that leaves taps alone.
    nonisolated func systemPan<T: Gesture>(_ gesture: T) -> some View {
        let box = UncheckedBox(gesture)
        return modifier(InteractionModifier(attachment: .gesture(GestureAttachment(
            priority: .normal, mask: .all, make: { ErasedRecognizer(box.value.makeRecognizer()) }, isSystemPan: true
        ))))
    }

    /// Attaches `gesture` when `isEnabled` is true.
    public nonisolated func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` with a higher priority than the gestures of the views inside this one.
    public nonisolated func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        let box = UncheckedBox(gesture)
        return modifier(InteractionModifier(attachment: .gesture(GestureAttachment(
            priority: .high, mask: mask, make: { ErasedRecognizer(box.value.makeRecognizer()) }
        ))))
    }

    /// Attaches `gesture` so that it is recognised at the same time as the others.
    public nonisolated func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        let box = UncheckedBox(gesture)
        return modifier(InteractionModifier(attachment: .gesture(GestureAttachment(
            priority: .simultaneous, mask: mask, make: { ErasedRecognizer(box.value.makeRecognizer()) }
        ))))
    }

    /// Runs `action` when this view is tapped `count` times.
    public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        let action = UncheckedBox(action)
        return attaching { TapGesture(count: count).onEnded { action.value() } }
    }

    /// Runs `action` with the tap's location in `coordinateSpace` when this view is tapped `count`
    /// times.
    public nonisolated func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        let action = UncheckedBox(action)
        return attaching { SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action.value($0.location) } }
    }

    /// Runs `action` with the tap's location (iOS 17 spelling of the coordinate space).
    @_disfavoredOverload
    public nonisolated func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Runs `action` when a press on this view lasts `minimumDuration` seconds without moving more
    /// than `maximumDistance` points. `onPressingChanged` gets `true` when the press begins and
    /// `false` when it ends (lifted, moved away, or completed).
    public nonisolated func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        let callbacks = UncheckedBox((action, onPressingChanged))
        return attaching { LongPressAction(minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: callbacks.value.0, pressing: callbacks.value.1) }
    }

    /// The older spelling: `pressing` before `perform`.
    @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    public nonisolated func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
    ) -> some View {
        let callbacks = UncheckedBox((action, pressing))
        return attaching { LongPressAction(minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: callbacks.value.0, pressing: callbacks.value.1) }
    }

    /// Attaches the gesture `make` builds (on the main actor, when the pointer goes down).
    nonisolated func attaching<G: Gesture>(_ make: @escaping @MainActor () -> G) -> ModifiedContent<Self, InteractionModifier> {
        modifier(InteractionModifier(attachment: .gesture(GestureAttachment(
            priority: .normal, mask: .all, make: { ErasedRecognizer(make().makeRecognizer()) }
        ))))
    }

    /// Makes this view hit-testable in `shape` (within its frame) instead of where it draws:
    /// `.contentShape(Rectangle())` makes a stack's gaps tappable.
    public nonisolated func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(InteractionModifier(attachment: .contentShape(shape, eoFill: eoFill)))
    }

    /// Sets the shape for the kinds of interaction in `kinds`; Cadence hit-tests with it for every
    /// kind (interaction is the only kind a stage has).
    public nonisolated func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        contentShape(shape, eoFill: eoFill)
    }

    /// `false` makes this view and everything inside it invisible to the pointer: taps and drags go
    /// to what is behind it.
    public nonisolated func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(InteractionModifier(attachment: .hitTesting(enabled)))
    }

    /// `true` disables the buttons and gestures of this view and everything inside it
    /// (`\.isEnabled` reads `false` below). `false` leaves an enclosing `disabled(true)` in force.
    public nonisolated func disabled(_ disabled: Bool) -> some View {
        modifier(InteractionModifier(attachment: .disabled(disabled)))
    }
}

/// The kinds of content shape: SwiftUI's `ContentShapeKinds`. A stage only hit-tests.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Hit testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// Drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// Context-menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// Focus effects.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// Accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// `onLongPressGesture`: a long press reporting its pressing state.
struct LongPressAction: Gesture {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    typealias Value = Bool
    typealias Body = Never
}

extension LongPressAction: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Bool> {
        let action = action
        let pressing = pressing
        var isPressing = false
        let recognizer = WrappingRecognizer(LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)) { step in
            switch step.update {
            case .changed:
                if !isPressing, let pressing {
                    isPressing = true
                    step.effects.append { pressing(true) }
                }
            case .ended:
                if !isPressing, let pressing { step.effects.append { pressing(true) } }
                step.effects.append { action() }
                if let pressing {
                    isPressing = false
                    step.effects.append { pressing(false) }
                }
            case .failed:
                if isPressing, let pressing {
                    isPressing = false
                    step.effects.append { pressing(false) }
                }
            case .none:
                break
            }
        }
        recognizer.onCancel = {
            if isPressing { pressing?(false) }
        }
        return recognizer
    }
}
