import Foundation

/// A self-contained HTML page showing gallery entries, written as `index.html`.
///
/// ```swift
/// let page = GalleryPage(title: "Cadence examples", entries: entries)
/// try page.write(to: URL(fileURLWithPath: "out/gallery", isDirectory: true))   // out/gallery/index.html
/// ```
///
/// The page has its CSS inline and no scripts, fonts or remote resources; images are linked by
/// relative URLs (absolute paths are made relative to the page's directory, every path segment
/// percent-encoded), so the folder works from `file://` and from any web server. Every string from
/// the entries — titles, captions, alt texts, labels, text blocks — is HTML-escaped. An image with
/// alternative sources is a `<picture>` whose `<source>` elements come before the `<img>` fallback. The output
/// depends only on the entries.
public struct GalleryPage: Sendable, Hashable {
    public var title: String
    /// A paragraph under the page title (empty: none).
    public var introduction: String
    public var entries: [GalleryEntry]

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
        lines.append("</header>")
        lines.append("<main>")
        for (number, entry) in entries.enumerated() {
            lines.append("<section class=\"entry\" id=\"entry-\(number + 1)\">")
            lines.append("<h2>\(Markup.escaped(entry.title))</h2>")
            if !entry.caption.isEmpty { lines.append("<p class=\"caption\">\(Markup.escaped(entry.caption))</p>") }
            if !entry.images.isEmpty {
                lines.append("<div class=\"images\">")
                for image in entry.images {
                    let source = Self.link(to: image.path, from: directory)
                    var figure = "<figure><img src=\"\(Markup.escaped(source))\" alt=\"\(Markup.escaped(image.alt))\">"
                    if !image.sources.isEmpty {
                        let alternatives = image.sources.map { alternative in
                            "<source type=\"\(Markup.escaped(alternative.type))\" srcset=\"\(Markup.escaped(Self.link(to: alternative.path, from: directory)))\">"
                        }.joined()
                        figure = "<figure><picture>\(alternatives)<img src=\"\(Markup.escaped(source))\" alt=\"\(Markup.escaped(image.alt))\"></picture>"
                    }
                    if !image.label.isEmpty { figure += "<figcaption>\(Markup.escaped(image.label))</figcaption>" }
                    lines.append(figure + "</figure>")
                }
                lines.append("</div>")
            }
            for block in entry.textBlocks {
                lines.append("<details><summary>\(Markup.escaped(block.title))</summary><pre>\(Markup.escaped(block.text))</pre></details>")
            }
            lines.append("</section>")
        }
        lines += ["</main>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

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
        figcaption { font-size: 13px; color: var(--muted); margin-top: 4px; }
        details { margin-top: 12px; }
        summary { cursor: pointer; font-weight: 600; }
        pre { overflow-x: auto; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; background: var(--bg); padding: 12px; border-radius: 8px; white-space: pre; }
        """
}
