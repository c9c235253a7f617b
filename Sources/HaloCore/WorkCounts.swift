/// The work a frame's plan gives the GPU path, counted from the plan alone: the same on every
/// machine. llvmpipe's timings do not predict a datacenter GPU's; these counts do (DESIGN.md,
/// "EGL and GL").
///
/// The passes counted are the GPU renderer's: the frame target and every layer target cleared,
/// one invocation per pixel of each draw's tiles (each evaluating the tile's segments), the
/// blur's horizontal pass over a layer's `rowsPass`, its vertical pass with clip and opacity
/// over `output` (one tap when there is no blur; otherwise both passes fetch only the taps in
/// tiles that can be non-zero, `TileOccupancy`), and the resolve of the float frame to bytes.
/// Float targets are RGBA32F (16 bytes a pixel), the output RGBA8.
public struct WorkCounts: Equatable, Sendable {
    /// One kind of pass, summed over the frame.
    public struct Pass: Equatable, Sendable {
        public var name: String
        /// How many times it runs (draw calls or dispatches).
        public var runs = 0
        /// Shader invocations: one per pixel the pass computes.
        public var invocations = 0
        /// Segment area evaluations (`segmentArea`), over all invocations.
        public var segmentEvaluations = 0
        /// Texels the blur and composite passes fetch.
        public var blurTaps = 0
        public var bytesWritten = 0
        public var bytesCleared = 0

        public init(name: String) { self.name = name }

        public static func + (a: Pass, b: Pass) -> Pass {
            var s = a
            s.runs += b.runs; s.invocations += b.invocations; s.segmentEvaluations += b.segmentEvaluations
            s.blurTaps += b.blurTaps; s.bytesWritten += b.bytesWritten; s.bytesCleared += b.bytesCleared
            return s
        }
    }

    /// clear, draw, blur rows, composite, resolve: in that order.
    public var passes: [Pass]
    /// Segments, covers, tile lists and tile records sent to the GPU.
    public var bytesUploaded: Int
    public var bytesReadBack: Int

    static let floatPixel = 16, bytePixel = 4

    /// Counts the work of `plan`.
    public init(_ plan: FramePlan) {
        var clear = Pass(name: "clear"), draw = Pass(name: "draw"), rows = Pass(name: "blur rows")
        var composite = Pass(name: "composite"), resolve = Pass(name: "resolve")
        let frame = PixelRect(x: 0, y: 0, width: plan.width, height: plan.height)
        var uploaded = 0

        func cleared(_ r: PixelRect) {
            clear.runs += 1
            clear.bytesCleared += r.width * r.height * WorkCounts.floatPixel
        }
        func drawn(_ d: DrawPlan, into target: PixelRect) {
            draw.runs += 1
            uploaded += d.segments.count * 16 + d.covers.count * 4 + d.list.count * 4 + d.tiles.count * 16
            for t in d.tiles {
                let r = PixelRect(x: Int(t.x), y: Int(t.y), width: FramePlan.tileSize, height: FramePlan.tileSize)
                let n = r.intersection(target)
                let pixels = n.width * n.height
                draw.invocations += pixels
                draw.segmentEvaluations += pixels * Int(t.w)
                draw.bytesWritten += pixels * WorkCounts.floatPixel
            }
        }
        /// Taps of one pass along one axis at each of `positions`: the offsets -r...r that land
        /// inside the source and in a tile that `occupied(tile)` says can be non-zero.
        func taps(_ positions: Range<Int>, radius: Int, inside: Range<Int>, occupied: (Int) -> Bool) -> Int {
            positions.reduce(0) { sum, p in
                let lo = max(p - radius, inside.lowerBound), hi = min(p + radius, inside.upperBound - 1)
                guard lo <= hi else { return sum }
                var n = 0
                for t in TileOccupancy.tile(lo)...TileOccupancy.tile(hi) where occupied(t) {
                    n += min(hi, t * FramePlan.tileSize + FramePlan.tileSize - 1) - max(lo, t * FramePlan.tileSize) + 1
                }
                return sum + n
            }
        }
        /// The pixels of `range` in each tile it touches, by tile.
        func byTile(_ range: Range<Int>) -> [(tile: Int, pixels: Int)] {
            guard !range.isEmpty else { return [] }
            return (TileOccupancy.tile(range.lowerBound)...TileOccupancy.tile(range.upperBound - 1)).map { t in
                (t, min(range.upperBound, (t + 1) * FramePlan.tileSize) - max(range.lowerBound, t * FramePlan.tileSize))
            }
        }
        func walk(_ nodes: [PlanNode], into target: PixelRect) {
            for node in nodes {
                switch node {
                case .draw(let d):
                    drawn(d, into: target)
                case .layer(let l):
                    cleared(l.bounds)
                    walk(l.nodes, into: l.bounds)
                    if let c = l.clip {
                        cleared(l.bounds)
                        drawn(c, into: l.bounds)
                    }
                    let r = l.kernel.radius
                    if r > 0 {
                        let p = l.rowsPass
                        rows.runs += 1
                        rows.invocations += p.width * p.height
                        for (ty, n) in byTile(p.y..<p.maxY) {
                            rows.blurTaps += n * taps(p.x..<p.maxX, radius: r, inside: l.bounds.x..<l.bounds.maxX) {
                                l.content.isOccupied($0 * FramePlan.tileSize, ty * FramePlan.tileSize)
                            }
                        }
                        rows.bytesWritten += p.width * p.height * WorkCounts.floatPixel
                    }
                    let o = l.output
                    composite.runs += 1
                    composite.invocations += o.width * o.height
                    let source = r > 0 ? l.content.grownAlongRows(by: r) : l.content
                    for (tx, n) in byTile(o.x..<o.maxX) {
                        composite.blurTaps += n * taps(o.y..<o.maxY, radius: r, inside: l.bounds.y..<l.bounds.maxY) {
                            r == 0 || source.isOccupied(tx * FramePlan.tileSize, $0 * FramePlan.tileSize)
                        }
                    }
                    composite.bytesWritten += o.width * o.height * WorkCounts.floatPixel
                }
            }
        }
        cleared(frame)
        walk(plan.nodes, into: frame)
        resolve.runs = 1
        resolve.invocations = plan.width * plan.height
        resolve.bytesWritten = plan.width * plan.height * WorkCounts.bytePixel
        passes = [clear, draw, rows, composite, resolve]
        bytesUploaded = uploaded
        bytesReadBack = plan.width * plan.height * WorkCounts.bytePixel
    }

    /// Every pass summed.
    public var total: Pass { passes.dropFirst().reduce(passes[0]) { $0 + $1 }.renamed("total") }
}

private extension WorkCounts.Pass {
    func renamed(_ name: String) -> WorkCounts.Pass {
        var p = self
        p.name = name
        return p
    }
}
