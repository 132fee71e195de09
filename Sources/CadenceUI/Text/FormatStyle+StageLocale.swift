import Foundation

/// A format style whose locale can be replaced: Foundation's number, currency and percent styles
/// for floating-point numbers, integers and `Decimal`, and the date style (`.dateTime…`).
protocol StageLocalizableFormatStyle {
    var locale: Locale { get }
    func locale(_ locale: Locale) -> Self
}

extension FloatingPointFormatStyle: StageLocalizableFormatStyle {}
extension FloatingPointFormatStyle.Currency: StageLocalizableFormatStyle {}
extension FloatingPointFormatStyle.Percent: StageLocalizableFormatStyle {}
extension IntegerFormatStyle: StageLocalizableFormatStyle {}
extension IntegerFormatStyle.Currency: StageLocalizableFormatStyle {}
extension IntegerFormatStyle.Percent: StageLocalizableFormatStyle {}
extension Decimal.FormatStyle: StageLocalizableFormatStyle {}
extension Decimal.FormatStyle.Currency: StageLocalizableFormatStyle {}
extension Decimal.FormatStyle.Percent: StageLocalizableFormatStyle {}
extension Date.FormatStyle: StageLocalizableFormatStyle {}

extension StageLocalizableFormatStyle {
    /// This style in the stage's locale (en_US, the environment's default) when it uses the
    /// process's current locale, as `.currency(code:)` does unless given one: on Linux the current
    /// locale is the POSIX or root one ("US$750.00"), not a US device's ("$750.00").
    var inStageLocale: Self {
        locale.identifier == Locale.current.identifier ? locale(EnvironmentValues.stageLocale) : self
    }
}

extension EnvironmentValues {
    /// The locale stages format numbers in unless a format style names its own: en_US, fixed so
    /// stages read the same on every machine.
    static let stageLocale = Locale(identifier: "en_US")
}

extension FormatStyle {
    /// `input` formatted by this style, in the stage's locale for a number or date style that uses
    /// the current one (see `StageLocalizableFormatStyle`): `.dateTime.month(.wide).day()` reads
    /// "January 1" as on a US device, not the root locale's "1 January".
    func formatInStageLocale(_ input: FormatInput) -> FormatOutput {
        guard let localizable = self as? any StageLocalizableFormatStyle,
              let localized = localizable.inStageLocale as? Self else { return format(input) }
        return localized.format(input)
    }
}
