import Foundation

// Apple's unified logging (`Logger`, `os_log`, `OSLogStore`) for platforms without it, so app files
// that `import OSLog` compile. Messages are kept in memory, as the current process's log store, and
// read back with `OSLogStore(scope: .currentProcessIdentifier)`; nothing is written to a console.

/// How important a log message is: the `OSLogType` of Apple's unified logging.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The level's number (0 default, 1 info, 2 debug, 16 error, 17 fault, as on Apple platforms).
    public let rawValue: UInt8

    /// Makes a level of `rawValue`.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A notice: something worth keeping.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Helpful, not essential.
    public static let info = OSLogType(rawValue: 0x01)
    /// For debugging only.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process.
    public static let error = OSLogType(rawValue: 0x10)
    /// A bug, or a failure of the system.
    public static let fault = OSLogType(rawValue: 0x11)
}

/// Whether a value in a log message is shown or redacted: `OSLogPrivacy`.
///
/// As on a device without a debugger attached, a private value is written `<private>` in the stored
/// message, and one with the `.hash` mask `<mask.hash: 'NUMBER'>`, the number a stable hash of the
/// value. `.auto` is private for strings and objects and public for numbers and booleans.
public struct OSLogPrivacy: Hashable, Sendable {
    /// How a private value is masked: `OSLogPrivacy.Mask`.
    public struct Mask: Hashable, Sendable {
        let isHash: Bool
        /// A stable hash of the value in its place, so equal values can be matched.
        public static let hash = Mask(isHash: true)
        /// Nothing in its place but `<private>`.
        public static let none = Mask(isHash: false)
    }

    enum Kind: Hashable, Sendable { case auto, `public`, `private`, sensitive }

    let kind: Kind
    let mask: Mask

    /// Private for strings and objects, public for numbers and booleans.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Always shown.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Redacted.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Redacted, always (even where private data would be shown).
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)

    /// `.auto`, masked by `mask` when redacted.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    /// Redacted, masked by `mask`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    /// Always redacted, masked by `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// `text` as the stored message shows it, for a value that is private under `.auto` when
    /// `autoIsPrivate`.
    func shown(_ text: String, autoIsPrivate: Bool) -> String {
        let redacted = kind == .private || kind == .sensitive || (kind == .auto && autoIsPrivate)
        guard redacted else { return text }
        guard mask.isHash else { return "<private>" }
        // FNV-1a, so the mask is the same in every run (Swift's `Hasher` is seeded per process).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "<mask.hash: '\(hash)'>"
    }
}

/// How an interpolated value is padded to a width: `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let isLeft: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, isLeft: false)
    /// Padded with spaces on the right to `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), isLeft: true) }
    /// Padded with spaces on the left to `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), isLeft: false) }

    func apply(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return isLeft ? text + padding : padding + text
    }
}

/// How an interpolated integer is written: `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: Bool
    let uppercase: Bool
    let minDigits: Int
    let explicitPositiveSign: Bool

    /// Base 10.
    public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, minDigits: 0, explicitPositiveSign: false)
    /// Base 16, lowercase, without a prefix.
    public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, uppercase: false, minDigits: 0, explicitPositiveSign: false)
    /// Base 8, without a prefix.
    public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false, uppercase: false, minDigits: 0, explicitPositiveSign: false)

    /// Base 10, with a `+` before positive numbers when `explicitPositiveSign`, zero-padded to `minDigits`.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign)
    }

    /// Base 16, with `0x` when `includePrefix`, in capitals when `uppercase`, zero-padded to `minDigits`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign)
    }

    /// Base 8, with `0o` when `includePrefix`, zero-padded to `minDigits`.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign)
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if prefix { digits = (radix == 16 ? "0x" : "0o") + digits }
        if value < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How an interpolated floating-point number is written: `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    let style: Character
    let precision: Int?
    let explicitPositiveSign: Bool

    /// Fixed-point with six decimals (`%f`).
    public static let fixed = OSLogFloatFormatting(style: "f", precision: nil, explicitPositiveSign: false)
    /// Fixed-point or exponential, whichever is shorter (`%g`).
    public static let hybrid = OSLogFloatFormatting(style: "g", precision: nil, explicitPositiveSign: false)
    /// Exponential (`%e`).
    public static let exponential = OSLogFloatFormatting(style: "e", precision: nil, explicitPositiveSign: false)

    /// Fixed-point with `precision` decimals.
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }

    /// Fixed-point, with a `+` before positive numbers when `explicitPositiveSign`.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: "f", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }

    /// Exponential with `precision` decimals.
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }

    func format(_ value: Double) -> String {
        let sign = explicitPositiveSign ? "+" : ""
        let precision = self.precision.map { ".\($0)" } ?? ""
        return String(format: "%\(sign)\(precision)\(style)", value)
    }
}

/// How an interpolated Boolean is written: `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}

/// The parts of a log message as they are interpolated: `OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Makes an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    /// Appends literal text, shown as it is.
    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    /// Appends a string, private unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.shown(argumentString(), autoIsPrivate: true))
    }

    /// Appends a value by its `description`, private unless `privacy` says otherwise.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.shown(value().description, autoIsPrivate: true))
    }

    /// Appends an object by its `description`, private unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        text += privacy.shown(argumentObject().description, autoIsPrivate: true)
    }

    /// Appends a type's name, public.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.shown(String(describing: value()), autoIsPrivate: false))
    }

    /// Appends an integer in `format`, public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an integer in `format`, public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int8, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an integer in `format`, public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int16, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an integer in `format`, public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int32, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an integer in `format`, public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int64, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an integer in `format`, public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an integer in `format`, public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt8, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an integer in `format`, public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt16, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an integer in `format`, public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt32, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an integer in `format`, public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt64, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    private mutating func appendInteger<T: FixedWidthInteger>(_ number: T, format: OSLogIntegerFormatting, align: OSLogStringAlignment, privacy: OSLogPrivacy) {
        text += align.apply(privacy.shown(format.format(number), autoIsPrivate: false))
    }

    /// Appends a number in `format` (six decimals by default), public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.shown(format.format(number()), autoIsPrivate: false))
    }

    /// Appends a number in `format` (six decimals by default), public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.shown(format.format(Double(number())), autoIsPrivate: false))
    }

    /// Appends a number in `format` (six decimals by default), public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.shown(format.format(Double(number())), autoIsPrivate: false))
    }

    /// Appends a Boolean as `true`/`false` (or `YES`/`NO`), public unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        let written = format == .truth ? (value ? "true" : "false") : (value ? "YES" : "NO")
        text += privacy.shown(written, autoIsPrivate: false)
    }
}

/// A log message built from a string literal with interpolations: `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message as stored, private values redacted.
    let text: String

    /// A message of interpolated parts.
    public init(stringInterpolation: OSLogInterpolation) {
        text = stringInterpolation.text
    }

    /// A message of literal text.
    public init(stringLiteral value: String) {
        text = value
    }
}

/// A subsystem and category to log into: `OSLog`, the log object of `os_log` and `Logger(_:)`.
public final class OSLog: Sendable {
    /// The subsystem, in reverse-DNS form ("com.example.notes").
    public let subsystem: String
    /// The category within the subsystem ("sync").
    public let category: String
    let isDisabled: Bool

    /// Makes a log object for `category` of `subsystem`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isDisabled = false
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        isDisabled = disabled
    }

    /// The process's default log, with no subsystem or category.
    public static let `default` = OSLog(disabled: false)
    /// A log that records nothing.
    public static let disabled = OSLog(disabled: true)

    /// Whether messages of `type` are recorded (every type, unless the log is `.disabled`).
    public func isEnabled(type: OSLogType) -> Bool {
        !isDisabled
    }
}

/// Writes messages to the unified log: Apple's `Logger`.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.notes", category: "sync")
/// logger.info("Synced \(count) notes for \(account, privacy: .private)")
/// ```
///
/// Each message is recorded with its level, subsystem, category and date in the current process's
/// log store (`OSLogStore(scope: .currentProcessIdentifier)`), private values redacted as on a
/// device (see `OSLogPrivacy`).
public struct Logger: Sendable {
    let log: OSLog

    /// A logger for `category` of `subsystem`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger into the process's default log.
    public init() {
        log = .default
    }

    /// A logger into `logObj`.
    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// Records `message` at the default level.
    public func log(_ message: OSLogMessage) {
        log(level: .default, message)
    }

    /// Records `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        LogRecorder.shared.record(message.text, level: level, in: log)
    }

    /// Records `message` at the debug level (trace messages are debug messages).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Records `message` at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Records `message` at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Records `message` at the default level (a notice).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Records `message` at the error level (warnings are errors).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Records `message` at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Records `message` at the fault level (critical messages are faults).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Records `message` at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// Records `message` at `type` in `log`: the `os_log` of Swift's `os` overlay.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

/// Records a `printf`-style `message` with `args` (`%@`, `%d`, `%{public}@`, …) at `type` in `log`:
/// the older `os_log`. Privacy specifiers are dropped and every argument is shown.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    let format = "\(message)".replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
    LogRecorder.shared.record(String(format: format, arguments: args), level: type, in: log)
}

/// The current process's log, in memory.
final class LogRecorder: @unchecked Sendable {
    static let shared = LogRecorder()
    private let lock = NSLock()
    private var entries: [OSLogEntryLog] = []

    func record(_ text: String, level: OSLogType, in log: OSLog) {
        guard log.isEnabled(type: level) else { return }
        let entry = OSLogEntryLog(composedMessage: text, date: Date(), level: OSLogEntryLog.Level(level), subsystem: log.subsystem, category: log.category)
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    var snapshot: [OSLogEntryLog] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}

/// One entry of a log store: Apple's `OSLogEntry`.
public class OSLogEntry: @unchecked Sendable {
    /// The message with its arguments written in (private ones redacted).
    public let composedMessage: String
    /// When the message was logged (the wall clock at that moment).
    public let date: Date

    init(composedMessage: String, date: Date) {
        self.composedMessage = composedMessage
        self.date = date
    }
}

/// An entry made by `Logger` or `os_log`: Apple's `OSLogEntryLog`.
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// The level an entry was logged at: `OSLogEntryLog.Level`.
    public enum Level: Int, Sendable {
        /// Not known.
        case undefined = 0
        /// Debug.
        case debug = 1
        /// Info.
        case info = 2
        /// Default (a notice).
        case notice = 3
        /// Error.
        case error = 4
        /// Fault.
        case fault = 5

        init(_ type: OSLogType) {
            switch type {
            case .debug: self = .debug
            case .info: self = .info
            case .error: self = .error
            case .fault: self = .fault
            default: self = .notice
            }
        }
    }

    /// The level it was logged at.
    public let level: Level
    /// The subsystem of its logger (empty for the default log).
    public let subsystem: String
    /// The category of its logger (empty for the default log).
    public let category: String
    /// The process's name.
    public let process: String
    /// The process's identifier.
    public let processIdentifier: Int32

    init(composedMessage: String, date: Date, level: Level, subsystem: String, category: String) {
        self.level = level
        self.subsystem = subsystem
        self.category = category
        process = ProcessInfo.processInfo.processName
        processIdentifier = ProcessInfo.processInfo.processIdentifier
        super.init(composedMessage: composedMessage, date: date)
    }
}

/// A point in a log store to read from: Apple's `OSLogPosition`.
public final class OSLogPosition: Sendable {
    let date: Date

    init(date: Date) {
        self.date = date
    }
}

/// How a store's entries are read: Apple's `OSLogEnumerator`.
public enum OSLogEnumerator {
    /// Options for reading: `OSLogEnumerator.Options`.
    public struct Options: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Makes options of `rawValue`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }
        /// Newest first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// The entries of the unified log: Apple's `OSLogStore`. Here the current process's messages since
/// it started, in memory.
///
/// ```swift
/// let store = try OSLogStore(scope: .currentProcessIdentifier)
/// let mine = try store.getEntries(at: store.position(timeIntervalSinceEnd: -60))
///     .compactMap { $0 as? OSLogEntryLog }
///     .filter { $0.subsystem == "com.example.notes" }
/// ```
public final class OSLogStore: Sendable {
    /// Which entries a store reads: `OSLogStore.Scope`.
    public enum Scope: Int, Sendable {
        /// Every process's (here: this one's).
        case system = 0
        /// This process's.
        case currentProcessIdentifier = 1
    }

    /// The entries of `scope`.
    public init(scope: Scope) throws {}

    /// The local store (this process's entries).
    public static func local() throws -> OSLogStore {
        try OSLogStore(scope: .system)
    }

    /// The position of `date`.
    public func position(date: Date) -> OSLogPosition {
        OSLogPosition(date: date)
    }

    /// The position `seconds` after now (negative: before now).
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Date().addingTimeInterval(seconds))
    }

    /// The position `seconds` after the process started (the store's beginning).
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Date().addingTimeInterval(-ProcessInfo.processInfo.systemUptime + seconds))
    }

    /// The entries from `position` on (all of them without one), oldest first or, with
    /// `.reverse`, newest first; with `predicate`, those it accepts (evaluated on each entry).
    public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil, matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        var entries: [OSLogEntry] = LogRecorder.shared.snapshot.filter { entry in
            position.map { entry.date >= $0.date } ?? true
        }
        if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
        if options.contains(.reverse) { entries.reverse() }
        return AnySequence(entries)
    }
}
