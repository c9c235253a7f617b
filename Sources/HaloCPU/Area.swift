// Exact-area coverage of a pixel by a nonzero-winding fill of segments, in pixels.
// Twin of Shaders/include/area.glsl: same functions, same order of operations, in Float.
// The idea is the font rasterizers' signed-area accumulation (libart, font-rs, vello's fine
// stage): a segment adds to a pixel the signed area of the pixel's rows it spans that lies
// left of it, which is the winding a ray to +x counts, integrated over the pixel.

/// The integral of clamp(x, 0, 1) for x from 0 to u.
@inline(__always)
func clampIntegral(_ u: Float) -> Float {
    if u <= 0 { return 0 }
    if u < 1 { return 0.5 * u * u }
    return u - 0.5
}

/// The signed area segment a-b adds to the pixel whose top-left corner is (x0, y0):
/// positive for a segment running down (+y), negative up.
@inline(__always)
func segmentArea(_ x0: Float, _ y0: Float, _ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) -> Float {
    let top = max(min(ay, by), y0)
    let bottom = min(max(ay, by), y0 + 1)
    if !(bottom > top) { return 0 }
    let dxdy = (bx - ax) / (by - ay)
    let ut = ax + (top - ay) * dxdy - x0
    let ub = ax + (bottom - ay) * dxdy - x0
    let h = bottom - top
    let lo = min(ut, ub)
    let hi = max(ut, ub)
    let inside: Float
    if hi <= 0 {
        inside = 0
    } else if lo >= 1 {
        inside = h
    } else if lo >= 0 && hi <= 1 {
        inside = h * (0.5 * (ut + ub))
    } else {
        inside = h * ((clampIntegral(hi) - clampIntegral(lo)) / (hi - lo))
    }
    return by > ay ? inside : -inside
}

/// Coverage from a pixel's summed signed area: the nonzero rule, exact where the winding
/// number within the pixel is 0 or +-1.
@inline(__always)
func areaCoverage(_ area: Float) -> Float {
    min(abs(area), 1)
}
