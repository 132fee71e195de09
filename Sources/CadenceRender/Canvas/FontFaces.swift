import CCairo
import Foundation

/// The FreeType faces fontconfig finds for a family and style: the best match first, then the
/// fallbacks fontconfig sorts after it, each with the characters it covers; plus the colour emoji
/// face (Debian's `fonts-noto-color-emoji`) when one is installed.
///
/// Text is drawn cluster by cluster (grapheme clusters, Swift's `Character`) in the first face that
/// has the cluster's first scalar, so a string mixing Latin, Greek, symbols and emoji draws every
/// character a font on the machine has, instead of boxes. A cluster that asks for emoji
/// presentation (U+FE0F, a skin-tone modifier, a ZWJ sequence, or a scalar whose default
/// presentation is emoji, such as 😀) goes to the colour emoji face first. There is no shaping: a
/// ZWJ sequence (👩‍💻) draws as its parts side by side, and U+FE0F, U+200D and other variation
/// selectors are not drawn.
///
/// Faces are made once per (family, weight, italic) and kept for the life of the process (a handful of
/// faces; Cairo and FreeType keep their own glyph caches behind them).
final class FontFaces: @unchecked Sendable {
    /// A Cairo font face (`cairo_font_face_t *`, one reference owned) and its fontconfig charset
    /// (`FcCharSet *`, owned).
    struct Face: @unchecked Sendable {
        let face: OpaquePointer
        let charset: OpaquePointer?

        func covers(_ scalar: Unicode.Scalar) -> Bool {
            guard let charset else { return false }
            return FcCharSetHasChar(charset, FcChar32(scalar.value)) != 0
        }
    }

    /// The primary face, then the fallbacks (never empty once made).
    let faces: [Face]
    /// The colour emoji face, if fontconfig has one.
    let emoji: Face?

    private init(faces: [Face], emoji: Face?) {
        self.faces = faces
        self.emoji = emoji
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [Key: FontFaces] = [:]
    nonisolated(unsafe) private static var emojiFace: Face??

    private struct Key: Hashable {
        let family: String
        let weight: Int
        let isItalic: Bool
    }

    /// The faces for `font`'s family and style (its size does not matter), or nil when fontconfig
    /// finds nothing at all.
    static func faces(for font: RenderFont) -> FontFaces? {
        let key = Key(family: font.family, weight: font.weight, isItalic: font.isItalic)
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        let emoji: Face?
        if let known = emojiFace {
            emoji = known
        } else {
            emoji = makeEmojiFace()
            emojiFace = .some(emoji)
        }
        let made = makeFaces(key)
        guard !made.isEmpty else { return nil }
        let faces = FontFaces(faces: made, emoji: emoji)
        cache[key] = faces
        return faces
    }

    /// At most this many fallbacks: enough for every script a Debian image has fonts for.
    private static let fallbackLimit = 16

    private static func makeFaces(_ key: Key) -> [Face] {
        guard FcInit() != 0, let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        addString(pattern, "family", key.family)
        FcPatternAddInteger(pattern, "weight", FcWeightFromOpenType(Int32(key.weight)))
        FcPatternAddInteger(pattern, "slant", key.isItalic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let set = FcFontSort(nil, pattern, FcTrue, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var faces: [Face] = []
        for index in 0..<Int(min(set.pointee.nfont, Int32(fallbackLimit))) {
            guard let font = set.pointee.fonts[index], let face = makeFace(pattern: pattern, font: font) else { continue }
            faces.append(face)
        }
        return faces
    }

    /// The colour emoji face: fontconfig's "emoji" family asked for colour, kept only when the match
    /// is a colour font that has ❤ (a monochrome fallback would not be what the caller wants).
    private static func makeEmojiFace() -> Face? {
        guard FcInit() != 0, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        addString(pattern, "family", "emoji")
        FcPatternAddBool(pattern, "color", FcTrue)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var isColor: FcBool = FcFalse
        guard FcPatternGetBool(font, "color", 0, &isColor) == FcResultMatch, isColor != 0,
              let face = makeFace(pattern: pattern, font: font), face.covers("\u{2764}") else { return nil }
        return face
    }

    private static func addString(_ pattern: OpaquePointer, _ object: String, _ value: String) {
        var bytes = Array(value.utf8)
        bytes.append(0)
        FcPatternAddString(pattern, object, bytes)
    }

    private static func makeFace(pattern: OpaquePointer, font: OpaquePointer) -> Face? {
        guard let prepared = FcFontRenderPrepare(nil, pattern, font) else { return nil }
        defer { FcPatternDestroy(prepared) }
        guard let face = cairo_ft_font_face_create_for_pattern(prepared) else { return nil }
        guard cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(face)
            return nil
        }
        var charset: OpaquePointer?
        if FcPatternGetCharSet(font, "charset", 0, &charset) == FcResultMatch, let found = charset {
            charset = FcCharSetCopy(found)
        } else {
            charset = nil
        }
        return Face(face: face, charset: charset)
    }

    /// A piece of text drawn in one face.
    struct Segment {
        let face: OpaquePointer
        /// The scalars to draw (emoji selectors and joiners removed), as UTF-8 for Cairo.
        var text: String { clusters.joined() }
        /// Its grapheme clusters, each without the scalars that are not drawn (tracking adds space
        /// after each).
        let clusters: [String]
    }

    /// `text` cut into runs of clusters that draw in the same face.
    func segments(_ text: String) -> [Segment] {
        var segments: [Segment] = []
        var current: OpaquePointer?
        var clusters: [String] = []
        for cluster in text {
            var drawn = String.UnicodeScalarView()
            drawn.append(contentsOf: cluster.unicodeScalars.filter { !Self.isInvisibleSelector($0) && $0 != "\u{0}" })
            guard let first = drawn.first else { continue }
            let face = self.face(for: cluster, first: first)
            if face != current, let current, !clusters.isEmpty {
                segments.append(Segment(face: current, clusters: clusters))
                clusters = []
            }
            current = face
            clusters.append(String(drawn))
        }
        if let current, !clusters.isEmpty { segments.append(Segment(face: current, clusters: clusters)) }
        return segments
    }

    private func face(for cluster: Character, first: Unicode.Scalar) -> OpaquePointer {
        if let emoji, Self.wantsEmojiPresentation(cluster), emoji.covers(first) { return emoji.face }
        if let face = faces.first(where: { $0.covers(first) }) { return face.face }
        if let emoji, emoji.covers(first) { return emoji.face }
        return faces[0].face
    }

    /// U+FE0E/FE0F and the other variation selectors, the zero-width joiner: not drawn on their own.
    static func isInvisibleSelector(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE00...0xFE0F, 0x200D, 0xE0100...0xE01EF: true
        default: false
        }
    }

    /// Whether a cluster asks for the emoji font: an emoji presentation selector, a skin-tone
    /// modifier or a joiner, a regional indicator, or a first scalar whose default presentation is
    /// emoji — unless U+FE0E asks for text.
    static func wantsEmojiPresentation(_ cluster: Character) -> Bool {
        let scalars = cluster.unicodeScalars
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains(where: { $0 == "\u{FE0F}" || $0 == "\u{200D}" || (0x1F3FB...0x1F3FF).contains($0.value) }) { return true }
        guard let first = scalars.first else { return false }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        return first.properties.isEmojiPresentation
    }
}
