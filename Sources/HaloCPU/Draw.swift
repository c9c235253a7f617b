import HaloCore

// One draw's pixels: coverage of its pieces times its paint, premultiplied.
// Twin of Shaders/draw.frag: same functions, same order of operations, in Float.

/// The uniforms and buffers of one draw, as the shader sees them.
struct DrawUniforms {
    var mode: Int32
    var halfWidth: Float
    var alphaScale: Float
    var opacity: Float
    var localX: SIMD3<Float>
    var localY: SIMD3<Float>
    /// Piece texels: 12 Floats per piece (see Piece.swift).
    var pieces: [Float]
    var list: [UInt32]
    var paint: PaintUniforms

    init(_ d: DrawPlan) {
        mode = d.mode.rawValue; halfWidth = d.halfWidth; alphaScale = d.alphaScale; opacity = d.opacity
        localX = d.localFromPixel.0; localY = d.localFromPixel.1
        pieces = d.pieces.flatMap(\.floats)
        list = d.list
        paint = PaintUniforms(d.paint)
    }

    /// The piece texel `i` (4 Floats) starts at this index of `pieces`.
    @inline(__always)
    func fetchTexel(_ i: Int) -> Int { i * 4 }

    /// The piece index at list position `i`.
    @inline(__always)
    func fetchIndex(_ i: Int) -> Int { Int(list[i]) }

    /// Nonzero-winding fill coverage from the tile's segments (the least distance taken as
    /// the root of the least square: the same bits, see `segmentDistanceSquared`).
    func fillCoverage(_ px: Float, _ py: Float, _ start: Int, _ count: Int) -> Float {
        var d2 = Float.infinity
        var winding: Float = 0
        for i in 0..<count {
            let k = fetchTexel(fetchIndex(start + i) * 3)
            let ax = pieces[k], ay = pieces[k + 1], bx = pieces[k + 2], by = pieces[k + 3]
            d2 = min(d2, segmentDistanceSquared(px, py, ax, ay, bx, by))
            winding += windingCrossing(px, py, ax, ay, bx, by)
        }
        let d = d2.squareRoot()
        return coverageFromDistance(winding != 0 ? -d : d)
    }

    /// Stroke coverage: the union of the tile's segments and join quads, less bevel clips.
    func strokeCoverage(_ px: Float, _ py: Float, _ start: Int, _ count: Int) -> Float {
        var sd: Float = 1e30
        var clip: Float = -1e30
        for i in 0..<count {
            let k = fetchTexel(fetchIndex(start + i) * 3)
            let kind = pieces[k + 8]
            if kind == 0 {
                sd = min(sd, strokeSegmentSDF(px, py, pieces[k], pieces[k + 1], pieces[k + 2], pieces[k + 3],
                                              pieces[k + 9], pieces[k + 10], halfWidth))
            } else if kind == 1 {
                sd = min(sd, quadSDF(px, py, SIMD2(pieces[k], pieces[k + 1]), SIMD2(pieces[k + 2], pieces[k + 3]),
                                     SIMD2(pieces[k + 4], pieces[k + 5]), SIMD2(pieces[k + 6], pieces[k + 7])))
            } else {
                clip = max(clip, bevelClip(px, py, SIMD2(pieces[k], pieces[k + 1]),
                                           SIMD2(pieces[k + 2], pieces[k + 3]), SIMD2(pieces[k + 4], pieces[k + 5])))
            }
        }
        return coverageFromDistance(max(sd, clip)) * alphaScale
    }

    /// The premultiplied colour of the pixel centred at p, for source-over blending.
    func main(_ px: Float, _ py: Float, _ start: Int, _ count: Int) -> SIMD4<Float> {
        let coverage: Float
        if count == 0 {
            coverage = mode == 1 ? alphaScale : 1
        } else if mode == 0 {
            coverage = fillCoverage(px, py, start, count)
        } else {
            coverage = strokeCoverage(px, py, start, count)
        }
        let lx = localX.x * px + localX.y * py + localX.z
        let ly = localY.x * px + localY.y * py + localY.z
        let color = paint.paintColor(lx, ly)
        let a = color.w * coverage * opacity
        return SIMD4(color.x * a, color.y * a, color.z * a, a)
    }
}
