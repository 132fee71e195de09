import Foundation

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
