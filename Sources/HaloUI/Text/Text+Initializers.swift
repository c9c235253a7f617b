import Foundation

/// SwiftUI's `Text` initializers of dates and formatters: `Text(date, style:)`,
/// `Text(timerInterval:pauseTime:countsDown:showsHours:)` and `Text(_:formatter:)`. A date is
/// read against the render's clock (`Date()` in a render: t seconds after 2001-01-01 00:00:00
/// UTC) when the text is made, so a still shows the text at its time; dates are written in
/// English in UTC, as `DatePicker`'s (docs/semantics.md, "Text of dates and timers").
extension Text {
    /// A predefined way to write a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time of day: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The time between now and the date in its two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The date's offset from now in its largest unit, "+" for a later date: "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// The time between now and the date as a timer: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// `date` written in `style` (against the render's clock where the style reads now).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: TextDates.text(of: date, style: style, now: TextDates.now))
    }

    /// A timer counting within `timerInterval`: the time left (counting down, the default) or
    /// gone (counting up) at now on the render's clock, or at `pauseTime` where it is given, as
    /// "m:ss", or "h:mm:ss" from an hour on where `showsHours` (else the minutes go past 59).
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        let at = pauseTime ?? TextDates.now
        let start = timerInterval.lowerBound.timeIntervalSinceReferenceDate
        let end = timerInterval.upperBound.timeIntervalSinceReferenceDate
        let t = min(max(at.timeIntervalSinceReferenceDate, start), end)
        let seconds = countsDown ? (end - t).rounded(.up) : (t - start).rounded(.down)
        self.init(verbatim: TextDates.timer(seconds, showsHours: showsHours))
    }

    /// `subject` written by `formatter` (empty where the formatter cannot write it).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// `date` written by `formatter` (empty where it cannot write it): on Apple's platforms a
    /// `Date` is `ReferenceConvertible` and takes the form above; Foundation on Linux does not
    /// declare it so, and this form keeps `Text(date, formatter: f)` compiling.
    public init(_ date: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: date) ?? "")
    }

    /// `subject` written by `formatter` (empty where the formatter cannot write it).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}

/// How `Text` writes dates: the styles' words and a timer's digits.
enum TextDates {
    /// Now on the render's clock inside a render, the wall clock outside one.
    static var now: Date { VirtualClock.now.map(VirtualClock.date(at:)) ?? Date() }

    /// `date` in `style`, `now` being now.
    static func text(of date: Date, style: Text.DateStyle, now: Date) -> String {
        switch style.kind {
        case .date: return formatted(date, "MMMM d, yyyy")
        case .time: return formatted(date, "h:mm a")
        case .relative:
            let (first, next) = units(from: now, to: date)
            return next.map { "\(first.words), \($0.words)" } ?? first.words
        case .offset:
            let sign = date < now ? "-" : "+"
            return sign + units(from: now, to: date).largest.words
        case .timer:
            let seconds = abs(date.timeIntervalSince(now))
            return timer(seconds.isFinite ? seconds.rounded(.down) : 0, showsHours: true)
        }
    }

    /// `date` in the English `pattern`, in UTC.
    static func formatted(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }

    /// One unit of a span of time, with its count.
    struct Unit {
        let count: Int
        let name: String
        /// "1 hour", "23 minutes".
        var words: String { "\(count) \(name)\(count == 1 ? "" : "s")" }
    }

    /// The largest calendar unit between two dates that is not zero (seconds where all are),
    /// and the next smaller unit where it is not zero either.
    static func units(from a: Date, to b: Date) -> (largest: Unit, next: Unit?) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let (from, to) = a <= b ? (a, b) : (b, a)
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: from, to: to)
        let all = [
            Unit(count: c.year ?? 0, name: "year"), Unit(count: c.month ?? 0, name: "month"),
            Unit(count: c.day ?? 0, name: "day"), Unit(count: c.hour ?? 0, name: "hour"),
            Unit(count: c.minute ?? 0, name: "minute"), Unit(count: c.second ?? 0, name: "second"),
        ]
        guard let first = all.firstIndex(where: { $0.count != 0 }) else { return (all[5], nil) }
        let next = first + 1 < all.count && all[first + 1].count != 0 ? all[first + 1] : nil
        return (all[first], next)
    }

    /// `seconds` (whole, not negative) as "m:ss", or "h:mm:ss" from an hour on where `showsHours`.
    static func timer(_ seconds: Double, showsHours: Bool) -> String {
        let total = seconds.isFinite ? Int(min(max(seconds, 0), 1e12)) : 0
        let s = total % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if showsHours && total >= 3600 { return "\(total / 3600):\(two(total / 60 % 60)):\(two(s))" }
        return "\(total / 60):\(two(s))"
    }
}
