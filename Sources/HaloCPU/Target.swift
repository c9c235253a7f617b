import HaloCore

/// A buffer of premultiplied RGBA pixels covering `rect` (frame pixels): bytes for the frame,
/// Floats for offscreen layers (as the GPU's RGBA8 and float targets).
final class Target: @unchecked Sendable {
    let rect: PixelRect
    let isFloat: Bool
    var bytes: [UInt8]
    var floats: [Float]

    /// A transparent float target.
    init(floatRect rect: PixelRect) {
        self.rect = rect; isFloat = true; bytes = []
        floats = [Float](repeating: 0, count: rect.width * rect.height * 4)
    }

    /// A byte target cleared to `clear` (premultiplied, 0...1).
    init(byteRect rect: PixelRect, clear: SIMD4<Float>) {
        self.rect = rect; isFloat = false; floats = []
        let c: [UInt8] = [clear.x, clear.y, clear.z, clear.w].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        bytes = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = c[0]; bytes[i + 1] = c[1]; bytes[i + 2] = c[2]; bytes[i + 3] = c[3]
        }
    }

    /// The texel at frame pixel (x, y), as Floats; zero outside (what texelFetch is guarded to).
    @inline(__always)
    func fetch(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let i = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        if isFloat { return SIMD4(floats[i], floats[i + 1], floats[i + 2], floats[i + 3]) }
        return SIMD4(Float(bytes[i]), Float(bytes[i + 1]), Float(bytes[i + 2]), Float(bytes[i + 3])) / 255
    }
}

/// Writes into a target from several threads at once; each pixel is written by one thread.
struct TargetWriter: @unchecked Sendable {
    let rect: PixelRect
    let isFloat: Bool
    let bytes: UnsafeMutablePointer<UInt8>?
    let floats: UnsafeMutablePointer<Float>?

    /// Source-over of a premultiplied colour (ONE, ONE_MINUS_SRC_ALPHA) at frame pixel (x, y):
    /// in Float for float targets; in Float then rounded to the nearest byte for byte targets,
    /// as OpenGL ES blends into a normalized 8-bit target.
    @inline(__always)
    func blend(_ src: SIMD4<Float>, _ x: Int, _ y: Int) {
        let i = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        if let f = floats {
            let k = 1 - src.w
            for c in 0..<4 { f[i + c] = src[c] + f[i + c] * k }
            return
        }
        guard let b = bytes else { return }
        let k = 1 - min(max(src.w, 0), 1)
        for c in 0..<4 {
            let s = min(max(src[c], 0), 1)
            let d = Float(b[i + c]) / 255
            b[i + c] = UInt8((min(s + d * k, 1) * 255).rounded())
        }
    }

    /// Stores a colour as is (a pass that replaces, not blends) at frame pixel (x, y).
    @inline(__always)
    func store(_ v: SIMD4<Float>, _ x: Int, _ y: Int) {
        let i = ((y - rect.y) * rect.width + (x - rect.x)) * 4
        if let f = floats { for c in 0..<4 { f[i + c] = v[c] } }
    }
}

extension Target {
    /// Runs `body` with a writer for this target.
    func withWriter<R>(_ body: (TargetWriter) throws -> R) rethrows -> R {
        if isFloat {
            return try floats.withUnsafeMutableBufferPointer { try body(TargetWriter(rect: rect, isFloat: true, bytes: nil, floats: $0.baseAddress)) }
        }
        return try bytes.withUnsafeMutableBufferPointer { try body(TargetWriter(rect: rect, isFloat: false, bytes: $0.baseAddress, floats: nil)) }
    }
}
