import Dispatch
import Foundation

/// How virtual time reads as dates and dispatch times: t = 0 is 2001-01-01 00:00:00 UTC
/// (`Date(timeIntervalSinceReferenceDate: 0)`), and a dispatch time counts nanoseconds from
/// a fixed origin, so the same frame reads the same dates on every run.
enum VirtualClock {
    /// The date at virtual time t.
    static func date(at t: Double) -> Date { Date(timeIntervalSinceReferenceDate: t) }

    /// The uptime at virtual time 0: a day, far from `DispatchTime`'s special zero.
    static let origin: UInt64 = 86_400_000_000_000

    /// The dispatch time at virtual time t.
    static func dispatchTime(at t: Double) -> DispatchTime {
        DispatchTime(uptimeNanoseconds: origin &+ UInt64(max(0, min(t, 1e9)) * 1e9))
    }

    /// The virtual time of a dispatch time made by `dispatchTime(at:)` (plus an interval).
    static func time(of deadline: DispatchTime) -> Double {
        (Double(deadline.uptimeNanoseconds) - Double(origin)) / 1e9
    }

    /// The runtime running a handler on this task, if any.
    static var replaying: ViewRuntime? {
        guard let runtime = Ambient.runtime, runtime.isReplaying else { return nil }
        return runtime
    }
}

extension DispatchTime {
    /// The virtual time while a view's handlers run in a render (so `.now() + 1` is a second
    /// later on the render's clock); the system's otherwise. Shadows Dispatch's `now()` for
    /// files that import HaloUI.
    public static func now() -> DispatchTime {
        if let runtime = VirtualClock.replaying { return VirtualClock.dispatchTime(at: runtime.now) }
        return DispatchTime(uptimeNanoseconds: DispatchTime.nowUptime)
    }

    /// The system's uptime now.
    static var nowUptime: UInt64 { clock_gettime_nsec_np_monotonic() }
}

/// Nanoseconds of the monotonic clock (what `DispatchTime.now()` reads).
private func clock_gettime_nsec_np_monotonic() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// A dispatch queue whose work runs on the render's clock while a view's handlers run, as
/// SwiftUI code's `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ... }` expects: it
/// shadows Dispatch's `DispatchQueue` for files that import HaloUI alone, and passes work
/// made outside a render's handlers on to the system queue it wraps.
public struct DispatchQueue: Sendable {
    /// The system queue.
    public let queue: Dispatch.DispatchQueue

    /// The main queue.
    public static let main = DispatchQueue(queue: .main)

    /// A global concurrent queue.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(queue: .global(qos: qos))
    }

    /// A queue wrapping `queue`.
    public init(queue: Dispatch.DispatchQueue) { self.queue = queue }

    /// A new serial queue named `label`.
    public init(label: String) { queue = Dispatch.DispatchQueue(label: label) }

    /// Runs `work` at `deadline` (the render's clock in a handler: `.now() + 1` is a second later).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        if let runtime = VirtualClock.replaying {
            runtime.schedule(at: VirtualClock.time(of: deadline)) { _ in work() }
            return
        }
        nonisolated(unsafe) let work = work
        queue.asyncAfter(deadline: deadline) { work() }
    }

    /// Runs `work` after the handler now running (in a render), or on the queue.
    public func async(execute work: @escaping () -> Void) {
        if let runtime = VirtualClock.replaying {
            runtime.schedule(at: runtime.now) { _ in work() }
            return
        }
        nonisolated(unsafe) let work = work
        queue.async { work() }
    }

    /// Runs `work` now and returns its result (in a render, at once; else on the queue).
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        if VirtualClock.replaying != nil { return try work() }
        return try queue.sync(execute: work)
    }
}

extension Date {
    /// The date now on the render's clock, inside a render: the event's time while a view's
    /// handlers run, the frame's time while its body is evaluated (t after 2001-01-01 00:00:00
    /// UTC, as `TimelineView`'s dates); the wall clock outside one. Shadows Foundation's `Date()`
    /// for files that import HaloUI, so `@State var start = Date()` and
    /// `context.date.timeIntervalSince(start)` measure the render's time. Disfavoured, so a file
    /// that imports Foundation itself gets Foundation's, the wall clock, with no ambiguity.
    @_disfavoredOverload
    public init() {
        self = VirtualClock.date(at: VirtualClock.now ?? 0)
    }

    /// The date now: the render's clock inside a render (`Date()`), the wall clock outside.
    @_disfavoredOverload
    public static var now: Date { Date() }

    /// The seconds from now to this date, now on the render's clock as `Date()`'s: so
    /// `start.timeIntervalSinceNow` of a `start = Date()` is minus the render's seconds since it,
    /// as on a device, not minus decades of wall clock (a shader's `.float(start.timeIntervalSinceNow)`).
    @_disfavoredOverload
    public var timeIntervalSinceNow: TimeInterval { timeIntervalSince(Date()) }
}

extension VirtualClock {
    /// The virtual time now, inside a render: the running event's, else the frame's; nil outside.
    static var now: Double? {
        guard let runtime = Ambient.runtime else { return nil }
        return runtime.isReplaying ? runtime.now : Ambient.time
    }
}
