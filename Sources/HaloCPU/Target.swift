import HaloCore

/// A buffer of premultiplied RGBA pixels covering `rect` (frame pixels), in Float, as the GPU's
/// float render targets.
final class Target: @unchecked Sendable {
    let rect: PixelRect
    var floats: [Float]

    /// A target filled with `clear` (premultiplied).
    init(rect: PixelRect, clear: SIMD4<Float> = .zero) {
        self.rect = rect
        floats = [Float](repeating: 0, count: rect.width * rect.height * 4)
        if clear != .zero {
            for i in stride(from: 0, to: floats.count, by: 4) {
                floats[i] = clear.x; floats[i + 1] = clear.y; floats[i + 2] = clear.z; floats[i + 3] = clear.w
            }
        }
    }

    /// The texel at frame pixel (x, y).
    @inline(__always)
    func fetch(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let i = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        return SIMD4(floats[i], floats[i + 1], floats[i + 2], floats[i + 3])
    }

    /// Runs `body` with a writer for this target.
    func withWriter<R>(_ body: (TargetWriter) throws -> R) rethrows -> R {
        try floats.withUnsafeMutableBufferPointer { try body(TargetWriter(rect: rect, floats: $0.baseAddress!)) }
    }
}

/// Writes into a target from several threads at once; each pixel is written by one thread.
struct TargetWriter: @unchecked Sendable {
    let rect: PixelRect
    let floats: UnsafeMutablePointer<Float>

    /// Source-over of a premultiplied colour (ONE, ONE_MINUS_SRC_ALPHA) at frame pixel (x, y).
    @inline(__always)
    func blend(_ src: SIMD4<Float>, _ x: Int, _ y: Int) {
        let i = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        let k = 1 - src.w
        for c in 0..<4 { floats[i + c] = src[c] + floats[i + c] * k }
    }

    /// Stores a colour as is (a pass that replaces, not blends) at frame pixel (x, y).
    @inline(__always)
    func store(_ v: SIMD4<Float>, _ x: Int, _ y: Int) {
        let i = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        for c in 0..<4 { floats[i + c] = v[c] }
    }
}
