import Foundation
import HaloCore

// Paints: solid colour, linear, angular and radial gradients, evaluated in local points.
// Twin of Shaders/include/paint.glsl: same functions, same order of operations, in Float.

let twoPi: Float = 6.28318530718
/// An elliptical gradient's frame side at least (a flat frame stays finite).
let minExtent: Float = 1e-6

/// The paint of one draw, as the per-pixel code reads it.
struct PaintInput {
    var kind: Int32
    var colors: [SIMD4<Float>]
    var locations: [Float]
    var stopCount: Int
    var params: SIMD4<Float>
    var frame: SIMD4<Float>
    var variant: Int32

    init(_ p: PaintPlan) {
        kind = p.kind
        colors = p.colors
        locations = p.locations
        stopCount = p.colors.count
        params = p.params
        frame = p.frame
        variant = p.variant
    }

    /// The paint of a draw record (`FrameBuffers`), as fine.comp loads it.
    init(
        kind: Int32, colors: [SIMD4<Float>], locations: [Float], params: SIMD4<Float>, frame: SIMD4<Float>,
        variant: Int32
    ) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        stopCount = colors.count
        self.params = params
        self.frame = frame
        self.variant = variant
    }

    /// Stop i's colour.
    @inline(__always)
    func stopColor(_ i: Int) -> SIMD4<Float> { colors[i] }

    /// Stop i's location.
    @inline(__always)
    func stopLocation(_ i: Int) -> Float { locations[i] }

    /// The gradient colour at t: padded with the end colours, linear between stops.
    func gradientColor(_ t: Float) -> SIMD4<Float> {
        var previous = stopLocation(0)
        if t <= previous { return stopColor(0) }
        for i in 1..<maxStops {
            if i >= stopCount { break }
            let location = stopLocation(i)
            if t < location {
                let span = location - previous
                let f: Float = span > 0 ? (t - previous) / span : 1
                return stopColor(i - 1) * (1 - f) + stopColor(i) * f
            }
            previous = location
        }
        return stopColor(stopCount - 1)
    }

    /// Position along a linear gradient: the projection of p on start -> end.
    func linearT(_ px: Float, _ py: Float) -> Float {
        let sx = params.x, sy = params.y
        let dx = params.z - sx, dy = params.w - sy
        let len2 = dx * dx + dy * dy
        return len2 > 0 ? ((px - sx) * dx + (py - sy) * dy) / len2 : 0
    }

    /// Position along an angular gradient: angle 0 at 3 o'clock, clockwise on screen.
    func angularT(_ px: Float, _ py: Float) -> Float {
        let dx = px - params.x, dy = py - params.y
        let a: Float = (dx == 0 && dy == 0) ? 0 : atan2f(dy, dx)
        let span = params.w - params.z
        var rel = a - params.z
        rel = rel - twoPi * (rel / twoPi).rounded(.down)
        if rel <= span { return rel / span }
        return (rel - span) < (twoPi - span) * 0.5 ? 1 : 0
    }

    /// Position along a radial gradient: the distance from the centre between the radii; an
    /// elliptical gradient measures it in the unit square stretched over the frame.
    func radialT(_ px: Float, _ py: Float) -> Float {
        var dx = px - params.x, dy = py - params.y
        if variant == 1 {
            dx = dx / max(frame.z, minExtent)
            dy = dy / max(frame.w, minExtent)
        }
        let r = (dx * dx + dy * dy).squareRoot()
        let span = params.w - params.z
        if span == 0 { return r < params.z ? 0 : 1 }
        return (r - params.z) / span
    }

    /// The harmonic effect at local point p, clamped to 0...1 (an 8-bit colour), opaque.
    func harmonicColor(_ px: Float, _ py: Float) -> SIMD4<Float> {
        let c = harmonicColorEffect(
            SIMD2(px - frame.x, py - frame.y), frame, params.x, params.y, params.z, params.w, variant)
        return SIMD4(min(max(c.x, 0), 1), min(max(c.y, 0), 1), min(max(c.z, 0), 1), 1)
    }

    /// The paint's straight-alpha colour at local point p.
    func paintColor(_ px: Float, _ py: Float) -> SIMD4<Float> {
        if kind == PaintPlan.linearKind { return gradientColor(linearT(px, py)) }
        if kind == PaintPlan.angularKind { return gradientColor(angularT(px, py)) }
        if kind == PaintPlan.radialKind { return gradientColor(radialT(px, py)) }
        if kind == PaintPlan.harmonicKind { return harmonicColor(px, py) }
        return stopColor(0)
    }
}
