import HaloCore

// The horizontal pass of a layer's blur, into a float target over the same pixels.
// Twin of Shaders/blur.comp: same functions, same order of operations, in Float.

struct BlurPass {
    var gaussian: GaussianUniforms
    var source: Target

    /// The layer's pixel blurred along x.
    func main(_ px: Int, _ py: Int) -> SIMD4<Float> {
        gaussian.gaussianSample(source, px, py, 1, 0)
    }
}
