import Foundation

/// The time a timer progress view shows under its bar, as SwiftUI's `DefaultDateProgressLabel`:
/// the time left to the interval's end where it counts down, the time since its start otherwise,
/// as a timer writes it ("4:05", "1:02:03"), on the render's clock (docs/semantics.md,
/// "Initializers of controls").
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The time, read at each frame.
    public var body: some View {
        TimelineView { context in
            Text(verbatim: Self.text(interval, countsDown, at: context.date))
        }
    }

    /// The time at `date`, kept within the interval, in whole seconds: "m:ss", or "h:mm:ss" from an hour.
    static func text(_ interval: ClosedRange<Date>, _ countsDown: Bool, at date: Date) -> String {
        let clamped = min(max(date, interval.lowerBound), interval.upperBound)
        let seconds =
            countsDown
            ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
        let whole = Int(seconds.rounded(.down))
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}
