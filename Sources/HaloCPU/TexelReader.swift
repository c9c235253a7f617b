/// Premultiplied colours read at whole pixel positions: what `FinePass.bilinearColor` samples.
protocol TexelReader {
    /// The colour of pixel (x, y); transparent where there is none.
    func color(_ x: Int, _ y: Int) -> SIMD4<Float>
}

/// A reader that calls a closure.
struct ClosureTexels: TexelReader {
    let color: (Int, Int) -> SIMD4<Float>

    func color(_ x: Int, _ y: Int) -> SIMD4<Float> { color(x, y) }
}

/// The pixels of a CPU target over `x0..<x1`, `y0..<y1`, `stride` pixels a row from `pixels`:
/// transparent outside them.
struct TargetTexels: TexelReader {
    let x0: Int, y0: Int, x1: Int, y1: Int, stride: Int
    let pixels: UnsafeRawPointer

    @inline(__always)
    func color(_ x: Int, _ y: Int) -> SIMD4<Float> {
        guard x >= x0, y >= y0, x < x1, y < y1 else { return .zero }
        return pixels.loadUnaligned(
            fromByteOffset: ((y - y0) * stride + (x - x0)) * MemoryLayout<SIMD4<Float>>.stride, as: SIMD4<Float>.self)
    }
}
