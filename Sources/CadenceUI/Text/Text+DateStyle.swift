import Foundation

extension Text {
    /// How a date is shown: SwiftUI's `Text.DateStyle`.
    ///
    /// Cadence formats in US English in UTC (a stage's default `timeZone`), so a stage's texts read
    /// the same everywhere. The styles that count from now (`relative`, `offset`, `timer`) count from the
    /// wall clock when the text is made, and a stage does not make the text again as time passes:
    /// put it in a `TimelineView` to have it count.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        let kind: Kind

        /// The time of day: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The day: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now, in up to two units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The offset from now, signed, in its largest unit: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A timer's reading from now: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// The text of `date` in `style` (see `DateStyle`).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: DateStyleFormatting.string(date, style: style, now: Date()))
    }

    /// The text of the dates of `range`, "June 3, 2019 – June 5, 2019" style (a range of dates of one
    /// day shows the day once and both times).
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: DateStyleFormatting.interval(dates.lowerBound, dates.upperBound))
    }

    /// The text of the dates of `interval` (see `init(_:)` for a range).
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A countdown or count-up over `timerInterval`, at the moment the text is made (see
    /// `DateStyle`): "4:59". `pauseTime` freezes it at that date; `showsHours` false folds the hours
    /// into the minutes.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: DateStyleFormatting.timer(seconds, showsHours: showsHours))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Interpolates `date` in `style`: `Text("Updated \(date, style: .time)")`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(DateStyleFormatting.string(date, style: style, now: Date()))
    }
}

/// The strings of `Text.DateStyle`.
enum DateStyleFormatting {
    /// `date` in `style`, counting from `now` for the styles that count.
    static func string(_ date: Date, style: Text.DateStyle, now: Date) -> String {
        switch style.kind {
        case .time: return format(date, date: .none, time: .short)
        case .date: return format(date, date: .long, time: .none)
        case .relative: return components(from: now, to: date, units: 2, signed: false)
        case .offset: return components(from: now, to: date, units: 1, signed: true)
        case .timer: return timer(abs(date.timeIntervalSince(now)), showsHours: true)
        }
    }

    /// `date` formatted in US English in UTC with `date` and `time` styles. The formatters are made
    /// once per pair of styles (a view body that shows a date runs at every evaluation) and used
    /// under a lock.
    static func format(_ date: Date, date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
        formatters.lock.withLock {
            let key = dateStyle.rawValue * 8 + timeStyle.rawValue
            if let formatter = formatters.byStyles[key] { return formatter.string(from: date) }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
            formatters.byStyles[key] = formatter
            return formatter.string(from: date)
        }
    }

    /// The formatters made so far, by styles.
    private final class Formatters: @unchecked Sendable {
        // @unchecked: `byStyles` and the formatters are used only under `lock`.
        let lock = NSLock()
        var byStyles: [UInt: DateFormatter] = [:]
    }

    private static let formatters = Formatters()

    /// The dates from `start` to `end`: the days, or one day and both times.
    static func interval(_ start: Date, _ end: Date) -> String {
        let (first, last) = (format(start, date: .long, time: .none), format(end, date: .long, time: .none))
        guard first == last else { return "\(first) – \(last)" }
        return "\(first), \(format(start, date: .none, time: .short)) – \(format(end, date: .none, time: .short))"
    }

    /// The time from `now` to `date` in whole units, largest first, at most `units` of them
    /// ("2 hours, 23 minutes"); signed with + or − when `signed`.
    static func components(from now: Date, to date: Date, units: Int, signed: Bool) -> String {
        let seconds = date.timeIntervalSince(now)
        guard seconds.isFinite else { return "" }
        // Calendar arithmetic, as DateComponentsFormatter (not in swift-corelibs-foundation) does.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let (from, to) = seconds >= 0 ? (now, date) : (date, now)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: from, to: to)
        let named: [(Int, String)] = [
            (parts.year ?? 0, "year"), (parts.month ?? 0, "month"), (parts.day ?? 0, "day"),
            (parts.hour ?? 0, "hour"), (parts.minute ?? 0, "minute"), (parts.second ?? 0, "second"),
        ]
        let shown = named.filter { $0.0 > 0 }.prefix(units).map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        let text = shown.isEmpty ? "0 seconds" : shown.joined(separator: ", ")
        guard signed else { return text }
        return (seconds < 0 ? "-" : "+") + text
    }

    /// A timer's reading of `seconds` (rounded down): "m:ss", or "h:mm:ss" from an hour when
    /// `showsHours`.
    static func timer(_ seconds: Double, showsHours: Bool) -> String {
        guard seconds.isFinite else { return "--:--" }
        let total = Int(max(0, seconds).rounded(.down))
        let hours = total / 3600, minutes = (total % 3600) / 60, rest = total % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours, hours > 0 { return "\(hours):\(two(minutes)):\(two(rest))" }
        return "\(showsHours ? minutes : total / 60):\(two(rest))"
    }
}
