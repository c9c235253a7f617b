/// Seconds in the short form progress lines give them: "42s", "3m5s", "2h10m"; "?" when unknown.
public enum TimeLeft {
    /// `seconds` as text, rounded to the second.
    public static func text(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "?" }
        let t = Int(seconds.rounded())
        return t >= 3600 ? "\(t / 3600)h\(t % 3600 / 60)m" : t >= 60 ? "\(t / 60)m\(t % 60)s" : "\(t)s"
    }
}
