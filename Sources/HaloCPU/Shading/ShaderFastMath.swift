import HaloCore
import HaloRows
import HaloRowsAVX2

/// Metal's sin, cos, exp, exp2, log, log2 and pow over lanes of float bits, eight lanes at a time
/// in float arithmetic (HaloRows' ShaderMathRows: polynomials within a few ulps, libm for the
/// lanes outside their range), in the AVX2 build where the CPU has AVX2 (`YCbCr.avx2`; both
/// builds give the same bits).
enum ShaderFastMath {
    /// sin (or cos) of `n` lanes of `a` into `d`.
    static func sinCos(_ a: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int, cosine: Bool) {
        floats(a, d, n) { a, d in
            if YCbCr.avx2 {
                HaloRowsAVX2.shaderSinCos(a, d, n, cosine: cosine)
            } else {
                HaloRows.shaderSinCos(a, d, n, cosine: cosine)
            }
        }
    }

    /// log2 (or ln when `natural`) of `n` lanes.
    static func log(_ a: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int, natural: Bool) {
        floats(a, d, n) { a, d in
            if YCbCr.avx2 {
                HaloRowsAVX2.shaderLog(a, d, n, natural: natural)
            } else {
                HaloRows.shaderLog(a, d, n, natural: natural)
            }
        }
    }

    /// exp2 (or exp when `natural`) of `n` lanes.
    static func exp(_ a: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int, natural: Bool) {
        floats(a, d, n) { a, d in
            if YCbCr.avx2 {
                HaloRowsAVX2.shaderExp(a, d, n, natural: natural)
            } else {
                HaloRows.shaderExp(a, d, n, natural: natural)
            }
        }
    }

    /// pow(x, y) of `n` lanes.
    static func pow(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int)
    {
        b.withMemoryRebound(to: Float.self, capacity: n) { b in
            floats(a, d, n) { a, d in
                if YCbCr.avx2 {
                    HaloRowsAVX2.shaderPow(a, b, d, n)
                } else {
                    HaloRows.shaderPow(a, b, d, n)
                }
            }
        }
    }

    /// `body` with the lanes' words read as floats.
    @inline(__always)
    static func floats(
        _ a: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int,
        _ body: (UnsafePointer<Float>, UnsafeMutablePointer<Float>) -> Void
    ) {
        a.withMemoryRebound(to: Float.self, capacity: n) { a in
            d.withMemoryRebound(to: Float.self, capacity: n) { d in body(a, d) }
        }
    }
}
