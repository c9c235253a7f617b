import HaloCore

/// A colour matrix's columns (`ColorMatrix`, 4 rows of 5), as the twin of
/// Shaders/include/filter.glsl reads them: the filter of a layer's colour.
struct ColorMatrixColumns: Sendable {
    /// Columns 0 to 4: what r, g, b and a multiply, and the offsets.
    let columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)

    /// The columns of the 20 entries `m`, row by row.
    init(_ m: [Float]) {
        func column(_ j: Int) -> SIMD4<Float> { SIMD4(m[j], m[5 + j], m[10 + j], m[15 + j]) }
        columns = (column(0), column(1), column(2), column(3), column(4))
    }

    /// The columns of the matrix whose 20 Floats' bits start at w index `at` of `frame`.
    init(_ frame: FrameReader, at: Int) {
        columns = (
            matrixColumn(frame, at, 0), matrixColumn(frame, at, 1), matrixColumn(frame, at, 2),
            matrixColumn(frame, at, 3), matrixColumn(frame, at, 4)
        )
    }
}

/// Column j of the 4 x 5 colour matrix whose 20 Floats' bits start at w index `at`, row by row.
func matrixColumn(_ frame: FrameReader, _ at: Int, _ j: Int) -> SIMD4<Float> {
    SIMD4(
        Float(bitPattern: frame.w(at + j)), Float(bitPattern: frame.w(at + 5 + j)),
        Float(bitPattern: frame.w(at + 10 + j)), Float(bitPattern: frame.w(at + 15 + j)))
}

/// A premultiplied colour through `m`: the matrix over the straight colour and 1, each
/// component kept to 0...1, premultiplied again; a transparent colour stays transparent
/// (the shader's `filteredColor`).
@inline(__always)
func filteredColor(_ m: ColorMatrixColumns, _ c: SIMD4<Float>) -> SIMD4<Float> {
    if c.w <= 0 { return .zero }
    let a = c.w
    let s = SIMD4(c.x / a, c.y / a, c.z / a, a)
    let (c0, c1, c2, c3, c4) = m.columns
    var o = c0 * s.x + c1 * s.y + c2 * s.z + c3 * s.w + c4
    o.clamp(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
    return SIMD4(o.x * o.w, o.y * o.w, o.z * o.w, o.w)
}
