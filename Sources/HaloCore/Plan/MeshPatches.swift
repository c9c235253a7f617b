/// A mesh gradient as the per-pixel stage reads it: one record of words (`MeshField`) with its
/// vertices, their tangents and colours, a tessellation of its patches and a grid of cells
/// listing the tessellation's quads. The planner builds it once per paint and frame scale; both
/// backends read the same words (Shaders/include/mesh.glsl, HaloCPU/Twins/Mesh.swift), find a pixel's
/// quad in its cell, and refine the patch parameter there on the exact patches.
///
/// Sendable by hand: `storage` is written once, in `init`, and only read after.
package final class MeshPatches: @unchecked Sendable {
    /// The record, at a stable address for the CPU's per-pixel reads (freed with it).
    package let storage: UnsafeMutableBufferPointer<UInt32>
    /// The record's words.
    package var words: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(storage) }

    /// Pixels a tessellation quad spans at most along a side (before the quad-count cap).
    static let quadPixels = 16.0
    /// Subdivisions of a patch side at most, and quads of a mesh at most.
    static let maxSubdivisions = 32, maxQuads = 65_536
    /// Pixels a cell spans along a side, and cells a side at most.
    static let cellPixels = 16.0, maxCells = 128
    /// Pixels the exact outline may stray outside the tessellation's, and how near (pixels) a
    /// point must lie to the outline to count as on it.
    static let marginPixels = 2.0, tolerancePixels = 0.05

    /// `mesh` over `frame` (local points), tessellated finely enough for `pixelsPerPoint`.
    package init(_ mesh: MeshPaint, frame: Rect, pixelsPerPoint: Double) {
        let w = mesh.width, h = mesh.height
        let origin = SIMD2(frame.x, frame.y), size = SIMD2(frame.width, frame.height)
        func local(_ p: Point) -> SIMD2<Double> { origin + SIMD2(p.x, p.y) * size }
        let points = mesh.points.map(local)
        let colors = mesh.colors.map { SIMD4($0.r, $0.g, $0.b, $0.a) }
        /// Vertex (i, j)'s index.
        func at(_ i: Int, _ j: Int) -> Int { j * w + i }
        /// The Catmull-Rom tangent of `values` at vertex (i, j) along a row (`row`) or column:
        /// half the difference of its neighbours, or the one difference at an end.
        func tangent<V: SIMD>(_ values: [V], _ i: Int, _ j: Int, row: Bool) -> V where V.Scalar == Double {
            let (k, n) = row ? (i, w) : (j, h)
            let lo = max(k - 1, 0), hi = min(k + 1, n - 1)
            let a = row ? values[at(lo, j)] : values[at(i, lo)], b = row ? values[at(hi, j)] : values[at(i, hi)]
            return (b - a) / V(repeating: Double(hi - lo))
        }
        // Each vertex's tangents: (outU, inU, outV, inV).
        var tangents: [(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)] = []
        for j in 0..<h {
            for i in 0..<w {
                let p = points[at(i, j)]
                if let c = mesh.controls?[at(i, j)] {
                    tangents.append(
                        (
                            3 * (local(c.trailing) - p), 3 * (p - local(c.leading)), 3 * (local(c.bottom) - p),
                            3 * (p - local(c.top))
                        ))
                } else {
                    let u = tangent(points, i, j, row: true), v = tangent(points, i, j, row: false)
                    tangents.append((u, u, v, v))
                }
            }
        }
        let surface = Surface(width: w, points: points, tangents: tangents)

        // Subdivisions: quads of at most `quadPixels` along the longest patch side (its
        // control polygon's length), capped so the mesh has at most `maxQuads`.
        var longest = 0.0
        for j in 0..<h {
            for i in 0..<w {
                let k = at(i, j), t = tangents[k]
                if i + 1 < w {
                    let l = (t.0 / 3).length + (points[k + 1] - points[k]).length + (tangents[k + 1].1 / 3).length
                    longest = max(longest, l)
                }
                if j + 1 < h {
                    let l = (t.2 / 3).length + (points[k + w] - points[k]).length + (tangents[k + w].3 / 3).length
                    longest = max(longest, l)
                }
            }
        }
        let patches = (w - 1) * (h - 1)
        let cap = Int(Double(MeshPatches.maxQuads / patches).squareRoot())
        let wanted = (longest * pixelsPerPoint / MeshPatches.quadPixels).rounded(.up)
        let n = max(1, min(MeshPatches.maxSubdivisions, cap, wanted.isFinite ? Int(min(wanted, 1e6)) : 1))
        let across = (w - 1) * n, down = (h - 1) * n
        var tess: [SIMD2<Double>] = []
        tess.reserveCapacity((across + 1) * (down + 1))
        for b in 0...down {
            for a in 0...across { tess.append(surface.position(Double(a) / Double(n), Double(b) / Double(n))) }
        }
        let floats = tess.map { SIMD2<Float>(Float($0.x), Float($0.y)) }

        // Cells over the tessellation's bounds, each listing the quads whose bounds meet it,
        // both grown by `margin`: the exact outline strays that little from the tessellation's
        // (a chord's sagitta), and a pixel there still finds the quad nearest it.
        let margin = Float(MeshPatches.marginPixels / pixelsPerPoint)
        var lo = SIMD2<Float>(repeating: .infinity), hi = SIMD2<Float>(repeating: -.infinity)
        for p in floats {
            lo = pointwiseMin(lo, p)
            hi = pointwiseMax(hi, p)
        }
        lo -= margin
        hi += margin
        let extent = hi - lo
        func cellCount(_ e: Float) -> Int {
            let c = (Double(e) * pixelsPerPoint / MeshPatches.cellPixels).rounded(.up)
            return c.isFinite ? max(1, min(MeshPatches.maxCells, Int(max(c, 1)))) : 1
        }
        let cols = cellCount(extent.x), rows = cellCount(extent.y)
        let cell = SIMD2(max(extent.x / Float(cols), 1e-6), max(extent.y / Float(rows), 1e-6))
        func cellRange(_ q: Int) -> (ClosedRange<Int>, ClosedRange<Int>) {
            let qx = q % across, qy = q / across, v = qy * (across + 1) + qx
            let corners = [floats[v], floats[v + 1], floats[v + across + 1], floats[v + across + 2]]
            let a = corners.reduce(corners[0], pointwiseMin), b = corners.reduce(corners[0], pointwiseMax)
            let slack = SIMD2(repeating: margin)
            let c0 = ((a - slack - lo) / cell).rounded(.down), c1 = ((b + slack - lo) / cell).rounded(.down)
            return (
                max(Int(c0.x), 0)...min(Int(c1.x), cols - 1), max(Int(c0.y), 0)...min(Int(c1.y), rows - 1)
            )
        }
        let quadCount = across * down
        var counts = [Int](repeating: 0, count: cols * rows + 1)
        for q in 0..<quadCount {
            let (xs, ys) = cellRange(q)
            for y in ys { for x in xs { counts[y * cols + x + 1] += 1 } }
        }
        for c in 0..<(cols * rows) { counts[c + 1] += counts[c] }
        var quads = [UInt32](repeating: 0, count: counts[cols * rows])
        var next = counts
        for q in 0..<quadCount {
            let (xs, ys) = cellRange(q)
            for y in ys {
                for x in xs {
                    quads[next[y * cols + x]] = UInt32(q)
                    next[y * cols + x] += 1
                }
            }
        }

        // The record: header, vertices, tessellation, cells, quads.
        let vertexBase = MeshField.allCases.count
        let tessBase = vertexBase + w * h * MeshVertexField.stride
        let cellBase = tessBase + floats.count * 2
        let quadBase = cellBase + counts.count
        var r = [UInt32](repeating: 0, count: quadBase + quads.count)
        func bits(_ v: Float) -> UInt32 { v.bitPattern }
        for f in MeshField.allCases {
            r[f.rawValue] =
                switch f {
                case .columns: UInt32(w)
                case .rows: UInt32(h)
                case .subdivisions: UInt32(n)
                case .smooth: mesh.smoothsColors ? 1 : 0
                case .cellColumns: UInt32(cols)
                case .cellRows: UInt32(rows)
                case .originX: bits(lo.x)
                case .originY: bits(lo.y)
                case .cellWidth: bits(cell.x)
                case .cellHeight: bits(cell.y)
                case .tolerance: bits(Float(MeshPatches.tolerancePixels / pixelsPerPoint))
                case .vertices: UInt32(vertexBase)
                case .tessellation: UInt32(tessBase)
                case .cells: UInt32(cellBase)
                case .quads: UInt32(quadBase)
                }
        }
        for j in 0..<h {
            for i in 0..<w {
                let k = at(i, j), base = vertexBase + k * MeshVertexField.stride
                func put(_ field: MeshVertexField, _ values: [Double]) {
                    for (o, v) in values.enumerated() { r[base + field.rawValue + o] = bits(Float(v)) }
                }
                let t = tangents[k], c = colors[k]
                let cu = tangent(colors, i, j, row: true), cv = tangent(colors, i, j, row: false)
                put(.position, [points[k].x, points[k].y])
                put(.outU, [t.0.x, t.0.y])
                put(.inU, [t.1.x, t.1.y])
                put(.outV, [t.2.x, t.2.y])
                put(.inV, [t.3.x, t.3.y])
                put(.color, [c.x, c.y, c.z, c.w])
                put(.colorU, [cu.x, cu.y, cu.z, cu.w])
                put(.colorV, [cv.x, cv.y, cv.z, cv.w])
            }
        }
        for (i, p) in floats.enumerated() {
            r[tessBase + 2 * i] = bits(p.x)
            r[tessBase + 2 * i + 1] = bits(p.y)
        }
        for (i, c) in counts.enumerated() { r[cellBase + i] = UInt32(c) }
        for (i, q) in quads.enumerated() { r[quadBase + i] = q }
        storage = .allocate(capacity: r.count)
        _ = storage.initialize(from: r)
    }

    deinit { storage.deallocate() }

    /// The mesh's patches in local points, for its tessellation: bicubic Hermite patches with
    /// zero twist, each edge the cubic its end vertices' positions and tangents make.
    struct Surface {
        var width: Int
        var points: [SIMD2<Double>]
        var tangents: [(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)]

        /// The cubic Hermite basis at s: value at 0, value at 1, slope at 0, slope at 1.
        static func hermite(_ s: Double) -> SIMD4<Double> {
            let s2 = s * s, s3 = s2 * s
            return SIMD4(2 * s3 - 3 * s2 + 1, -2 * s3 + 3 * s2, s3 - 2 * s2 + s, s3 - s2)
        }

        /// The position at mesh parameter (u, v): u in 0...width - 1 along rows, v down columns.
        func position(_ u: Double, _ v: Double) -> SIMD2<Double> {
            let rows = points.count / width
            let i = min(Int(u), width - 2), j = min(Int(v), rows - 2)
            let bs = Surface.hermite(u - Double(i)), bt = Surface.hermite(v - Double(j))
            var sum = SIMD2<Double>.zero
            for b in 0..<2 {
                for a in 0..<2 {
                    let k = (j + b) * width + i + a, t = tangents[k]
                    let u: SIMD2<Double> = a == 0 ? t.0 : t.1, v: SIMD2<Double> = b == 0 ? t.2 : t.3
                    let wp: Double = bs[a] * bt[b], wu: Double = bs[2 + a] * bt[b], wv: Double = bs[a] * bt[2 + b]
                    sum += wp * points[k]
                    sum += wu * u
                    sum += wv * v
                }
            }
            return sum
        }
    }
}

extension SIMD2 where Scalar == Double {
    /// The vector's length.
    var length: Double { (x * x + y * y).squareRoot() }
}
