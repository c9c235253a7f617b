import Foundation
import HaloCore
import HaloMath

// Paints: solid colour, linear, angular and radial gradients, images, mesh gradients, evaluated
// in local points.
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
    /// Image: the level its texels are read from (the GPU's image record and texel buffer).
    var image: ImageLevel?
    /// Mesh: its record (the GPU's mesh record in the w buffer).
    var mesh: MeshReader?

    init(_ p: PaintPlan) {
        kind = p.kind
        colors = p.colors
        locations = p.locations
        stopCount = p.colors.count
        params = p.params
        frame = p.frame
        variant = p.variant
        image = p.image
        mesh = p.mesh.map(MeshReader.init)
    }

    /// The paint of a draw record (`FrameBuffers`), as fine.comp loads it.
    init(
        kind: Int32, colors: [SIMD4<Float>], locations: [Float], params: SIMD4<Float>, frame: SIMD4<Float>,
        variant: Int32, image: ImageLevel?, mesh: MeshReader?
    ) {
        self.image = image
        self.mesh = mesh
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
        let a: Float = (dx == 0 && dy == 0) ? 0 : PortableMath.atan2(dy, dx)
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

    /// Texel q of the image, premultiplied.
    @inline(__always)
    func fetchTexel(_ qx: Int, _ qy: Int) -> SIMD4<Float> { image!.imageTexel(qx, qy) }

    /// A whole texel coordinate clamped to 0..<n (GLSL's `clamp(int(v), 0, n - 1)`; NaN gives 0,
    /// and no value traps).
    @inline(__always)
    func texelIndex(_ v: Float, _ n: Int) -> Int {
        v >= 0 ? (v < Float(n - 1) ? Int(v) : n - 1) : 0
    }

    /// The image's premultiplied colour at local point p: the texel under p (nearest), or the
    /// four texels around it blended bilinearly, edges clamped; a template's tint times its alpha.
    func imageColor(_ px: Float, _ py: Float) -> SIMD4<Float> {
        let width = image!.width, height = image!.height
        var ux = (px - frame.x) * params.x, uy = (py - frame.y) * params.y
        var c: SIMD4<Float>
        if variant & PaintPlan.nearestImage != 0 {
            let qx = texelIndex(ux.rounded(.down), width), qy = texelIndex(uy.rounded(.down), height)
            if variant & PaintPlan.templateImage != 0 {
                // CPU only: a template reads the texel's alpha alone (a glyph mask, texel for pixel).
                let tint = stopColor(0), a = image!.imageAlpha(qx, qy)
                return SIMD4(tint.x * tint.w, tint.y * tint.w, tint.z * tint.w, tint.w) * a
            }
            c = fetchTexel(qx, qy)
        } else {
            ux -= 0.5
            uy -= 0.5
            let bx = ux.rounded(.down), by = uy.rounded(.down)
            let fx = ux - bx, fy = uy - by
            let x0 = texelIndex(bx, width), x1 = texelIndex(bx + 1, width)
            let y0 = texelIndex(by, height), y1 = texelIndex(by + 1, height)
            let top = fetchTexel(x0, y0) * (1 - fx) + fetchTexel(x1, y0) * fx
            let bottom = fetchTexel(x0, y1) * (1 - fx) + fetchTexel(x1, y1) * fx
            c = top * (1 - fy) + bottom * fy
        }
        if variant & PaintPlan.templateImage != 0 {
            let tint = stopColor(0)
            c = SIMD4(tint.x * tint.w, tint.y * tint.w, tint.z * tint.w, tint.w) * c.w
        }
        return c
    }

    /// The paint's straight-alpha colour at local point p.
    func paintColor(_ px: Float, _ py: Float) -> SIMD4<Float> {
        if kind == PaintPlan.linearKind { return gradientColor(linearT(px, py)) }
        if kind == PaintPlan.angularKind { return gradientColor(angularT(px, py)) }
        if kind == PaintPlan.radialKind { return gradientColor(radialT(px, py)) }
        if kind == PaintPlan.meshKind { return mesh!.meshColor(stopColor(0), SIMD2(px, py)) }
        return stopColor(0)
    }
}
