import Foundation

/// A value a string-literal interpolation can format with a printf-style specifier, as in
/// `Text("\(speed, specifier: "%.1f") x")`: SwiftUI's `_FormatSpecifiable` (an underscored protocol
/// SwiftUI's interpolation requires; the numeric types conform).
public protocol _FormatSpecifiable: Equatable {
    /// The value passed to the specifier (a C variadic argument).
    var _arg: CVarArg { get }
}

extension Int: _FormatSpecifiable { public var _arg: CVarArg { self } }
extension Int8: _FormatSpecifiable { public var _arg: CVarArg { Int32(self) } }
extension Int16: _FormatSpecifiable { public var _arg: CVarArg { Int32(self) } }
extension Int32: _FormatSpecifiable { public var _arg: CVarArg { self } }
extension Int64: _FormatSpecifiable { public var _arg: CVarArg { self } }
extension UInt: _FormatSpecifiable { public var _arg: CVarArg { self } }
extension UInt8: _FormatSpecifiable { public var _arg: CVarArg { UInt32(self) } }
extension UInt16: _FormatSpecifiable { public var _arg: CVarArg { UInt32(self) } }
extension UInt32: _FormatSpecifiable { public var _arg: CVarArg { self } }
extension UInt64: _FormatSpecifiable { public var _arg: CVarArg { self } }
extension Double: _FormatSpecifiable { public var _arg: CVarArg { self } }
extension Float: _FormatSpecifiable { public var _arg: CVarArg { Double(self) } }
extension CGFloat: _FormatSpecifiable { public var _arg: CVarArg { Double(self) } }

extension LocalizedStringKey.StringInterpolation {
    /// Interpolates `value` formatted by the printf-style `specifier` (`"%.2f"`, `"%d"`, `"%03d"`),
    /// in the POSIX locale so stages read the same everywhere.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
        appendInterpolation(String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value._arg))
    }

    /// Interpolates `input` formatted by `format`: `Text("\(date, format: .dateTime.hour())")`
    /// (number and date styles that use the current locale format in en_US, as `Text(_:format:)`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        appendInterpolation(format.formatInStageLocale(input))
    }

    /// Interpolates another text's string (its styling is not kept inside the key).
    public mutating func appendInterpolation(_ text: Text) {
        appendInterpolation(text.string)
    }
}
