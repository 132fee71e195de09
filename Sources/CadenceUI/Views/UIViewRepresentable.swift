import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit (not `!canImport(UIKit)`: this package has a UIKit module)
/// A view that wraps a UIKit view: SwiftUI's `UIViewRepresentable`.
///
/// ```swift
/// struct Blur: UIViewRepresentable {
///     var style: UIBlurEffect.Style
///     func makeUIView(context: Context) -> UIVisualEffectView {
///         UIVisualEffectView(effect: UIBlurEffect(style: style))
///     }
///     func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
///         uiView.effect = UIBlurEffect(style: style)
///     }
/// }
/// ```
///
/// On a stage, as in SwiftUI: `makeCoordinator()` and `makeUIView(context:)` run once, when the view
/// is first evaluated, followed by `updateUIView(_:context:)`; the coordinator is kept while the view
/// keeps its identity; `updateUIView` runs again whenever the view is evaluated with different inputs
/// (its stored properties, compared as SwiftUI does: equatable values with `==`, objects by identity,
/// a binding by its current value, a closure always differing) or in an environment whose comparable
/// values changed; `dismantleUIView(_:coordinator:)` runs when the view leaves the tree (or the stage
/// hides), and a view inserted again is made anew.
///
/// Layout: `sizeThatFits(_:uiView:context:)` decides when it answers a size; otherwise the view takes
/// the size offered (0 for an unspecified dimension), except along an axis where its
/// `intrinsicContentSize` is defined: there it takes that size when the offer is unspecified, never
/// less with a compression resistance of `.defaultHigh` or more (the default) and never more with a
/// hugging priority of `.defaultHigh` or more. The view's `frame` is set to the laid-out size (origin
/// zero) and `layoutIfNeeded()` runs. The stage draws the view's placeholder: its `backgroundColor`,
/// its ``UIView/stageContent`` (a label's text) and its subviews at their frames.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// The type of the coordinator (`Void` unless `makeCoordinator()` makes one).
    associatedtype Coordinator = Void
    /// The context the methods get.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view, once (`context.coordinator` is already made).
    func makeUIView(context: Context) -> UIViewType
    /// Brings the UIKit view up to date with this value and `context.environment`.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up when the view leaves the tree (nothing by default).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the object that carries the UIKit view's events back to SwiftUI (its delegate, its
    /// target), once, before `makeUIView(context:)`.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or `nil` for the default sizing (see the protocol).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    /// Makes no coordinator.
    public func makeCoordinator() -> Coordinator {
        ()
    }
}

extension UIViewRepresentable {
    /// Does nothing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// `nil`: the default sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
        nil
    }

    /// The represented view as the stage hosts it (never read by app code).
    public var body: UIViewRepresentableHost<Self> {
        UIViewRepresentableHost(representable: self)
    }
}

/// What a ``UIViewRepresentable``'s methods get: SwiftUI's `UIViewRepresentableContext`.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being shown (its animation, if any).
    public var transaction: Transaction
    /// The environment the view is evaluated in.
    public var environment: EnvironmentValues
}

/// A view that wraps a UIKit view controller: SwiftUI's `UIViewControllerRepresentable`.
///
/// ```swift
/// struct ShareSheet: UIViewControllerRepresentable {
///     let items: [Any]
///     func makeUIViewController(context: Context) -> UIActivityViewController {
///         UIActivityViewController(activityItems: items, applicationActivities: nil)
///     }
///     func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
/// }
/// ```
///
/// Plays as ``UIViewRepresentable`` does (make once, update when the inputs change, dismantle on
/// removal, the same sizing), with the controller's `view` drawn; the controller also gets
/// `viewWillAppear(_:)`/`viewDidAppear(_:)` when the view appears and
/// `viewWillDisappear(_:)`/`viewDidDisappear(_:)` when it goes.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The type of the coordinator (`Void` unless `makeCoordinator()` makes one).
    associatedtype Coordinator = Void
    /// The context the methods get.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once (`context.coordinator` is already made).
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with this value and `context.environment`.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up when the view leaves the tree (nothing by default).
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the object that carries the controller's events back to SwiftUI, once, before
    /// `makeUIViewController(context:)`.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or `nil` for the default sizing (see ``UIViewRepresentable``).
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// Makes no coordinator.
    public func makeCoordinator() -> Coordinator {
        ()
    }
}

extension UIViewControllerRepresentable {
    /// Does nothing.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// `nil`: the default sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }

    /// The represented controller's view as the stage hosts it (never read by app code).
    public var body: UIViewControllerRepresentableHost<Self> {
        UIViewControllerRepresentableHost(representable: self)
    }
}

/// What a ``UIViewControllerRepresentable``'s methods get: SwiftUI's
/// `UIViewControllerRepresentableContext`.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being shown (its animation, if any).
    public var transaction: Transaction
    /// The environment the view is evaluated in.
    public var environment: EnvironmentValues
}

/// The body of a ``UIViewRepresentable``: makes, updates, sizes and draws its UIKit view on a stage.
/// Cadence's implementation detail, public only because `body`'s type is.
public struct UIViewRepresentableHost<Representable: UIViewRepresentable>: View {
    let representable: Representable
    /// A primitive view: never read.
    public typealias Body = Never
}

/// The body of a ``UIViewControllerRepresentable``: makes, updates, sizes and draws its controller's
/// view on a stage. Cadence's implementation detail, public only because `body`'s type is.
public struct UIViewControllerRepresentableHost<Representable: UIViewControllerRepresentable>: View {
    let representable: Representable
    /// A primitive view: never read.
    public typealias Body = Never
}

extension UIViewRepresentableHost: PrimitiveView {
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let representable = representable
        let record = context.driver(slot: DriverSlot.representable) { RepresentableRecord() }
        let view = record.object(for: representable, in: context, makeCoordinator: representable.makeCoordinator) {
            UIViewRepresentableContext<Representable>(coordinator: $0, transaction: context.transaction, environment: context.environment)
        } make: {
            representable.makeUIView(context: $0)
        } update: {
            representable.updateUIView($0, context: $1)
        } dismantle: {
            Representable.dismantleUIView($0, coordinator: $1)
        }
        let coordinator = record.coordinator as! Representable.Coordinator
        return record.nodes(for: view, in: context) { proposal in
            let context = UIViewRepresentableContext<Representable>(coordinator: coordinator, transaction: context.transaction,
                                                                    environment: context.environment)
            return representable.sizeThatFits(proposal, uiView: view, context: context)
        }
    }
}

extension UIViewControllerRepresentableHost: PrimitiveView {
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let representable = representable
        let record = context.driver(slot: DriverSlot.representable) { RepresentableRecord() }
        let controller = record.object(for: representable, in: context, makeCoordinator: representable.makeCoordinator) {
            UIViewControllerRepresentableContext<Representable>(coordinator: $0, transaction: context.transaction, environment: context.environment)
        } make: {
            representable.makeUIViewController(context: $0)
        } update: {
            representable.updateUIViewController($0, context: $1)
        } dismantle: { controller, coordinator in
            controller.viewWillDisappear(false)
            controller.viewDidDisappear(false)
            Representable.dismantleUIViewController(controller, coordinator: coordinator)
        }
        record.appear = { [weak controller] in
            controller?.viewWillAppear(false)
            controller?.viewDidAppear(false)
        }
        let coordinator = record.coordinator as! Representable.Coordinator
        let view: UIView = controller.view
        return record.nodes(for: view, in: context, willLayout: { [weak controller] in
            controller?.viewWillLayoutSubviews()
        }, didLayout: { [weak controller] in
            controller?.viewDidLayoutSubviews()
        }) { proposal in
            let context = UIViewControllerRepresentableContext<Representable>(coordinator: coordinator, transaction: context.transaction,
                                                                              environment: context.environment)
            return representable.sizeThatFits(proposal, uiViewController: controller, context: context)
        }
    }
}

/// What a represented view keeps between evaluations: its UIKit object, coordinator and last inputs.
final class RepresentableRecord: InertRecord {
    /// The `UIView` or `UIViewController` made (`nil` before, and after dismantling).
    var object: AnyObject?
    var coordinator: Any?
    var dismantle: (@MainActor () -> Void)?
    var appear: (@MainActor () -> Void)?
    private var inputs: InputSnapshot?
    private var environment: EnvironmentValues?
    private var environmentSnapshot: [ObjectIdentifier: InputSnapshot] = [:]

    /// Whether `representable` and `environment` differ from the last ones given (and keeps them,
    /// as they are now: a binding's value is read at this moment).
    func inputsChanged(_ representable: Any, environment: EnvironmentValues) -> Bool {
        let snapshot = InputSnapshot(representable)
        defer { inputs = snapshot }
        guard let inputs, let previous = self.environment else {
            self.environment = environment
            environmentSnapshot = environment.storedValues.mapValues { InputSnapshot($0) }
            return true
        }
        var changed = !inputs.isSame(as: snapshot, unknownIsSame: false)
        if !previous.isIdentical(to: environment) {
            let values = environment.storedValues.mapValues { InputSnapshot($0) }
            changed = changed || values.count != environmentSnapshot.count || values.contains { key, value in
                environmentSnapshot[key].map { !$0.isSame(as: value, unknownIsSame: true) } ?? true
            }
            self.environment = environment
            environmentSnapshot = values
        }
        return changed
    }

    /// The UIKit object for `representable`: made (with its coordinator, then updated) on the first
    /// evaluation or after dismantling, updated when the inputs changed, kept as it is otherwise.
    func object<Object: AnyObject, Coordinator, Context>(
        for representable: Any, in context: ResolveContext, makeCoordinator: () -> Coordinator,
        context makeContext: (Coordinator) -> Context, make: (Context) -> Object, update: (Object, Context) -> Void,
        dismantle: @escaping @MainActor (Object, Coordinator) -> Void
    ) -> Object {
        if let made = object as? Object, let coordinator = coordinator as? Coordinator {
            if inputsChanged(representable, environment: context.environment) {
                update(made, makeContext(coordinator))
            }
            return made
        }
        let coordinator = makeCoordinator()
        self.coordinator = coordinator
        let made = make(makeContext(coordinator))
        object = made
        self.dismantle = { dismantle(made, coordinator) }
        _ = inputsChanged(representable, environment: context.environment)
        update(made, makeContext(coordinator))
        return made
    }

    /// Ends the UIKit object's life: dismantles it, so the next evaluation makes a new one.
    func tearDown() {
        let dismantle = dismantle
        object = nil
        coordinator = nil
        inputs = nil
        environment = nil
        self.dismantle = nil
        appear = nil
        dismantle?()
    }

    /// The nodes that size and draw `view`, with the lifecycle that dismantles it on removal.
    func nodes(for view: UIView, in context: ResolveContext, willLayout: (@MainActor () -> Void)? = nil,
               didLayout: (@MainActor () -> Void)? = nil, sizing: @escaping RepresentableLayout.Sizing) -> [LayoutNode] {
        let mark = context.graph.lifecycleMark
        let drawn = context.resolve(view.stageDrawing, at: .child(0))
        // Held strongly: the identity's storage (and this record) may be dropped before the
        // graph delivers the disappearance.
        let actions = LifecycleActions(
            onAppear: { self.appear?() },
            onDisappear: { self.tearDown() }
        )
        context.graph.visitLifecycle([context.identity.appending(.lifecycle(-2))], actions: actions, at: mark)
        let layout = RepresentableLayout(view: view, sizing: sizing, willLayout: willLayout, didLayout: didLayout)
        return [LayoutNode(.custom(layout, children: drawn))]
    }
}

/// Sizes a represented view (see ``UIViewRepresentable``) and gives the UIKit view its frame.
struct RepresentableLayout: NodeLayout {
    /// The representable's `sizeThatFits`, `nil` for the default sizing.
    typealias Sizing = @MainActor (ProposedViewSize) -> CGSize?
    let view: UIView
    let sizing: Sizing
    let willLayout: (@MainActor () -> Void)?
    let didLayout: (@MainActor () -> Void)?

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        if let size = sizing(proposal) {
            return CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        }
        return CGSize(width: view.representedLength(offered: proposal.width, axis: .horizontal),
                      height: view.representedLength(offered: proposal.height, axis: .vertical))
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        if view.frame.size != size || view.frame.origin != .zero {
            view.frame = CGRect(origin: .zero, size: size)
        }
        willLayout?()
        view.layoutIfNeeded()
        didLayout?()
        return children.map { _ in LayoutEngine.Placement(proposal: ProposedViewSize(size), frame: CGRect(origin: .zero, size: size)) }
    }
}

/// A representable's input as it was when recorded, compared as SwiftUI compares inputs to decide
/// whether to update: equatable values with `==`, objects by identity, a binding by the value it
/// had, structures, tuples and enumerations member by member; anything else (a closure) is opaque.
indirect enum InputSnapshot {
    case value(any Equatable)
    case object(ObjectIdentifier)
    case members(type: ObjectIdentifier, enumCase: String?, [(label: String?, value: InputSnapshot)])
    case opaque

    /// The snapshot of `value` now.
    @MainActor
    init(_ value: Any, depth: Int = 0) {
        if let equatable = value as? any Equatable {
            self = .value(equatable)
            return
        }
        if let binding = value as? any BindingValueReading {
            self = InputSnapshot(binding.currentValue, depth: depth + 1)
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class?:
            self = .object(ObjectIdentifier(value as AnyObject))
        case nil:
            self = .opaque
        case let style?:
            guard depth < 16 else {
                self = .opaque
                return
            }
            let enumCase = style == .enum ? String(describing: value) : nil
            self = .members(type: ObjectIdentifier(mirror.subjectType), enumCase: mirror.children.isEmpty ? enumCase : nil,
                            mirror.children.map { ($0.label, InputSnapshot($0.value, depth: depth + 1)) })
        }
    }

    /// Whether the two recorded inputs are the same (opaque ones are the same only when `unknownIsSame`).
    func isSame(as other: InputSnapshot, unknownIsSame: Bool) -> Bool {
        switch (self, other) {
        case (.value(let mine), .value(let theirs)):
            return mine.isEqual(to: theirs)
        case (.object(let mine), .object(let theirs)):
            return mine == theirs
        case (.members(let type, let enumCase, let mine), .members(let otherType, let otherCase, let theirs)):
            guard type == otherType, enumCase == otherCase, mine.count == theirs.count else { return false }
            return zip(mine, theirs).allSatisfy { $0.label == $1.label && $0.value.isSame(as: $1.value, unknownIsSame: unknownIsSame) }
        case (.opaque, .opaque):
            return unknownIsSame
        default:
            return false
        }
    }
}

extension Equatable {
    /// Whether `other` is a `Self` equal to this value.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// A binding, read for comparison.
@MainActor
protocol BindingValueReading {
    var currentValue: Any { get }
}

extension Binding: BindingValueReading {
    var currentValue: Any { wrappedValue }
}

#endif
