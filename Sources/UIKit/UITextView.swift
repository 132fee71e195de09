import Foundation

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
