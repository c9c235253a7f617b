import Foundation
import HaloCore
import HaloMath
import HaloTestSupport
import Testing

@testable import HaloCPU

/// The rest of `metal_stdlib` (issue 48): each function's value on the CPU twin against the Metal Shading
/// Language Specification's definition computed here in Swift (PortableMath's `pow`, `sin`, ... and bit counts by
/// loop), over the 64 lanes of `ShaderKernelTests.values`. The GPU runs the same parsed program through the
/// GLSL emitter; the catalog's `shader_stdlib` scene compares its columns with the CPU's.
@Suite struct ShaderStdlibTests {
    static let lanes = ShaderKernelTests.lanes

    /// Finite values in [-8, 8) and a few specials (no infinities or NaN: those are `classification`'s).
    static func finite(_ shift: Int) -> [Float] {
        ShaderKernelTests.values(shift).map { $0.isFinite && Swift.abs($0) < 1e9 ? $0 : 0.75 }
    }

    /// The floats `f(a, b, c)` returns in each lane.
    static func run(_ expression: String, _ a: [Float], _ b: [Float], _ c: [Float]) throws -> [Float] {
        let out = try ShaderKernelTests.evaluate(
            "float f(float a, float b, float c) { return \(expression); }", [.lanes(a), .lanes(b), .lanes(c)],
            math: .exact)
        return out.prefix(lanes).map { Float(bitPattern: $0) }
    }

    /// Within `relative` of `want` (or `absolute` of it near 0), or the same special value.
    static func close(_ got: Float, _ want: Float, relative: Float = 2e-6, absolute: Float = 1e-6) -> Bool {
        if want.isNaN { return got.isNaN }
        if want.isInfinite { return got == want }
        return Swift.abs(got - want) <= Swift.max(absolute, relative * Swift.abs(want))
    }

    @Test func floatFunctionsAreTheirDefinitions() throws {
        let a = Self.finite(0), b = Self.finite(5), c = Self.finite(11)
        let d = Double.pi
        // (expression, reference, relative tolerance): 0 for an exact one.
        let cases: [(String, (Float, Float, Float) -> Float, Float)] = [
            ("fmin(a, b)", { a, b, _ in Swift.min(a, b) }, 0),
            ("fmax(a, b)", { a, b, _ in Swift.max(a, b) }, 0),
            ("fdim(a, b)", { a, b, _ in a > b ? a - b : 0 }, 0),
            ("fma(a, b, c)", { a, b, c in a * b + c }, 0),
            ("mad(a, b, c)", { a, b, c in a * b + c }, 0),
            ("powr(abs(a), b)", { a, b, _ in PortableMath.pow(Swift.abs(a), b) }, 4e-6),
            ("exp10(a)", { a, _, _ in Float(PortableMath.pow(10, Double(a))) }, 4e-6),
            ("log10(abs(a))", { a, _, _ in Float(Foundation.log10(Double(Swift.abs(a)))) }, 4e-6),
            ("sinpi(a)", { a, _, _ in Float(PortableMath.sin(Double(a) * d)) }, 4e-6),
            ("cospi(a)", { a, _, _ in Float(PortableMath.cos(Double(a) * d)) }, 4e-6),
            ("tanpi(a * 0.05)", { a, _, _ in Float(PortableMath.tan(Double(a * 0.05) * d)) }, 4e-6),
            ("copysign(a, b)", { a, b, _ in Foundation.copysign(a, b) }, 0),
            ("ldexp(a, int(b))", { a, b, _ in a * Float(PortableMath.pow(2.0, Double(Int32(b)))) }, 0),
            ("length_squared(float3(a, b, c))", { a, b, c in (a * a + b * b) + c * c }, 0),
            ("distance_squared(float2(a, b), float2(c, a))", { a, b, c in (a - c) * (a - c) + (b - a) * (b - a) }, 0),
            (
                "faceforward(float2(a, b), float2(c, a), float2(b, c)).y",
                { a, b, c in (b * c + c * a) < 0 ? b : -b }, 0
            ),
            ("select(a, b, a < c)", { a, b, c in a < c ? b : a }, 0),
            ("select(float2(a, b), float2(c, a), bool2(a < 0.0, b < 0.0)).y", { a, b, _ in b < 0 ? a : b }, 0),
            ("rint(a)", { a, _, _ in a.rounded(.toNearestOrEven) }, 0),
            ("rint(a * 0.5 + 0.5)", { a, _, _ in (a * 0.5 + 0.5).rounded(.toNearestOrEven) }, 0),
            ("metal::fmin(a, b)", { a, b, _ in Swift.min(a, b) }, 0),
            ("precise::sqrt(abs(a))", { a, _, _ in Swift.abs(a).squareRoot() }, 0),
            ("fast::fmax(a, c)", { a, _, c in Swift.max(a, c) }, 0),
            ("M_PI_H * a", { a, _, _ in Float(Double.pi) * a }, 0),
            // Hexadecimal literals (0x10 was read as the Double of bit pattern 16, about 8e-323: 0).
            ("a + float(0x10) + float(0xffu)", { a, _, _ in a + 16 + 255 }, 0),
            ("metal::precise::exp10(b * 0.5)", { _, b, _ in Float(PortableMath.pow(10, Double(b * 0.5))) }, 4e-6),
        ]
        for (expression, reference, tolerance) in cases {
            let out = try Self.run(expression, a, b, c)
            for i in 0..<Self.lanes {
                let want = reference(a[i], b[i], c[i])
                let ok =
                    tolerance == 0
                    ? ShaderKernelTests.same(out[i], want)
                    : Self.close(out[i], want, relative: tolerance, absolute: tolerance)
                #expect(ok, "\(expression) at \(a[i]), \(b[i]), \(c[i]): \(out[i]), want \(want)")
            }
        }
    }

    @Test func refractBendsByTheSpecification() throws {
        // i = normalize(a, b), n = (0, 1), eta = c / 8: k = 1 - eta^2 (1 - (n.i)^2); 0 where k < 0.
        let a = Self.finite(0), b = Self.finite(5), c = Self.finite(11)
        let out = try Self.run(
            "dot(refract(normalize(float2(a, b)), float2(0.0, 1.0), c * 0.125), float2(1.0, 3.0))", a, b, c)
        for i in 0..<Self.lanes where a[i] != 0 || b[i] != 0 {
            let l = Double(a[i] * a[i] + b[i] * b[i]).squareRoot()
            let (x, y, eta) = (Double(a[i]) / l, Double(b[i]) / l, Double(c[i]) * 0.125)
            let k = 1 - eta * eta * (1 - y * y)
            let r = k < 0 ? (0.0, 0.0) : (eta * x, eta * y - (eta * y + k.squareRoot()))
            let want = Float(r.0 + 3 * r.1)
            #expect(Self.close(out[i], want, relative: 1e-5, absolute: 1e-5), "refract at \(a[i]), \(b[i]), \(c[i])")
        }
    }

    @Test func classificationReadsTheBits() throws {
        let a = ShaderKernelTests.values(), zero = [Float](repeating: 0, count: Self.lanes)
        let cases: [(String, (Float) -> Bool)] = [
            ("isnan(a)", { $0.isNaN }), ("isinf(a)", { $0.isInfinite }), ("isfinite(a)", { $0.isFinite }),
            ("signbit(a)", { $0.sign == .minus }), ("all(isfinite(float2(a, 1.0)))", { $0.isFinite }),
            ("any(signbit(float3(1.0, a, 2.0)))", { $0.sign == .minus }),
        ]
        for (expression, reference) in cases {
            let out = try Self.run("\(expression) ? 1.0 : 0.0", a, zero, zero)
            for i in 0..<Self.lanes {
                #expect(out[i] == (reference(a[i]) ? 1 : 0), "\(expression) at \(a[i]): \(out[i])")
            }
        }
    }

    /// The uints of `body` run on x and y, each made of two 16-bit halves given as floats (exact).
    static func uints(_ body: String, _ x: [UInt32], _ y: [UInt32]) throws -> [UInt32] {
        func halves(_ v: [UInt32]) -> ([Float], [Float]) { (v.map { Float($0 >> 16) }, v.map { Float($0 & 0xffff) }) }
        let (xh, xl) = halves(x), (yh, yl) = halves(y)
        let source = """
            uint f(float xh, float xl, float yh, float yl) {
                uint x = (uint(xh) << 16u) | uint(xl);
                uint y = (uint(yh) << 16u) | uint(yl);
                int sx = int(x);
                int sy = int(y);
                \(body)
            }
            """
        let out = try ShaderKernelTests.evaluate(source, [.lanes(xh), .lanes(xl), .lanes(yh), .lanes(yl)])
        return Array(out.prefix(lanes))
    }

    @Test func integerFunctionsAreTheirDefinitions() throws {
        var state: UInt32 = 7
        let specials: [UInt32] = [0, 1, 0xffff_ffff, 0x8000_0000, 0x7fff_ffff, 2, 0x8000_0001, 0xffff_fffe, 31, 32, 33]
        var x = specials, y = Array(specials.reversed())
        while x.count < Self.lanes {
            state = state &* 1_664_525 &+ 1_013_904_223
            x.append(state)
            state = state &* 1_664_525 &+ 1_013_904_223
            y.append(x.count % 3 == 0 ? state >> 27 : state)
        }
        func s(_ v: UInt32) -> Int32 { Int32(bitPattern: v) }
        func u(_ v: Int32) -> UInt32 { UInt32(bitPattern: v) }
        func bits(_ v: UInt32) -> [UInt32] { (0..<32).map { (v >> $0) & 1 } }
        func clz(_ v: UInt32) -> UInt32 { UInt32((0..<32).first { v >> (31 - $0) & 1 == 1 } ?? 32) }
        func ctz(_ v: UInt32) -> UInt32 { UInt32((0..<32).first { v >> $0 & 1 == 1 } ?? 32) }
        func reversed(_ v: UInt32) -> UInt32 { bits(v).enumerated().reduce(0) { $0 | $1.element << (31 - $1.offset) } }
        func wide(_ v: UInt32) -> Int64 { Int64(s(v)) }
        func clampInt(_ v: Int64) -> UInt32 { u(Int32(Swift.max(Swift.min(v, Int64(Int32.max)), Int64(Int32.min)))) }
        let cases: [(String, (UInt32, UInt32) -> UInt32)] = [
            ("return popcount(x);", { p, _ in bits(p).reduce(0, +) }),
            ("return uint(popcount(sx));", { p, _ in bits(p).reduce(0, +) }),
            ("return clz(x);", { p, _ in clz(p) }),
            ("return uint(clz(sx));", { p, _ in clz(p) }),
            ("return ctz(x);", { p, _ in ctz(p) }),
            ("return reverse_bits(x);", { p, _ in reversed(p) }),
            ("return uint(reverse_bits(sx));", { p, _ in reversed(p) }),
            (
                "return rotate(x, y);",
                { p, q in
                    let k = q % 32
                    return k == 0 ? p : p << k | p >> (32 - k)
                }
            ),
            (
                "return uint(rotate(sx, sy));",
                { p, q in
                    let k = q % 32
                    return k == 0 ? p : p << k | p >> (32 - k)
                }
            ),
            ("return mul24(x & 16777215u, y & 65535u);", { p, q in (p & 0xff_ffff) &* (q & 0xffff) }),
            ("return mad24(x & 255u, y & 255u, x);", { p, q in (p & 0xff) &* (q & 0xff) &+ p }),
            ("return hadd(x, y);", { p, q in UInt32((UInt64(p) + UInt64(q)) >> 1) }),
            ("return rhadd(x, y);", { p, q in UInt32((UInt64(p) + UInt64(q) + 1) >> 1) }),
            ("return uint(hadd(sx, sy));", { p, q in u(Int32((wide(p) + wide(q)) >> 1)) }),
            ("return uint(rhadd(sx, sy));", { p, q in u(Int32((wide(p) + wide(q) + 1) >> 1)) }),
            ("return absdiff(x, y);", { p, q in p > q ? p - q : q - p }),
            ("return absdiff(sx, sy);", { p, q in UInt32(truncatingIfNeeded: Swift.abs(wide(p) - wide(q))) }),
            (
                "return addsat(x, y);",
                { p, q in
                    let (r, o) = p.addingReportingOverflow(q)
                    return o ? .max : r
                }
            ),
            ("return subsat(x, y);", { p, q in p < q ? 0 : p - q }),
            ("return uint(addsat(sx, sy));", { p, q in clampInt(wide(p) + wide(q)) }),
            ("return uint(subsat(sx, sy));", { p, q in clampInt(wide(p) - wide(q)) }),
            (
                "return extract_bits(x, y % 16u, y % 17u);",
                { p, q in
                    let o = q % 16, n = q % 17
                    return n == 0 ? 0 : (p >> o) & (n == 32 ? .max : (1 << n) - 1)
                }
            ),
            (
                "return uint(extract_bits(sx, y % 16u, 1u + y % 16u));",
                { p, q in
                    let o = q % 16, n = 1 + q % 16
                    let field = (p >> o) & ((1 << n) - 1)
                    return field >> (n - 1) & 1 == 1 ? field | ~((1 << n) - 1) : field  // sign-extended
                }
            ),
            (
                "return insert_bits(x, y, y % 16u, y % 17u);",
                { p, q in
                    let o = q % 16, n = q % 17
                    let mask: UInt32 = n == 0 ? 0 : ((1 << n) - 1) << o
                    return p & ~mask | (q << o) & mask
                }
            ),
            (
                "return uint(insert_bits(sx, sy, 3u, 32u - 3u));",
                { p, q in
                    let mask: UInt32 = ((1 << 29) - 1) << 3
                    return p & ~mask | (q << 3) & mask
                }
            ),
            ("return uint(all(popcount(uint2(x, y)) == uint2(popcount(x), popcount(y))));", { _, _ in 1 }),
        ]
        for (body, reference) in cases {
            let out = try Self.uints(body, x, y)
            for i in 0..<Self.lanes {
                #expect(out[i] == reference(x[i], y[i]), "\(body) at \(x[i]), \(y[i]): \(out[i])")
            }
        }
    }

    /// The floats `body` (statements ending in `return`, reading `a`, `b`, `c`) returns in each lane.
    static func runBody(_ body: String, _ a: [Float], _ b: [Float], _ c: [Float]) throws -> [Float] {
        let out = try ShaderKernelTests.evaluate(
            "float f(float a, float b, float c) { \(body) }", [.lanes(a), .lanes(b), .lanes(c)], math: .exact)
        return out.prefix(lanes).map { Float(bitPattern: $0) }
    }

    /// modf, frexp and sincos (MSL 6.5) hand back their second value through the variable named: each
    /// value against C's definition (PortableMath, the float's exponent), the fraction and whole part of
    /// modf each with x's sign, frexp's mantissa in [1/2, 1) with x = m 2^e.
    @Test func outParameterFunctionsWriteTheirVariable() throws {
        let a = Self.finite(0), b = Self.finite(5), c = Self.finite(11)
        // Powers of two and their neighbours, where log2 rounds across an exponent; tiny and huge values.
        let edges: [Float] = [1, 2, 0.5, 0.25, 1024, 0.99999994, 1.0000001, 1.9999999, 3e-38, 3e38, -4, -0.75]
        let x = Array(edges + a.dropFirst(edges.count))
        let fraction = try Self.runBody("float w = 9.0; return modf(a, w);", x, b, c)
        let whole = try Self.runBody("float w = 9.0; float r = modf(a, w); return w;", x, b, c)
        let mantissa = try Self.runBody("int e = 99; return frexp(a, e);", x, b, c)
        let exponent = try Self.runBody("int e = 99; float m = frexp(a, e); return float(e);", x, b, c)
        let sine = try Self.runBody("float k = 9.0; return sincos(a, k);", x, b, c)
        let cosine = try Self.runBody("float k = 9.0; sincos(a, k); return k;", x, b, c)
        for i in 0..<Self.lanes {
            let v = x[i]
            let t = v.rounded(.towardZero)
            #expect(whole[i] == t, "modf whole of \(v): \(whole[i])")
            #expect(fraction[i] == v - t, "modf fraction of \(v): \(fraction[i])")
            // C's frexp from the float's own exponent (Swift's frexp overlay drops the mantissa's sign).
            let e = v == 0 ? 0 : Int(v.exponent) + 1
            let m = v * Float(sign: .plus, exponent: -e, significand: 1)
            #expect(mantissa[i] == m, "frexp mantissa of \(v): \(mantissa[i])")
            #expect(exponent[i] == Float(e), "frexp exponent of \(v): \(exponent[i])")
            #expect(Self.close(sine[i], PortableMath.sin(v), absolute: 2e-6), "sincos sine of \(v)")
            #expect(Self.close(cosine[i], PortableMath.cos(v), absolute: 2e-6), "sincos cosine of \(v)")
        }
    }

    /// The written variable is set before the rest of the statement reads it, in every kind of statement: a
    /// declaration list, a compound assignment, a vector, a loop's condition (each pass), a lone call.
    @Test func outParameterWritesRunBeforeTheirStatement() throws {
        let a: [Float] = Array(repeating: 2.75, count: Self.lanes)
        let cases: [(String, Float)] = [
            // 0.75 + 2 + 2.
            ("float w = 0.0; float r = modf(a, w), s = w; return r + w + s;", 4.75),
            // w = 2, then 10 + 0.75.
            ("float w = 10.0; w += modf(a, w); return w;", 2.75),
            ("float2 w = float2(0.0); float2 r = modf(float2(a, -a), w); return w.x - w.y + r.x * 4.0 - r.y;", 7.75),
            // 5.5 halves to 2.75, 1.375, 0.6875: wholes 5, 2 and 1 pass, then whole 0 breaks.
            (
                "float v = a * 2.0; float w = 1.0; int n = 0; while (modf(v, w) >= 0.0 && n < 9) "
                    + "{ if (w < 1.0) break; v *= 0.5; n++; } return float(n);", 3
            ),
            // Fractions 0.75, 0.8125, 0.875 pass, 0.9375 ends it.
            ("float w = 1.0; int n = 0; for (float v = a; modf(v, w) < 0.9; v += 0.0625) { n++; } return float(n);", 3),
            ("float k = 0.0; sincos(0.0, k); return k;", 1),
            ("int e = 0; if (frexp(a * 2.0, e) > 0.6) { e += 10; } return float(e);", 13),
        ]
        for (body, want) in cases {
            let out = try Self.runBody(body, a, a, a)
            #expect(Self.close(out[0], want, relative: 1e-6), "\(body): \(out[0])")
        }
        // Written from a branch that runs only sometimes: refused, not hoisted.
        #expect {
            _ = try ShaderParser.parse(
                "float f(float a) { float w = 0.0; return a > 0.0 ? modf(a, w) : 0.0; }", file: "t.metal")
        } throws: { "\($0)".contains("modf writes its second argument") }
        #expect {
            _ = try ShaderParser.parse("float f(float a) { return modf(a, 1.0); }", file: "t.metal")
        } throws: { "\($0)".contains("the variable it writes") }
        #expect {
            _ = try ShaderParser.parse("float f(float a) { float e = 0.0; return frexp(a, e); }", file: "t.metal")
        } throws: { "\($0)".contains("an int") }
    }
}
