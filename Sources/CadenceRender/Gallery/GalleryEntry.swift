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
    /// The section's heading, also its line in the page's table of contents.
    public var title: String
    /// A short caption under the heading (a sentence or two; empty: none).
    public var caption: String
    /// The longer explanation, folded under the caption in a `<details>` element (empty: none).
    public var details: String
    /// The section's fragment identifier (`like-button` for `index.html#like-button`): letters, digits,
    /// `-` and `_`, other characters become `-`. Empty: `entry-N`, N counting from 1.
    public var anchor: String
    /// The images, in order.
    public var images: [GalleryImage]
    /// Folded blocks of preformatted text, in order.
    public var textBlocks: [GalleryTextBlock]

    /// An entry; every part but the title may be left out.
    public init(title: String, caption: String = "", details: String = "", anchor: String = "",
                images: [GalleryImage] = [], textBlocks: [GalleryTextBlock] = []) {
        self.title = title
        self.caption = caption
        self.details = details
        self.anchor = anchor
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

        /// A source at `path` of MIME type `type`.
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
    /// The width the page shows the image at, in CSS pixels (points), written as the `<img>`'s
    /// `width` so the layout does not move while images load and a file with more pixels (a
    /// `--scale 2` recording) shows sharp on a HiDPI screen instead of twice as large. `nil` (or
    /// below 1): not written, the file's own size. Written only together with `height`.
    public var width: Int?
    /// The height the page shows the image at, in CSS pixels (see `width`).
    public var height: Int?
    /// Whether the image is an animation, shown with a replay button that restarts it.
    public var isAnimated: Bool

    /// An image at `path` with its alternative text; the rest may be left out.
    public init(path: String, alt: String, label: String = "", sources: [Source] = [],
                width: Int? = nil, height: Int? = nil, isAnimated: Bool = false) {
        self.path = path
        self.alt = alt
        self.label = label
        self.sources = sources
        self.width = width
        self.height = height
        self.isAnimated = isAnimated
    }
}

/// A block of preformatted text in a gallery entry, folded under its title.
public struct GalleryTextBlock: Sendable, Hashable {
    /// The summary line shown while folded.
    public var title: String
    /// The text, shown as written (monospaced, whitespace kept).
    public var text: String

    /// A block titled `title` holding `text`.
    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }
}
