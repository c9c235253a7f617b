import HaloCore
import HaloEffects

/// A view placed on a canvas: the `HaloCore.Scene` every backend renders (`CPURenderer`,
/// `GPURenderer`), and every other tool takes (comparison, shards, video).
public enum ViewScene {
    /// The scene of `view` at time t (seconds; what `TimelineView`s see) on a canvas of
    /// `width` x `height` points: the view is offered the canvas and centred in it, as a window
    /// centres its root view; its text laid out.
    /// - Throws: `SceneError` naming a font that cannot be found or read, or a view that cannot
    ///   be drawn (a shader's arguments, a text renderer's transform), or a value out of its
    ///   range (NaN, huge coordinates, a negative stroke width), named by its place in the scene.
    public static func scene<V: View>(
        of view: V, width: Double, height: Double, scale: Double = 1, background: Color = .clear, at time: Double = 0
    ) throws -> Scene {
        // Every body is evaluated, and every node sized and drawn, at the frame's time.
        let problems = ProblemLog()
        let items = FrameClock.$problems.withValue(problems) {
            FrameClock.$time.withValue(time) {
                let root = LayoutNode.of(view, time)
                let canvas = Rect(x: 0, y: 0, width: width, height: height)
                let size = root.size(ProposedSize(width: width, height: height))
                return root.draw(canvas.centered(width: size.width, height: size.height))
            }
        }
        if let first = problems.entries.first { throw SceneError(path: first.path, message: first.message) }
        let scene = Scene(
            canvas: Canvas(width: width, height: height, scale: scale, background: background.rgba),
            layers: [Layer(items: items)])
        // Views carry any numbers a caller computes: checked as a scene file's are.
        let resolved = try EffectLibrary.resolve(scene, at: time)
        try resolved.validate()
        return resolved
    }
}
