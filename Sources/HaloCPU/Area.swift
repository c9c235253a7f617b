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

/// CPU only: `segmentArea` for sixteen pixels of a row at once (`x0`, their left edges): each
/// lane takes the scalar's operations in its order and its branch's value, so the lanes equal
/// the scalar bit for bit (`CoverageCullingTests`). A branch's value is computed in every lane
/// and kept where its condition holds; a lane's NaN or infinity from a branch it does not take
/// is dropped.
@inline(__always)
func segmentAreas(
    _ x0: SIMD16<Float>, _ y0: Float, _ ax: Float, _ ay: Float, _ bx: Float, _ by: Float
) -> SIMD16<Float> {
    let top = max(min(ay, by), y0)
    let bottom = min(max(ay, by), y0 + 1)
    if !(bottom > top) { return .zero }
    let dxdy = (bx - ax) / (by - ay)
    let ut = SIMD16(repeating: ax + (top - ay) * dxdy) - x0
    let ub = SIMD16(repeating: ax + (bottom - ay) * dxdy) - x0
    let h = bottom - top
    let lo = ut.replacing(with: ub, where: ub .< ut)
    let hi = ut.replacing(with: ub, where: ub .>= ut)
    var inside = h * ((clampIntegrals(hi) - clampIntegrals(lo)) / (hi - lo))
    inside.replace(with: h * (0.5 * (ut + ub)), where: (lo .>= 0) .& (hi .<= 1))
    inside.replace(with: h, where: lo .>= 1)
    inside.replace(with: 0, where: hi .<= 0)
    // Negated by the sign bit: SIMD's prefix minus is 0 - x, which makes a +0 of a 0.
    if by > ay { return inside }
    return unsafeBitCast(unsafeBitCast(inside, to: SIMD16<UInt32>.self) ^ 0x8000_0000, to: SIMD16<Float>.self)
}

/// CPU only: `clampIntegral` in each lane.
@inline(__always)
func clampIntegrals(_ u: SIMD16<Float>) -> SIMD16<Float> {
    var v = u - 0.5
    v.replace(with: 0.5 * u * u, where: u .< 1)
    v.replace(with: 0, where: u .<= 0)
    return v
}

/// CPU only: `areaCoverage` in each lane (the sign bit cleared, then at most 1; a NaN stays).
@inline(__always)
func areaCoverages(_ area: SIMD16<Float>) -> SIMD16<Float> {
    let bits = unsafeBitCast(area, to: SIMD16<UInt32>.self) & 0x7FFF_FFFF
    let magnitude = unsafeBitCast(bits, to: SIMD16<Float>.self)
    return magnitude.replacing(with: 1, where: magnitude .> 1)
}
