/// The events waiting on the virtual clock, in time order (and, at one time, in the order they
/// were scheduled).
struct EventQueue {
    /// One event: at `time`, run `action`.
    struct Event {
        let time: Double
        let order: Int
        let action: (ViewRuntime) -> Void
    }

    private var events: [Event] = []
    private var scheduled = 0

    /// Adds an event at `time`, after those already there.
    mutating func insert(time: Double, _ action: @escaping (ViewRuntime) -> Void) {
        scheduled += 1
        let event = Event(time: time, order: scheduled, action: action)
        // Binary search for the first event later than this one; most are appended.
        var lo = 0
        var hi = events.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if events[mid].time <= time { lo = mid + 1 } else { hi = mid }
        }
        events.insert(event, at: lo)
    }

    /// The first event, removed, if it is due at or before t.
    mutating func popFirst(notAfter t: Double) -> Event? {
        guard let first = events.first, first.time <= t else { return nil }
        return events.removeFirst()
    }
}
