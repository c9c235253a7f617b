/// A planned frame encoded and packed into the buffers the fine stage reads: the host's share
/// of a GPU frame. Made from the plan alone, on any thread, so frames can be encoded ahead on
/// worker threads while the GL thread runs the frame before (`FramePrefetcher`).
package struct EncodedFrame: Sendable {
    /// The passes, draws and layers; its segments and covers are in `buffers` alone
    /// (`FrameBuffers(packing:)`).
    package private(set) var encoding: FrameEncoding
    package private(set) var buffers: FrameBuffers
    /// The frame's other bands, drawn after this one into the same target, when it was
    /// encoded in bands (`init(bands:)`); else empty.
    package private(set) var bands: [EncodedFrame] = []

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
        var e = FrameEncoding(plan)
        buffers = FrameBuffers(packing: &e)
        encoding = e
    }

    /// A frame encoded in bands (plans of regions of one frame, `Planner.plan(_:region:)`),
    /// drawn in order into one target: `first`, then `rest`.
    package init(bands first: EncodedFrame, _ rest: [EncodedFrame]) {
        self = first
        bands = rest
    }

    /// This band and the frame's other bands, in drawing order.
    package var allBands: [EncodedFrame] {
        var first = self
        first.bands = []
        return [first] + bands
    }

    package var width: Int { encoding.width }
    package var height: Int { encoding.height }

    /// Encodes `plan` into this frame, when `plan` has the geometry of `previous` (the plan
    /// this frame was encoded from) and differs only in paints and opacities: the draw records
    /// whose paint changed, the opacity words and the layer opacities are written again,
    /// everything else is kept (in place, when nothing else holds the frame). False otherwise,
    /// and the frame is then not to be used. The bytes equal a fresh encoding's
    /// (`FrameReuseTests`).
    package mutating func repaint(for plan: FramePlan, from previous: FramePlan) -> Bool {
        // Plans of one cache with one geometry number need no comparing.
        let numbered =
            plan.geometryNumber != 0 && plan.geometryNumber == previous.geometryNumber && plan.cache != nil
            && plan.cache === previous.cache
        guard bands.isEmpty, plan.region == previous.region, plan.width == previous.width,
            plan.height == previous.height, plan.background == previous.background,
            numbered || PlanNode.sameGeometry(plan.nodes, previous.nodes)
        else { return false }
        var draw = 0, layer = 0, fits = true
        FrameEncoding.walk(plan.nodes) { d in
            guard draw < encoding.draws.count, buffers.repaint(d, at: draw, in: &encoding.draws[draw]) else {
                return fits = false
            }
            draw += 1
        } layer: { l in
            guard layer < encoding.layers.count else { return fits = false }
            buffers.repaint(l, at: layer)
            encoding.layers[layer] = l
            layer += 1
        }
        return fits && draw == encoding.draws.count && layer == encoding.layers.count
    }
}
