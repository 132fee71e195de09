import Foundation

/// A self-contained HTML page showing gallery entries, written as `index.html`.
///
/// ```swift
/// let page = GalleryPage(title: "Cadence examples", entries: entries)
/// try page.write(to: URL(fileURLWithPath: "out/gallery", isDirectory: true))   // out/gallery/index.html
/// ```
///
/// The page has a table of contents linking each entry's anchor, and its CSS and one small script
/// (the replay buttons of animated images) inline, with no fonts or remote resources; images are
/// linked by
/// relative URLs (absolute paths are made relative to the page's directory, every path segment
/// percent-encoded), so the folder works from `file://` and from any web server. Every string from
/// the entries — titles, captions, alt texts, labels, text blocks — is HTML-escaped. An image with
/// alternative sources is a `<picture>` whose `<source>` elements come before the `<img>` fallback;
/// an image with a size has `width` and `height` attributes; an animated one gets a replay button,
/// which reloads the image so it plays from its first frame. An entry's details fold under its
/// caption. The output depends only on the entries.
public struct GalleryPage: Sendable, Hashable {
    /// The page's title and top heading.
    public var title: String
    /// A paragraph under the page title (empty: none).
    public var introduction: String
    /// The sections, in order.
    public var entries: [GalleryEntry]

    /// A page titled `title` showing `entries`.
    public init(title: String, introduction: String = "", entries: [GalleryEntry]) {
        self.title = title
        self.introduction = introduction
        self.entries = entries
    }

    /// The page's HTML for a page that will live in `directory` (which makes absolute image paths
    /// relative).
    public func html(in directory: URL) -> String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(Markup.escaped(title))</title>",
            "<style>",
            Self.styleSheet,
            "</style>",
            "</head>",
            "<body>",
            "<header>",
            "<h1>\(Markup.escaped(title))</h1>",
        ]
        if !introduction.isEmpty { lines.append("<p class=\"intro\">\(Markup.escaped(introduction))</p>") }
        let anchors = Self.anchors(entries)
        if entries.count > 1 {
            lines.append("<nav class=\"toc\" aria-label=\"Contents\"><ol>")
            for (entry, anchor) in zip(entries, anchors) {
                lines.append("<li><a href=\"#\(anchor)\">\(Markup.escaped(entry.title))</a></li>")
            }
            lines.append("</ol></nav>")
        }
        lines.append("</header>")
        lines.append("<main>")
        var hasAnimations = false
        for (entry, anchor) in zip(entries, anchors) {
            lines.append("<section class=\"entry\" id=\"\(anchor)\">")
            lines.append("<h2><a class=\"anchor\" href=\"#\(anchor)\">\(Markup.escaped(entry.title))</a></h2>")
            if !entry.caption.isEmpty { lines.append("<p class=\"caption\">\(Markup.escaped(entry.caption))</p>") }
            if !entry.details.isEmpty {
                lines.append("<details class=\"more\"><summary>What to look at</summary><p>\(Markup.escaped(entry.details))</p></details>")
            }
            if !entry.images.isEmpty {
                lines.append("<div class=\"images\">")
                for image in entry.images {
                    let source = Self.link(to: image.path, from: directory)
                    var size = ""
                    if let width = image.width, let height = image.height, width >= 1, height >= 1 {
                        size = " width=\"\(width)\" height=\"\(height)\""
                    }
                    let img = "<img src=\"\(Markup.escaped(source))\" alt=\"\(Markup.escaped(image.alt))\"\(size)>"
                    var figure = "<figure>\(img)"
                    if !image.sources.isEmpty {
                        let alternatives = image.sources.map { alternative in
                            "<source type=\"\(Markup.escaped(alternative.type))\" srcset=\"\(Markup.escaped(Self.link(to: alternative.path, from: directory)))\">"
                        }.joined()
                        figure = "<figure><picture>\(alternatives)\(img)</picture>"
                    }
                    var caption = Markup.escaped(image.label)
                    if image.isAnimated {
                        hasAnimations = true
                        let name = image.label.isEmpty ? image.alt : image.label
                        caption += "<button type=\"button\" class=\"replay\" aria-label=\"Replay: \(Markup.escaped(name))\">↻ Replay</button>"
                    }
                    if !caption.isEmpty { figure += "<figcaption>\(caption)</figcaption>" }
                    lines.append(figure + "</figure>")
                }
                lines.append("</div>")
            }
            for block in entry.textBlocks {
                lines.append("<details><summary>\(Markup.escaped(block.title))</summary><pre>\(Markup.escaped(block.text))</pre></details>")
            }
            lines.append("</section>")
        }
        lines.append("</main>")
        if hasAnimations { lines += ["<script>", Self.replayScript, "</script>"] }
        lines += ["</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The entries' fragment identifiers: each entry's `anchor` with characters outside letters,
    /// digits, `-` and `_` made `-`, or `entry-N`; a repeated one gets `-2`, `-3`… so all are unique.
    static func anchors(_ entries: [GalleryEntry]) -> [String] {
        var used: Set<String> = []
        return entries.enumerated().map { number, entry in
            let cleaned = String(entry.anchor.map { character in
                character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_") ? character : "-"
            })
            let base = cleaned.isEmpty ? "entry-\(number + 1)" : cleaned
            var anchor = base
            var suffix = 2
            while used.contains(anchor) {
                anchor = "\(base)-\(suffix)"
                suffix += 1
            }
            used.insert(anchor)
            return anchor
        }
    }

    /// Restarts an animated image: the `<img>` and its `<source>`s are pointed at the same files with
    /// a new query, which the browser loads as a new image and plays from its first frame.
    static let replayScript = """
        for (const button of document.querySelectorAll("button.replay")) {
          button.addEventListener("click", () => {
            const figure = button.closest("figure");
            const stamp = "?replay=" + Date.now();
            for (const source of figure.querySelectorAll("source")) source.srcset = source.srcset.split("?")[0] + stamp;
            const image = figure.querySelector("img");
            image.src = image.src.split("?")[0] + stamp;
          });
        }
        """

    /// Writes `index.html` into `directory` (which must exist), atomically.
    /// - Throws: `RenderError.file` when the directory is missing or not writable.
    /// - Returns: the page's URL.
    @discardableResult
    public func write(to directory: URL) throws(RenderError) -> URL {
        let url = directory.appendingPathComponent("index.html")
        try FrameWriter.save(Array(html(in: directory).utf8), to: url)
        return url
    }

    /// A relative URL from `directory` to `path`, each segment percent-encoded.
    static func link(to path: String, from directory: URL) -> String {
        var segments: [String]
        if path.hasPrefix("/") {
            let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents.dropFirst()
            let base = directory.standardizedFileURL.pathComponents.dropFirst()
            let common = zip(target, base).prefix { $0 == $1 }.count
            segments = Array(repeating: "..", count: base.count - common) + target.dropFirst(common)
        } else {
            segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        }
        return segments.map(percentEncoded).joined(separator: "/")
    }

    /// A path segment with everything but unreserved characters (RFC 3986) as UTF-8 `%XX`.
    static func percentEncoded(_ segment: String) -> String {
        if segment == ".." || segment == "." { return segment }
        var result = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    static let styleSheet = """
        :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #f5f5f7; --card: #ffffff; --muted: #6e6e73; --line: #d2d2d7; }
        @media (prefers-color-scheme: dark) { :root { --fg: #f5f5f7; --bg: #161617; --card: #1d1d1f; --muted: #a1a1a6; --line: #424245; } }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--fg); background: var(--bg); }
        header, main { max-width: 1100px; margin: 0 auto; padding: 24px; }
        h1 { margin: 0 0 8px; font-size: 28px; }
        .intro, .caption { color: var(--muted); margin: 4px 0 16px; }
        .entry { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 20px; margin-bottom: 24px; }
        h2 { margin: 0; font-size: 20px; }
        .images { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; }
        img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
        figcaption { font-size: 13px; color: var(--muted); margin-top: 4px; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
        .toc ol { columns: 2 220px; margin: 12px 0 0; padding-left: 22px; }
        .toc a, h2 a.anchor { color: inherit; }
        h2 a.anchor { text-decoration: none; }
        h2 a.anchor:hover { text-decoration: underline; }
        .replay { font: inherit; font-size: 12px; padding: 2px 8px; border: 1px solid var(--line); border-radius: 999px; background: var(--card); color: var(--fg); cursor: pointer; }
        details.more p { margin: 6px 0 0; }
        details { margin-top: 12px; }
        summary { cursor: pointer; font-weight: 600; }
        pre { overflow-x: auto; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; background: var(--bg); padding: 12px; border-radius: 8px; white-space: pre; }
        """
}
