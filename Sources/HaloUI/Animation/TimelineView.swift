import Foundation

/// A view rebuilt for each frame's time, as SwiftUI's `TimelineView`: its content closure is
/// given the time, and every frame is a pure function of it.
///
/// ```swift
/// TimelineView { context in
///     let rotation = Animation.linear(duration: 3).repeatForever(autoreverses: false)
///         .value(from: 0.0, to: 360.0, at: context.time)
///     Card(rotation: rotation)
/// }
/// ```
///
/// Its content runs at each update of its schedule, as SwiftUI's does, so content that changes
/// a model as it draws (a `Canvas` adding a particle each frame) sees every update: a frame at
/// t first lowers the updates since the last frame drawn (`ViewRuntime.updateInterval`).
public struct TimelineView<Content: View>: View, PrimitiveView {
    let content: (TimelineViewContext) -> Content
    /// Seconds between the schedule's updates (nil: the content is a pure function of the time).
    var interval: Double? = nil

    /// A view whose content is built for each frame's time.
    public init(@ViewBuilder content: @escaping (TimelineViewContext) -> Content) { self.content = content }

    /// SwiftUI's spelling with a schedule: the content is built at every frame's time, and a
    /// frame first runs it at the schedule's updates since the last frame drawn.
    public init(_ schedule: TimelineSchedule, @ViewBuilder content: @escaping (TimelineViewContext) -> Content) {
        self.content = content
        interval = schedule.interval
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        if let interval, let runtime = Ambient.runtime { runtime.meetUpdates(every: interval) }
        return LayoutNode.nodes(of: content(TimelineViewContext(time: time)), time)
    }
}

/// What a `TimelineView`'s content closure is told (SwiftUI's `TimelineView.Context`).
public struct TimelineViewContext {
    /// Seconds since the start of the render (frame i of a render at f fps: i / f).
    public let time: Double

    /// The frame's date on the virtual clock: t = 0 is 2001-01-01 00:00:00 UTC, so
    /// `context.date.timeIntervalSinceReferenceDate` is the frame's time.
    public var date: Date { Date(timeIntervalSinceReferenceDate: time) }

    /// The rate at which the timeline updates the view: always `.live` in a render, where every
    /// frame is drawn at its own time.
    public var cadence: Cadence { .live }

    /// A rate at which a timeline view can receive updates (SwiftUI's
    /// `TimelineView.Context.Cadence`); slower cadences compare greater.
    public enum Cadence: Comparable, Sendable {
        /// Updates the view continuously.
        case live
        /// Updates the view approximately once per second.
        case seconds
        /// Updates the view approximately once per minute.
        case minutes
    }
}

/// When a `TimelineView` would update, as SwiftUI's schedules: in a render every frame is an
/// update, so these only keep the seeds' spelling.
public enum TimelineSchedule {
    /// Every `interval` seconds from `start`.
    case periodic(from: Date, by: Double)
    /// As fast as frames are drawn.
    case animation

    /// As fast as frames are drawn (a render draws every frame it is asked for).
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> TimelineSchedule {
        .animation
    }

    /// Seconds between updates: a display's 60 frames a second for `.animation`, the period
    /// for `.periodic` (nil where it is not positive).
    var interval: Double? {
        switch self {
        case .animation: return 1.0 / 60
        case .periodic(_, let by): return by > 0 && by.isFinite ? by : nil
        }
    }
}
