import HaloCore
import HaloUI

/// A view whose frames worker threads evaluate at once, each at its own time.
///
/// Sendable by hand, as SwiftUI's views are not Sendable: a view is a value, copied into this
/// box and never written; each frame lowers its own copy of it, reading only its properties and
/// the frame's time (`@Animated` and `TimelineView` read the time of the frame being made from
/// a task-local value). A view whose body changes shared state (a class it holds) breaks Halo's rule that a
/// frame is a function of the view and the time, with or without threads (docs/library.md).
struct FrameViews<V: View>: @unchecked Sendable {
    let view: V

    /// The scene of the view at time `t`, as `ViewScene.scene(of:width:height:scale:background:at:)`.
    func scene(width: Double, height: Double, scale: Double, background: Color, at t: Double) throws -> Scene {
        try ViewScene.scene(of: view, width: width, height: height, scale: scale, background: background, at: t)
    }
}
