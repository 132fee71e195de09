// Foundation's localized-string API (`String(localized:)`, `String.LocalizationValue`,
// `LocalizedStringResource`), which app code uses beside SwiftUI's `LocalizedStringKey` and which
// Foundation on Linux does not have.
//
// Lookups go through `Bundle.localizedString(forKey:value:table:)`: a key the bundle's tables
// translate gives the translation; any other gives the default value. A value with
// interpolations (`"\(count) items"`) keeps its filled-in default text, since Cadence does not
// format translated templates.

extension String {
    /// A localizable string with its interpolated arguments: Foundation's
    /// `String.LocalizationValue`, written as a literal (`"Welcome, \(name)!"`).
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The lookup key: the literal with each interpolation as `%@` (`"Welcome, %@!"`).
        public let key: String
        /// The text with the interpolations filled in.
        let text: String
        /// Whether the literal had interpolations.
        let hasArguments: Bool

        /// A value with no interpolations.
        public init(_ value: String) {
            key = value
            text = value
            hasArguments = false
        }

        /// A value from a literal with no interpolations.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A value from an interpolated literal.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            text = stringInterpolation.text
            hasArguments = stringInterpolation.hasArguments
        }

        /// The text with the interpolations filled in.
        public var description: String { text }

        /// Builds a `String.LocalizationValue` from an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var text = ""
            var hasArguments = false

            /// Makes room for a literal of about `literalCapacity` characters and
            /// `interpolationCount` interpolations.
            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 2 * interpolationCount)
            }

            /// Appends literal text (a `%` in the key is doubled, as in a format string).
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
                text += literal
            }

            /// Appends a value, as `String(describing:)` writes it.
            public mutating func appendInterpolation<T>(_ value: T) {
                key += "%@"
                text += String(describing: value)
                hasArguments = true
            }

            /// Appends a value formatted with `format` (`"\(price, format: .currency(code: "EUR"))"`).
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                key += "%@"
                text += format.format(value)
                hasArguments = true
            }
        }
    }

    /// The localized text of `keyAndValue` (its literal is the key and the default value):
    /// Foundation's `String(localized:table:bundle:locale:comment:)`.
    ///
    /// `bundle` (the main bundle when `nil`) and `table` (`Localizable` when `nil`) are searched for
    /// the key; the default value is used when they do not translate it, or when the value has
    /// interpolations (see the note at the top of this file). `locale` and `comment` are accepted
    /// as in Foundation.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localizing(key: keyAndValue.key, value: keyAndValue, table: table, bundle: bundle)
    }

    /// The localized text of `key`, or `defaultValue` when the tables do not translate it:
    /// Foundation's `String(localized:defaultValue:table:bundle:locale:comment:)`.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localizing(key: "\(key)", value: defaultValue, table: table, bundle: bundle)
    }

    /// The localized text of `resource`: Foundation's `String(localized:)` of a
    /// ``LocalizedStringResource``. Disfavoured, so that a literal is a `String.LocalizationValue`.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = Self.localizing(key: resource.key, value: resource.defaultValue, table: resource.table, bundle: nil)
    }

    /// The translation of `key` in `table` of `bundle`, or `value`'s text.
    private static func localizing(key: String, value: LocalizationValue, table: String?, bundle: Bundle?) -> String {
        guard !value.hasArguments else { return value.text }
        return (bundle ?? .main).localizedString(forKey: key, value: value.text, table: table)
    }
}

/// A reference to a localizable string, resolved when shown: Foundation's
/// `LocalizedStringResource`, which `Text(_:)` and `String(localized:)` take.
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The lookup key.
    public let key: String
    /// The text shown when no table translates the key.
    public let defaultValue: String.LocalizationValue
    /// The strings table (`Localizable` when `nil`).
    public let table: String?
    /// The locale it is shown in.
    public var locale: Locale

    /// A resource whose literal is its key and default value.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
    }

    /// A resource for `key`, shown as `defaultValue` when no table translates it.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }

    /// A resource from a literal with no interpolations.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource from an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The resolved text.
    public var description: String { String(localized: self) }
}

extension Text {
    /// Text showing `resource` localized: SwiftUI's `Text(_:)` of a `LocalizedStringResource`.
    /// Disfavoured, so that a literal is a ``LocalizedStringKey``.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}
