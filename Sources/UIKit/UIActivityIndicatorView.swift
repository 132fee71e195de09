import Foundation

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
