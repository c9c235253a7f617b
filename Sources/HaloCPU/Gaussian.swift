import HaloCore

// The separable Gaussian of SEMANTICS.md: half-width ceil(3 sigma), normalised weights,
// transparent outside the source, summed from -radius to +radius in that order.
// Twin of Shaders/include/gaussian.glsl: same functions, same order of operations, in Float.

/// The most taps on a side (keep in sync with `maxRadius` in gaussian.glsl).
let maxRadius = GaussianKernel.maxRadius

/// The kernel uniforms of one pass, as the shader sees them.
struct GaussianUniforms {
    var weights: [Float]
    var radius: Int

    init(_ k: GaussianKernel) { weights = k.weights; radius = k.radius }

    @inline(__always)
    func gaussianWeight(_ i: Int) -> Float { weights[i] }

    /// One pass of the blur at frame pixel (px, py) along (dx, dy) over `source`; only the taps
    /// inside the source are fetched (the others are transparent and add nothing).
    func gaussianSample(_ source: Target, _ px: Int, _ py: Int, _ dx: Int, _ dy: Int) -> SIMD4<Float> {
        let r = source.rect
        let qx = px - r.x, qy = py - r.y
        let a = dx != 0 ? qy : qx
        if a < 0 || a >= (dx != 0 ? r.height : r.width) { return .zero }
        let along = dx != 0 ? qx : qy
        let first = max(-radius, -along)
        let last = min(radius, (dx != 0 ? r.width : r.height) - 1 - along)
        var sum = SIMD4<Float>(repeating: 0)
        if first > last { return sum }
        for i in first...last {
            sum += gaussianWeight(abs(i)) * source.fetch(px + dx * i, py + dy * i)
        }
        return sum
    }
}
