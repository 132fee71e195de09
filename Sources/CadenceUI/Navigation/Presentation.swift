// Sheets, alerts and confirmation dialogs: drawn over the whole stage (not just the view they are
// attached to), above everything drawn before them, as tappable overlays. Their buttons dismiss
// them after running their actions, as on iOS.

private struct PresentationButtonKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// Run by the buttons of an alert or dialog after their action: dismisses it.
    var dismissesPresentation: (@MainActor () -> Void)? {
        get { self[PresentationButtonKey.self] }
        set { self[PresentationButtonKey.self] = newValue }
    }
}

/// The heights a sheet can rest at: SwiftUI's `PresentationDetent`. Cadence shows a sheet at the
/// smallest detent given (where iOS starts it).
public struct PresentationDetent: Hashable, Sendable {
    let fraction: CGFloat?
    let height: CGFloat?

    /// The full height (less the gap at the top).
    public static let large = PresentationDetent(fraction: 1, height: nil)
    /// Half the height.
    public static let medium = PresentationDetent(fraction: 0.5, height: nil)

    /// `fraction` of the height (clamped to 0…1 when drawn).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(fraction: fraction, height: nil) }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(fraction: nil, height: height) }

    /// This detent's height in a sheet that can be `available` points tall at most.
    func resolvedHeight(in available: CGFloat) -> CGFloat {
        if let height { return min(max(0, height), available) }
        return available * min(max(fraction ?? 1, 0), 1)
    }
}

extension View {
    /// Shows `content` in a sheet that slides up over the stage while `isPresented` is true; runs
    /// `onDismiss` after it goes away. `dismiss()` inside the sheet sets `isPresented` to `false`.
    public nonisolated func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, isFullScreen: false, content: content))
    }

    /// Shows `content` for `item` in a sheet while `item` is not `nil`; `dismiss()` sets it to `nil`.
    public nonisolated func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(ItemSheetModifier(item: item, onDismiss: onDismiss, isFullScreen: false, content: content))
    }

    /// Shows `content` over the whole stage while `isPresented` is true (slides up, no dimming).
    public nonisolated func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, isFullScreen: true, content: content))
    }

    /// Shows `content` for `item` over the whole stage while `item` is not `nil`.
    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(ItemSheetModifier(item: item, onDismiss: onDismiss, isFullScreen: true, content: content))
    }

    /// The heights this sheet's content can rest at (Cadence shows the smallest).
    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(NodeTraitModifier { $0.sheetDetent = smallest(of: detents) })
    }

    /// The heights this sheet's content can rest at, the current one in `selection` (Cadence shows
    /// the selected one; the user cannot drag between them on a stage).
    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(SelectedDetentModifier(selection: selection))
    }

    /// Whether a sheet shows its drag indicator (not drawn by Cadence).
    public nonisolated func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(StageInertModifier())
    }

    /// The corner radius of a sheet (Cadence draws 10 points).
    public nonisolated func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(StageInertModifier())
    }

    /// Whether a sheet can be dismissed by a swipe (a stage dismisses it through its state anyway).
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(StageInertModifier())
    }

    /// Shows an alert titled `titleKey` with `actions` (an OK button when empty).
    public nonisolated func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// Shows an alert titled `title` with `actions`.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Shows an alert titled `title` with `actions`.
    public nonisolated func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: title, presence: { isPresented }, actions: AnyView(actions()), message: nil, isDialog: false))
    }

    /// Shows an alert titled `titleKey` with `actions` and `message`.
    public nonisolated func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Shows an alert titled `title` with `actions` and `message`.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Shows an alert titled `title` with `actions` and `message`.
    public nonisolated func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: title, presence: { isPresented }, actions: AnyView(actions()), message: AnyView(message()), isDialog: false))
    }

    /// Shows an alert about `data` (while `isPresented` is true and `data` is not `nil`).
    public nonisolated func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let hasData = data != nil
        return modifier(AlertModifier(title: Text(titleKey), presence: { presented(isPresented, hasData) }, actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil, isDialog: false))
    }

    /// Shows an alert about `data` with a message about it.
    public nonisolated func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let hasData = data != nil
        return modifier(AlertModifier(title: Text(titleKey), presence: { presented(isPresented, hasData) }, actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                                      message: data.map { AnyView(message($0)) }, isDialog: false))
    }

    /// Shows an alert about `error` while `isPresented` is true and `error` is not `nil`, titled
    /// with the error's `errorDescription` (an empty title when it has none), with `actions`.
    public nonisolated func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let hasError = error != nil
        return modifier(AlertModifier(title: Text(verbatim: error?.errorDescription ?? ""), presence: { presented(isPresented, hasError) },
                                      actions: AnyView(actions()), message: nil, isDialog: false))
    }

    /// Shows an alert about `error` while `isPresented` is true and `error` is not `nil`: titled
    /// with its `errorDescription`, with the actions and the message made from the error
    /// (typically its `recoverySuggestion`).
    public nonisolated func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View {
        let hasError = error != nil
        return modifier(AlertModifier(title: Text(verbatim: error?.errorDescription ?? ""), presence: { presented(isPresented, hasError) },
                                      actions: error.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                                      message: error.map { AnyView(message($0)) }, isDialog: false))
    }

    /// Shows an action sheet titled `titleKey` at the bottom of the stage, with `actions` and Cancel.
    public nonisolated func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Shows an action sheet titled `title` with `actions`.
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Shows an action sheet titled `title` with `actions`.
    public nonisolated func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: titleVisibility == .visible ? title : nil, presence: { isPresented }, actions: AnyView(actions()), message: nil, isDialog: true))
    }

    /// Shows an action sheet titled `titleKey` with `actions` and `message`.
    public nonisolated func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Shows an action sheet titled `title` with `actions` and `message`.
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Shows an action sheet titled `title` with `actions` and `message`.
    public nonisolated func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: titleVisibility == .visible ? title : nil, presence: { isPresented }, actions: AnyView(actions()), message: AnyView(message()), isDialog: true))
    }

    /// Shows an action sheet about `data` (while `isPresented` is true and `data` is not `nil`),
    /// titled `titleKey`, with the actions made from `data` and Cancel.
    public nonisolated func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let hasData = data != nil
        return modifier(AlertModifier(title: titleVisibility == .visible ? Text(titleKey) : nil, presence: { presented(isPresented, hasData) },
                                      actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil, isDialog: true))
    }

    /// Shows an action sheet about `data` titled `titleKey`, with actions and a message made from `data`.
    public nonisolated func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let hasData = data != nil
        return modifier(AlertModifier(title: titleVisibility == .visible ? Text(titleKey) : nil, presence: { presented(isPresented, hasData) },
                                      actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                                      message: data.map { AnyView(message($0)) }, isDialog: true))
    }

    /// Shows the older ``Alert`` value `content` makes while `isPresented` is true.
    public nonisolated func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        modifier(LegacyAlertModifier(alert: content(), isPresented: isPresented))
    }

    /// Shows the older ``Alert`` value for `item` while `item` is not `nil`.
    public nonisolated func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        modifier(ItemAlertModifier(item: item, content: content))
    }
}

/// Whether `item` is set, as a binding: setting it to `false` clears the item.
@MainActor
private func presence<Item>(of item: Binding<Item?>) -> Binding<Bool> {
    Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
}

/// `isPresented`, but `false` when there is no data to present.
@MainActor
private func presented(_ isPresented: Binding<Bool>, _ hasData: Bool) -> Binding<Bool> {
    Binding(get: { hasData && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
}

private func smallest(of detents: Set<PresentationDetent>) -> PresentationDetent? {
    // A fixed height is compared as a fraction of a 844-point phone (iOS's common size).
    detents.min { ($0.fraction ?? ($0.height ?? 0) / 844) < ($1.fraction ?? ($1.height ?? 0) / 844) }
}

nonisolated struct SelectedDetentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let selection: Binding<PresentationDetent>

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        let detent = selection.wrappedValue
        for node in nodes { node.sheetDetent = detent }
        return nodes
    }
}

/// The older alert value: SwiftUI's `Alert` (deprecated there in favour of `alert(_:isPresented:actions:)`).
public struct Alert {
    /// A button of an ``Alert``: SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A plain button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, action: action)
        }

        /// A cancel button titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A red button that deletes something.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// An alert with one button (OK when `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// An alert of any buttons (an action sheet's).
    init(title: Text, message: Text?, buttons: [Alert.Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    @MainActor
    var buttonsView: some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            CadenceUI.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

nonisolated struct LegacyAlertModifier: ViewModifier {
    let alert: Alert
    let isPresented: Binding<Bool>
    /// An action sheet's (a confirmation dialog), not an alert's.
    var isDialog = false

    @MainActor
    func body(content base: Content) -> some View {
        base.modifier(AlertModifier(title: alert.title, presence: { isPresented }, actions: AnyView(alert.buttonsView), message: alert.message.map { AnyView($0) }, isDialog: isDialog))
    }
}

nonisolated struct ItemAlertModifier<Item: Identifiable>: ViewModifier {
    let item: Binding<Item?>
    let content: (Item) -> Alert
    /// An action sheet's (a confirmation dialog), not an alert's.
    var isDialog = false

    @MainActor
    func body(content base: Content) -> some View {
        let alert = item.wrappedValue.map(content)
        base.modifier(AlertModifier(title: alert?.title, presence: { presence(of: item) }, actions: AnyView(alert?.buttonsView), message: alert?.message.map { AnyView($0) }, isDialog: isDialog))
    }
}

/// The older action sheet value: SwiftUI's `ActionSheet` (deprecated there in favour of
/// `confirmationDialog(_:isPresented:titleVisibility:actions:)`), shown as a confirmation dialog.
public struct ActionSheet {
    /// A button of an action sheet: an ``Alert/Button``.
    public typealias Button = Alert.Button

    let alert: Alert

    /// An action sheet titled `title`, with `message` below it and `buttons` (by default one Cancel
    /// button).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        alert = Alert(title: title, message: message, buttons: buttons)
    }
}

extension View {
    /// Shows the action sheet `content` makes while `isPresented` is true: SwiftUI's deprecated
    /// `actionSheet(isPresented:content:)`, played as a confirmation dialog.
    @available(*, deprecated, message: "use confirmationDialog(_:isPresented:titleVisibility:actions:)")
    public nonisolated func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        modifier(LegacyAlertModifier(alert: content().alert, isPresented: isPresented, isDialog: true))
    }

    /// Shows the action sheet `content` makes for `item` while `item` is not `nil`.
    @available(*, deprecated, message: "use confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)")
    public nonisolated func actionSheet<T: Identifiable>(item: Binding<T?>, content: @escaping (T) -> ActionSheet) -> some View {
        modifier(ItemAlertModifier(item: item, content: { content($0).alert }, isDialog: true))
    }
}

/// Draws its content over the whole stage, whatever frame its parent gives it.
struct StageCoverLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        let stage = engine.session.stageSize
        return children.map { LayoutEngine.Placement(proposal: ProposedViewSize(stage), frame: CGRect(origin: .zero, size: engine.size($0, ProposedViewSize(stage)))) }
    }

    func drawingFrame(_ frame: CGRect, state: DisplayListBuilder.RenderState) -> CGRect {
        // In stage coordinates: undo the transform above (offsets of the presenting view).
        let inverse: AffineTransform2D = state.transform.inverted()
        return inverse.apply(to: CGRect(origin: .zero, size: state.stageSize))
    }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {
        state.clips = []
        let insets = builder.engine.session.safeAreaInsets
        state.safeArea = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                                width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
    }
}

nonisolated struct SheetModifier<SheetContent: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let isFullScreen: Bool
    let content: () -> SheetContent

    @MainActor
    func body(content base: Content) -> some View {
        let content = self.content
        base.overlay {
            SheetLayer(isPresented: isPresented, onDismiss: onDismiss, isFullScreen: isFullScreen, content: { AnyView(content()) })
        }
    }
}

nonisolated struct ItemSheetModifier<Item: Identifiable, SheetContent: View>: ViewModifier {
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let isFullScreen: Bool
    let content: (Item) -> SheetContent

    @MainActor
    func body(content base: Content) -> some View {
        let content = self.content, item = self.item
        base.overlay {
            SheetLayer(isPresented: presence(of: item), onDismiss: onDismiss, isFullScreen: isFullScreen,
                       content: { item.wrappedValue.map { AnyView(content($0).id($0.id)) } ?? AnyView(EmptyView()) })
        }
    }
}

/// A sheet: dims what is behind it and slides up from the bottom, 10 points below the top safe
/// area edge with 10-point top corners; a full-screen cover slides up over everything, undimmed.
struct SheetLayer: View {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let isFullScreen: Bool
    let content: @MainActor () -> AnyView
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let binding = isPresented
        let shown = binding.wrappedValue
        let background = colorScheme == .dark ? Color(white: 0.11) : Color.white
        ZStack(alignment: .bottom) {
            if shown {
                if !isFullScreen {
                    Color.black.opacity(0.2)
                        .ignoresSafeArea()
                        .transition(.opacity)
                }
                content()
                    .environment(\.dismiss, DismissAction { binding.wrappedValue = false })
                    .environment(\.isPresented, true)
                    .modifier(SheetFrameModifier(isFullScreen: isFullScreen))
                    .background { background.ignoresSafeArea(edges: isFullScreen ? .all : .bottom) }
                    .clipShape(UnevenRoundedRectangle(topLeadingRadius: isFullScreen ? 0 : 10, topTrailingRadius: isFullScreen ? 0 : 10))
                    .transition(.move(edge: .bottom))
                    .accessibilityAddTraits(.isModal)
            }
        }
        .animation(.default, value: shown)
        .onChange(of: shown) { wasShown, isShown in
            if wasShown, !isShown { onDismiss?() }
        }
        .modifier(StageCoverModifier())
    }
}

/// Sizes a sheet's content to its detent: the full width offered, `detent` of the height (less a
/// 10-point gap at the top for sheets), the content at the top.
nonisolated struct SheetFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isFullScreen: Bool

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        let detent = isFullScreen ? nil : nodes.first?.trait { $0.sheetDetent }
        let child = nodes.count == 1 ? nodes[0] : LayoutNode(.stack(axis: .vertical, alignment: .center, spacing: nil, children: nodes))
        return [LayoutNode(.custom(SheetFrameLayout(detent: detent ?? .large, topGap: isFullScreen ? 0 : 10), children: [child]))]
    }
}

struct SheetFrameLayout: UnaryNodeLayout {
    let detent: PresentationDetent
    let topGap: CGFloat

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        let full = proposal.replacingUnspecifiedDimensions(by: engine.session.stageSize)
        let size = CGSize(width: full.width, height: detent.resolvedHeight(in: max(0, full.height - topGap)))
        let childProposal = ProposedViewSize(size)
        let childSize = engine.size(child, childProposal, stackAxis: nil)
        let x = (size.width - childSize.width) / 2
        return (size, LayoutEngine.Placement(proposal: childProposal, frame: CGRect(x: x, y: 0, width: childSize.width, height: childSize.height)))
    }
}

nonisolated struct StageCoverModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        return [LayoutNode(.custom(StageCoverLayout(), children: nodes))]
    }
}

nonisolated struct AlertModifier: ViewModifier {
    let title: Text?
    let presence: @MainActor () -> Binding<Bool>
    let actions: AnyView
    let message: AnyView?
    let isDialog: Bool

    @MainActor
    func body(content base: Content) -> some View {
        base.overlay {
            AlertLayer(title: title, isPresented: presence(), actions: actions, message: message, isDialog: isDialog)
        }
    }
}

/// An alert card (270 points wide, centred, 14-point corners) or an action sheet (at the bottom,
/// with a separate Cancel button), over a dimmed stage. Any button in it dismisses it after its
/// action runs; an alert without buttons gets an OK button.
struct AlertLayer: View {
    let title: Text?
    let isPresented: Binding<Bool>
    let actions: AnyView
    let message: AnyView?
    let isDialog: Bool

    var body: some View {
        let binding = isPresented
        let shown = binding.wrappedValue
        ZStack(alignment: isDialog ? .bottom : .center) {
            if shown {
                Color.black.opacity(0.2)
                    .ignoresSafeArea()
                    .transition(.opacity)
                card
                    .environment(\.dismissesPresentation, { binding.wrappedValue = false })
                    .transition(isDialog ? .move(edge: .bottom) : .opacity)
                    .accessibilityAddTraits(.isModal)
            }
        }
        .animation(.default, value: shown)
        .modifier(StageCoverModifier())
    }

    private var cardFill: Color { Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255) }

    @ViewBuilder private var card: some View {
        if isDialog {
            VStack(spacing: 8) {
                VStack(spacing: 0) {
                    if title != nil || message != nil {
                        heading.padding(.vertical, 14).padding(.horizontal, 16)
                        Divider()
                    }
                    AlertActions(actions: actions, isDialog: true)
                }
                .background { RoundedRectangle(cornerRadius: 14).fill(cardFill) }
                // The app's cancel-role button, or a Cancel of the dialog's own.
                DialogCancelButton(actions: actions)
                    .fontWeight(.semibold)
                    .frame(maxWidth: .infinity, minHeight: 57)
                    .background { RoundedRectangle(cornerRadius: 14).fill(Color.white) }
            }
            .padding(8)
        } else {
            VStack(spacing: 0) {
                heading.padding(16)
                Divider()
                AlertActions(actions: actions, isDialog: false)
            }
            .frame(width: 270)
            .background { RoundedRectangle(cornerRadius: 14).fill(cardFill) }
        }
    }

    private var heading: some View {
        VStack(spacing: 4) {
            if let title {
                title.font(isDialog ? .footnote.weight(.semibold) : .headline)
                    .foregroundStyle(isDialog ? Color.secondary : Color.primary)
            }
            if let message {
                message.font(.footnote)
                    .foregroundStyle(isDialog ? Color.secondary : Color.primary)
            }
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
    }
}

/// An alert's buttons, 44 points tall (57 in an action sheet): two side by side in an alert, else
/// stacked, with hairlines between; an OK button when there are none.
struct AlertActions: View, PrimitiveView {
    let actions: AnyView
    let isDialog: Bool
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        var nodes = context.resolve(actions, at: .child(0))
        if isDialog {
            // A cancel-role button sits apart, below the others (`DialogCancelButton`).
            nodes.removeAll(where: Self.isCancelButton)
            guard !nodes.isEmpty else { return [] }
        } else if nodes.isEmpty {
            nodes = context.resolve(Button("OK") {}, at: .child(1))
        }
        let height: CGFloat = isDialog ? 57 : 44
        let cells = nodes.map { LayoutNode(.frame(.flexible(FlexibleFrame(maxWidth: .infinity, minHeight: height, maxHeight: height, alignment: .center)), child: $0)) }
        let separator = Color.separator(for: context.environment.colorScheme).resolve(in: context.environment)
        let sideBySide = !isDialog && cells.count == 2
        var children: [LayoutNode] = []
        for (index, cell) in cells.enumerated() {
            if index > 0 {
                children.append(LayoutNode(.custom(DividerLayout(), children: [LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(separator))))])))
            }
            children.append(cell)
        }
        var row = LayoutNode(.stack(axis: sideBySide ? .horizontal : .vertical, alignment: .center, spacing: 0, children: children))
        // Side by side, the hairline between the buttons is as tall as they are, not as the stage.
        if sideBySide { row = LayoutNode(.frame(.fixed(width: nil, height: height, alignment: .center), child: row)) }
        return context.directed([row])
    }
}

extension AlertActions {
    /// Whether `node` is a button with the cancel role (`Button("Cancel", role: .cancel)`).
    static func isCancelButton(_ node: LayoutNode) -> Bool {
        node.trait { node -> ButtonRole? in
            if case .effect(.button(let target), _) = node.kind { target.role } else { nil }
        } == .cancel
    }
}

/// The separate button at the bottom of a confirmation dialog: the app's first cancel-role button
/// among the dialog's actions (shown there instead of among them, as in SwiftUI), or a Cancel button
/// of the dialog's own that only dismisses it.
struct DialogCancelButton: View, PrimitiveView {
    let actions: AnyView
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        if let cancel = context.resolve(actions, at: .child(0)).first(where: AlertActions.isCancelButton) {
            return [cancel]
        }
        return context.resolve(Button("Cancel", role: .cancel) {}, at: .child(1))
    }
}
