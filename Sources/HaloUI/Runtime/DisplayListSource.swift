import HaloCore

/// Display lists by time, whatever makes them: what render workers share (a `ViewTimeline` as
/// this type carries no view type, which a closure sent to other threads must not capture).
public protocol DisplayListSource: Sendable {
    /// The display list of the frame at time t, seconds: what the renderers take.
    func displayList(at time: Double) throws -> DisplayList
}
