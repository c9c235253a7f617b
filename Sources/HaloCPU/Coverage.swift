import Foundation

// Coverage of pieces from signed distances, in pixels.
// Twin of Shaders/include/coverage.glsl: same functions, same order of operations, in Float.

/// Coverage of a pixel whose centre is `sd` pixels outside an edge (negative inside).
@inline(__always)
func coverageFromDistance(_ sd: Float) -> Float {
    min(max(0.5 - sd, 0), 1)
}

/// Distance from p to the segment a-b.
@inline(__always)
func segmentDistance(_ px: Float, _ py: Float, _ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) -> Float {
    segmentDistanceSquared(px, py, ax, ay, bx, by).squareRoot()
}

/// The square of `segmentDistance` before its square root. The square root is correctly
/// rounded and monotonic, so the root of the least square is the least root, bit for bit:
/// fills take one root per pixel instead of one per segment.
@inline(__always)
func segmentDistanceSquared(_ px: Float, _ py: Float, _ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) -> Float {
    let abx = bx - ax, aby = by - ay
    let apx = px - ax, apy = py - ay
    let len2 = abx * abx + aby * aby
    let t: Float = len2 > 0 ? min(max((apx * abx + apy * aby) / len2, 0), 1) : 0
    let dx = apx - abx * t, dy = apy - aby * t
    return dx * dx + dy * dy
}

/// The winding contribution of segment a-b along a ray from p to +x (half-open in y).
@inline(__always)
func windingCrossing(_ px: Float, _ py: Float, _ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) -> Float {
    let side = (bx - ax) * (py - ay) - (px - ax) * (by - ay)
    if ay <= py && by > py && side > 0 { return 1 }
    if ay > py && by <= py && side < 0 { return -1 }
    return 0
}

/// Signed distance to a stroked segment of half width hw; caps: 0 butt, 1 round, 2 square.
@inline(__always)
func strokeSegmentSDF(_ px: Float, _ py: Float, _ ax: Float, _ ay: Float, _ bx: Float, _ by: Float,
                      _ capStart: Float, _ capEnd: Float, _ hw: Float) -> Float {
    strokeSegmentSDF(px, py, ax, ay, segmentFrame(ax, ay, bx, by), capStart, capEnd, hw)
}

/// CPU only: the length and unit direction (len, dir.x, dir.y) of segment a-b, as
/// `strokeSegmentSDF` computes them; a draw computes them once per piece.
@inline(__always)
func segmentFrame(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) -> SIMD3<Float> {
    let abx = bx - ax, aby = by - ay
    let len = (abx * abx + aby * aby).squareRoot()
    return SIMD3(len, len > 0 ? abx / len : 1, len > 0 ? aby / len : 0)
}

/// `strokeSegmentSDF` from the segment's start and its `segmentFrame`.
@inline(__always)
func strokeSegmentSDF(_ px: Float, _ py: Float, _ ax: Float, _ ay: Float, _ frame: SIMD3<Float>,
                      _ capStart: Float, _ capEnd: Float, _ hw: Float) -> Float {
    let len = frame.x, dirx = frame.y, diry = frame.z
    let apx = px - ax, apy = py - ay
    let along = apx * dirx + apy * diry
    let across = abs(dirx * apy - diry * apx)
    let atStart = along < len * 0.5
    let cap = atStart ? capStart : capEnd
    let beyond = atStart ? -along : along - len
    if cap == 1 {
        let past = max(beyond, 0)
        return (past * past + across * across).squareRoot() - hw
    }
    let ext: Float = cap == 2 ? hw : 0
    let qx = beyond - ext, qy = across - hw
    let ox = max(qx, 0), oy = max(qy, 0)
    return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0)
}

/// Signed distance to the convex quad q0 q1 q2 q3 (clockwise on screen, y down).
///
/// The least edge distance is taken as the root of the least square, as for fills (the same
/// bits: see `segmentDistanceSquared`); an infinite square falls back to the roots.
@inline(__always)
func quadSDF(_ px: Float, _ py: Float, _ q0: SIMD2<Float>, _ q1: SIMD2<Float>, _ q2: SIMD2<Float>, _ q3: SIMD2<Float>) -> Float {
    var d2 = Float.infinity
    var edges = 0
    var inside = true
    // The shader's loop over the edges q[i] -> q[(i + 1) & 3], unrolled.
    @inline(__always) func edge(_ a: SIMD2<Float>, _ b: SIMD2<Float>) {
        let ex = b.x - a.x, ey = b.y - a.y
        if ex * ex + ey * ey == 0 { return }
        if ex * (py - a.y) - ey * (px - a.x) < 0 { inside = false }
        d2 = min(d2, segmentDistanceSquared(px, py, a.x, a.y, b.x, b.y))
        edges += 1
    }
    edge(q0, q1); edge(q1, q2); edge(q2, q3); edge(q3, q0)
    var d: Float = 1e30
    if d2 < .infinity {
        d = min(d, d2.squareRoot())
    } else if edges > 0 {
        for (a, b) in [(q0, q1), (q1, q2), (q2, q3), (q3, q0)] where (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y) != 0 {
            d = min(d, segmentDistance(px, py, a.x, a.y, b.x, b.y))
        }
    }
    return inside ? -d : d
}

/// How far p lies beyond a bevel's line o0-o1 (away from the corner v), inside the corner's
/// outer cone; -1e30 outside the cone (no clip).
@inline(__always)
func bevelClip(_ px: Float, _ py: Float, _ v: SIMD2<Float>, _ o0: SIMD2<Float>, _ o1: SIMD2<Float>) -> Float {
    let ax = o0.x - v.x, ay = o0.y - v.y
    let bx = o1.x - v.x, by = o1.y - v.y
    let dx = px - v.x, dy = py - v.y
    let turn = ax * by - ay * bx
    let s0 = ax * dy - ay * dx
    let s1 = dx * by - dy * bx
    if s0 * turn < 0 || s1 * turn < 0 { return -1e30 }
    let ex = o1.x - o0.x, ey = o1.y - o0.y
    let len = (ex * ex + ey * ey).squareRoot()
    if len == 0 { return -1e30 }
    var nx = ey / len, ny = -ex / len
    if nx * (v.x - o0.x) + ny * (v.y - o0.y) > 0 { nx = -nx; ny = -ny }
    return (px - o0.x) * nx + (py - o0.y) * ny
}
