import HaloCore

// A layer onto its parent: the vertical pass of its blur (or its pixels as they are), times
// the clip's coverage and the opacity, premultiplied, blended source-over into the parent.
// Twin of Shaders/composite.comp: same functions, same order of operations, in Float.

struct CompositePass {
    var gaussian: GaussianUniforms
    /// The layer (blurred along x when the radius is above 0).
    var source: Target
    var clip: Target?
    var opacity: Float

    /// The layer's colour at a pixel, before clip and opacity.
    func layerColor(_ px: Int, _ py: Int) -> SIMD4<Float> {
        if gaussian.radius > 0 { return gaussian.gaussianSample(source, px, py, 0, 1) }
        return source.fetch(px, py)
    }

    /// The layer's premultiplied colour at a pixel, clipped and faded.
    func layerSource(_ px: Int, _ py: Int) -> SIMD4<Float> {
        let c: Float = clip.map { $0.fetch(px, py).w } ?? 1
        return layerColor(px, py) * (c * opacity)
    }

    /// Source-over: the source plus what the destination leaves visible.
    func blend(_ src: SIMD4<Float>, _ dst: SIMD4<Float>) -> SIMD4<Float> {
        src + dst * (1 - src.w)
    }

    /// The parent's new colour at a pixel where it was `dst`.
    func main(_ px: Int, _ py: Int, _ dst: SIMD4<Float>) -> SIMD4<Float> {
        blend(layerSource(px, py), dst)
    }
}
