/// The work a frame gives the GPU path, counted from its encoding alone: the same on every
/// machine. llvmpipe's timings do not predict a datacenter GPU's; these counts do (docs/gpu.md).
///
/// The passes counted are the GPU renderer's (`FrameEncoding`): the fine passes, one
/// invocation per pixel of each tile they dispatch, each evaluating the segments of its tile's
/// draw and clip commands and fetching its layer commands' taps (the blur's vertical pass, or
/// one texel without blur, in occupied tiles only), and writing its pixel once (16 bytes into
/// a layer's RGBA32F region, 4 into the output); and the blur's horizontal passes over each
/// layer's `rowsPass`, fetching only the taps in occupied tiles. Nothing is cleared.
package struct WorkCounts: Equatable, Sendable {
    /// One kind of pass, summed over the frame.
    package struct Pass: Equatable, Sendable {
        package var name: String
        /// How many times it runs (dispatches).
        package var runs = 0
        /// Shader invocations: one per pixel of the workgroups dispatched.
        package var invocations = 0
        /// Segment area evaluations (`segmentArea`), over all invocations.
        package var segmentEvaluations = 0
        /// Texels the blur passes fetch.
        package var blurTaps = 0
        package var bytesWritten = 0
        package var bytesCleared = 0

        package init(name: String) { self.name = name }

        package static func + (a: Pass, b: Pass) -> Pass {
            var s = a
            s.runs += b.runs
            s.invocations += b.invocations
            s.segmentEvaluations += b.segmentEvaluations
            s.blurTaps += b.blurTaps
            s.bytesWritten += b.bytesWritten
            s.bytesCleared += b.bytesCleared
            return s
        }
    }

    /// fine, blur rows: in that order.
    package var passes: [Pass]
    /// The encoding's buffers (`FrameBuffers`) sent to the GPU.
    package var bytesUploaded: Int
    /// The image levels the frame samples (kept alive by their sources): their texels are sent
    /// only when they differ from the last frame's (`GPURenderer`), so a batch counts them once.
    package var images: [ObjectIdentifier] = []
    /// The bytes of those levels' texels.
    package var bytesTexels = 0
    package var bytesReadBack: Int

    static let floatPixel = 16, bytePixel = 4

    /// Counts the work of `plan`.
    package init(_ plan: FramePlan) {
        self.init(FrameEncoding(plan))
    }

    /// Counts the work of an encoded frame.
    package init(_ e: FrameEncoding) {
        var fine = Pass(name: "fine"), rows = Pass(name: "blur rows")
        let size = FramePlan.tileSize
        let frame = PixelRect(x: 0, y: 0, width: e.width, height: e.height)
        // What each layer's vertical pass reads: its rows, non-zero within the radius of its
        // content's tiles (grown once a layer, not once a tile).
        let columnSources = e.layers.map {
            $0.kernel.radius > 0 ? $0.content.grownAlongRows(by: $0.kernel.radius) : $0.content
        }
        for pass in e.passes {
            switch pass {
            case .fine(let layer, let tiles):
                // A pass with no tiles dispatches nothing (a layer whose content is not drawn).
                if !tiles.isEmpty { fine.runs += 1 }
                let target = layer.map { e.layers[$0].bounds } ?? frame
                for t in e.tiles[tiles] {
                    let tile = PixelRect(x: Int(t.x), y: Int(t.y), width: size, height: size)
                    let inside = tile.intersection(target)
                    let pixels = inside.width * inside.height
                    fine.invocations += size * size
                    fine.bytesWritten += pixels * (layer == nil ? WorkCounts.bytePixel : WorkCounts.floatPixel)
                    for c in Int(t.z)..<Int(t.z + t.w) {
                        let w = Array(e.commands[c * FineCommand.wordCount..<(c + 1) * FineCommand.wordCount])
                        if w[0] == FineCommand.drawTag {
                            fine.segmentEvaluations += pixels * Int(w[3])
                        } else {
                            if w[7] != FineCommand.noClip { fine.segmentEvaluations += pixels * Int(w[6]) }
                            let l = Int(w[1])
                            fine.blurTaps += WorkCounts.layerTaps(e.layers[l], columnSources[l], inside)
                        }
                    }
                }
            case .blurRows(let layer):
                let l = e.layers[layer], p = l.rowsPass
                rows.runs += 1
                rows.invocations += ((p.width + size - 1) / size) * ((p.height + size - 1) / size) * size * size
                rows.bytesWritten += p.width * p.height * WorkCounts.floatPixel
                for (ty, n) in WorkCounts.byTile(p.y..<p.maxY) {
                    let inside = l.bounds.x..<l.bounds.maxX
                    rows.blurTaps +=
                        n
                        * WorkCounts.taps(p.x..<p.maxX, radius: l.kernel.radius, inside: inside) {
                            l.content.isOccupied($0 * size, ty * size)
                        }
                }
            }
        }
        passes = [fine, rows]
        let buffers = FrameBuffers(e)
        bytesUploaded = buffers.byteCount
        images = buffers.images.map(ObjectIdentifier.init)
        bytesTexels = buffers.texelCount * 4
        bytesReadBack = e.width * e.height * WorkCounts.bytePixel
    }

    /// Every pass summed.
    package var total: Pass {
        var t = passes.dropFirst().reduce(passes[0]) { $0 + $1 }
        t.name = "total"
        return t
    }

    /// The texels a layer command fetches over the pixels `inside` of its tile: the vertical
    /// pass's taps inside the layer's rows and in tiles its rows can be non-zero, or, without
    /// blur, one texel where its content can be. `source` is the occupancy its vertical pass
    /// reads (the content grown by the radius along rows).
    static func layerTaps(_ l: LayerPlan, _ source: TileOccupancy, _ inside: PixelRect) -> Int {
        let size = FramePlan.tileSize, r = l.kernel.radius
        let layerColumns = PixelRect(x: l.bounds.x, y: inside.y, width: l.bounds.width, height: inside.height)
        let columns = inside.intersection(layerColumns)
        guard !columns.isEmpty else { return 0 }
        if r == 0 {
            let within = columns.intersection(l.bounds)
            return !within.isEmpty && l.content.isOccupied(within.x, within.y) ? within.width * within.height : 0
        }
        return byTile(columns.x..<columns.maxX).reduce(0) { sum, column in
            sum + column.pixels
                * taps(columns.y..<columns.maxY, radius: r, inside: l.bounds.y..<l.bounds.maxY) {
                    source.isOccupied(column.tile * size, $0 * size)
                }
        }
    }

    /// Taps of one pass along one axis at each of `positions`: the offsets -r...r that land
    /// inside the source and in a tile that `occupied(tile)` says can be non-zero.
    static func taps(_ positions: Range<Int>, radius: Int, inside: Range<Int>, occupied: (Int) -> Bool) -> Int {
        let size = FramePlan.tileSize
        return positions.reduce(0) { sum, p in
            let lo = max(p - radius, inside.lowerBound), hi = min(p + radius, inside.upperBound - 1)
            guard lo <= hi else { return sum }
            var n = 0
            for t in TileOccupancy.tile(lo)...TileOccupancy.tile(hi) where occupied(t) {
                n += min(hi, t * size + size - 1) - max(lo, t * size) + 1
            }
            return sum + n
        }
    }

    /// The pixels of `range` in each tile it touches, by tile.
    static func byTile(_ range: Range<Int>) -> [(tile: Int, pixels: Int)] {
        guard !range.isEmpty else { return [] }
        let size = FramePlan.tileSize
        return (TileOccupancy.tile(range.lowerBound)...TileOccupancy.tile(range.upperBound - 1)).map { t in
            (t, min(range.upperBound, (t + 1) * size) - max(range.lowerBound, t * size))
        }
    }
}
