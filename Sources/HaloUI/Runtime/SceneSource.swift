import HaloCore

/// Scenes by time, whatever makes them: what render workers share (a `ViewTimeline` as this
/// type carries no view type, which a closure sent to other threads must not capture).
public protocol SceneSource: Sendable {
    /// The scene at time t, seconds.
    func scene(at time: Double) throws -> Scene
}
