import Foundation
import HaloCore
import HaloEffects

/// A view placed on a canvas: the `DisplayList` every backend renders (`CPURenderer`,
/// `GPURenderer`) and its `HaloCore.Scene`, which every other tool takes (comparison, shards,
/// video).
public enum ViewScene {
    /// The scene of `view` at time t (seconds; what `TimelineView`s see) on a canvas of
    /// `width` x `height` points: the view is offered the canvas and centred in it, as a window
    /// centres its root view; its text laid out; its handlers' events (`onAppear`, timers,
    /// taps) replayed from 0 to t on the virtual clock (`ViewTimeline` keeps that work across frames).
    /// - Throws: `SceneError` naming a font that cannot be found or read, or a view that cannot
    ///   be drawn (a shader's arguments, a text renderer's transform), or a value out of its
    ///   range (NaN, huge coordinates, a negative stroke width), named by its place in the scene.
    public static func scene<V: View>(
        of view: V, width: Double, height: Double, scale: Double = 1, background: Color = .clear, at time: Double = 0
    ) throws -> Scene {
        try displayList(of: view, width: width, height: height, scale: scale, background: background, at: time).scene
    }

    /// The display list of `view` at time t on a canvas of `width` x `height` points: the
    /// scene of `scene(of:width:height:scale:background:at:)` as the renderers take it, its
    /// effects and text already resolved.
    /// - Throws: `SceneError`, as `scene(of:width:height:scale:background:at:)` does.
    public static func displayList<V: View>(
        of view: V, width: Double, height: Double, scale: Double = 1, background: Color = .clear, at time: Double = 0
    ) throws -> DisplayList {
        // Every body is evaluated, and every node sized and drawn, at the frame's time, after
        // the view's events up to it are replayed.
        let timeline = ViewTimeline(view, width: width, height: height, scale: scale, background: background)
        return try timeline.displayList(at: time)
    }

    /// The ideal size of `view` at time t, in points (`ViewTimeline.idealSize(at:)`): what SwiftUI's
    /// `sizeThatFits` layouts give it. `screen` is what handlers read as the screen's size, and the
    /// length an axis without an ideal size takes.
    public static func idealSize<V: View>(
        of view: V, screen: CGSize = CGSize(width: 393, height: 852), at time: Double = 0
    ) -> CGSize {
        ViewTimeline(view, width: Double(screen.width), height: Double(screen.height)).idealSize(at: time)
    }
}
