/// Whether a scene is in use, as SwiftUI's `ScenePhase`: a render's scene is always `.active`.
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// Not running and not shown.
    case background
    /// Shown but not taking input.
    case inactive
    /// In the foreground and interactive: a render's phase.
    case active
}
