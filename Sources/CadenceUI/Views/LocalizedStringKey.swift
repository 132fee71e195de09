/// The key of a localized string, as `Text("…")` and `Button("…")` take it: SwiftUI's
/// `LocalizedStringKey`. Cadence has no string tables; the key is the text, with interpolations
/// formatted as `String(describing:)` would.
///
/// ```swift
/// Text("\(count) likes")                        // "3 likes"
/// Text("^[\(count) like](inflect: true)")       // "1 like", "3 likes" (see `TextInflection`)
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String
    /// The images interpolated into the key, in order; each stands at an `imageMarker` in `key`.
    var images: [InlineImage] = []

    /// What stands for an interpolated image in `key` (the object replacement character).
    static let imageMarker: Character = "\u{FFFC}"

    /// A key whose text is `value`, with `^[…](inflect: true)` spans made to agree.
    public init(_ value: String) {
        key = TextInflection.resolve(value)
    }

    /// A key written as a literal.
    public init(stringLiteral value: String) {
        key = TextInflection.resolve(value)
    }

    /// A key written with interpolations (`"\(count) likes"`), each formatted as
    /// `String(describing:)` would.
    public init(stringInterpolation: StringInterpolation) {
        key = TextInflection.resolve(stringInterpolation.output)
        images = stringInterpolation.images
    }

    /// Builds a key's text from literals and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var images: [InlineImage] = []

        /// Reserves room for the literals and about four characters per value.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Appends `String(describing: value)`.
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        /// Appends a string as it is.
        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        /// Appends an image shown inline, as `Text(image)` shows it: `Text("\(Image(systemName:
        /// "star.fill")) 4.5")`. Views that show a key as plain text (a button's title) show nothing
        /// for it.
        public mutating func appendInterpolation(_ image: Image) {
            output.append(LocalizedStringKey.imageMarker)
            images.append(InlineImage(image: image))
        }
    }
}
