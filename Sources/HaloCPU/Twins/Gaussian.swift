import HaloCore

// The separable Gaussian of docs/semantics.md: half-width ceil(3 sigma), normalised weights,
// transparent outside the source, summed from -radius to +radius in that order, over the
// source's occupied tiles only.
// Twin of Shaders/include/gaussian.glsl: same functions, same order of operations, in Float.

/// A pass's kernel and what it reads: a layer's image in the atlas.
struct Kernel {
    var radius: Int
    /// f index of the weight of offset 0.
    var weights: Int
    /// w index of the flag of the grid's first tile (1: can be non-zero).
    var occupancy: Int
    /// Tiles per row of the occupancy grid.
    var columns: Int
    /// Frame pixel of the grid's first tile's top-left corner.
    var origin: SIMD2<Int>
    /// The atlas texel of the source's first pixel.
    var texel: SIMD2<Int>
}

extension FrameReader {
    @inline(__always)
    func gaussianWeight(_ k: Kernel, _ i: Int) -> Float { f(k.weights + i) }

    /// Whether the tile of the source holding frame pixel (x, y) can be non-zero.
    @inline(__always)
    func tileOccupied(_ k: Kernel, _ x: Int, _ y: Int) -> Bool {
        let tx = (x - k.origin.x) / tileSize, ty = (y - k.origin.y) / tileSize
        return w(k.occupancy + ty * k.columns + tx) != 0
    }

    /// One pass of the blur at frame pixel (px, py) along (dx, dy), over the source covering
    /// `origin` .. + `size` in `atlas`; only the taps inside the source and in its occupied
    /// tiles are fetched (the others add +0 to a sum that starts at +0).
    func gaussianSample(
        _ k: Kernel, _ atlas: Atlas, _ origin: SIMD2<Int>, _ size: SIMD2<Int>,
        _ px: Int, _ py: Int, _ dx: Int, _ dy: Int
    ) -> SIMD4<Float> {
        let qx = px - origin.x, qy = py - origin.y
        let a = dx != 0 ? qy : qx
        if a < 0 || a >= (dx != 0 ? size.y : size.x) { return .zero }
        let along = dx != 0 ? qx : qy
        let first = max(-k.radius, -along)
        let last = min(k.radius, (dx != 0 ? size.x : size.y) - 1 - along)
        var sum = SIMD4<Float>(repeating: 0)
        var i = first
        while i <= last {
            // The taps from i to the end of the tile that tap i lands in.
            let x = px + dx * i, y = py + dy * i
            let inTile = dx != 0 ? (x - k.origin.x) % tileSize : (y - k.origin.y) % tileSize
            let stop = min(last, i + tileSize - 1 - inTile)
            if tileOccupied(k, x, y) {
                for j in i...stop {
                    sum += gaussianWeight(k, abs(j)) * atlas.fetch(k.texel.x + qx + dx * j, k.texel.y + qy + dy * j)
                }
            }
            i = stop + 1
        }
        return sum
    }

    /// Pass `pass`'s kernel of layer l (0: the horizontal pass, reading the content; 1: the
    /// vertical pass, reading the rows, or the content itself when there is no blur).
    func layerKernel(_ l: Int, _ pass: Int) -> Kernel {
        let radius = layerWord(l, .radius)
        let rows = pass == 1 && radius > 0
        return Kernel(
            radius: radius, weights: layerWord(l, .weights),
            occupancy: pass == 0 ? layerWord(l, .contentOccupancy) : layerWord(l, .columnOccupancy),
            columns: layerWord(l, .columns), origin: SIMD2(layerWord(l, .originX), layerWord(l, .originY)),
            texel: rows
                ? SIMD2(layerWord(l, .rowsX), layerWord(l, .rowsY))
                : SIMD2(layerWord(l, .contentX), layerWord(l, .contentY)))
    }
}
