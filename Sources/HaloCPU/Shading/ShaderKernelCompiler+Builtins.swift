import HaloCore

extension ShaderKernelCompiler {
    /// A vectorised libm function of `ShaderFastMath`.
    enum FastFunction {
        case sin, cos, exp, exp2, log, log2

        /// Runs the function on `n` lanes.
        func apply(_ a: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int) {
            switch self {
            case .sin: ShaderFastMath.sinCos(a, d, n, cosine: false)
            case .cos: ShaderFastMath.sinCos(a, d, n, cosine: true)
            case .exp: ShaderFastMath.exp(a, d, n, natural: true)
            case .exp2: ShaderFastMath.exp(a, d, n, natural: false)
            case .log: ShaderFastMath.log(a, d, n, natural: true)
            case .log2: ShaderFastMath.log(a, d, n, natural: false)
            }
        }
    }

    /// A `metal_stdlib` call, with the formulas of `ShaderLane` (the GLSL emitter's, term for term).
    func builtin(_ f: ShaderBuiltin, _ args: [[Slot]], _ types: [ShaderType], _ t: ShaderType) -> [Slot] {
        let kind = types.first?.scalar ?? .float
        let a = args.first ?? []
        switch f {
        case .sin: return math == .fast ? fast(.sin, a) : map1(.sin, a)
        case .cos: return math == .fast ? fast(.cos, a) : map1(.cos, a)
        case .exp: return math == .fast ? fast(.exp, a) : map1(.exp, a)
        case .exp2: return math == .fast ? fast(.exp2, a) : map1(.exp2, a)
        case .log: return math == .fast ? fast(.log, a) : map1(.log, a)
        case .log2: return math == .fast ? fast(.log2, a) : map1(.log2, a)
        case .pow: return math == .fast ? pow(a, args[1]) : map2(.pow, a, args[1])
        case .tan: return map1(.tan, a)
        case .asin: return map1(.asin, a)
        case .acos: return map1(.acos, a)
        case .atan: return map1(.atan, a)
        case .sinh: return map1(.sinh, a)
        case .cosh: return map1(.cosh, a)
        case .tanh: return map1(.tanh, a)
        case .atan2: return map2(.atan2, a, args[1])
        case .sqrt: return map1(.fSqrt, a)
        case .rsqrt: return map1(.fRsqrt, a)
        case .abs:
            switch kind {
            case .float: return map1(.fAbs, a)
            case .int: return map1(.iAbs, a)
            case .uint, .bool: return a
            }
        case .sign: return map1(.fSign, a)
        case .floor: return map1(.fFloor, a)
        case .ceil: return map1(.fCeil, a)
        case .round: return map1(.fRound, a)
        case .trunc: return map1(.fTrunc, a)
        case .fract: return map1(.fFract, a)
        case .fmod: return map2(.fFmod, a, args[1])
        case .min:
            switch kind {
            case .float: return map2(.fMin, a, args[1])
            case .int: return map2(.iMin, a, args[1])
            case .uint, .bool: return map2(.uMin, a, args[1])
            }
        case .max:
            switch kind {
            case .float: return map2(.fMax, a, args[1])
            case .int: return map2(.iMax, a, args[1])
            case .uint, .bool: return map2(.uMax, a, args[1])
            }
        case .clamp:
            switch kind {
            case .float: return map3(.fClamp, a, args[1], args[2])
            case .int: return map3(.iClamp, a, args[1], args[2])
            case .uint, .bool: return map3(.uClamp, a, args[1], args[2])
            }
        case .mix: return map3(.fMix, a, args[1], args[2])
        case .step: return map2(.fStep, a, args[1])
        case .smoothstep: return map3(.fSmoothstep, a, args[1], args[2])
        case .saturate: return map1(.fSaturate, a)
        case .dot: return [dot(a, args[1])]
        case .length: return [op1(.fSqrt, dot(a, a))]
        case .distance:
            let d = map2(.fSub, a, args[1])
            return [op1(.fSqrt, dot(d, d))]
        case .normalize:
            let length = op1(.fSqrt, dot(a, a))
            return a.map { op2(.fDiv, $0, length) }
        case .reflect:
            let n = args[1]
            let twice = op2(.fMul, .constant(word(Float(2))), dot(n, a))
            return zip(a, n).map { op2(.fSub, $0, op2(.fMul, twice, $1)) }
        case .cross:
            let b = args[1]
            func term(_ i: Int, _ j: Int) -> Slot {
                op2(.fSub, op2(.fMul, a[i], b[j]), op2(.fMul, a[j], b[i]))
            }
            return [term(1, 2), term(2, 0), term(0, 1)]
        case .isnan: return map1(.fIsNan, a)
        case .isinf: return map1(.fIsInf, a)
        case .isfinite: return map1(.fIsFinite, a)
        case .signbit: return map1(.fSignbit, a)
        case .rint: return map1(.fRint, a)
        case .popcount: return map1(.popcount, a)
        case .clz: return map1(.clz, a)
        case .ctz: return map1(.ctz, a)
        case .reverse_bits: return map1(.reverseBits, a)
        case .any: return [a.dropFirst().reduce(a[0]) { op2(.bitOr, $0, $1) }]
        case .all: return [a.dropFirst().reduce(a[0]) { op2(.bitAnd, $0, $1) }]
        }
    }

    /// dot(a, b): ((a0 b0 + a1 b1) + a2 b2) + ...
    func dot(_ a: [Slot], _ b: [Slot]) -> Slot {
        var s = op2(.fMul, a[0], b[0])
        for k in 1..<max(a.count, 1) { s = op2(.fAdd, s, op2(.fMul, a[k], b[k])) }
        return s
    }

    /// A `ShaderFastMath` function on each component (folded on constants by the same code).
    func fast(_ f: FastFunction, _ a: [Slot]) -> [Slot] {
        a.map { s in
            operations += 1
            let s = resolve(s)
            if case .constant(var x) = s {
                var out: UInt32 = 0
                f.apply(&x, &out, 1)
                return .constant(out)
            }
            let ra = register(s)
            let (d, column) = destination(s)
            switch f {
            case .sin:
                emit(column: column) { run in
                    ShaderFastMath.sinCos(run.words + ra, run.words + d, run.count, cosine: false)
                }
            case .cos:
                emit(column: column) { run in
                    ShaderFastMath.sinCos(run.words + ra, run.words + d, run.count, cosine: true)
                }
            default: emit(column: column) { run in f.apply(run.words + ra, run.words + d, run.count) }
            }
            return .reg(d)
        }
    }

    /// `ShaderFastMath.pow` on each pair of components.
    func pow(_ a: [Slot], _ b: [Slot]) -> [Slot] {
        zip(a, b).map { x, y in
            operations += 1
            let x = resolve(x), y = resolve(y)
            if case .constant(var cx) = x, case .constant(var cy) = y {
                var out: UInt32 = 0
                ShaderFastMath.pow(&cx, &cy, &out, 1)
                return .constant(out)
            }
            let rx = register(x), ry = register(y)
            let (d, column) = destination(x, y)
            emit(column: column) { run in
                ShaderFastMath.pow(run.words + rx, run.words + ry, run.words + d, run.count)
            }
            return .reg(d)
        }
    }
}
