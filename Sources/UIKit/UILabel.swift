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
func measuredSize(of text: String, font: UIFont, maxWidth: CGFloat? = nil) -> CGSize {
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
