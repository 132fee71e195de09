/// One exhibit of an HTML gallery: a title, a caption, images and optional text blocks (a display
/// list, an accessibility tree, a frame table…).
///
/// ```swift
/// GalleryEntry(title: "Like button", caption: "Tap → pop → settle, 1.2 s",
///              images: [GalleryImage(path: "like.gif", alt: "The heart pops"),
///                       GalleryImage(path: "like-sheet.png", alt: "Contact sheet")],
///              textBlocks: [GalleryTextBlock(title: "Display list at 0.3 s", text: list.description)])
/// ```
public struct GalleryEntry: Sendable, Hashable {
    public var title: String
    public var caption: String
    public var images: [GalleryImage]
    public var textBlocks: [GalleryTextBlock]

    public init(title: String, caption: String = "", images: [GalleryImage] = [], textBlocks: [GalleryTextBlock] = []) {
        self.title = title
        self.caption = caption
        self.images = images
        self.textBlocks = textBlocks
    }
}

/// An image in a gallery entry.
public struct GalleryImage: Sendable, Hashable {
    /// The image file: a path relative to the page's directory (`"like/frame.png"`), or an absolute
    /// path, which the page links relative to its own directory so the folder can be moved or served.
    public var path: String
    /// The text shown when the image cannot be, and read by screen readers.
    public var alt: String
    /// A short label under the image (empty: none).
    public var label: String

    public init(path: String, alt: String, label: String = "") {
        self.path = path
        self.alt = alt
        self.label = label
    }
}

/// A block of preformatted text in a gallery entry, folded under its title.
public struct GalleryTextBlock: Sendable, Hashable {
    public var title: String
    public var text: String

    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }
}
