import HaloCore

// The horizontal pass of a layer's blur: the layer's content blurred along x, into the
// layer's rows region of the atlas.
// Twin of Shaders/blur.comp: same functions, same order of operations, in Float.

struct BlurPass {
    let frame: FrameReader
    let atlas: Atlas
    let layer: Int

    /// The pixel (px, py) of the layer's rowsPass.
    func main(_ px: Int, _ py: Int) {
        let origin = SIMD2(frame.layerWord(layer, .boundsX), frame.layerWord(layer, .boundsY))
        let size = SIMD2(frame.layerWord(layer, .boundsWidth), frame.layerWord(layer, .boundsHeight))
        let c = frame.gaussianSample(frame.layerKernel(layer, 0), atlas, origin, size, px, py, 1, 0)
        atlas.store(c, frame.layerWord(layer, .rowsX) + px - origin.x, frame.layerWord(layer, .rowsY) + py - origin.y)
    }
}
