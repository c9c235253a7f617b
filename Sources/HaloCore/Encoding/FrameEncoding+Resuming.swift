// A frame encoded from where the last frame's encoding stood after the nodes the two share:
// a still photo beside a card that moves keeps the photo's words (`EncodedFrame.update`).

extension FrameEncoding {
    /// The encoding of `plan` whose first `k` top-level nodes have the geometry of the first `k`
    /// of `previous`'s plan (`PlanNode.sameGeometry`), from the last marked among them: the nodes
    /// up to it keep `previous`'s segments, covers, lists, commands and tiles, where its frame
    /// holds them, and this encoding's arrays hold the rest of the frame's words alone, from
    /// `origin` on. Its draws, layers and passes are the whole frame's, with `plan`'s paints and
    /// opacities. Nil where none of those nodes is marked (`marks`), where the rest's segments, covers,
    /// lists or draws would not fit `room` (`FrameBuffers.room`), or where `previous`'s first
    /// nodes hold other draws or layers than `plan`'s.
    init?(resuming previous: FrameEncoding, _ plan: FramePlan, from k: Int, fitting room: FrameBuffers.Room) {
        guard k <= plan.nodes.count, plan.width == previous.width, plan.height == previous.height,
            let last = previous.marks.lastIndex(where: { $0.node < k })
        else { return nil }
        let (node, m) = previous.marks[last]
        let k = node + 1
        self = previous
        background = plan.background
        origin = Mark(segments: m.segments, covers: m.covers, list: m.list, commands: m.commands, tiles: m.tiles)
        (segments, covers, list, commands, tiles) = ([], [], [], [], [])
        let rest = reserve(plan.nodes[k...])
        guard m.segments + rest.segments <= room.segments, m.covers + rest.covers <= room.covers,
            m.list + rest.list <= room.list, m.draws + rest.draws <= room.draws
        else { return nil }
        // The first nodes' draws and layers as `plan` has them (the same geometry, perhaps other
        // paints and opacities), in the encoding's order.
        (draws, layers) = ([], [])
        Self.walk(Array(plan.nodes[..<k])) { d in
            draws.append(Draw(paint: d.paint, opacity: d.opacity, localFromPixel: d.localFromPixel))
        } layer: { l in
            layers.append(l)
        }
        guard draws.count == m.draws, layers.count == m.layers else { return nil }
        parents.removeSubrange(m.layers...)
        masks.removeSubrange(m.layers...)
        shaderEntries.removeSubrange(m.shaderEntries...)
        passes.removeSubrange(m.passes...)
        marks.removeSubrange((last + 1)...)
        let kept = Array(topSteps[..<k])
        encode(
            plan.nodes, from: k, after: kept, layer: false,
            occupancy: TileOccupancy(covering: plan.region, occupied: true))
    }
}
