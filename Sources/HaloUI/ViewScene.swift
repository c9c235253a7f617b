import HaloCore

/// A view placed on a canvas: the `HaloCore.Scene` every backend renders (`CPURenderer`,
/// `GPURenderer`), and every other tool takes (comparison, shards, video).
public enum ViewScene {
    /// The scene of `view` on a canvas of `width` x `height` points: the view is offered the
    /// canvas and centred in it, as a window centres its root view.
    public static func scene<V: View>(
        of view: V, width: Double, height: Double, scale: Double = 1, background: Color = .clear
    ) -> Scene {
        let root = LayoutNode.stacked(LayoutNode.nodes(of: view))
        let canvas = Rect(x: 0, y: 0, width: width, height: height)
        let size = root.size(ProposedSize(width: width, height: height))
        let items = root.draw(canvas.centered(width: size.width, height: size.height))
        return Scene(
            canvas: Canvas(width: width, height: height, scale: scale, background: background.rgba),
            layers: [Layer(items: items)])
    }
}
