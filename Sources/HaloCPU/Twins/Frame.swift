import HaloCore

// The encoded frame's buffers and records, decoded from `FrameBuffers`.
// Twin of Shaders/include/frame.glsl: the same words, read the same way.

/// The three buffers of an encoded frame, as the shaders read them.
struct FrameReader {
    let buffers: FrameBuffers

    /// The vec4 at index i of the first buffer.
    @inline(__always)
    func v4(_ i: Int) -> SIMD4<Float> {
        SIMD4(buffers.v4[i * 4], buffers.v4[i * 4 + 1], buffers.v4[i * 4 + 2], buffers.v4[i * 4 + 3])
    }

    @inline(__always)
    func f(_ i: Int) -> Float { buffers.f[i] }

    @inline(__always)
    func w(_ i: Int) -> UInt32 { buffers.w[i] }

    /// The segment at index i: (p0.x, p0.y, p1.x, p1.y).
    @inline(__always)
    func fetchSegment(_ i: Int) -> SIMD4<Float> { v4(i) }

    /// Field `k` of layer l's record.
    @inline(__always)
    func layerWord(_ l: Int, _ k: LayerField) -> Int {
        Int(Int32(bitPattern: w(buffers.layerBase + l * FrameBuffers.layerStride + k.rawValue)))
    }

    /// Field `k` of image i's record (its first texel in the texel buffer, its size).
    @inline(__always)
    func imageWord(_ i: Int, _ k: ImageField) -> Int {
        Int(w(buffers.imageBase + i * ImageField.allCases.count + k.rawValue))
    }

    /// Image i's level: the texels its record places in the texel buffer, checked against the
    /// record (the GPU reads the record; the twin reads the level it describes).
    func image(_ i: Int) -> ImageLevel {
        let level = buffers.images[i]
        assert(imageWord(i, .width) == level.width && imageWord(i, .height) == level.height)
        return level
    }

}

/// Every layer's images, as the GPU's RGBA32F atlas holds them.
final class Atlas {
    let width: Int
    var texels: [SIMD4<Float>]

    init(width: Int, height: Int) {
        self.width = width
        texels = [SIMD4<Float>](repeating: .zero, count: width * height)
    }

    @inline(__always)
    func fetch(_ x: Int, _ y: Int) -> SIMD4<Float> { texels[y * width + x] }

    @inline(__always)
    func store(_ v: SIMD4<Float>, _ x: Int, _ y: Int) { texels[y * width + x] = v }
}

extension ImageLevel {
    /// Texel (x, y)'s alpha: `imageTexel`'s last component alone.
    @inline(__always)
    func imageAlpha(_ x: Int, _ y: Int) -> Float {
        Float(texels[y * width + x] >> 24) / 255
    }

    /// Texel (x, y), premultiplied (`unpackUnorm4x8`: each byte over 255). Twin of frame.glsl's `imageTexel`.
    @inline(__always)
    func imageTexel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let t = texels[y * width + x]
        return SIMD4(
            Float(t & 0xFF) / 255, Float((t >> 8) & 0xFF) / 255, Float((t >> 16) & 0xFF) / 255, Float(t >> 24) / 255)
    }
}
