/// A frame encoded for the fine stage: everything both backends' per-pixel code reads, as
/// plain arrays of words, with no GL in it. The GPU uploads these arrays and dispatches the
/// passes; the CPU twin (`HaloCPU/Fine.swift`) decodes the same words.
///
/// Passes run in order: a layer's content is a fine pass over the tiles it can write, its
/// blur's horizontal pass follows, and the fine pass of its parent composites it (the
/// vertical pass, clip and opacity fused into the parent's `layer` command). The frame's own
/// fine pass comes last: it covers every tile, starts each pixel from the background and
/// writes the rounded bytes, so every output pixel is written once and nothing is cleared.
/// Within a tile, commands keep the plan's drawing order.
public struct FrameEncoding: Sendable {
    /// One step of a frame.
    public enum Pass: Equatable, Sendable {
        /// The fine stage over `tiles` (indices into `tiles`) of the frame (`layer` nil) or of
        /// a layer's content.
        case fine(layer: Int?, tiles: Range<Int>)
        /// The horizontal pass of a layer's blur, over its `rowsPass`.
        case blurRows(layer: Int)
    }

    /// A draw's paint and placement (its geometry is in `segments`, `list` and `covers`).
    public struct Draw: Sendable {
        public var paint: PaintPlan
        public var opacity: Float
        /// Maps a pixel position to local points: (a, c, tx) and (b, d, ty) rows.
        public var localFromPixel: (SIMD3<Float>, SIMD3<Float>)
    }

    public var width: Int
    public var height: Int
    /// The background, premultiplied.
    public var background: SIMD4<Float>
    /// Every draw's segments, 4 Floats each.
    public var segments: [Float] = []
    /// Every draw's tile covers, `FramePlan.tileSize` Floats per tile.
    public var covers: [Float] = []
    /// Segment indices (into `segments`, counted in segments) of each draw's tiles.
    public var list: [UInt32] = []
    public var draws: [Draw] = []
    /// The layers, children before their parents.
    public var layers: [LayerPlan] = []
    /// `FineCommand.wordCount` words per command.
    public var commands: [UInt32] = []
    /// Per tile of a fine pass: x, y of its top-left pixel, first command, command count.
    public var tiles: [SIMD4<Int32>] = []
    public var passes: [Pass] = []

    /// Encodes a frame's plan.
    public init(_ plan: FramePlan) {
        width = plan.width; height = plan.height; background = plan.background
        let frame = PixelRect(x: 0, y: 0, width: plan.width, height: plan.height)
        encode(plan.nodes, layer: false, occupancy: TileOccupancy(covering: frame, occupied: true))
    }

    /// Where a draw's tiles lie in `list` and `covers`.
    private struct Placed {
        var index: Int
        var plan: DrawPlan
        var listBase: Int
        var coverBase: Int

        /// The list range and first cover of its tile at (x, y), if it has one there (the
        /// tiler emits tiles by row, then column: a binary search).
        func tile(_ x: Int32, _ y: Int32) -> (list: Range<Int>, cover: Int)? {
            var lo = 0, hi = plan.tiles.count
            while lo < hi {
                let mid = (lo + hi) / 2, m = plan.tiles[mid]
                if m.y < y || (m.y == y && m.x < x) { lo = mid + 1 } else { hi = mid }
            }
            guard lo < plan.tiles.count, plan.tiles[lo].x == x, plan.tiles[lo].y == y else { return nil }
            let i = lo, t = plan.tiles[i]
            return (listBase + Int(t.z)..<listBase + Int(t.z) + Int(t.w), coverBase + i * FramePlan.tileSize)
        }
    }

    /// Adds a draw's geometry to the arrays.
    private mutating func place(_ d: DrawPlan) -> Placed {
        let segmentBase = UInt32(segments.count / 4)
        let p = Placed(index: draws.count, plan: d, listBase: list.count, coverBase: covers.count)
        segments += Segment.floats(of: d.segments)
        covers += d.covers
        list += d.list.map { $0 + segmentBase }
        draws.append(Draw(paint: d.paint, opacity: d.opacity, localFromPixel: d.localFromPixel))
        return p
    }

    /// Encodes the nodes drawn into a target: its child layers first, then its fine pass over
    /// the tiles `occupancy` marks. A layer's content (`layer`) gets the index the layer takes
    /// right after its children: `layers.count` once they are in.
    private mutating func encode(_ nodes: [PlanNode], layer: Bool, occupancy: TileOccupancy) {
        enum Step { case draw(Placed), layer(Int, clip: Placed?) }
        var steps: [Step] = []
        for node in nodes {
            switch node {
            case .draw(let d):
                steps.append(.draw(place(d)))
            case .layer(let l):
                encode(l.nodes, layer: true, occupancy: l.content)
                let index = layers.count
                layers.append(l)
                if l.kernel.radius > 0 { passes.append(.blurRows(layer: index)) }
                steps.append(.layer(index, clip: l.clip.map { place($0) }))
            }
        }
        let first = tiles.count
        let size = FramePlan.tileSize
        for ty in 0..<occupancy.rows {
            for tx in 0..<occupancy.columns where occupancy.flags[ty * occupancy.columns + tx] != 0 {
                let x = Int32((occupancy.firstTile.x + tx) * size), y = Int32((occupancy.firstTile.y + ty) * size)
                let start = commands.count / FineCommand.wordCount
                let pixels = PixelRect(x: Int(x), y: Int(y), width: size, height: size)
                for step in steps {
                    switch step {
                    case .draw(let p):
                        guard let here = p.tile(x, y) else { continue }
                        commands += FineCommand.draw(p.index, list: here.list, cover: here.cover)
                    case .layer(let l, let clip):
                        guard !layers[l].output.intersection(pixels).isEmpty else { continue }
                        if let clip {
                            // Outside the clip's tiles its coverage is 0: the layer adds nothing.
                            guard let here = clip.tile(x, y) else { continue }
                            commands += FineCommand.layer(l, clip: here)
                        } else {
                            commands += FineCommand.layer(l, clip: nil)
                        }
                    }
                }
                tiles.append(SIMD4(x, y, Int32(start), Int32(commands.count / FineCommand.wordCount - start)))
            }
        }
        passes.append(.fine(layer: layer ? layers.count : nil, tiles: first..<tiles.count))
    }
}
