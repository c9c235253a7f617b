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

    /// One pass of the blur at frame pixel (px, py) along (dx, dy) over `source`.
    func gaussianSample(_ source: Target, _ px: Int, _ py: Int, _ dx: Int, _ dy: Int) -> SIMD4<Float> {
        var sum = SIMD4<Float>(repeating: 0)
        let r = source.rect
        for i in -radius...radius {
            let qx = px + dx * i, qy = py + dy * i
            if qx < r.x || qy < r.y || qx >= r.maxX || qy >= r.maxY { continue }
            sum += gaussianWeight(abs(i)) * source.fetch(qx, qy)
        }
        return sum
    }
}
