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

    /// Encodes and packs a planned frame from nothing; `roomy`, with room in its buffers for a
    /// later frame to resume it (`update(for:from:)`).
    /// `room`: each region's room that of another frame's buffers (at least this frame's words).
    package init(fresh plan: FramePlan, roomy: Bool = false, room: FrameBuffers.Room? = nil) {
        var e = FrameEncoding(plan)
        buffers = FrameBuffers(packing: &e, roomy: roomy, room: room)
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

    /// Encodes `plan` into this frame from where its encoding stood after the first top-level
    /// nodes whose geometry `plan` shares with `previous` (the plan this frame was encoded from):
    /// their words stay where they are in the buffers, and the rest of the frame is encoded and
    /// written after them (`FrameEncoding(resuming:_:from:fitting:)`, `FrameBuffers.update(_:)`). A still
    /// photo beside a card that moves keeps the photo's words. Where it is not `resumed`, the
    /// frame is not to be used.
    package mutating func update(for plan: FramePlan, from previous: FramePlan) -> Update {
        guard bands.isEmpty, plan.region == previous.region, plan.width == previous.width,
            plan.height == previous.height
        else { return .unshared }
        // The nodes compared go no further than the last one marked: a text's glyphs, none.
        guard let lastMarked = encoding.marks.last?.node else { return .unshared }
        let n = min(plan.nodes.count, previous.nodes.count, lastMarked + 1)
        var k = 0
        while k < n, PlanNode.sameGeometry([plan.nodes[k]], [previous.nodes[k]]) { k += 1 }
        guard k > 0, encoding.marks.contains(where: { $0.node < k }) else { return .unshared }
        guard let e = FrameEncoding(resuming: encoding, plan, from: k, fitting: buffers.room), buffers.update(e)
        else { return .outOfRoom }
        encoding = e
        return .resumed
    }

    /// What `update(for:from:)` did.
    package enum Update {
        /// The frame now holds the new plan's words.
        case resumed
        /// The plans share no first nodes whose words the frame marked.
        case unshared
        /// They do, but the rest of the new plan's words do not fit the buffers' room: a frame
        /// encoded afresh with room to grow would take the next one.
        case outOfRoom
    }

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
