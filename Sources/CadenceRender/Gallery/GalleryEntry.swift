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

/// An image in a gallery entry, with alternative files a browser may prefer (an animated WebP before
/// its GIF), shown as `<picture><source type=… srcset=…><img src=…></picture>`.
public struct GalleryImage: Sendable, Hashable {
    /// A file of another type showing the same image, which a browser that supports the type loads
    /// instead of `path`.
    public struct Source: Sendable, Hashable {
        /// Relative to the page's directory, or absolute (linked relative to it, like `path`).
        public var path: String
        /// The MIME type: `image/webp`.
        public var type: String

        public init(path: String, type: String) {
            self.path = path
            self.type = type
        }
    }

    /// The image file: a path relative to the page's directory (`"like/frame.png"`), or an absolute
    /// path, which the page links relative to its own directory so the folder can be moved or served.
    public var path: String
    /// The text shown when the image cannot be, and read by screen readers.
    public var alt: String
    /// A short label under the image (empty: none).
    public var label: String
    /// Files to prefer over `path` where the browser supports their type, in order of preference
    /// (empty: a plain `<img>`).
    public var sources: [Source]

    public init(path: String, alt: String, label: String = "", sources: [Source] = []) {
        self.path = path
        self.alt = alt
        self.label = label
        self.sources = sources
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
