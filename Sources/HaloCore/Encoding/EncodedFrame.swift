/// A planned frame encoded and packed into the buffers the fine stage reads: the host's share
/// of a GPU frame. Made from the plan alone, on any thread, so frames can be encoded ahead on
/// worker threads while the GL thread runs the frame before (`FramePrefetcher`).
package struct EncodedFrame: Sendable {
    package let encoding: FrameEncoding
    package let buffers: FrameBuffers

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

    private init(encoding: FrameEncoding, buffers: FrameBuffers) {
        self.encoding = encoding
        self.buffers = buffers
    }

    package var width: Int { encoding.width }
    package var height: Int { encoding.height }

    /// This frame encoded again for `plan`, when `plan` has the geometry of `previous` (the
    /// plan this frame was encoded from) and differs only in paints and opacities: the draw
    /// records and layer opacities are written again, everything else is kept. Nil otherwise.
    /// The bytes equal a fresh encoding's (`EncodingReuseTests`).
    package func repainted(for plan: FramePlan, from previous: FramePlan) -> EncodedFrame? {
        guard plan.width == previous.width, plan.height == previous.height, plan.background == previous.background,
            PlanNode.sameGeometry(plan.nodes, previous.nodes)
        else { return nil }
        var e = encoding
        var draws: [FrameEncoding.Draw] = []
        var layers: [LayerPlan] = []
        draws.reserveCapacity(e.draws.count)
        FrameEncoding.walk(plan.nodes) { d in
            draws.append(FrameEncoding.Draw(paint: d.paint, opacity: d.opacity, localFromPixel: d.localFromPixel))
        } layer: {
            layers.append($0)
        }
        guard draws.count == e.draws.count, layers.count == e.layers.count else { return nil }
        e.draws = draws
        e.layers = layers
        var b = buffers
        b.repaint(e)
        return EncodedFrame(encoding: e, buffers: b)
    }
}
