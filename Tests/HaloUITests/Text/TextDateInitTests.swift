import Foundation
import HaloCore
import HaloUI
import Testing

/// `Text(_:style:)`, `Text(timerInterval:pauseTime:countsDown:showsHours:)` and
/// `Text(_:formatter:)` as a view's body writes them: the text drawn at a render's time is the
/// text of the string worked out by hand (the render's clock: t seconds after 2001-01-01 UTC).
struct TextDateInitTests {
    /// A view whose body makes its text as the render evaluates it.
    struct Body: View {
        let make: () -> Text
        var body: some View { make() }
    }

    /// Whether `make`'s text, made in a body at time t, draws as `expected` does.
    static func draws(_ expected: String, at t: Double = 0, _ make: @escaping () -> Text) throws -> Bool {
        let made = try ViewScene.scene(of: Body(make: make), width: 300, height: 40, at: t)
        return made == (try ViewScene.scene(of: Text(verbatim: expected), width: 300, height: 40))
    }

    static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    @Test func aDatesStylesReadTheRendersClock() throws {
        // 252 s after the reference date, drawn at t = 100: 152 s away.
        let later = Self.date(252)
        #expect(try Self.draws("2:32", at: 100) { Text(later, style: .timer) })
        #expect(try !Self.draws("2:31", at: 100) { Text(later, style: .timer) })
        // 36 h 59 min 1 s before now, as a timer.
        #expect(try Self.draws("36:59:01", at: 133_141) { Text(Self.date(0), style: .timer) })
        // 2 h 23 min 10 s ahead: two units; the offset's largest, with its sign.
        #expect(try Self.draws("2 hours, 23 minutes") { Text(Self.date(8590), style: .relative) })
        #expect(try Self.draws("+2 hours") { Text(Self.date(8590), style: .offset) })
        // 2000-10-01 is three calendar months before 2001-01-01 (92 days).
        #expect(try Self.draws("-3 months") { Text(Self.date(-7_948_800), style: .offset) })
        #expect(try Self.draws("1 minute") { Text(Self.date(60), style: .relative) })
    }

    @Test func dateAndTimeAreWrittenInEnglishInUTC() throws {
        // 2019-06-03 23:23:00 UTC is 581 296 980 s after the reference date.
        let day = Self.date(581_296_980)
        #expect(try Self.draws("June 3, 2019") { Text(day, style: .date) })
        #expect(try Self.draws("11:23 PM") { Text(day, style: .time) })
    }

    @Test func aTimerCountsWithinItsInterval() throws {
        // Twelve minutes from the reference date.
        let twelve = Self.date(0)...Self.date(720)
        // At 90.5 s: 629.5 s left, shown rounded up, 10:30; 90 s gone, 1:30.
        #expect(try Self.draws("10:30", at: 90.5) { Text(timerInterval: twelve) })
        #expect(try Self.draws("1:30", at: 90.5) { Text(timerInterval: twelve, countsDown: false) })
        // Paused at ten minutes: 2:00 left whatever the time.
        #expect(try Self.draws("2:00", at: 5) { Text(timerInterval: twelve, pauseTime: Self.date(600)) })
        // Past the end: 0:00 left.
        #expect(try Self.draws("0:00", at: 800) { Text(timerInterval: twelve) })
        // 75 minutes: with hours 1:15:00, without 75:00.
        let long = Self.date(0)...Self.date(4500)
        #expect(try Self.draws("1:15:00") { Text(timerInterval: long) })
        #expect(try Self.draws("75:00") { Text(timerInterval: long, showsHours: false) })
    }

    @Test func aFormatterWritesTheSubject() throws {
        let years = DateFormatter()
        years.locale = Locale(identifier: "en_US_POSIX")
        years.timeZone = TimeZone(identifier: "UTC")
        years.dateFormat = "yyyy"
        #expect(try Self.draws("2001") { Text(Self.date(0), formatter: years) })
        let number = NumberFormatter()
        number.locale = Locale(identifier: "en_US_POSIX")
        number.minimumFractionDigits = 2
        number.maximumFractionDigits = 2
        #expect(try Self.draws("42.50") { Text(NSNumber(value: 42.5), formatter: number) })
    }
}
