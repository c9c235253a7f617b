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
public struct TimelineView<Content: View>: View, PrimitiveView {
    let content: (TimelineViewContext) -> Content

    /// A view whose content is built for each frame's time.
    public init(@ViewBuilder content: @escaping (TimelineViewContext) -> Content) { self.content = content }

    /// SwiftUI's spelling with a schedule: the schedule is accepted and the content built at
    /// every frame's time (a render's frame rate is its schedule).
    public init(_ schedule: TimelineSchedule, @ViewBuilder content: @escaping (TimelineViewContext) -> Content) {
        self.content = content
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        LayoutNode.nodes(of: content(TimelineViewContext(time: time)), time)
    }
}

/// What a `TimelineView`'s content closure is told (SwiftUI's `TimelineView.Context`).
public struct TimelineViewContext {
    /// Seconds since the start of the render (frame i of a render at f fps: i / f).
    public let time: Double

    /// The frame's date on the virtual clock: t = 0 is 2001-01-01 00:00:00 UTC, so
    /// `context.date.timeIntervalSinceReferenceDate` is the frame's time.
    public var date: Date { Date(timeIntervalSinceReferenceDate: time) }
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
}
