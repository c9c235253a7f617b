import HaloCore
import HaloRows
import HaloRowsAVX2

/// Metal's sin, cos, exp, exp2, log, log2 and pow over lanes of float bits, eight lanes at a time
/// in float arithmetic (HaloRows' ShaderMathRows: polynomials within a few ulps, PortableMath for
/// the lanes outside their range), in the AVX2 build where the CPU has AVX2 (`YCbCr.avx2`; both
/// builds give the same bits).
enum ShaderFastMath {
    /// sin (or cos) of `n` lanes of `a` into `d`.
    static func sinCos(_ a: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int, cosine: Bool) {
        let f = YCbCr.avx2 ? HaloRowsAVX2.shaderSinCos : HaloRows.shaderSinCos
        floats(a, d, n) { f($0, $1, n, cosine) }
    }

    /// log2 (or ln when `natural`) of `n` lanes.
    static func log(_ a: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int, natural: Bool) {
        let f = YCbCr.avx2 ? HaloRowsAVX2.shaderLog : HaloRows.shaderLog
        floats(a, d, n) { f($0, $1, n, natural) }
    }

    /// exp2 (or exp when `natural`) of `n` lanes.
    static func exp(_ a: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int, natural: Bool) {
        let f = YCbCr.avx2 ? HaloRowsAVX2.shaderExp : HaloRows.shaderExp
        floats(a, d, n) { f($0, $1, n, natural) }
    }

    /// pow(x, y) of `n` lanes.
    static func pow(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int)
    {
        let f = YCbCr.avx2 ? HaloRowsAVX2.shaderPow : HaloRows.shaderPow
        b.withMemoryRebound(to: Float.self, capacity: n) { b in floats(a, d, n) { f($0, b, $1, n) } }
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
