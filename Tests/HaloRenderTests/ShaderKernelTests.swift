import Foundation
import HaloCore
import HaloMath
import HaloTestSupport
import Testing

@testable import HaloCPU

/// The CPU shader evaluator against scalar references written here (each formula again, independently),
/// lane by lane: operators, builtins, integer edge cases, control flow under masks, the loop budget, lazy
/// `?:`/`&&`/`||`, matrices, float arrays, layer sampling, and seed 003's harmonic shader against the same
/// formula written here in Swift (`harmonicReference`), bit for bit with PortableMath.
@Suite struct ShaderKernelTests {
    /// An argument for `evaluate`: per-lane values (component-major, `components` x 64), or the others.
    enum Input {
        case lanes([Float])
        case uniform([Float])
        case array([Float])
        case layer
        case image(ImageLevel)
    }

    typealias Sampler = (UnsafePointer<Float>, UnsafePointer<Float>, Int, UnsafeMutablePointer<Float>) -> Void

    static let lanes = ShaderKernel.lanes

    /// Runs function `name` of `source`; the result's words (component-major, 64 lanes per component).
    static func evaluate(
        _ source: String, _ inputs: [Input], name: String = "f", count: Int = lanes,
        math: ShaderKernelCompiler.Math = .fast, sample: Sampler? = nil
    ) throws -> [UInt32] {
        let program = try ShaderParser.parse(source, file: "test.metal")
        let index = try #require(program.function(named: name))
        let kernel = ShaderKernel(program, entry: index, math: math)
        let storage = inputs.map { input -> UnsafeMutablePointer<Float>? in
            guard case .lanes(let values) = input else { return nil }
            let p = UnsafeMutablePointer<Float>.allocate(capacity: max(values.count, 1))
            p.initialize(from: values, count: values.count)
            return p
        }
        defer { storage.forEach { $0?.deallocate() } }
        let arguments: [ShaderKernel.Argument] = zip(inputs, storage).map { input, p in
            switch input {
            case .lanes: .varying(UnsafePointer(p!))
            case .uniform(let v): .uniform(v)
            case .array(let v): .array(v)
            case .layer: .layer
            case .image(let level): .image(level)
            }
        }
        let components = max(kernel.resultComponents, 1)
        func run(_ kernel: ShaderKernel) -> [UInt32] {
            var out = [Float](repeating: .nan, count: components * lanes)
            out.withUnsafeMutableBufferPointer { o in
                kernel.run(count: count, arguments: arguments, sample: sample, into: o.baseAddress!)
            }
            return out.map(\.bitPattern)
        }
        let plain = run(kernel)
        // The same function specialised for its uniform arguments, its position's x in a column register:
        // folded, unrolled and hoisted, it must give the same bits in every lane.
        let uniforms: [[Float]?] = inputs.map { if case .uniform(let v) = $0 { v } else { nil } }
        let specialised = ShaderKernel(
            program, entry: index, math: math,
            specialization: ShaderKernel.Specialization(uniforms: uniforms, columnX: true))
        let folded = run(specialised)
        let differing = (0..<plain.count).filter { plain[$0] != folded[$0] && $0 % lanes < count }
        #expect(differing.isEmpty, "specialised kernel differs at \(differing.prefix(4)): \(source.prefix(200))")
        return plain
    }

    /// Interesting floats, then pseudo-random ones in [-8, 8), 64 in all (`shift` rotates them).
    static func values(_ shift: Int = 0, specials: Bool = true) -> [Float] {
        var out: [Float] =
            specials
            ? [0, -0.0, 1, -1, 0.5, -0.5, 2.5, -2.5, 3.7, -3.7, 1e-3, 1e10, -1e10, .infinity, -.infinity, .nan] : []
        var state: UInt32 = 12345
        while out.count < lanes {
            state = state &* 1_664_525 &+ 1_013_904_223
            out.append(Float(state >> 8) / Float(1 << 24) * 16 - 8)
        }
        return (0..<lanes).map { out[($0 + shift) % lanes] }
    }

    /// Whether two floats are the same bits, or both NaN.
    static func same(_ a: Float, _ b: Float) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

    // MARK: Operators

    @Test func floatOperatorsMatchIEEE() throws {
        let a = Self.values(), b = Self.values(7)
        let cases: [(String, (Float, Float) -> Float)] = [
            ("a + b", { $0 + $1 }), ("a - b", { $0 - $1 }), ("a * b", { $0 * $1 }), ("a / b", { $0 / $1 }),
            ("-a", { a, _ in -a }), ("(a < b) ? 1.0 : 0.0", { $0 < $1 ? 1 : 0 }),
            ("(a <= b) ? 1.0 : 0.0", { $0 <= $1 ? 1 : 0 }), ("(a > b) ? 1.0 : 0.0", { $0 > $1 ? 1 : 0 }),
            ("(a >= b) ? 1.0 : 0.0", { $0 >= $1 ? 1 : 0 }), ("(a == b) ? 1.0 : 0.0", { $0 == $1 ? 1 : 0 }),
            ("(a != b) ? 1.0 : 0.0", { $0 != $1 ? 1 : 0 }), ("a * b + a / (b - 1.0)", { $0 * $1 + $0 / ($1 - 1) }),
        ]
        for (expression, reference) in cases {
            let out = try Self.evaluate("float f(float a, float b) { return \(expression); }", [.lanes(a), .lanes(b)])
            for i in 0..<Self.lanes {
                let want = reference(a[i], b[i]), got = Float(bitPattern: out[i])
                #expect(Self.same(got, want), "\(expression) at a \(a[i]), b \(b[i]): \(got), want \(want)")
            }
        }
    }

    @Test func builtinsMatchTheirFormulas() throws {
        let a = Self.values(), b = Self.values(5), c = Self.values(11)
        func mn(_ x: Float, _ y: Float) -> Float { y < x ? y : x }
        func mx(_ x: Float, _ y: Float) -> Float { x < y ? y : x }
        let exact: [(String, (Float, Float, Float) -> Float)] = [
            ("abs(a)", { a, _, _ in Swift.abs(a) }),
            ("sign(a)", { a, _, _ in a > 0 ? 1 : (a < 0 ? -1 : 0) }),
            ("floor(a)", { a, _, _ in Foundation.floor(a) }), ("ceil(a)", { a, _, _ in Foundation.ceil(a) }),
            ("trunc(a)", { a, _, _ in Foundation.trunc(a) }),
            ("round(a)", { a, _, _ in Foundation.trunc(a + (a < 0 ? -0.5 : 0.5)) }),
            ("fract(a)", { a, _, _ in a - Foundation.floor(a) }),
            ("fmod(a, b)", { a, b, _ in a - b * Foundation.trunc(a / b) }),
            ("sqrt(a)", { a, _, _ in a.squareRoot() }), ("rsqrt(a)", { a, _, _ in 1 / a.squareRoot() }),
            ("min(a, b)", { a, b, _ in mn(a, b) }), ("max(a, b)", { a, b, _ in mx(a, b) }),
            ("clamp(a, b, c)", { a, b, c in mn(mx(a, b), c) }), ("saturate(a)", { a, _, _ in mn(mx(a, 0), 1) }),
            ("mix(a, b, c)", { a, b, c in a * (1 - c) + b * c }), ("step(a, b)", { a, b, _ in b < a ? 0 : 1 }),
            (
                "smoothstep(a, b, c)",
                { a, b, c in
                    let t = mn(mx((c - a) / (b - a), 0), 1)
                    return t * t * (3 - 2 * t)
                }
            ),
            ("length(float2(a, b))", { a, b, _ in (a * a + b * b).squareRoot() }),
            ("length(float3(a, b, c))", { a, b, c in (a * a + b * b + c * c).squareRoot() }),
            (
                "distance(float2(a, b), float2(c, 1.0))",
                { a, b, c in ((a - c) * (a - c) + (b - 1) * (b - 1)).squareRoot() }
            ),
            ("dot(float3(a, b, c), float3(c, a, b))", { a, b, c in a * c + b * a + c * b }),
            ("normalize(float2(a, b)).y", { a, b, _ in b / (a * a + b * b).squareRoot() }),
            (
                "reflect(float2(a, b), float2(c, 0.5)).x",
                { a, b, c in a - 2 * (c * a + 0.5 * b) * c }
            ),
            ("cross(float3(a, b, c), float3(b, c, 1.0)).x", { a, b, c in b * 1 - c * c }),
            ("cross(float3(a, b, c), float3(b, c, 1.0)).y", { a, b, c in c * b - a * 1 }),
            ("cross(float3(a, b, c), float3(b, c, 1.0)).z", { a, b, c in a * c - b * b }),
            ("any(bool2(a > b, b > c)) ? 1.0 : 0.0", { a, b, c in a > b || b > c ? 1 : 0 }),
            ("all(bool2(a > b, b > c)) ? 1.0 : 0.0", { a, b, c in a > b && b > c ? 1 : 0 }),
            ("atan2(a, b)", { a, b, _ in PortableMath.atan2(a, b) }),
        ]
        let transcendental: [(String, (Float, Float, Float) -> Float)] = [
            ("sin(a)", { a, _, _ in PortableMath.sin(a) }), ("cos(a)", { a, _, _ in PortableMath.cos(a) }),
            ("tan(a)", { a, _, _ in PortableMath.tan(a) }), ("asin(a)", { a, _, _ in PortableMath.asin(a) }),
            ("acos(a)", { a, _, _ in PortableMath.acos(a) }), ("atan(a)", { a, _, _ in PortableMath.atan(a) }),
            ("sinh(a)", { a, _, _ in PortableMath.sinh(a) }), ("cosh(a)", { a, _, _ in PortableMath.cosh(a) }),
            ("tanh(a)", { a, _, _ in PortableMath.tanh(a) }), ("exp(a)", { a, _, _ in PortableMath.exp(a) }),
            ("exp2(a)", { a, _, _ in PortableMath.exp2(a) }), ("log(a)", { a, _, _ in PortableMath.log(a) }),
            ("log2(a)", { a, _, _ in PortableMath.log2(a) }), ("pow(a, b)", { a, b, _ in PortableMath.pow(a, b) }),
            ("pow(abs(a), b)", { a, b, _ in PortableMath.pow(Swift.abs(a), b) }),
        ]
        let inputs: [Input] = [.lanes(a), .lanes(b), .lanes(c)]
        for (math, cases) in [(ShaderKernelCompiler.Math.fast, exact), (.exact, exact + transcendental)] {
            for (expression, reference) in cases {
                let source = "float f(float a, float b, float c) { return \(expression); }"
                let out = try Self.evaluate(source, inputs, math: math)
                for i in 0..<Self.lanes {
                    let want = reference(a[i], b[i], c[i]), got = Float(bitPattern: out[i])
                    #expect(Self.same(got, want), "\(expression) at \(a[i]), \(b[i]), \(c[i]): \(got), want \(want)")
                }
            }
        }
        // The vectorised kernels (the default): within `fastMathTolerance` of PortableMath.
        for (expression, reference) in transcendental where !expression.hasPrefix("tan") && !expression.hasPrefix("a") {
            let source = "float f(float a, float b, float c) { return \(expression); }"
            let out = try Self.evaluate(source, inputs)
            for i in 0..<Self.lanes {
                let want = reference(a[i], b[i], c[i]), got = Float(bitPattern: out[i])
                let close = Self.same(got, want) || Swift.abs(got - want) <= Self.fastMathTolerance(expression, want)
                #expect(close, "fast \(expression) at \(a[i]), \(b[i]): \(got), want \(want)")
            }
        }
    }

    /// How far the vectorised function in `expression` may be from PortableMath's `want`: 2^-22 for sin and cos
    /// (absolute: their zeros), 4 ulps for exp, exp2, log and log2 (of the value, or of 1 near a log's
    /// zero), 2^-16 relative for pow (exp2(y log2 x) in float, as GPUs compute it).
    static func fastMathTolerance(_ expression: String, _ want: Float) -> Float {
        switch expression.prefix(3) {
        case "sin", "cos": 0x1p-22
        case "pow": Swift.abs(want) * 0x1p-16
        case "log": 4 * Swift.max(Swift.abs(want), 1).ulp
        default: 4 * want.ulp
        }
    }

    @Test func fastMathAgreesWithLibmOverWideRanges() {
        // 64 lanes a call (eight vectors), over sin's and cos's reduced range and past it (PortableMath there),
        // exp's whole finite range and beyond, logs of tiny to huge numbers, and pow's powers.
        let n = 64
        var xs = [UInt32](repeating: 0, count: n), ys = xs, out = xs
        var state: UInt32 = 99
        var worst: [String: Float] = [:]
        for round in 0..<400 {
            let span: Float = round % 4 == 0 ? 20000 : 200
            for i in 0..<n {
                state = state &* 1_664_525 &+ 1_013_904_223
                xs[i] = ((Float(state >> 8) / Float(1 << 24) - 0.5) * span).bitPattern
                ys[i] = (Float(bitPattern: xs[i]) / 37).bitPattern
            }
            if round == 1 {
                xs[3] = Float.nan.bitPattern
                xs[9] = Float.infinity.bitPattern
                xs[17] = 0
            }
            let cases: [(String, (UnsafeMutablePointer<UInt32>) -> Void, (Float, Float) -> Float, Bool)] = [
                ("sin", { ShaderFastMath.sinCos(xs, $0, n, cosine: false) }, { x, _ in PortableMath.sin(x) }, false),
                ("cos", { ShaderFastMath.sinCos(xs, $0, n, cosine: true) }, { x, _ in PortableMath.cos(x) }, false),
                ("exp", { ShaderFastMath.exp(ys, $0, n, natural: true) }, { _, y in PortableMath.exp(y) }, true),
                ("exp2", { ShaderFastMath.exp(ys, $0, n, natural: false) }, { _, y in PortableMath.exp2(y) }, true),
                ("log", { ShaderFastMath.log(xs, $0, n, natural: true) }, { x, _ in PortableMath.log(x) }, false),
                ("log2", { ShaderFastMath.log(xs, $0, n, natural: false) }, { x, _ in PortableMath.log2(x) }, false),
                ("pow", { ShaderFastMath.pow(xs, ys, $0, n) }, { x, y in PortableMath.pow(x, y) }, false),
            ]
            for (name, run, reference, ofY) in cases {
                out.withUnsafeMutableBufferPointer { run($0.baseAddress!) }
                for i in 0..<n {
                    let x = Float(bitPattern: xs[i]), y = Float(bitPattern: ys[i])
                    let want = reference(x, y), got = Float(bitPattern: out[i])
                    if Self.same(got, want) { continue }
                    let error = Swift.abs(got - want)
                    let tolerance = Self.fastMathTolerance(name, want)
                    #expect(
                        error <= tolerance,
                        "\(name)(\(ofY ? y : x)\(name == "pow" ? ", \(y)" : "")): \(got), want \(want)")
                    worst[name] = Swift.max(worst[name] ?? 0, error / tolerance)
                }
            }
        }
        print("fast math vs PortableMath, worst error as a share of its tolerance: \(worst)")
    }

    /// The AVX2 build of the polynomials and the baseline one give the same bits, and a lane's value
    /// does not depend on its neighbours (a lane past the polynomial's range beside in-range ones).
    @Test(.enabled(if: YCbCr.cpuHasAVX2, "this CPU has no AVX2: only the baseline polynomials can run"))
    func fastMathIsTheSameInBothBuildsAndLaneByLane() {
        let n = 61
        let xs = (0..<n).map { i in (i == 5 ? Float(1e6) : Float(i) * 0.37 - 9).bitPattern }
        func run(_ avx2: Bool, count: Int) -> [UInt32] {
            let saved = YCbCr.avx2
            YCbCr.avx2 = avx2
            defer { YCbCr.avx2 = saved }
            var out = [UInt32](repeating: 0, count: count)
            out.withUnsafeMutableBufferPointer { ShaderFastMath.sinCos(xs, $0.baseAddress!, count, cosine: false) }
            return out
        }
        #expect(run(true, count: n) == run(false, count: n))
        let one = (0..<n).map { i in
            xs.withUnsafeBufferPointer { p -> UInt32 in
                var out: UInt32 = 0
                ShaderFastMath.sinCos(p.baseAddress! + i, &out, 1, cosine: false)
                return out
            }
        }
        #expect(one == run(true, count: n))
    }

    /// `+ - * /` run by HaloRows' `shaderLanes`: the baseline and the AVX2 builds both give IEEE's bits, with
    /// either operand a constant.
    @Test func floatOperationsAreIEEEInBothBuilds() throws {
        let a = Self.values(), b = Self.values(5)
        let cases: [(String, (Float, Float) -> Float)] = [
            ("a + b", { $0 + $1 }), ("a - b", { $0 - $1 }), ("a * b", { $0 * $1 }), ("a / b", { $0 / $1 }),
            ("a + 0.3", { a, _ in a + 0.3 }), ("a - 2.5", { a, _ in a - 2.5 }), ("1.7 * b", { _, b in 1.7 * b }),
            ("3.0 / b", { _, b in 3 / b }),
        ]
        for avx2 in YCbCr.cpuHasAVX2 ? [false, true] : [false] {
            let saved = YCbCr.avx2
            YCbCr.avx2 = avx2
            defer { YCbCr.avx2 = saved }
            for (expression, want) in cases {
                let out = try Self.evaluate(
                    "float f(float a, float b) { return \(expression); }", [.lanes(a), .lanes(b)])
                let wrong = (0..<Self.lanes).filter { !Self.same(Float(bitPattern: out[$0]), want(a[$0], b[$0])) }
                #expect(wrong.isEmpty, "\(expression), avx2 \(avx2): lanes \(wrong.prefix(4))")
            }
        }
    }

    /// A step that updates its own operand (`s = s + b`, written in place) gives the bits of one that does not,
    /// in both builds, over a run with a short last group.
    @Test func operationsInPlaceAreIEEE() throws {
        let a = Self.values(), b = Self.values(5)
        let source = "float f(float a, float b) { float s = a; s = s + b; s = s * b; s = s - a; s = s / b; return s; }"
        for avx2 in YCbCr.cpuHasAVX2 ? [false, true] : [false] {
            let saved = YCbCr.avx2
            YCbCr.avx2 = avx2
            defer { YCbCr.avx2 = saved }
            let count = Self.lanes - 3
            let out = try Self.evaluate(source, [.lanes(a), .lanes(b)], count: count)
            let wrong = (0..<count).filter { i in
                !Self.same(Float(bitPattern: out[i]), ((a[i] + b[i]) * b[i] - a[i]) / b[i])
            }
            #expect(wrong.isEmpty, "avx2 \(avx2): lanes \(wrong.prefix(4))")
        }
    }

    /// x * 1, 1 * x, x / 1, x + -0, -0 + x and x - 0 are x itself in every lane (NaN, infinities and signed
    /// zeros too), and compile to no step; 0 + x is not (it makes -0 positive), and stays.
    @Test func identitiesFoldBitForBit() throws {
        let a = Self.values()
        let cases: [(String, (Float) -> Float)] = [
            ("a * 1.0", { $0 * 1 }), ("1.0 * a", { 1 * $0 }), ("a / 1.0", { $0 / 1 }), ("a + -0.0", { $0 + -0.0 }),
            ("-0.0 + a", { -0.0 + $0 }), ("a - 0.0", { $0 - 0 }), ("0.0 + a", { 0 + $0 }), ("a * 2.0", { $0 * 2 }),
        ]
        for (expression, want) in cases {
            let out = try Self.evaluate("float f(float a) { return \(expression); }", [.lanes(a)])
            let wrong = (0..<Self.lanes).filter { !Self.same(Float(bitPattern: out[$0]), want(a[$0])) }
            #expect(wrong.isEmpty, "\(expression): lanes \(wrong.prefix(4))")
        }
        func steps(_ expression: String) throws -> Int {
            let program = try ShaderParser.parse("float f(float a) { return \(expression); }", file: "test.metal")
            return ShaderKernel(program, entry: try #require(program.function(named: "f"))).steps.count
        }
        #expect(try steps("a * 1.0") == steps("a"))
        #expect(try steps("-0.0 + a") == steps("a"))
        #expect(try steps("0.0 + a") > steps("a"))
    }

    /// pow written over either operand gives the bits it gives into a third register, lanes outside the
    /// polynomial's range (NaN, 0, negatives, huge powers) included: the run then checks its lanes as it goes.
    @Test func powInPlaceIsTheSame() {
        let n = 69
        let xs = (0..<n).map { i -> UInt32 in
            let specials: [Int: Float] = [3: .nan, 10: 0, 17: -2, 30: 1e30, 64: .infinity, 66: -0.0]
            return (specials[i] ?? Float(i) * 0.173 + 0.01).bitPattern
        }
        let ys = (0..<n).map { i -> UInt32 in
            let y: Float = i == 40 || i == 30 ? 300 : Float(i % 7) * 0.6 - 1.5
            return y.bitPattern
        }
        var apart = [UInt32](repeating: 0, count: n)
        apart.withUnsafeMutableBufferPointer { ShaderFastMath.pow(xs, ys, $0.baseAddress!, n) }
        var overX = xs, overY = ys
        overX.withUnsafeMutableBufferPointer { ShaderFastMath.pow($0.baseAddress!, ys, $0.baseAddress!, n) }
        overY.withUnsafeMutableBufferPointer { ShaderFastMath.pow(xs, $0.baseAddress!, $0.baseAddress!, n) }
        #expect(overX == apart)
        #expect(overY == apart)
        for i in [3, 10, 17, 30, 40, 64, 66] {
            let want = PortableMath.pow(Float(bitPattern: xs[i]), Float(bitPattern: ys[i]))
            #expect(
                Self.same(Float(bitPattern: apart[i]), want), "lane \(i): \(Float(bitPattern: apart[i])), want \(want)")
        }
    }

    /// A statement's value written into its local in place finds the step that computed it, not an earlier
    /// statement's step whose temporary register it reuses (a shader-fuzz finding: the specialised kernel
    /// wrote the wrong register; `evaluate` compares it with the plain one bit for bit).
    @Test func aReusedTemporaryIsRetargetedWhereItWasLastWritten() throws {
        let source = try String(
            contentsOf: RepoPaths.file("Tests/HaloRenderTests/ShaderFuzzCorpus/retarget-reused-temporary.metal"),
            encoding: .utf8)
        let xs = (0..<Self.lanes).map { Float($0 % 97) * 1.7 }, ys = (0..<Self.lanes).map { Float($0 / 97) * 2.3 }
        let color = (0..<(4 * Self.lanes)).map { Float($0 % 5) / 4 }
        let out = try Self.evaluate(
            source, [.lanes(xs + ys), .lanes(color), .uniform([0.4]), .uniform([8])], name: "dissolve")
        #expect(out.count == 4 * Self.lanes)
    }

    /// The tolerance catches a wrong polynomial: sin's with its cubic term off by 1%.
    @Test func fastMathToleranceCatchesAWrongPolynomial() {
        let x: Float = 0.7
        let wrong = x - x * x * x / 6 * 1.01 + x * x * x * x * x / 120
        #expect(Swift.abs(wrong - PortableMath.sin(x)) > Self.fastMathTolerance("sin", PortableMath.sin(x)))
    }

    // MARK: Integers

    /// The ints of an int-returning function (the result's words are the int's bits).
    static func ints(_ body: String, _ a: [Float], _ b: [Float]) throws -> [Int32] {
        let out = try evaluate("int f(float a, float b) { \(body) }", [.lanes(a), .lanes(b)])
        return out.prefix(lanes).map { Int32(bitPattern: $0) }
    }

    @Test func integerEdgeCasesNeverTrap() throws {
        let xs: [Int32] = [7, -7, 0, Int32.min, 2_147_483_520, 1, -1, 100, -100, 12345, 3, -3, 65536, 2, -2, 31]
        let ys: [Int32] = [0, -1, 2, -3, 1, 33, 5, -5, 7, 0, -1, 32, 4, 31, 63, 1]
        let a = (0..<Self.lanes).map { Float(xs[$0 % xs.count]) }
        let b = (0..<Self.lanes).map { Float(ys[($0 / xs.count + $0) % ys.count]) }
        let x = a.map { Int32($0) }, y = b.map { Int32($0) }
        func div(_ p: Int32, _ q: Int32) -> Int32 { q == 0 ? 0 : (p == .min && q == -1 ? .min : p / q) }
        func rem(_ p: Int32, _ q: Int32) -> Int32 { q == 0 || q == -1 ? 0 : p % q }
        let cases: [(String, (Int32, Int32) -> Int32)] = [
            ("return x + y;", { $0 &+ $1 }), ("return x - y;", { $0 &- $1 }), ("return x * y;", { $0 &* $1 }),
            ("return x / y;", div), ("return x % y;", rem), ("return -x;", { p, _ in 0 &- p }),
            ("return x << y;", { $0 << ($1 & 31) }), ("return x >> y;", { $0 >> ($1 & 31) }),
            ("return x & y;", { $0 & $1 }), ("return x | y;", { $0 | $1 }), ("return x ^ y;", { $0 ^ $1 }),
            ("return ~x;", { p, _ in ~p }), ("return abs(x);", { p, _ in p < 0 ? 0 &- p : p }),
            ("return min(x, y);", { Swift.min($0, $1) }), ("return max(x, y);", { Swift.max($0, $1) }),
            ("return clamp(x, -5, y);", { p, q in Swift.min(Swift.max(p, -5), q) }),
            (
                "return int(uint(x) / uint(y));",
                { p, q in q == 0 ? 0 : Int32(bitPattern: UInt32(bitPattern: p) / UInt32(bitPattern: q)) }
            ),
            (
                "return int(uint(x) % uint(y));",
                { p, q in q == 0 ? 0 : Int32(bitPattern: UInt32(bitPattern: p) % UInt32(bitPattern: q)) }
            ),
            ("return int(uint(x) >> uint(y));", { p, q in Int32(bitPattern: UInt32(bitPattern: p) >> UInt32(q & 31)) }),
            ("return (x < y) ? 1 : 0;", { $0 < $1 ? 1 : 0 }),
            ("return (uint(x) < uint(y)) ? 1 : 0;", { UInt32(bitPattern: $0) < UInt32(bitPattern: $1) ? 1 : 0 }),
            ("return int(float(x > y));", { $0 > $1 ? 1 : 0 }),
        ]
        for (body, reference) in cases {
            let out = try Self.ints("int x = int(a); int y = int(b); \(body)", a, b)
            for i in 0..<Self.lanes {
                #expect(out[i] == reference(x[i], y[i]), "\(body) at x \(x[i]), y \(y[i]): \(out[i])")
            }
        }
    }

    @Test func conversionsClampAndMapNaN() throws {
        let a: [Float] = (0..<Self.lanes).map { i in
            [
                .nan, 1e20, -1e20, 3.9, -3.9, 2_147_483_648, -2_147_483_648, 4_294_967_296, -0.5, 0, .infinity,
                -.infinity, 5e9, 123.99, -1, 0.9,
            ][i % 16]
        }
        let toInt = try Self.ints("return int(a);", a, a)
        let toUInt = try Self.ints("return int(uint(a));", a, a)
        let toBool = try Self.ints("bool t = bool(a); return t ? 1 : 0;", a, a)
        for i in 0..<Self.lanes {
            let v = a[i]
            let int: Int32 = v.isNaN ? 0 : (v >= 2_147_483_648 ? .max : (v <= -2_147_483_648 ? .min : Int32(v)))
            let uint: UInt32 = v.isNaN || v <= 0 ? 0 : (v >= 4_294_967_296 ? .max : UInt32(v))
            #expect(toInt[i] == int, "int(\(v)): \(toInt[i])")
            #expect(UInt32(bitPattern: toUInt[i]) == uint, "uint(\(v)): \(toUInt[i])")
            #expect(toBool[i] == (v != 0 ? 1 : 0), "bool(\(v))")
        }
    }

    // MARK: Control flow

    /// Per-lane floats of a float-returning function of `a` (the lane's value).
    static func floats(_ source: String, _ a: [Float], name: String = "f") throws -> [Float] {
        try evaluate(source, [.lanes(a)], name: name).prefix(lanes).map { Float(bitPattern: $0) }
    }

    static let laneIndex = (0..<lanes).map { Float($0 % 13) - 2 }

    @Test func branchesAndLoopsRunPerLane() throws {
        let a = Self.laneIndex
        let cases: [(String, (Float) -> Float)] = [
            (
                "float f(float a) { float r = 5.0; if (a > 3.0) { r = a * 2.0; } else if (a < 0.0) { r = -a; } "
                    + "else { r = r + a; } return r; }",
                { a in a > 3 ? a * 2 : (a < 0 ? -a : 5 + a) }
            ),
            (
                "float f(float a) { float s = 0.0; for (int i = 0; i < int(a); i++) { s += float(i); } return s; }",
                { a in Float((0..<Swift.max(Int(a), 0)).reduce(0, +)) }
            ),
            (
                "float f(float a) { float s = 0.0; for (int i = 0; i < 100; i++) { if (i == int(a) + 4) { break; } "
                    + "if (i % 2 == 0) { continue; } s += float(i); } return s; }",
                { a in Float((0..<(Int(a) + 4)).filter { $0 % 2 == 1 }.reduce(0, +)) }
            ),
            (
                "float f(float a) { for (int i = 0; i < 10; i++) { if (float(i) >= a) { return float(i) * 10.0; } } "
                    + "return -1.0; }",
                { a in a <= 9 ? Foundation.ceil(Swift.max(a, 0)) * 10 : -1 }
            ),
            (
                "float f(float a) { float s = 0.0; int i = 0; while (i < int(a)) { int j = 0; "
                    + "while (true) { if (j >= i) { break; } j++; if (j == 3) { continue; } s += 1.0; } i++; } "
                    + "return s; }",
                { a in
                    var s: Float = 0
                    for i in 0..<Swift.max(Int(a), 0) { for j in 1...Swift.max(i, 1) where j <= i && j != 3 { s += 1 } }
                    return s
                }
            ),
            (
                "float g(float a) { if (a < 1.0) { return 1.0; } if (a < 4.0) { for (int i = 0; i < 5; i++) { "
                    + "if (float(i) > a) { return 20.0 + float(i); } } } return 3.0; }\n"
                    + "float f(float a) { float r = 0.0; if (a != 2.0) { r = g(a) + g(a + 1.0) * 100.0; } return r; }",
                { a in
                    func g(_ a: Float) -> Float {
                        if a < 1 { return 1 }
                        if a < 4 { for i in 0..<5 where Float(i) > a { return 20 + Float(i) } }
                        return 3
                    }
                    return a != 2 ? g(a) + g(a + 1) * 100 : 0
                }
            ),
            (
                "float f(float a) { float3 v = float3(1.0, 2.0, 3.0); v[int(a)] = 9.0; v.zx = float2(a, v.y); "
                    + "return v.x * 100.0 + v.y * 10.0 + v.z; }",
                { a in
                    var v: [Float] = [1, 2, 3]
                    v[Swift.min(Swift.max(Int(a), 0), 2)] = 9
                    v[2] = a
                    v[0] = v[1]
                    return v[0] * 100 + v[1] * 10 + v[2]
                }
            ),
        ]
        for (source, reference) in cases {
            let out = try Self.floats(source, a)
            for i in 0..<Self.lanes {
                #expect(Self.same(out[i], reference(a[i])), "\(source) at \(a[i]): \(out[i]), want \(reference(a[i]))")
            }
        }
    }

    @Test func loopBudgetEndsEveryLoopAndIsShared() throws {
        let budget = Float(ShaderProgram.loopBudget)
        let a = Self.laneIndex
        let forever = try Self.floats("float f(float a) { int n = 0; while (true) { n++; } return float(n); }", a)
        #expect(forever.allSatisfy { $0 == budget })
        // Nested loops draw on one budget: each outer pass takes one, each inner pass one.
        var left = ShaderProgram.loopBudget, n = 0
        outer: for _ in 0..<100 {
            guard left > 0 else { break }
            left -= 1
            for _ in 0..<100 {
                guard left > 0 else { continue outer }
                left -= 1
                n += 1
            }
        }
        let nested = try Self.floats(
            "float f(float a) { int n = 0; for (int i = 0; i < 100; i++) { for (int j = 0; j < 100; j++) { n++; } } "
                + "return float(n); }", a)
        #expect(nested.allSatisfy { $0 == Float(n) }, "\(nested[0]), want \(n)")
        // Lanes that skip a loop keep their budget; the budget follows calls.
        let skipped = try Self.floats(
            "int spend(int k) { int i = 0; while (i < k) { i++; } return i; }\n"
                + "float f(float a) { if (a > 3.0) { int s = spend(1000); } int n = 0; while (true) { n++; } "
                + "return float(n); }",
            a)
        for i in 0..<Self.lanes { #expect(skipped[i] == budget - (a[i] > 3 ? 1000 : 0)) }
    }

    @Test func selectAndLogicEvaluateOnlyTheTakenSide() throws {
        let a = Self.laneIndex
        let spend = "int spend(int k) { int i = 0; while (i < k) { i++; } return i; }\n"
        let rest = " int n = 0; while (true) { n++; } return float(n); }"
        let cases: [(String, (Float) -> Int)] = [
            ("float f(float a) { int x = a > 3.0 ? spend(1000) : spend(10);", { $0 > 3 ? 1000 : 10 }),
            ("float f(float a) { bool b = a > 3.0 && spend(100) > 0;", { $0 > 3 ? 100 : 0 }),
            ("float f(float a) { bool b = a > 3.0 || spend(100) > 0;", { $0 > 3 ? 0 : 100 }),
            ("float f(float a) { bool b = a > 3.0 && a > 5.0 && spend(7) > 0;", { $0 > 5 ? 7 : 0 }),
        ]
        for (head, spent) in cases {
            let out = try Self.floats(spend + head + rest, a)
            for i in 0..<Self.lanes {
                let want = Float(ShaderProgram.loopBudget - spent(a[i]))
                #expect(out[i] == want, "\(head) at \(a[i]): \(out[i]), want \(want)")
            }
        }
    }

    // MARK: Matrices, arrays, layers

    @Test func matrixProductsAreColumnMajor() throws {
        let a = Self.values(specials: false), b = Self.values(9, specials: false)
        let source = """
            float4 f(float a, float b) {
                float2x2 m = float2x2(float2(a, b), float2(b * 2.0, a - 1.0));
                float2 v = float2(a + 1.0, b);
                float3x3 n = float3x3(float3(a, 1.0, b), float3(2.0, b, a), float3(b, a, 3.0));
                float3x3 p = n * n;
                float2 column = m[int(b)];
                m[1] = float2(7.0, 8.0);
                return float4((m * v).x + (v * m).y, p[1][2], column.y, (float3(a, b, 1.0) * n).z);
            }
            """
        let out = try Self.evaluate(source, [.lanes(a), .lanes(b)]).map { Float(bitPattern: $0) }
        for i in 0..<Self.lanes {
            let x = a[i], y = b[i]
            let m: [Float] = [x, y, y * 2, x - 1], v: [Float] = [x + 1, y]
            let n: [Float] = [x, 1, y, 2, y, x, y, x, 3]
            let k = Swift.min(Swift.max(Int(y), 0), 1)
            let m2: [Float] = [m[0], m[1], 7, 8]
            let mv0 = m2[0] * v[0] + m2[2] * v[1], vm1 = v[0] * m2[2] + v[1] * m2[3]
            let p12 = (n[2] * n[3] + n[5] * n[4]) + n[8] * n[5]
            let rowN2 = (x * n[6] + y * n[7]) + 1 * n[8]
            let want: [Float] = [mv0 + vm1, p12, m[k * 2 + 1], rowN2]
            for c in 0..<4 {
                let got = out[c * Self.lanes + i]
                #expect(Self.same(got, want[c]), "component \(c) at \(x), \(y): \(got), want \(want[c])")
            }
        }
    }

    @Test func floatArraysReadZeroOutside() throws {
        let values: [Float] = [10, 20, 30, 40, 50]
        let a = (0..<Self.lanes).map { Float($0 % 9) - 2 }
        let source = """
            [[ stitchable ]] half4 f(float2 p, half4 color, float a, device const float *values, int count) {
                return half4(values[int(a)], float(count), values[count - 1], 1.0);
            }
            """
        let position = [Float](repeating: 0, count: 2 * Self.lanes),
            color = [Float](repeating: 0, count: 4 * Self.lanes)
        let out = try Self.evaluate(source, [.lanes(position), .lanes(color), .lanes(a), .array(values)])
            .map { Float(bitPattern: $0) }
        for i in 0..<Self.lanes {
            let j = Int(a[i])
            #expect(out[i] == (j >= 0 && j < 5 ? values[j] : 0))
            #expect(out[Self.lanes + i] == 5)
            #expect(out[2 * Self.lanes + i] == 50)
        }
    }

    @Test func layerSamplesAtTheLanesPositions() throws {
        let source = """
            [[ stitchable ]] half4 f(float2 p, SwiftUI::Layer layer, float k) {
                half4 c = layer.sample(p + float2(k, 1.0));
                if (p.x > 10.0) { c = c + layer.sample(float2(0.0, 0.0)); }
                return c;
            }
            """
        let xs = (0..<Self.lanes).map { Float($0) }, ys = (0..<Self.lanes).map { Float($0 * 2) }
        var calls = 0
        let sample: Sampler = { x, y, n, out in
            calls += 1
            for i in 0..<n {
                out[i] = x[i]
                out[Self.lanes + i] = y[i]
                out[2 * Self.lanes + i] = x[i] * y[i]
                out[3 * Self.lanes + i] = 1
            }
        }
        let out = try Self.evaluate(
            source, [.lanes(xs + ys), .layer, .uniform([0.5])], count: 40, sample: sample
        ).map { Float(bitPattern: $0) }
        // Two samples a run, and `evaluate` runs the kernel twice (plain, then specialised).
        #expect(calls == 4)
        for i in 0..<40 {
            let x = xs[i] + 0.5, y = ys[i] + 1, extra: Float = xs[i] > 10 ? 1 : 0
            #expect(out[i] == x && out[Self.lanes + i] == y, "lane \(i)")
            #expect(out[2 * Self.lanes + i] == x * y && out[3 * Self.lanes + i] == 1 + extra, "lane \(i)")
        }
    }

    // MARK: The harmonic shader

    /// Seed 003's `harmonicColorEffect` (the table palette) written again here in Swift, step for step as the
    /// article's Metal: the reference the evaluator must match bit for bit with PortableMath's functions. Metal's
    /// `mix(x, y, a)` is x (1 - a) + y a.
    static func harmonicReference(
        _ pos: SIMD2<Float>, _ bounds: SIMD4<Float>, _ wavesCount: Float, _ time: Float, _ amplitude: Float,
        _ mixCoeff: Float
    ) -> SIMD3<Float> {
        let pi: Float = 3.14159265358979
        func mix(_ x: Float, _ y: Float, _ a: Float) -> Float { x * (1 - a) + y * a }
        let table: [SIMD3<Float>] = [
            SIMD3(0.4823529412, 0.831372549, 0.8549019608), SIMD3(0.4117647059, 0.4117647059, 0.8470588235),
            SIMD3(0.9411764706, 0.3137254902, 0.4117647059), SIMD3(0.2745098039, 0.4901960784, 0.9411764706),
            SIMD3(0.0784313725, 0.862745098, 0.862745098), SIMD3(0.7843137255, 0.6274509804, 0.5490196078),
        ]
        var uv = pos / SIMD2(bounds.z, bounds.w)
        uv -= SIMD2(0.5, 0.5)
        let a = PortableMath.cos(uv.x * 3) * amplitude * 0.2
        let offset = PortableMath.sin(uv.x * 12 + time) * a * 0.1
        let frequency = mix(3, 12, mixCoeff), glowWidth = mix(0.6, 0.9, mixCoeff)
        let glowIntensity = mix(0.02, 0.01, mixCoeff)
        var finalColor = SIMD3<Float>(repeating: 0)
        var i: Float = 0
        while i < wavesCount {
            let phase = time + i * pi / wavesCount
            let sdf = Swift.abs((uv.y - offset) + PortableMath.cos(uv.x * frequency + phase) * a)
            let glow = glowIntensity / PortableMath.pow(sdf, glowWidth)
            let k = Int(i)
            let color = i == Float(k) && k >= 0 && k < table.count ? table[k] : SIMD3(repeating: 0)
            let waveColor = SIMD3(
                mix(1, color.x, mixCoeff), mix(1, color.y, mixCoeff), mix(1, color.z, mixCoeff))
            finalColor += waveColor * glow
            i += 1
        }
        return finalColor
    }

    /// Seed 003's shader at pixel centres of a 1920 x 1080 view against `harmonicReference`.
    static func harmonic(math: ShaderKernelCompiler.Math, time: Float) throws -> (got: [Float], want: [Float]) {
        // Metal's M_PI_F is pi rounded to nearest (0x40490fdb, as the reference's); the parser's is Swift's
        // Float.pi (0x40490fda), so the seed's own literal stands in for it here.
        let source = try String(contentsOf: RepoPaths.file("Shaders/metal/harmonicColorEffect.metal"), encoding: .utf8)
            .replacingOccurrences(of: "M_PI_F", with: "3.14159265358979")
        var got: [Float] = [], want: [Float] = []
        for (row, press) in [(0, Float(0)), (333, 0), (540, 1), (541, 0.4), (1079, 1)] {
            let xs = (0..<Self.lanes).map { Float($0 * 29 + row % 7) + 0.5 }
            let position = xs + [Float](repeating: Float(row) + 0.5, count: Self.lanes)
            let bounds: [Float] = [0, 0, 1920, 1080], amplitude: Float = press > 0.5 ? 2 : 0.5
            let out = try evaluate(
                source,
                [
                    .lanes(position), .uniform([1, 1, 1, 1]), .uniform(bounds), .uniform([6]), .uniform([time]),
                    .uniform([amplitude]), .uniform([press]),
                ], name: "harmonicColorEffect", math: math
            ).map { Float(bitPattern: $0) }
            for i in 0..<Self.lanes {
                let c = Self.harmonicReference(
                    SIMD2(xs[i], Float(row) + 0.5), SIMD4(bounds[0], bounds[1], bounds[2], bounds[3]), 6, time,
                    amplitude, press)
                got += [out[i], out[Self.lanes + i], out[2 * Self.lanes + i], out[3 * Self.lanes + i]]
                want += [c.x, c.y, c.z, 1]
            }
        }
        return (got, want)
    }

    @Test func harmonicMatchesItsReference() throws {
        let times: [Float] = [0, 29.0 / 60, 0.5, 2.45]
        for time in times {
            let exact = try Self.harmonic(math: .exact, time: time)
            let differing = (0..<exact.got.count).filter { !Self.same(exact.got[$0], exact.want[$0]) }
            let first = differing.first.map { "\(exact.got[$0]) at \($0), want \(exact.want[$0])" } ?? ""
            #expect(differing.isEmpty, "t \(time): \(differing.count) differ, first \(first)")
        }
        // The vectorised sin, cos and pow: one ulp apart from PortableMath here and there, which the glow's 1 / x^w
        // magnifies where a wave crosses its pixel; still far inside what a colour byte resolves.
        let fast = try Self.harmonic(math: .fast, time: 29.0 / 60)
        let worst = zip(fast.got, fast.want).map { Swift.abs($0 - $1) / Swift.max(Swift.abs($1), 1) }.max() ?? 0
        #expect(worst < 1e-3, "worst \(worst)")
    }

    // MARK: Specialisation

    /// The harmonic specialised for a frame: its loop unrolled, its palette's `if`s decided, the work on x
    /// alone in column steps, so a row runs far fewer steps; `evaluate` checks the bits are the same.
    @Test func specialisationUnrollsFoldsAndHoists() throws {
        let source = try String(contentsOf: RepoPaths.file("Shaders/metal/harmonicColorEffect.metal"), encoding: .utf8)
        let program = try ShaderParser.parse(source, file: "harmonicColorEffect.metal")
        let index = try #require(program.function(named: "harmonicColorEffect"))
        let plain = ShaderKernel(program, entry: index)
        let uniforms: [[Float]?] = [nil, nil, [0, 0, 1920, 1080], [6], [0.5], [2], [1]]
        #expect(plain.steps.count > 0)
        let frame = ShaderKernel(
            program, entry: index, specialization: ShaderKernel.Specialization(uniforms: uniforms, columnX: true))
        #expect(plain.columnSteps.count == 0)
        // Each wave's cosine and its amplitude's terms run per column; a row runs the unrolled waves' work
        // on y (about 16 steps a wave), where the plain kernel loops over all of it.
        #expect(frame.columnSteps.count >= 6 * 3)
        #expect(frame.steps.count <= 6 * 16 + 4)
        let rotated = ShaderKernel(
            program, entry: index, specialization: ShaderKernel.Specialization(uniforms: uniforms, columnX: false))
        #expect(rotated.columnSteps.count == 0 && rotated.steps.count > frame.steps.count)
    }

    /// An assignment reads all of its value before it writes (a swap through swizzles), and a local written
    /// in place by the step computing its value keeps its old value where the expression reads it.
    @Test func assignmentsReadTheirValueFirst() throws {
        let a = Self.laneIndex
        let swapped = try Self.floats(
            "float f(float a) { float2 v = float2(a, 2.0 * a); v = v.yx; v = float2(v.y + 1.0, v.x); "
                + "float s = a; s = s * s + s; return v.x + 10.0 * v.y + 100.0 * s; }", a)
        for i in 0..<Self.lanes {
            let v = (a[i] + 1, 2 * a[i]), s = a[i] * a[i] + a[i]
            #expect(swapped[i] == v.0 + 10 * v.1 + 100 * s, "lane \(i)")
        }
    }

    // MARK: Images

    /// A 3 x 2 image of distinct colours (premultiplied bytes), and its texels as floats, rows top first.
    static let texture: (level: ImageLevel, texels: [[SIMD4<Float>]]) = {
        let bytes: [UInt8] = (0..<24).map { UInt8(($0 * 41 + 7) % 200) }
        let level = ImageSource(name: "kernel-test", image: Image(width: 3, height: 2, pixels: bytes)).level(0)
        let texels = (0..<2).map { y in
            (0..<3).map { x in SIMD4<Float>((0..<4).map { Float(bytes[(y * 3 + x) * 4 + $0]) / 255 }) }
        }
        return (level, texels)
    }()

    /// `t.sample(s, p)` worked out again: Metal's sampler semantics on the image above.
    static func sampled(_ p: SIMD2<Float>, filter: String, address: String, pixel: Bool) -> SIMD4<Float> {
        let (w, h) = (3, 2)
        func index(_ k: Int, _ n: Int) -> Int? {
            switch address {
            case "clamp_to_edge": return min(max(k, 0), n - 1)
            case "clamp_to_zero": return k >= 0 && k < n ? k : nil
            case "repeat": return ((k % n) + n) % n
            default:
                let m = ((k % (2 * n)) + 2 * n) % (2 * n)
                return m < n ? m : 2 * n - 1 - m
            }
        }
        func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
            guard let i = index(x, w), let j = index(y, h) else { return .zero }
            return texture.texels[j][i]
        }
        let t = pixel ? p : p * SIMD2(Float(w), Float(h))
        if filter == "nearest" { return texel(Int(t.x.rounded(.down)), Int(t.y.rounded(.down))) }
        let u = t - 0.5, b = u.rounded(.down), f = u - b
        let x = Int(b.x), y = Int(b.y)
        let top = texel(x, y) * (1 - f.x) + texel(x + 1, y) * f.x
        let bottom = texel(x, y + 1) * (1 - f.x) + texel(x + 1, y + 1) * f.x
        return top * (1 - f.y) + bottom * f.y
    }

    /// Every filter, address mode and coordinate space, at points inside, on and past the edges.
    @Test func imagesSampleAsMetalsSamplers() throws {
        let xs = (0..<Self.lanes).map { Float($0 % 16) * 0.23 - 1.1 },
            ys = (0..<Self.lanes).map { Float($0 / 16) * 0.41 - 0.7 }
        for filter in ["nearest", "linear"] {
            for address in ["clamp_to_edge", "clamp_to_zero", "repeat", "mirrored_repeat"] {
                for pixel in [false, true] {
                    let scale: Float = pixel ? 3 : 1
                    let source = """
                        float4 f(float2 p, texture2d<half> t) {
                            constexpr sampler s(filter::\(filter), address::\(address)\(pixel ? ", coord::pixel" : ""));
                            return float4(t.sample(s, p));
                        }
                        """
                    let p = xs.map { $0 * scale } + ys.map { $0 * scale }
                    let out = try Self.evaluate(source, [.lanes(p), .image(Self.texture.level)])
                    for i in 0..<Self.lanes {
                        let want = Self.sampled(
                            SIMD2(p[i], p[Self.lanes + i]), filter: filter, address: address, pixel: pixel)
                        let got = SIMD4<Float>((0..<4).map { Float(bitPattern: out[$0 * Self.lanes + i]) })
                        #expect(got == want, "\(filter) \(address) pixel \(pixel) at \(p[i]), \(p[Self.lanes + i])")
                    }
                }
            }
        }
        // read: whole coordinates, transparent off the image; the size in texels.
        let read = try Self.evaluate(
            "float4 f(float2 p, texture2d<half> t) { int2 q = int2(p); "
                + "return float4(t.read(uint2(q))) "
                + "+ float4(float(t.get_width()), float(t.get_height()), 0, 0) * 100.0; }",
            [.lanes(xs.map { $0 * 3 } + ys.map { $0 * 3 }), .image(Self.texture.level)])
        for i in 0..<Self.lanes {
            let q = (Int32(xs[i] * 3), Int32(ys[i] * 3))
            let inside = q.0 >= 0 && q.0 < 3 && q.1 >= 0 && q.1 < 2
            var want = inside ? Self.texture.texels[Int(q.1)][Int(q.0)] : .zero
            want += SIMD4(300, 200, 0, 0)
            #expect(Float(bitPattern: read[i]) == want.x && Float(bitPattern: read[Self.lanes + i]) == want.y)
        }
    }

    /// A source with more distinct constants than a kernel keeps fixed registers for (each a temporary
    /// the steps fill past the limit) gives the same values.
    @Test func manyConstantsStayBounded() throws {
        let a = Self.values(specials: false)
        let terms = 1_300
        let body = (0..<terms).map { k in "s += clamp(a, -1.0, \(1 + Double(k) / 1024));" }.joined(separator: " ")
        let out = try Self.floats("float f(float a) { float s = 0.0; \(body) return s; }", a)
        for i in 0..<Self.lanes {
            var s: Float = 0
            for k in 0..<terms { s += min(max(a[i], -1), Float(1 + Double(k) / 1024)) }
            #expect(out[i] == s, "lane \(i)")
        }
    }

    /// An unrolled loop spends the budget its passes would: a loop after it that varies gets what is left.
    @Test func unrolledLoopsSpendTheBudget() throws {
        let a = Self.laneIndex
        let source =
            "float f(float a, float k) { int n = 0; for (int i = 0; i < int(k); i++) { n++; } int m = 0; "
            + "while (a > 3.0) { m++; } return float(n * 10000 + m); }"
        let out = try Self.evaluate(source, [.lanes(a), .uniform([3000])]).map { Float(bitPattern: $0) }
        for i in 0..<Self.lanes {
            #expect(out[i] == Float(3000 * 10000 + (a[i] > 3 ? ShaderProgram.loopBudget - 3000 : 0)))
        }
        // Too long to unroll (its body writes a step a pass): the loop runs as a loop, to the same bits.
        let long = try Self.floats(
            "float f(float a) { float s = 0.0; for (int i = 0; i < 5000; i++) { s += a * 0.5; } return s; }", a)
        #expect(long[5] == (0..<ShaderProgram.loopBudget).reduce(Float(0)) { s, _ in s + a[5] * 0.5 })
    }

    /// The comparisons above can fail: a kernel with swapped operands, or another time, is caught.
    @Test func wrongEvaluationsAreCaught() throws {
        let a = Self.values(specials: false), b = Self.values(3, specials: false)
        let out = try Self.evaluate("float f(float a, float b) { return b - a; }", [.lanes(a), .lanes(b)])
        let mismatches = (0..<Self.lanes).filter { !Self.same(Float(bitPattern: out[$0]), a[$0] - b[$0]) }
        #expect(mismatches.count > Self.lanes / 2)
        let later = try Self.harmonic(math: .exact, time: 30.0 / 60)
        let now = try Self.harmonic(math: .exact, time: 29.0 / 60)
        #expect(zip(later.got, now.want).filter { !Self.same($0, $1) }.count > 100)
    }
}
