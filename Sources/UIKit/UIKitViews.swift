import Foundation

// The common UIKit views, as representables wrap them. Each keeps its properties, reports an
// `intrinsicContentSize` where UIKit's does (text is measured with `ApproximateTextMeasurer`'s
// metrics, 0.55 × the point size a character and 1.2 × a line, so a stage with another measurer
// may draw the text a little wider or narrower than the view), and draws its content on a stage
// through `stageContent`.

/// The alignment of text: UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left = 0
    /// Centred.
    case center = 1
    /// Right.
    case right = 2
    /// Both edges (drawn as natural).
    case justified = 3
    /// The script's natural alignment (left for left-to-right text).
    case natural = 4

    /// The SwiftUI alignments: of the text's lines, and of the text in its frame.
    var swiftUI: (text: TextAlignment, frame: Alignment) {
        switch self {
        case .center: (.center, .center)
        case .right: (.trailing, .trailing)
        case .left, .justified, .natural: (.leading, .leading)
        }
    }
}

/// The size of `text` in `font`, lines broken only at newlines or, when `maxWidth` is given, to fit it.
private func measuredSize(of text: String, font: UIFont, maxWidth: CGFloat? = nil) -> CGSize {
    let resolved = ResolvedFont(pointSize: font.pointSize)
    return ApproximateTextMeasurer().layout(text, font: resolved, maxWidth: maxWidth).size
}

/// A view that shows read-only text: UIKit's `UILabel`. Its `accessibilityLabel` is its text unless set.
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The text (`nil`: none).
    open var text: String? { didSet { setNeedsLayout() } }
    /// The font (the 17-point system font by default).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// The text's colour (`.label` by default).
    open var textColor: UIColor! = .label
    /// How the text is aligned (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown (1 by default; 0: any number).
    open var numberOfLines = 1
    /// Whether the font shrinks to fit the width (kept; not applied).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to (kept; not applied).
    open var minimumScaleFactor: CGFloat = 0
    /// The width at which a multi-line label breaks its lines for its intrinsic size (0: none).
    open var preferredMaxLayoutWidth: CGFloat = 0
    private var storedAccessibilityLabel: String?

    /// The text, unless another label was set.
    open override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? text }
        set { storedAccessibilityLabel = newValue }
    }

    /// The text's size in its font (lines broken at `preferredMaxLayoutWidth` when it is set and
    /// the label has more than one line); zero without text.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return measuredSize(of: text, font: font, maxWidth: width)
    }

    /// The text's size, lines broken to fit `size.width` for a multi-line label.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return measuredSize(of: text, font: font, maxWidth: numberOfLines == 1 ? nil : size.width)
    }

    /// The text, in the label's font, colour and alignment, centred vertically as UIKit draws it.
    open override var stageContent: AnyView? {
        guard let text else { return nil }
        let alignment = textAlignment.swiftUI
        return AnyView(Text(verbatim: text)
            .font(Font(font))
            .foregroundStyle(Color(textColor))
            .multilineTextAlignment(alignment.text)
            .lineLimit(numberOfLines == 0 ? nil : numberOfLines)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment.frame))
    }
}

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

/// A view that shows an image: UIKit's `UIImageView`, drawn as `Image(uiImage:)` by its
/// `contentMode` (aspect fit, aspect fill clipped by `clipsToBounds`, stretched, or at its size).
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// The image (`nil`: none).
    open var image: UIImage?

    /// An image view of `image`, as large as the image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An image view with `frame` and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An image view from an archive (there are none in Cadence).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image's size (no intrinsic size without an image).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    /// The image, filling the bounds by `contentMode`, template images in the tint colour.
    open override var stageContent: AnyView? {
        guard let image else { return nil }
        let drawn = Image(uiImage: image)
        let tint = Color(tintColor ?? .tintColor)
        switch contentMode {
        case .scaleAspectFit: return AnyView(drawn.resizable().aspectRatio(contentMode: .fit).foregroundStyle(tint))
        case .scaleAspectFill: return AnyView(drawn.resizable().aspectRatio(contentMode: .fill).foregroundStyle(tint))
        case .scaleToFill, .redraw: return AnyView(drawn.resizable().foregroundStyle(tint))
        default: return AnyView(drawn.foregroundStyle(tint))
        }
    }
}

/// What a text view tells its delegate: UIKit's `UITextViewDelegate`. Every method has a default
/// (Swift has no optional protocol requirements without Objective-C): implement those you need.
@MainActor @preconcurrency
public protocol UITextViewDelegate: AnyObject {
    /// Whether editing may begin (`true` by default).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (`true` by default).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16 offsets) may be replaced by `text` (`true` by default).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by typing (not by setting `text`).
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// `true`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// `true`.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// `true`.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A scrollable view: UIKit's `UIScrollView`, as far as its settings (kept; a stage does not scroll
/// represented views).
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// How dragging dismisses the keyboard: UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Never.
        case none = 0
        /// When a drag begins.
        case onDrag = 1
        /// Interactively, with the drag.
        case interactive = 2
    }

    /// Whether the view scrolls.
    open var isScrollEnabled = true
    /// Whether scrolling bounces at the ends.
    open var bounces = true
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// How far the content is scrolled, in points.
    open var contentOffset: CGPoint = .zero
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
}

/// An editable, scrollable text view: UIKit's `UITextView`. Its `accessibilityValue` is its text.
///
/// A stage sends represented views no keys: ``insertText(_:)`` and ``deleteBackward()`` (UIKit's
/// `UIKeyInput` methods) type at the end of the text as the keyboard would, asking the delegate's
/// `textView(_:shouldChangeTextIn:replacementText:)` and then telling it `textViewDidChange(_:)`.
@MainActor @preconcurrency
open class UITextView: UIScrollView {
    /// The text.
    open var text: String! = ""
    /// The font (`nil`: the 12-point system font, as UIKit's default).
    open var font: UIFont?
    /// The text's colour (`nil`: `.label`).
    open var textColor: UIColor?
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be edited.
    open var isEditable = true
    /// Whether the text can be selected.
    open var isSelectable = true
    /// Inset of the text from the view's edges, in points (8 at the top and bottom by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// What the view tells of editing.
    open weak var delegate: UITextViewDelegate?

    /// The text.
    open override var accessibilityValue: String? {
        get { text }
        set {}
    }

    /// An editable text view can become the first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing if the delegate allows it (telling it `textViewDidBeginEditing(_:)`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Ends editing (telling the delegate `textViewDidEndEditing(_:)`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.textViewDidEndEditing(self)
        return true
    }

    /// Types `text` at the end, as the keyboard would (see the class).
    open func insertText(_ text: String) {
        replaceEnd(removing: 0, with: text)
    }

    /// Deletes the last character, as the keyboard's delete key would.
    open func deleteBackward() {
        guard let last = (self.text ?? "").last else { return }
        replaceEnd(removing: String(last).utf16.count, with: "")
    }

    /// Whether the view has text.
    public var hasText: Bool { !(text ?? "").isEmpty }

    private func replaceEnd(removing count: Int, with replacement: String) {
        guard isEditable else { return }
        let current = text ?? ""
        let length = current.utf16.count
        let range = NSRange(location: length - count, length: count)
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return }
        text = String(current.dropLast(count == 0 ? 0 : 1)) + replacement
        delegate?.textViewDidChange(self)
    }

    /// The text, top-leading, inside `textContainerInset` (plus UIKit's 5-point line padding).
    open override var stageContent: AnyView? {
        let inset = textContainerInset
        return AnyView(Text(verbatim: text ?? "")
            .font(Font(font ?? .systemFont(ofSize: 12)))
            .foregroundStyle(Color(textColor ?? .label))
            .multilineTextAlignment(textAlignment.swiftUI.text)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: Alignment(horizontal: textAlignment.swiftUI.frame.horizontal, vertical: .top))
            .padding(EdgeInsets(top: inset.top, leading: inset.left + 5, bottom: inset.bottom, trailing: inset.right + 5)))
    }
}

/// Insets of a rectangle's edges, in points: UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Insets of each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A spinner: UIKit's `UIActivityIndicatorView`, drawn as a `ProgressView` while animating.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// The spinner's size: UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101
    }

    /// The spinner's size.
    open var style: Style
    /// The spinner's colour (`nil`: the system grey).
    open var color: UIColor!
    /// Whether the spinner is hidden when stopped (`true` by default).
    open var hidesWhenStopped = true
    /// Whether the spinner spins.
    public private(set) var isAnimating = false

    /// A spinner of `style` (`.medium` by default), stopped. It hugs its intrinsic size (priority
    /// `.defaultHigh` on both axes), so a represented spinner keeps it.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        hugIntrinsicSize()
    }

    /// A medium spinner with `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        hugIntrinsicSize()
    }

    private func hugIntrinsicSize() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// A spinner from an archive (there are none in Cadence).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }

    /// 20 × 20 points for `.medium`, 37 × 37 for `.large`.
    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// A progress view while spinning (and when stopped unless `hidesWhenStopped`).
    open override var stageContent: AnyView? {
        guard isAnimating || !hidesWhenStopped else { return nil }
        return AnyView(ProgressView().tint(color.map { Color($0) } ?? .gray))
    }
}

/// A visual effect: UIKit's `UIVisualEffect`, the superclass of blur and vibrancy effects.
@MainActor @preconcurrency
open class UIVisualEffect {
    /// Makes an effect.
    public init() {}
}

/// A blur of the content behind a view: UIKit's `UIBlurEffect`, drawn with SwiftUI's materials.
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// The kind of blur: UIKit's `UIBlurEffect.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Lighter than the content.
        case extraLight = 0
        /// About as light as the content.
        case light = 1
        /// Darker than the content.
        case dark = 2
        /// Much darker (tvOS).
        case extraDark = 3
        /// Light or dark with the interface style.
        case regular = 4
        /// More prominent, with the interface style.
        case prominent = 5
        /// An ultra-thin material.
        case systemUltraThinMaterial = 6
        /// A thin material.
        case systemThinMaterial = 7
        /// A material of normal thickness.
        case systemMaterial = 8
        /// A thick material.
        case systemThickMaterial = 9
        /// The system chrome.
        case systemChromeMaterial = 10
        /// An ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, always light.
        case systemThinMaterialLight = 12
        /// A material of normal thickness, always light.
        case systemMaterialLight = 13
        /// A thick material, always light.
        case systemThickMaterialLight = 14
        /// The system chrome, always light.
        case systemChromeMaterialLight = 15
        /// An ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, always dark.
        case systemThinMaterialDark = 17
        /// A material of normal thickness, always dark.
        case systemMaterialDark = 18
        /// A thick material, always dark.
        case systemThickMaterialDark = 19
        /// The system chrome, always dark.
        case systemChromeMaterialDark = 20

        /// The SwiftUI material, and the colour scheme it is fixed to (`nil`: the environment's).
        var material: (Material, ColorScheme?) {
            switch self {
            case .extraLight: (.thick, .light)
            case .light: (.regular, .light)
            case .dark: (.regular, .dark)
            case .extraDark: (.thick, .dark)
            case .regular, .systemMaterial: (.regular, nil)
            case .prominent, .systemThickMaterial: (.thick, nil)
            case .systemUltraThinMaterial: (.ultraThin, nil)
            case .systemThinMaterial: (.thin, nil)
            case .systemChromeMaterial: (.bar, nil)
            case .systemUltraThinMaterialLight: (.ultraThin, .light)
            case .systemThinMaterialLight: (.thin, .light)
            case .systemMaterialLight: (.regular, .light)
            case .systemThickMaterialLight: (.thick, .light)
            case .systemChromeMaterialLight: (.bar, .light)
            case .systemUltraThinMaterialDark: (.ultraThin, .dark)
            case .systemThinMaterialDark: (.thin, .dark)
            case .systemMaterialDark: (.regular, .dark)
            case .systemThickMaterialDark: (.thick, .dark)
            case .systemChromeMaterialDark: (.bar, .dark)
            }
        }
    }

    /// The kind of blur.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy for content over a blur: UIKit's `UIVibrancyEffect` (kept; content is drawn as it is).
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    public let blurEffect: UIBlurEffect

    /// Vibrancy over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view that applies a visual effect to what is behind it: UIKit's `UIVisualEffectView`. A blur is
/// drawn as the SwiftUI material of its style (in the style's fixed colour scheme, if any); put
/// content in `contentView`, which fills the view.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The effect (`nil`: none, the view is clear).
    open var effect: UIVisualEffect?
    /// The view to add content to; it fills this view.
    public let contentView = UIView()

    /// A view of `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view without an effect, with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// A view from an archive (there are none in Cadence).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Keeps `contentView` filling the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// The blur's material, filling the view.
    open override var stageContent: AnyView? {
        guard let blur = effect as? UIBlurEffect else { return nil }
        let (material, scheme) = blur.style.material
        if let scheme {
            return AnyView(Rectangle().fill(material).environment(\.colorScheme, scheme))
        }
        return AnyView(Rectangle().fill(material))
    }
}
