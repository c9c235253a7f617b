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
    // The segment's values over the row (`SegmentRow`: top and bottom clipped to it, x at both),
    // then the pixel's share: area.glsl's operations, in its order.
    guard let row = SegmentRow(y0, ax, ay, bx, by) else { return 0 }
    return row.area(x0)
}

/// Coverage from a pixel's summed signed area: the nonzero rule, exact where the winding
/// number within the pixel is 0 or +-1.
@inline(__always)
func areaCoverage(_ area: Float) -> Float {
    min(abs(area), 1)
}

/// CPU only: one segment over one pixel row, its values that do not depend on the column found once
/// (`segmentArea`'s first lines), so a row of pixels takes it column by column cheaply.
///
/// Along a row the segment's x relative to a pixel only falls as the pixel moves right, so its pixels
/// split in three stretches by `segmentArea`'s branches: first those the segment lies right of (each
/// adds the height, signed), then those it crosses (the exact area, `area`), then those it lies left of
/// (+0 or -0, which a sum need not add). `stretches` finds where they change, each pixel's branch as
/// `segmentArea` decides it, so the sums are the scalar's bit for bit (`CoverageCullingTests`).
struct SegmentRow {
    /// The segment's x at the row's clipped top and bottom, the clipped height, and whether it runs up.
    let xTop: Float, xBottom: Float, h: Float, up: Bool

    /// The segment a-b over the pixel row from y0 to y0 + 1; nil where it spans none of it (where
    /// `segmentArea` returns +0 before any arithmetic).
    @inline(__always)
    init?(_ y0: Float, _ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) {
        let top = max(min(ay, by), y0)
        let bottom = min(max(ay, by), y0 + 1)
        if !(bottom > top) { return nil }
        let dxdy = (bx - ax) / (by - ay)
        xTop = ax + (top - ay) * dxdy
        xBottom = ax + (bottom - ay) * dxdy
        h = bottom - top
        up = !(by > ay)
    }

    /// The height, signed as `segmentArea` signs it: what each pixel the segment lies right of adds.
    @inline(__always)
    var signedHeight: Float { up ? -h : h }

    /// The signed area the segment adds to the pixel of the row whose left edge is x0
    /// (`segmentArea`'s operations from `ut` on).
    @inline(__always)
    func area(_ x0: Float) -> Float {
        let ut = xTop - x0
        let ub = xBottom - x0
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
        return up ? -inside : inside
    }

    /// Of `count` pixels from column `first`: how many the segment lies right of (`lo >= 1`), and
    /// where those it lies left of (`hi <= 0`) begin. `lo` and `hi` are `segmentArea`'s: `min` and
    /// `max` of the two differences, each as rounded, so the tests are its own.
    @inline(__always)
    func stretches(from first: Int, count: Int) -> (right: Int, left: Int) {
        let xMin = min(xTop, xBottom), xMax = max(xTop, xBottom)
        func lo(_ i: Int) -> Float { min(xTop - Float(first + i), xBottom - Float(first + i)) }
        func hi(_ i: Int) -> Float { max(xTop - Float(first + i), xBottom - Float(first + i)) }
        // First guesses from the exact values, then moved to where the rounded tests change.
        var right = min(max(Self.guess(Double(xMin) - 1 - Double(first)) + 1, 0), count)
        while right > 0 && !(lo(right - 1) >= 1) { right -= 1 }
        while right < count && lo(right) >= 1 { right += 1 }
        var left = min(max(Self.guess(Double(xMax) - Double(first)), right), count)
        while left > right && hi(left - 1) <= 0 { left -= 1 }
        while left < count && !(hi(left) <= 0) { left += 1 }
        return (right, left)
    }

    /// v rounded up to an integer, kept within +-2^31 (NaN: 0).
    private static func guess(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? Int(Int32.max) : v < 0 ? Int(Int32.min) : 0 }
        return Int(max(min(v.rounded(.up), Double(Int32.max)), Double(Int32.min)))
    }
}
