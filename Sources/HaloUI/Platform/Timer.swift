import Foundation

/// A timer on the render's clock, as Foundation's `Timer` in SwiftUI code: scheduled from a
/// view's handler, it fires every interval of virtual time (Foundation's `Timer` is shadowed
/// for files that import HaloUI). Made outside a view's handlers it never fires: a render has
/// no run loop.
public final class Timer {
    /// Seconds between firings.
    public let timeInterval: Double
    /// Whether it fires again after each firing.
    public let repeats: Bool
    private let block: (Timer) -> Void
    /// False once invalidated (or fired, for one that does not repeat).
    public private(set) var isValid = true

    /// A timer that runs `block` every `interval` seconds (Foundation's minimum, 0.1 ms, for
    /// one of 0 or less) while a view's handlers run in a render.
    public init(timeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) {
        timeInterval = interval > 0 && interval.isFinite ? interval : 0.0001
        self.repeats = repeats
        self.block = block
    }

    /// A timer started now, as Foundation's `scheduledTimer(withTimeInterval:repeats:block:)`.
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        if let runtime = VirtualClock.replaying { timer.schedule(at: runtime.now + timer.timeInterval, in: runtime) }
        return timer
    }

    /// Stops it.
    public func invalidate() { isValid = false }

    /// Runs its block now (a timer that does not repeat is then invalid).
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { isValid = false }
    }

    private func schedule(at t: Double, in runtime: ViewRuntime) {
        runtime.schedule(at: t) { runtime in
            guard self.isValid else { return }
            self.fire()
            if self.repeats && self.isValid { self.schedule(at: t + self.timeInterval, in: runtime) }
        }
    }

    /// A publisher of the timer's ticks, for `onReceive`, as Foundation's
    /// `Timer.publish(every:tolerance:on:in:)`.
    public static func publish(
        every interval: Double, tolerance: Double? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval > 0 && interval.isFinite ? interval : 0.0001)
    }

    /// Ticks every interval from when a view that receives them appears.
    public struct TimerPublisher: Sendable {
        /// Seconds between ticks.
        public let interval: Double

        /// The same publisher: it connects when a view starts receiving (Combine's
        /// `autoconnect()`).
        public func autoconnect() -> TimerPublisher { self }
    }
}
