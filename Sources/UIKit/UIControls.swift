import Foundation

/// A control's state and events: UIKit's `UIControl`, as far as buttons and switches in
/// representables use it. A stage sends represented controls no touches: `sendActions(for:)` (public
/// in UIKit too) runs the actions a touch would.
@MainActor @preconcurrency
open class UIControl: UIView {
    /// The states of a control: UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The states' bits.
        public let rawValue: UInt
        /// States of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected nor highlighted.
        public static let normal = State([])
        /// Touched down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events of a control: UIKit's `UIControl.Event` (UIKit's bit values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bits.
        public let rawValue: UInt
        /// Events of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went up inside the control (a tap).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control is enabled.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted.
    open var isHighlighted = false
    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
    private var actions: [(action: UIAction, events: Event)] = []
    /// The target-action pairs added (kept: Cadence cannot call a method by its selector).
    public private(set) var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// Runs `action` on `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` on `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Records a target-action pair (never called: there is no Objective-C runtime).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((target as AnyObject?, action, controlEvents))
    }

    /// Runs the actions added for any of `controlEvents` (when the control is enabled).
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.sender = self
            entry.action.handler(entry.action)
        }
    }
}

/// An action with a handler: UIKit's `UIAction`, for `UIControl.addAction(_:for:)` and
/// `UIButton(primaryAction:)`.
@MainActor @preconcurrency
public final class UIAction {
    /// The action's title.
    public var title: String
    /// The action's image.
    public var image: UIImage?
    /// The control that sent the action last.
    public internal(set) var sender: Any?
    let handler: (UIAction) -> Void

    /// An action titled `title` that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}

/// A button: UIKit's `UIButton`, minimal: titles and images per state, drawn as its title in the
/// tint colour. Send it `.touchUpInside` (or `.primaryActionTriggered`) to run its actions.
@MainActor @preconcurrency
open class UIButton: UIControl {
    /// The kind of button: UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom = 0
        /// The system style (tinted title).
        case system = 1
        /// An info button (light).
        case detailDisclosure = 2
        /// An info button (light).
        case infoLight = 3
        /// An info button (dark).
        case infoDark = 4
        /// A plus sign.
        case contactAdd = 5
        /// A close button.
        case close = 7
    }

    /// The button's kind.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The label that shows the title.
    public let titleLabel: UILabel? = UILabel()

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        titleLabel?.font = UIFont.systemFont(ofSize: 17)
    }

    /// A system button that runs `primaryAction` when tapped, titled with its title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A custom button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A button from an archive (there are none in Cadence).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// Sets the title shown in `state` (the `.normal` title shows in states without one).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }

    /// The title for `state`, or the `.normal` one.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
    }

    /// The image for `state`, or the `.normal` one.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// The title's size plus UIKit's content insets (none for a system button's title).
    open override var intrinsicContentSize: CGSize {
        guard let title = currentTitle, let font = titleLabel?.font else { return .zero }
        return measuredSize(of: title, font: font)
    }

    /// The title as a button draws it: in the title colour for the state, or the tint colour.
    open override var stageContent: AnyView? {
        let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? tintColor ?? .tintColor
        return AnyView(HStack(spacing: 4) {
            if let image = image(for: state) { Image(uiImage: image) }
            if let title = currentTitle { Text(verbatim: title).font(Font(titleLabel?.font ?? .systemFont(ofSize: 17))) }
        }
        .foregroundStyle(Color(color))
        .opacity(isEnabled ? 1 : 0.35))
    }
}
