import Foundation

// Foundation's `Measurement.formatted(_:)`, `Measurement.FormatStyle` and
// `MeasurementFormatUnitUsage`, which swift-corelibs-foundation lacks (its `MeasurementFormatter` is
// unavailable too). On Apple platforms Foundation's own are used.
#if !canImport(Darwin)

/// What a formatted measurement is for: Foundation's `MeasurementFormatUnitUsage`, which picks the
/// unit a locale uses for it.
///
/// ```swift
/// Measurement(value: 5, unit: UnitLength.kilometers)
///     .formatted(.measurement(width: .abbreviated, usage: .road))   // "3.1 mi" in en_US
/// ```
///
/// `.asProvided` keeps the measurement's own unit; every other usage converts to the unit the
/// locale's measurement system uses for it (see `Measurement.FormatStyle`).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
    let name: String

    /// The locale's usual unit for the dimension.
    public static var general: Self { Self(name: "general") }
    /// The measurement's own unit, whatever the locale.
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A person's size: feet and inches in the US and the UK, centimetres elsewhere.
    public static var person: Self { Self(name: "person") }
    /// A person's height: feet and inches in the US and the UK, centimetres elsewhere.
    public static var personHeight: Self { Self(name: "personHeight") }
    /// A distance by road: miles (feet below a tenth of a mile) in the US and the UK, kilometres
    /// (metres below one) elsewhere.
    public static var road: Self { Self(name: "road") }
    /// A lens's focal length: millimetres.
    public static var focalLength: Self { Self(name: "focalLength") }
    /// Rainfall: inches in the US, millimetres elsewhere.
    public static var rainfall: Self { Self(name: "rainfall") }
    /// Snowfall: inches in the US, centimetres elsewhere.
    public static var snowfall: Self { Self(name: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A person's temperature: °F in the US, °C elsewhere.
    public static var person: Self { Self(name: "person") }
    /// The weather's temperature: °F in the US, °C elsewhere.
    public static var weather: Self { Self(name: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight: pounds in the US and the UK, kilograms elsewhere.
    public static var personWeight: Self { Self(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Food energy: Calories (kilocalories) everywhere.
    public static var food: Self { Self(name: "food") }
    /// Energy burned in a workout: kilocalories everywhere.
    public static var workout: Self { Self(name: "workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// A volume of liquid: fluid ounces (gallons from one) in the US, millilitres (litres from one)
    /// elsewhere.
    public static var liquid: Self { Self(name: "liquid") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Wind speed: miles per hour in the US and the UK, kilometres per hour elsewhere.
    public static var wind: Self { Self(name: "wind") }
}

extension Measurement where UnitType: Dimension {
    /// How a measurement is written: Foundation's `Measurement.FormatStyle`.
    ///
    /// ```swift
    /// let run = Measurement(value: 5.2, unit: UnitLength.kilometers)
    /// run.formatted(.measurement(width: .abbreviated, usage: .asProvided))   // "5.2 km"
    /// run.formatted(.measurement(width: .wide, usage: .asProvided))          // "5.2 kilometers"
    /// Measurement(value: 36.8, unit: UnitTemperature.celsius).formatted()    // "98°F" in en_US
    /// ```
    ///
    /// The value is converted to the unit of `usage` (none with `.asProvided`), chosen by the
    /// locale's measurement system (US, UK or metric), then written with `numberFormatStyle` in the
    /// locale, or with the default number style: the value as it is for `.asProvided`, and after a
    /// conversion rounded to whole degrees for temperatures, to whole feet, yards and metres for
    /// short road distances, and to one decimal otherwise, as Foundation does ("98°F", "3.1 mi",
    /// "328 ft"). Units are written as English CLDR data writes them
    /// (`.wide` "kilometers", `.abbreviated` "km", `.narrow` "5km"; "°F" narrows to "°"); a unit
    /// outside the table is written with its `symbol` in every width. A format in the process's
    /// current locale is written in en_US on a stage, as other format styles are. NaN and infinite
    /// values are written by the number style ("NaN km", "∞ km").
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Codable, Sendable {
        /// How much of a unit's name is written: Foundation's `Measurement.FormatStyle.UnitWidth`.
        public struct UnitWidth: Hashable, Codable, Sendable {
            let name: String

            /// The full name: "5 kilometers".
            public static var wide: Self { Self(name: "wide") }
            /// The abbreviation: "5 km".
            public static var abbreviated: Self { Self(name: "abbreviated") }
            /// The shortest form: "5km", "72°".
            public static var narrow: Self { Self(name: "narrow") }
        }

        /// How much of the unit's name is written.
        public var width: UnitWidth
        /// The locale whose measurement system and number format are used.
        public var locale: Locale
        /// What the measurement is for, which picks the unit (`nil`: as provided).
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// Whether a temperature leaves out its scale ("72°" for "72°F").
        public var hidesScaleName: Bool
        /// How the number is written (`nil`: the default, see the type's description).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// Makes a style of `width`, for `usage`, in `locale`.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.hidesScaleName = false
            self.numberFormatStyle = numberFormatStyle
        }

        /// This style in `locale`.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        /// `measurement` written in this style.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let usage = usage ?? .asProvided
            let system = MeasurementSystemKind(locale)
            guard usage != .asProvided,
                  let preferred = MeasurementUnitPreference.unit(for: measurement.unit, value: measurement.value, usage: usage.name, system: system) else {
                return MeasurementText.write(measurement.value, unit: measurement.unit, width: width.name, hidesScaleName: hidesScaleName,
                                             number: numberFormatStyle ?? FloatingPointFormatStyle<Double>(), locale: locale)
            }
            let converted = measurement.converted(to: preferred as! UnitType)
            // Whole degrees, and whole feet, yards and metres on the road; one decimal otherwise.
            let whole = converted.unit is UnitTemperature
                || (usage.name == "road" && [UnitLength.feet, UnitLength.yards, UnitLength.meters].contains { $0 == converted.unit as Dimension })
            let rounding = whole
                ? FloatingPointFormatStyle<Double>().precision(.fractionLength(0))
                : FloatingPointFormatStyle<Double>().precision(.fractionLength(0...1))
            let number = numberFormatStyle ?? rounding
            if (usage.name == "person" || usage.name == "personHeight"), system != .metric, (converted.unit as Dimension) == UnitLength.feet {
                return MeasurementText.feetAndInches(converted.value, width: width.name, number: number, locale: locale)
            }
            return MeasurementText.write(converted.value, unit: converted.unit, width: width.name, hidesScaleName: hidesScaleName, number: number, locale: locale)
        }
    }

    /// The measurement written by `style`: `distance.formatted(.measurement(width: .wide))`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.formatInStageLocale(self)
    }

    /// The measurement written abbreviated in the locale's usual unit: "98°F" for 36.8 °C in en_US.
    public func formatted() -> String {
        formatted(.measurement(width: .abbreviated))
    }
}

extension Measurement<UnitTemperature>.FormatStyle {
    /// A temperature style of `width` that leaves out the scale when `hidesScaleName` ("72°").
    public init(width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general, hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        self.hidesScaleName = hidesScaleName
    }
}

extension FormatStyle {
    /// A style that writes measurements: `.measurement(width: .abbreviated, usage: .road)`.
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A style that writes temperatures, leaving out the scale when `hidesScaleName` ("72°").
    public static func measurement(width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}

extension Measurement.FormatStyle: StageLocalizableFormatStyle {}

/// The three measurement systems that choose units.
enum MeasurementSystemKind {
    case metric, us, uk

    init(_ locale: Locale) {
        switch locale.measurementSystem {
        case .us: self = .us
        case .uk: self = .uk
        default: self = .metric
        }
    }
}

/// The unit a usage prefers in a measurement system, by the size of the value (ICU's unit
/// preferences, simplified to the units people meet in apps).
enum MeasurementUnitPreference {
    static func unit(for unit: Dimension, value: Double, usage: String, system: MeasurementSystemKind) -> Dimension? {
        let base = Measurement(value: value, unit: unit).converted(to: type(of: unit).baseUnit()).value
        switch unit {
        case is UnitLength:
            let meters = abs(base)
            switch (usage, system) {
            case ("focalLength", _): return UnitLength.millimeters
            case ("rainfall", .us), ("snowfall", .us): return UnitLength.inches
            case ("rainfall", _): return UnitLength.millimeters
            case ("snowfall", _): return UnitLength.centimeters
            case ("person", .metric), ("personHeight", .metric): return UnitLength.centimeters
            case ("person", _), ("personHeight", _): return UnitLength.feet
            case ("road", .metric): return meters >= 1000 ? UnitLength.kilometers : UnitLength.meters
            case ("road", _): return meters >= 160.9344 ? UnitLength.miles : (system == .uk ? UnitLength.yards : UnitLength.feet)
            case (_, .us): return meters >= 1609.344 ? UnitLength.miles : meters >= 0.3048 ? UnitLength.feet : UnitLength.inches
            default: return meters >= 1000 ? UnitLength.kilometers : meters >= 1 ? UnitLength.meters : UnitLength.centimeters
            }
        case is UnitTemperature:
            return system == .us ? UnitTemperature.fahrenheit : UnitTemperature.celsius
        case is UnitMass:
            let kilograms = abs(base)
            switch (usage, system) {
            case ("personWeight", .metric): return UnitMass.kilograms
            case ("personWeight", _): return UnitMass.pounds
            case (_, .us): return kilograms >= 0.45359237 ? UnitMass.pounds : UnitMass.ounces
            default: return kilograms >= 1 ? UnitMass.kilograms : UnitMass.grams
            }
        case is UnitSpeed:
            return system == .metric ? UnitSpeed.kilometersPerHour : UnitSpeed.milesPerHour
        case is UnitVolume:
            let liters = abs(base)
            if system == .us { return liters >= 3.785411784 ? UnitVolume.gallons : UnitVolume.fluidOunces }
            return liters >= 1 ? UnitVolume.liters : UnitVolume.milliliters
        case is UnitEnergy:
            return UnitEnergy.kilocalories
        default:
            return nil
        }
    }
}

/// English unit names by dimension and unit: wide singular, wide plural, abbreviation, narrow.
enum MeasurementText {
    private struct Names {
        let one: String
        let other: String
        let short: String
        let narrow: String
        /// Whether the abbreviation follows the number without a space ("20°C").
        var attached = false
    }

    private static func names(of unit: Dimension) -> Names? {
        let table: [String: Names]
        switch unit {
        case is UnitLength: table = [
            "km": Names(one: "kilometer", other: "kilometers", short: "km", narrow: "km"),
            "m": Names(one: "meter", other: "meters", short: "m", narrow: "m"),
            "cm": Names(one: "centimeter", other: "centimeters", short: "cm", narrow: "cm"),
            "mm": Names(one: "millimeter", other: "millimeters", short: "mm", narrow: "mm"),
            "mi": Names(one: "mile", other: "miles", short: "mi", narrow: "mi"),
            "yd": Names(one: "yard", other: "yards", short: "yd", narrow: "yd"),
            "ft": Names(one: "foot", other: "feet", short: "ft", narrow: "′"),
            "in": Names(one: "inch", other: "inches", short: "in", narrow: "″"),
        ]
        case is UnitTemperature: table = [
            "°C": Names(one: "degree Celsius", other: "degrees Celsius", short: "°C", narrow: "°C", attached: true),
            "°F": Names(one: "degree Fahrenheit", other: "degrees Fahrenheit", short: "°F", narrow: "°", attached: true),
            "K": Names(one: "kelvin", other: "kelvins", short: "K", narrow: "K"),
        ]
        case is UnitMass: table = [
            "kg": Names(one: "kilogram", other: "kilograms", short: "kg", narrow: "kg"),
            "g": Names(one: "gram", other: "grams", short: "g", narrow: "g"),
            "lb": Names(one: "pound", other: "pounds", short: "lb", narrow: "#"),
            "oz": Names(one: "ounce", other: "ounces", short: "oz", narrow: "oz"),
            "st": Names(one: "stone", other: "stones", short: "st", narrow: "st"),
        ]
        case is UnitSpeed: table = [
            "km/h": Names(one: "kilometer per hour", other: "kilometers per hour", short: "km/h", narrow: "km/h"),
            "mph": Names(one: "mile per hour", other: "miles per hour", short: "mph", narrow: "mph"),
            "m/s": Names(one: "meter per second", other: "meters per second", short: "m/s", narrow: "m/s"),
            "kn": Names(one: "knot", other: "knots", short: "kn", narrow: "kn"),
        ]
        case is UnitVolume: table = [
            "L": Names(one: "liter", other: "liters", short: "L", narrow: "L"),
            "mL": Names(one: "milliliter", other: "milliliters", short: "mL", narrow: "mL"),
            "gal": Names(one: "gallon", other: "gallons", short: "gal", narrow: "gal"),
            "fl oz": Names(one: "fluid ounce", other: "fluid ounces", short: "fl oz", narrow: "fl oz"),
            "cup": Names(one: "cup", other: "cups", short: "c", narrow: "c"),
        ]
        case is UnitEnergy: table = [
            "kCal": Names(one: "kilocalorie", other: "kilocalories", short: "kcal", narrow: "kcal"),
            "kcal": Names(one: "kilocalorie", other: "kilocalories", short: "kcal", narrow: "kcal"),
            "kJ": Names(one: "kilojoule", other: "kilojoules", short: "kJ", narrow: "kJ"),
            "cal": Names(one: "calorie", other: "calories", short: "cal", narrow: "cal"),
            "J": Names(one: "joule", other: "joules", short: "J", narrow: "J"),
        ]
        case is UnitDuration: table = [
            "h": Names(one: "hour", other: "hours", short: "hr", narrow: "h"),
            "hr": Names(one: "hour", other: "hours", short: "hr", narrow: "h"),
            "m": Names(one: "minute", other: "minutes", short: "min", narrow: "m"),
            "min": Names(one: "minute", other: "minutes", short: "min", narrow: "m"),
            "s": Names(one: "second", other: "seconds", short: "sec", narrow: "s"),
            "sec": Names(one: "second", other: "seconds", short: "sec", narrow: "s"),
        ]
        default: return nil
        }
        return table[unit.symbol]
    }

    /// `value` in `unit`, the number by `number` in `locale`, the unit in `width`.
    static func write(_ value: Double, unit: Dimension, width: String, hidesScaleName: Bool, number: FloatingPointFormatStyle<Double>, locale: Locale) -> String {
        let digits = number.locale(locale).format(value)
        guard let names = names(of: unit) else { return "\(digits) \(unit.symbol)" }
        let singular = digits == "1"
        if hidesScaleName, unit is UnitTemperature, unit != UnitTemperature.kelvin {
            return width == "wide" ? "\(digits) \(singular ? "degree" : "degrees")" : "\(digits)°"
        }
        switch width {
        case "wide": return "\(digits) \(singular ? names.one : names.other)"
        case "narrow": return "\(digits)\(names.narrow)"
        default: return names.attached ? "\(digits)\(names.short)" : "\(digits) \(names.short)"
        }
    }

    /// A length in feet written as whole feet and inches ("5 ft 11 in", "5′11″").
    static func feetAndInches(_ feet: Double, width: String, number: FloatingPointFormatStyle<Double>, locale: Locale) -> String {
        var whole = feet.rounded(.towardZero)
        var inches = ((feet - whole) * 12).rounded()
        if inches >= 12 { whole += 1; inches -= 12 }
        let footText = write(whole, unit: UnitLength.feet, width: width, hidesScaleName: false, number: FloatingPointFormatStyle<Double>().precision(.fractionLength(0)), locale: locale)
        let inchText = write(inches, unit: UnitLength.inches, width: width, hidesScaleName: false, number: FloatingPointFormatStyle<Double>().precision(.fractionLength(0)), locale: locale)
        switch width {
        case "wide": return "\(footText), \(inchText)"
        case "narrow": return "\(footText)\(inchText)"
        default: return "\(footText) \(inchText)"
        }
    }
}

#endif
