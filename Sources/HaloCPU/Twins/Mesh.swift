import HaloCore

// Mesh gradients (SwiftUI's MeshGradient): the colour at a local point of a grid of cubic
// patches, read from the record `MeshPatches` builds.
// Twin of Shaders/include/mesh.glsl: same functions, same order of operations, in Float; a
// record's words are read from its own array (index 0 where the GPU's start at its w index).

let meshNewtonSteps = 4
/// A Newton step this small (in patches) ends the refinement.
let meshConverged: Float = 1e-5
/// A triangle also holds points this deep (barycentric) outside it.
let meshEdgeSlack: Float = 1e-4

/// One mesh record, as the per-pixel code reads it (from the record's stable storage: the
/// planner built every index in it).
struct MeshReader {
    /// The mesh, kept alive while its words are read.
    let mesh: MeshPatches
    let words: UnsafePointer<UInt32>

    init(_ mesh: MeshPatches) {
        self.mesh = mesh
        words = UnsafePointer(mesh.storage.baseAddress!)
    }

    @inline(__always)
    func meshWord(_ k: Int) -> Int { Int(words[k]) }

    @inline(__always)
    func meshWord(_ f: MeshField) -> Int { Int(words[f.rawValue]) }

    @inline(__always)
    func meshFloat(_ k: Int) -> Float { Float(bitPattern: words[k]) }

    @inline(__always)
    func meshVec2(_ k: Int) -> SIMD2<Float> { SIMD2(meshFloat(k), meshFloat(k + 1)) }

    @inline(__always)
    func meshVec4(_ k: Int) -> SIMD4<Float> {
        SIMD4(meshFloat(k), meshFloat(k + 1), meshFloat(k + 2), meshFloat(k + 3))
    }

    /// Mesh i's record, as the mesh table places it in the frame's words (read from the mesh
    /// itself, checked against them).
    static func meshRecord(_ frame: FrameReader, _ i: Int) -> MeshReader {
        let mesh = frame.buffers.meshes[i]
        assert(frame.buffers.w[Int(frame.w(frame.buffers.meshBase + i))...].starts(with: mesh.words))
        return MeshReader(mesh)
    }

    /// The cubic Hermite basis at s: the weights of the value at 0, the value at 1, the slope
    /// at 0 and the slope at 1.
    @inline(__always)
    static func hermite(_ s: Float) -> SIMD4<Float> {
        let s2 = s * s, s3 = s2 * s
        return SIMD4(2 * s3 - 3 * s2 + 1, -2 * s3 + 3 * s2, s3 - 2 * s2 + s, s3 - s2)
    }

    /// The basis' derivative at s.
    @inline(__always)
    static func hermiteSlope(_ s: Float) -> SIMD4<Float> {
        let s2 = s * s
        return SIMD4(6 * s2 - 6 * s, 6 * s - 6 * s2, 3 * s2 - 4 * s + 1, 3 * s2 - 2 * s)
    }

    /// The index of vertex (i, j)'s record.
    @inline(__always)
    func meshVertex(_ i: Int, _ j: Int) -> Int {
        meshWord(.vertices) + (j * meshWord(.columns) + i) * MeshVertexField.stride
    }

    /// Patch (i, j)'s position weighted by bases bs (along its row) and bt (down its column):
    /// each corner's position, and its tangents along the patch's edges, zero twist.
    func meshPosition(_ i: Int, _ j: Int, _ bs: SIMD4<Float>, _ bt: SIMD4<Float>) -> SIMD2<Float> {
        var sum = SIMD2<Float>.zero
        for b in 0..<2 {
            for a in 0..<2 {
                let v = meshVertex(i + a, j + b)
                let u = meshVec2(v + (a == 0 ? MeshVertexField.outU : .inU).rawValue)
                let d = meshVec2(v + (b == 0 ? MeshVertexField.outV : .inV).rawValue)
                sum += (bs[a] * bt[b]) * meshVec2(v + MeshVertexField.position.rawValue)
                sum += (bs[2 + a] * bt[b]) * u
                sum += (bs[a] * bt[2 + b]) * d
            }
        }
        return sum
    }

    /// Patch (i, j)'s colour weighted by bases bs and bt, as `meshPosition`.
    func meshBlend(_ i: Int, _ j: Int, _ bs: SIMD4<Float>, _ bt: SIMD4<Float>) -> SIMD4<Float> {
        var sum = SIMD4<Float>.zero
        for b in 0..<2 {
            for a in 0..<2 {
                let v = meshVertex(i + a, j + b)
                sum += (bs[a] * bt[b]) * meshVec4(v + MeshVertexField.color.rawValue)
                sum += (bs[2 + a] * bt[b]) * meshVec4(v + MeshVertexField.colorU.rawValue)
                sum += (bs[a] * bt[2 + b]) * meshVec4(v + MeshVertexField.colorV.rawValue)
            }
        }
        return sum
    }

    /// Where p lies in triangle (a, b, c): its weights (s, t) on b - a and c - a; (-2, -2), far
    /// outside, for a flat triangle.
    @inline(__always)
    static func triangleWeights(
        _ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>, _ p: SIMD2<Float>
    ) -> SIMD2<Float> {
        let e1 = b - a, e2 = c - a, r = p - a
        let det = e1.x * e2.y - e1.y * e2.x
        if det == 0 { return SIMD2(-2, -2) }
        return SIMD2((r.x * e2.y - r.y * e2.x) / det, (e1.x * r.y - e1.y * r.x) / det)
    }

    /// How deep inside its triangle a point of weights st lies: the least barycentric weight
    /// (negative outside).
    @inline(__always)
    static func triangleDepth(_ st: SIMD2<Float>) -> Float { min(min(st.x, st.y), 1 - st.x - st.y) }

    /// A first mesh parameter at p from the tessellation, with the depth of p in the triangle
    /// it came from: the last triangle of p's cell (quads in row order) that holds p (depth at
    /// least -meshEdgeSlack); else the triangle p lies nearest (depth over -1); else depth -1.
    func meshGuess(_ p: SIMD2<Float>) -> SIMD3<Float> {
        let origin = SIMD2(meshFloat(MeshField.originX.rawValue), meshFloat(MeshField.originY.rawValue))
        let size = SIMD2(meshFloat(MeshField.cellWidth.rawValue), meshFloat(MeshField.cellHeight.rawValue))
        let cell = ((p - origin) / size).rounded(.down)
        let columns = meshWord(.cellColumns)
        var found = SIMD3<Float>(-1, -1, -1)
        // Also false for NaN, as GLSL's comparisons.
        guard cell.x >= 0, cell.y >= 0, cell.x < Float(columns), cell.y < Float(meshWord(.cellRows)) else {
            return found
        }
        let n = meshWord(.subdivisions)
        let across = (meshWord(.columns) - 1) * n
        let cells = meshWord(.cells) + Int(cell.y) * columns + Int(cell.x)
        let quads = meshWord(.quads), points = meshWord(.tessellation)
        for e in meshWord(cells)..<meshWord(cells + 1) {
            let q = meshWord(quads + e)
            let qx = q % across, qy = q / across
            let v = points + 2 * (qy * (across + 1) + qx)
            let a = meshVec2(v), b = meshVec2(v + 2)
            let c = meshVec2(v + 2 * (across + 1)), d = meshVec2(v + 2 * (across + 2))
            let corner = SIMD2(Float(qx), Float(qy))
            var st = MeshReader.triangleWeights(a, b, d, p)
            var depth = MeshReader.triangleDepth(st)
            if depth >= -meshEdgeSlack || (found.z < -meshEdgeSlack && depth > found.z) {
                let uv = (corner + SIMD2(st.x + st.y, st.y)) / Float(n)
                found = SIMD3(uv.x, uv.y, depth)
            }
            st = MeshReader.triangleWeights(a, d, c, p)
            depth = MeshReader.triangleDepth(st)
            if depth >= -meshEdgeSlack || (found.z < -meshEdgeSlack && depth > found.z) {
                let uv = (corner + SIMD2(st.x, st.x + st.y)) / Float(n)
                found = SIMD3(uv.x, uv.y, depth)
            }
        }
        return found
    }

    /// The patch holding mesh parameter uv (GLSL's `min(ivec2(uv), ...)`, uv never negative).
    @inline(__always)
    func meshPatch(_ uv: SIMD2<Float>) -> (Int, Int) {
        (min(Int(uv.x), meshWord(.columns) - 2), min(Int(uv.y), meshWord(.rows) - 2))
    }

    /// The last mesh parameter: (columns - 1, rows - 1).
    @inline(__always)
    func meshEnd() -> SIMD2<Float> { SIMD2(Float(meshWord(.columns) - 1), Float(meshWord(.rows) - 1)) }

    /// The mesh's position at mesh parameter uv.
    func meshPoint(_ uv: SIMD2<Float>) -> SIMD2<Float> {
        let (i, j) = meshPatch(uv)
        let st = uv - SIMD2(Float(i), Float(j))
        return meshPosition(i, j, MeshReader.hermite(st.x), MeshReader.hermite(st.y))
    }

    /// The mesh parameter at p, refined from `uv` by Newton steps on the patches, kept on the mesh.
    func meshParameter(_ p: SIMD2<Float>, _ start: SIMD2<Float>) -> SIMD2<Float> {
        let last = meshEnd()
        var uv = start.clamped(lowerBound: .zero, upperBound: last)
        for _ in 0..<meshNewtonSteps {
            let (i, j) = meshPatch(uv)
            let st = uv - SIMD2(Float(i), Float(j))
            let bs = MeshReader.hermite(st.x), bt = MeshReader.hermite(st.y)
            let r = p - meshPosition(i, j, bs, bt)
            let su = meshPosition(i, j, MeshReader.hermiteSlope(st.x), bt)
            let sv = meshPosition(i, j, bs, MeshReader.hermiteSlope(st.y))
            let det = su.x * sv.y - su.y * sv.x
            if det == 0 { break }
            let step = SIMD2(r.x * sv.y - r.y * sv.x, su.x * r.y - su.y * r.x) / det
            // GLSL's clamp: NaN (a step from an overflow) stays within the mesh.
            uv = (uv + step).clamped(lowerBound: .zero, upperBound: last)
            uv = uv.replacing(with: 0, where: .!(uv .== uv))
            // Converged: a step this small moves the point by far less than a pixel.
            if abs(step.x) + abs(step.y) < meshConverged { break }
        }
        return uv
    }

    /// The mesh's straight-alpha colour at local point p: its patches' colour (cubic, or
    /// bilinear where the record says so), kept to 0...1; `background` outside the mesh.
    func meshColor(_ background: SIMD4<Float>, _ p: SIMD2<Float>) -> SIMD4<Float> {
        let guess = meshGuess(p)
        if guess.z <= -1 { return background }
        let uv = meshParameter(p, SIMD2(guess.x, guess.y)), last = meshEnd()
        // Kept on the mesh's outline, p lies outside it unless the outline passes within the
        // record's tolerance of it.
        if uv.x == 0 || uv.y == 0 || uv.x == last.x || uv.y == last.y {
            let r = p - meshPoint(uv)
            let tolerance = meshFloat(MeshField.tolerance.rawValue)
            if (r * r).sum() > tolerance * tolerance { return background }
        }
        let (i, j) = meshPatch(uv)
        let st = uv - SIMD2(Float(i), Float(j))
        let cubic = meshWord(.smooth) != 0
        let bs = cubic ? MeshReader.hermite(st.x) : SIMD4(1 - st.x, st.x, 0, 0)
        let bt = cubic ? MeshReader.hermite(st.y) : SIMD4(1 - st.y, st.y, 0, 0)
        return meshBlend(i, j, bs, bt).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
    }
}
