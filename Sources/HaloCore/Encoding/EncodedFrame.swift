/// A planned frame encoded and packed into the buffers the fine stage reads: the host's share
/// of a GPU frame. Made from the plan alone, on any thread, so frames can be encoded ahead on
/// worker threads while the GL thread runs the frame before (`FramePrefetcher`).
package struct EncodedFrame: Sendable {
    package private(set) var encoding: FrameEncoding
    package private(set) var buffers: FrameBuffers

    /// Encodes and packs a planned frame; a plan made through a `GeometryCache` reuses the
    /// cache's last encoding where only paints and opacities changed (`repainted`).
    package init(_ plan: FramePlan) {
        if let cache = plan.cache {
            self = cache.encode(plan)
        } else {
            self.init(fresh: plan)
        }
    }

    /// Encodes and packs a planned frame from nothing.
    package init(fresh plan: FramePlan) {
        encoding = FrameEncoding(plan)
        buffers = FrameBuffers(encoding)
    }

    package var width: Int { encoding.width }
    package var height: Int { encoding.height }

    /// Encodes `plan` into this frame, when `plan` has the geometry of `previous` (the plan
    /// this frame was encoded from) and differs only in paints and opacities: the draw records
    /// and layer opacities are written again, everything else is kept (in place, when nothing
    /// else holds the frame). False, and the frame unchanged, otherwise. The bytes equal a
    /// fresh encoding's (`FrameReuseTests`).
    package mutating func repaint(for plan: FramePlan, from previous: FramePlan) -> Bool {
        guard plan.width == previous.width, plan.height == previous.height, plan.background == previous.background,
            PlanNode.sameGeometry(plan.nodes, previous.nodes)
        else { return false }
        var draws: [FrameEncoding.Draw] = []
        var layers: [LayerPlan] = []
        draws.reserveCapacity(encoding.draws.count)
        FrameEncoding.walk(plan.nodes) { d in
            draws.append(FrameEncoding.Draw(paint: d.paint, opacity: d.opacity, localFromPixel: d.localFromPixel))
        } layer: {
            layers.append($0)
        }
        guard draws.count == encoding.draws.count, layers.count == encoding.layers.count else { return false }
        let old = encoding.draws
        encoding.draws = draws
        encoding.layers = layers
        buffers.repaint(encoding, from: old)
        return true
    }
}
