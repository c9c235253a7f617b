import Foundation
import HaloCore
import HaloMath
import HaloRows
import HaloRowsAVX2

// The per-lane operations of `ShaderKernel`, each on 32-bit words: floats as their IEEE bits, ints and uints
// as their two's complement bits, bools as masks (0 false, all ones true). Each operation is a type, so the
// generic loops that run it over a run's lanes are specialised and vectorised per operation, and constant folding
// calls the very same function. Keep in sync with the GLSL emitter's helpers (the formulas are the contract).

/// An operation on one word per lane.
protocol ShaderLane1 {
    /// The result for one lane.
    static func apply(_ a: UInt32) -> UInt32
}

/// An operation on two words per lane.
protocol ShaderLane2 {
    /// The result for one lane.
    static func apply(_ a: UInt32, _ b: UInt32) -> UInt32
}

/// An operation on three words per lane.
protocol ShaderLane3 {
    /// The result for one lane.
    static func apply(_ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt32
}

/// The word of a float.
@inline(__always) func word(_ x: Float) -> UInt32 { x.bitPattern }
/// The float of a word.
@inline(__always) func float(_ w: UInt32) -> Float { Float(bitPattern: w) }
/// The int of a word.
@inline(__always) func int(_ w: UInt32) -> Int32 { Int32(bitPattern: w) }
/// The word of an int.
@inline(__always) func word(_ x: Int32) -> UInt32 { UInt32(bitPattern: x) }
/// The mask of a bool: all ones for true.
@inline(__always) func laneMask(_ b: Bool) -> UInt32 { b ? ~0 : 0 }

/// The namespace of the lane operations.
enum ShaderLane {
    /// Metal's min for floats: y < x ? y : x.
    @inline(__always) static func fmin(_ x: Float, _ y: Float) -> Float { y < x ? y : x }
    /// Metal's max for floats: x < y ? y : x.
    @inline(__always) static func fmax(_ x: Float, _ y: Float) -> Float { x < y ? y : x }

    // MARK: Float arithmetic

    enum FNeg: ShaderLane1 { @inline(__always) static func apply(_ a: UInt32) -> UInt32 { a ^ 0x8000_0000 } }
    enum FAbs: ShaderLane1 { @inline(__always) static func apply(_ a: UInt32) -> UInt32 { a & 0x7fff_ffff } }
    /// sign: x > 0 ? 1 : (x < 0 ? -1 : 0).
    enum FSign: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 {
            let x = float(a)
            return word(Float(x > 0 ? 1 : (x < 0 ? -1 : 0)))
        }
    }
    enum FFloor: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { word(float(a).rounded(.down)) }
    }
    enum FCeil: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { word(float(a).rounded(.up)) }
    }
    enum FTrunc: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { word(float(a).rounded(.towardZero)) }
    }
    /// round: trunc(x + (x < 0 ? -0.5 : 0.5)).
    enum FRound: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 {
            let x = float(a)
            return word((x + (x < 0 ? -0.5 : 0.5)).rounded(.towardZero))
        }
    }
    /// fract: x - floor(x).
    enum FFract: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 {
            let x = float(a)
            return word(x - x.rounded(.down))
        }
    }
    enum FSqrt: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { word(float(a).squareRoot()) }
    }
    /// rsqrt: 1 / sqrt(x).
    enum FRsqrt: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { word(1 / float(a).squareRoot()) }
    }
    /// saturate: clamp(x, 0, 1).
    enum FSaturate: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { word(fmin(fmax(float(a), 0), 1)) }
    }
    /// isnan, isinf, isfinite, signbit: masks.
    enum FIsNan: ShaderLane1 { @inline(__always) static func apply(_ a: UInt32) -> UInt32 { laneMask(float(a).isNaN) } }
    enum FIsInf: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { laneMask(float(a).isInfinite) }
    }
    enum FIsFinite: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { laneMask(float(a).isFinite) }
    }
    enum FSignbit: ShaderLane1 { @inline(__always) static func apply(_ a: UInt32) -> UInt32 { laneMask(a >> 31 != 0) } }
    /// rint: to the nearest whole number, halves to even.
    enum FRint: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { word(float(a).rounded(.toNearestOrEven)) }
    }
    /// popcount, clz, ctz (32 for 0), reverse_bits: on the word's bits.
    enum Popcount: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { UInt32(a.nonzeroBitCount) }
    }
    enum Clz: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { UInt32(a.leadingZeroBitCount) }
    }
    enum Ctz: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { UInt32(a.trailingZeroBitCount) }
    }
    enum ReverseBits: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 {
            var x = a
            x = (x >> 1) & 0x5555_5555 | (x & 0x5555_5555) << 1
            x = (x >> 2) & 0x3333_3333 | (x & 0x3333_3333) << 2
            x = (x >> 4) & 0x0f0f_0f0f | (x & 0x0f0f_0f0f) << 4
            x = (x >> 8) & 0x00ff_00ff | (x & 0x00ff_00ff) << 8
            return x >> 16 | x << 16
        }
    }
    enum FAdd: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { word(float(a) + float(b)) }
    }
    enum FSub: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { word(float(a) - float(b)) }
    }
    enum FMul: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { word(float(a) * float(b)) }
    }
    enum FDiv: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { word(float(a) / float(b)) }
    }
    enum FMin: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { word(fmin(float(a), float(b))) }
    }
    enum FMax: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { word(fmax(float(a), float(b))) }
    }
    /// step(e, x): x < e ? 0 : 1.
    enum FStep: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 {
            word(Float(float(b) < float(a) ? 0 : 1))
        }
    }
    /// fmod(x, y): x - y * trunc(x / y) (C's: the sign of x).
    enum FFmod: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 {
            let x = float(a), y = float(b)
            return word(x - y * (x / y).rounded(.towardZero))
        }
    }
    /// mix(x, y, a): x * (1 - a) + y * a.
    enum FMix: ShaderLane3 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt32 {
            let t = float(c)
            return word(float(a) * (1 - t) + float(b) * t)
        }
    }
    /// clamp(x, lo, hi): min(max(x, lo), hi).
    enum FClamp: ShaderLane3 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt32 {
            word(fmin(fmax(float(a), float(b)), float(c)))
        }
    }
    /// smoothstep(e0, e1, x): t = clamp((x - e0) / (e1 - e0), 0, 1); t * t * (3 - 2 * t).
    enum FSmoothstep: ShaderLane3 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt32 {
            let e0 = float(a), e1 = float(b), x = float(c)
            let t = fmin(fmax((x - e0) / (e1 - e0), 0), 1)
            return word(t * t * (3 - 2 * t))
        }
    }

    // MARK: Integers (32 bits, wrapping, never trapping)

    enum INeg: ShaderLane1 { @inline(__always) static func apply(_ a: UInt32) -> UInt32 { 0 &- a } }
    enum BitNot: ShaderLane1 { @inline(__always) static func apply(_ a: UInt32) -> UInt32 { ~a } }
    /// abs on ints: abs(Int32.min) is Int32.min.
    enum IAbs: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { int(a) < 0 ? 0 &- a : a }
    }
    enum IAdd: ShaderLane2 { @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { a &+ b } }
    enum ISub: ShaderLane2 { @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { a &- b } }
    enum IMul: ShaderLane2 { @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { a &* b } }
    /// int `/`: 0 for a divisor 0, Int32.min / -1 is Int32.min, else truncated.
    enum IDiv: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 {
            let x = int(a), y = int(b)
            if y == 0 { return 0 }
            if y == -1 { return 0 &- a }
            return word(x / y)
        }
    }
    /// int `%`: C's (the sign of the dividend); 0 for a divisor 0 or -1.
    enum IRem: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 {
            let x = int(a), y = int(b)
            if y == 0 || y == -1 { return 0 }
            return word(x % y)
        }
    }
    /// uint `/`: 0 for a divisor 0.
    enum UDiv: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { b == 0 ? 0 : a / b }
    }
    /// uint `%`: 0 for a divisor 0.
    enum URem: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { b == 0 ? 0 : a % b }
    }
    /// `&`, also `&&` on masks.
    enum BitAnd: ShaderLane2 { @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { a & b } }
    /// `|`, also `||` on masks.
    enum BitOr: ShaderLane2 { @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { a | b } }
    enum BitXor: ShaderLane2 { @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { a ^ b } }
    /// a & ~b (masks: a without b).
    enum AndNot: ShaderLane2 { @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { a & ~b } }
    /// `<<` by (amount & 31).
    enum Shl: ShaderLane2 { @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { a &<< (b & 31) } }
    /// int `>>` (arithmetic) by (amount & 31).
    enum IShr: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { word(int(a) &>> Int32(b & 31)) }
    }
    /// uint `>>` (logical) by (amount & 31).
    enum UShr: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { a &>> (b & 31) }
    }
    enum IMin: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { int(b) < int(a) ? b : a }
    }
    enum IMax: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { int(a) < int(b) ? b : a }
    }
    enum UMin: ShaderLane2 { @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { b < a ? b : a } }
    enum UMax: ShaderLane2 { @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { a < b ? b : a } }
    enum IClamp: ShaderLane3 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt32 {
            IMin.apply(IMax.apply(a, b), c)
        }
    }
    enum UClamp: ShaderLane3 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt32 {
            UMin.apply(UMax.apply(a, b), c)
        }
    }

    // MARK: Comparisons (masks)

    enum FLess: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { laneMask(float(a) < float(b)) }
    }
    enum FLessEqual: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { laneMask(float(a) <= float(b)) }
    }
    enum FEqual: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { laneMask(float(a) == float(b)) }
    }
    enum FNotEqual: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { laneMask(float(a) != float(b)) }
    }
    enum ILess: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { laneMask(int(a) < int(b)) }
    }
    enum ILessEqual: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { laneMask(int(a) <= int(b)) }
    }
    enum ULess: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { laneMask(a < b) }
    }
    enum ULessEqual: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { laneMask(a <= b) }
    }
    /// Equal words (ints, uints, bools).
    enum WordEqual: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { laneMask(a == b) }
    }
    enum WordNotEqual: ShaderLane2 {
        @inline(__always) static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { laneMask(a != b) }
    }
    /// c ? a : b per lane, c a mask.
    enum Select: ShaderLane3 {
        @inline(__always) static func apply(_ c: UInt32, _ a: UInt32, _ b: UInt32) -> UInt32 { (a & c) | (b & ~c) }
    }

    // MARK: Conversions

    /// float to int: NaN 0, else clamped to the int range and truncated.
    enum FloatToInt: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 {
            let x = float(a)
            if x != x { return 0 }
            if x >= 2_147_483_648 { return word(Int32.max) }
            if x <= -2_147_483_648 { return word(Int32.min) }
            return word(Int32(x))
        }
    }
    /// float to uint: NaN 0, else clamped to the uint range and truncated.
    enum FloatToUInt: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 {
            let x = float(a)
            if !(x > 0) { return 0 }
            if x >= 4_294_967_296 { return UInt32.max }
            return UInt32(x)
        }
    }
    enum IntToFloat: ShaderLane1 { @inline(__always) static func apply(_ a: UInt32) -> UInt32 { word(Float(int(a))) } }
    enum UIntToFloat: ShaderLane1 { @inline(__always) static func apply(_ a: UInt32) -> UInt32 { word(Float(a)) } }
    enum BoolToFloat: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { a != 0 ? 0x3f80_0000 : 0 }
    }
    enum BoolToInt: ShaderLane1 { @inline(__always) static func apply(_ a: UInt32) -> UInt32 { a != 0 ? 1 : 0 } }
    /// float to bool: x != 0 (NaN true, as C).
    enum FloatToBool: ShaderLane1 {
        @inline(__always) static func apply(_ a: UInt32) -> UInt32 { laneMask(float(a) != 0) }
    }
    enum IntToBool: ShaderLane1 { @inline(__always) static func apply(_ a: UInt32) -> UInt32 { laneMask(a != 0) } }

    // MARK: PortableMath, one call per lane

    enum Sin: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.sin(float(a))) } }
    enum Cos: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.cos(float(a))) } }
    enum Tan: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.tan(float(a))) } }
    enum Asin: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.asin(float(a))) } }
    enum Acos: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.acos(float(a))) } }
    enum Atan: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.atan(float(a))) } }
    enum Sinh: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.sinh(float(a))) } }
    enum Cosh: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.cosh(float(a))) } }
    enum Tanh: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.tanh(float(a))) } }
    enum Exp: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.exp(float(a))) } }
    enum Exp2: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.exp2(float(a))) } }
    enum Log: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.log(float(a))) } }
    enum Log2: ShaderLane1 { static func apply(_ a: UInt32) -> UInt32 { word(PortableMath.log2(float(a))) } }
    /// atan2(y, x), atan2f.
    enum Atan2: ShaderLane2 {
        static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { word(PortableMath.atan2(float(a), float(b))) }
    }
    enum Pow: ShaderLane2 {
        static func apply(_ a: UInt32, _ b: UInt32) -> UInt32 { word(PortableMath.pow(float(a), float(b))) }
    }
}

// MARK: Steps, one loop per operation (specialised here, where the operations are: keep them in this file)

extension ShaderLane {
    /// The operations on 1 word per lane.
    enum Op1 {
        case fNeg, fAbs, fSign, fFloor, fCeil, fTrunc, fRound, fFract, fSqrt, fRsqrt, fSaturate, iNeg, bitNot, iAbs,
            floatToInt, floatToUInt, intToFloat, uIntToFloat, boolToFloat, boolToInt, floatToBool, intToBool, sin, cos,
            tan, asin, acos, atan, sinh, cosh, tanh, exp, exp2, log, log2, fIsNan, fIsInf, fIsFinite, fSignbit, fRint,
            popcount, clz, ctz, reverseBits
    }

    /// The operations on 2 words per lane.
    enum Op2 {
        case fAdd, fSub, fMul, fDiv, fMin, fMax, fStep, fFmod, iAdd, iSub, iMul, iDiv, iRem, uDiv, uRem, bitAnd, bitOr,
            bitXor, andNot, shl, iShr, uShr, iMin, iMax, uMin, uMax, fLess, fLessEqual, fEqual, fNotEqual, iLess,
            iLessEqual, uLess, uLessEqual, wordEqual, wordNotEqual, atan2, pow
    }

    /// The operations on 3 words per lane.
    enum Op3 {
        case fMix, fClamp, fSmoothstep, iClamp, uClamp, select
    }

    /// The result of `op` for one lane.
    static func apply(_ op: Op1, _ a: UInt32) -> UInt32 {
        switch op {
        case .fNeg: FNeg.apply(a)
        case .fAbs: FAbs.apply(a)
        case .fSign: FSign.apply(a)
        case .fFloor: FFloor.apply(a)
        case .fCeil: FCeil.apply(a)
        case .fTrunc: FTrunc.apply(a)
        case .fRound: FRound.apply(a)
        case .fFract: FFract.apply(a)
        case .fSqrt: FSqrt.apply(a)
        case .fRsqrt: FRsqrt.apply(a)
        case .fSaturate: FSaturate.apply(a)
        case .iNeg: INeg.apply(a)
        case .bitNot: BitNot.apply(a)
        case .iAbs: IAbs.apply(a)
        case .floatToInt: FloatToInt.apply(a)
        case .floatToUInt: FloatToUInt.apply(a)
        case .intToFloat: IntToFloat.apply(a)
        case .uIntToFloat: UIntToFloat.apply(a)
        case .boolToFloat: BoolToFloat.apply(a)
        case .boolToInt: BoolToInt.apply(a)
        case .floatToBool: FloatToBool.apply(a)
        case .intToBool: IntToBool.apply(a)
        case .sin: Sin.apply(a)
        case .cos: Cos.apply(a)
        case .tan: Tan.apply(a)
        case .asin: Asin.apply(a)
        case .acos: Acos.apply(a)
        case .atan: Atan.apply(a)
        case .sinh: Sinh.apply(a)
        case .cosh: Cosh.apply(a)
        case .tanh: Tanh.apply(a)
        case .exp: Exp.apply(a)
        case .exp2: Exp2.apply(a)
        case .log: Log.apply(a)
        case .log2: Log2.apply(a)
        case .fIsNan: FIsNan.apply(a)
        case .fIsInf: FIsInf.apply(a)
        case .fIsFinite: FIsFinite.apply(a)
        case .fSignbit: FSignbit.apply(a)
        case .fRint: FRint.apply(a)
        case .popcount: Popcount.apply(a)
        case .clz: Clz.apply(a)
        case .ctz: Ctz.apply(a)
        case .reverseBits: ReverseBits.apply(a)
        }
    }

    /// The result of `op` for one lane.
    static func apply(_ op: Op2, _ a: UInt32, _ b: UInt32) -> UInt32 {
        switch op {
        case .fAdd: FAdd.apply(a, b)
        case .fSub: FSub.apply(a, b)
        case .fMul: FMul.apply(a, b)
        case .fDiv: FDiv.apply(a, b)
        case .fMin: FMin.apply(a, b)
        case .fMax: FMax.apply(a, b)
        case .fStep: FStep.apply(a, b)
        case .fFmod: FFmod.apply(a, b)
        case .iAdd: IAdd.apply(a, b)
        case .iSub: ISub.apply(a, b)
        case .iMul: IMul.apply(a, b)
        case .iDiv: IDiv.apply(a, b)
        case .iRem: IRem.apply(a, b)
        case .uDiv: UDiv.apply(a, b)
        case .uRem: URem.apply(a, b)
        case .bitAnd: BitAnd.apply(a, b)
        case .bitOr: BitOr.apply(a, b)
        case .bitXor: BitXor.apply(a, b)
        case .andNot: AndNot.apply(a, b)
        case .shl: Shl.apply(a, b)
        case .iShr: IShr.apply(a, b)
        case .uShr: UShr.apply(a, b)
        case .iMin: IMin.apply(a, b)
        case .iMax: IMax.apply(a, b)
        case .uMin: UMin.apply(a, b)
        case .uMax: UMax.apply(a, b)
        case .fLess: FLess.apply(a, b)
        case .fLessEqual: FLessEqual.apply(a, b)
        case .fEqual: FEqual.apply(a, b)
        case .fNotEqual: FNotEqual.apply(a, b)
        case .iLess: ILess.apply(a, b)
        case .iLessEqual: ILessEqual.apply(a, b)
        case .uLess: ULess.apply(a, b)
        case .uLessEqual: ULessEqual.apply(a, b)
        case .wordEqual: WordEqual.apply(a, b)
        case .wordNotEqual: WordNotEqual.apply(a, b)
        case .atan2: Atan2.apply(a, b)
        case .pow: Pow.apply(a, b)
        }
    }

    /// The result of `op` for one lane.
    static func apply(_ op: Op3, _ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt32 {
        switch op {
        case .fMix: FMix.apply(a, b, c)
        case .fClamp: FClamp.apply(a, b, c)
        case .fSmoothstep: FSmoothstep.apply(a, b, c)
        case .iClamp: IClamp.apply(a, b, c)
        case .uClamp: UClamp.apply(a, b, c)
        case .select: Select.apply(a, b, c)
        }
    }

    /// A step writing `op` of register `a` into register `d`.
    static func step(_ op: Op1, _ d: Int, _ a: Int) -> ShaderStep {
        switch op {
        case .fNeg: loop1(FNeg.self, d, a)
        case .fAbs: loop1(FAbs.self, d, a)
        case .fSign: loop1(FSign.self, d, a)
        case .fFloor: loop1(FFloor.self, d, a)
        case .fCeil: loop1(FCeil.self, d, a)
        case .fTrunc: loop1(FTrunc.self, d, a)
        case .fRound: loop1(FRound.self, d, a)
        case .fFract: loop1(FFract.self, d, a)
        case .fSqrt: loop1(FSqrt.self, d, a)
        case .fRsqrt: loop1(FRsqrt.self, d, a)
        case .fSaturate: loop1(FSaturate.self, d, a)
        case .iNeg: loop1(INeg.self, d, a)
        case .bitNot: loop1(BitNot.self, d, a)
        case .iAbs: loop1(IAbs.self, d, a)
        case .floatToInt: loop1(FloatToInt.self, d, a)
        case .floatToUInt: loop1(FloatToUInt.self, d, a)
        case .intToFloat: loop1(IntToFloat.self, d, a)
        case .uIntToFloat: loop1(UIntToFloat.self, d, a)
        case .boolToFloat: loop1(BoolToFloat.self, d, a)
        case .boolToInt: loop1(BoolToInt.self, d, a)
        case .floatToBool: loop1(FloatToBool.self, d, a)
        case .intToBool: loop1(IntToBool.self, d, a)
        case .sin: loop1(Sin.self, d, a)
        case .cos: loop1(Cos.self, d, a)
        case .tan: loop1(Tan.self, d, a)
        case .asin: loop1(Asin.self, d, a)
        case .acos: loop1(Acos.self, d, a)
        case .atan: loop1(Atan.self, d, a)
        case .sinh: loop1(Sinh.self, d, a)
        case .cosh: loop1(Cosh.self, d, a)
        case .tanh: loop1(Tanh.self, d, a)
        case .exp: loop1(Exp.self, d, a)
        case .exp2: loop1(Exp2.self, d, a)
        case .log: loop1(Log.self, d, a)
        case .log2: loop1(Log2.self, d, a)
        case .fIsNan: loop1(FIsNan.self, d, a)
        case .fIsInf: loop1(FIsInf.self, d, a)
        case .fIsFinite: loop1(FIsFinite.self, d, a)
        case .fSignbit: loop1(FSignbit.self, d, a)
        case .fRint: loop1(FRint.self, d, a)
        case .popcount: loop1(Popcount.self, d, a)
        case .clz: loop1(Clz.self, d, a)
        case .ctz: loop1(Ctz.self, d, a)
        case .reverseBits: loop1(ReverseBits.self, d, a)
        }
    }

    /// A step writing `op` of `a` and `b` (registers, or one a constant word) into register `d`.
    static func step(_ op: Op2, _ d: Int, _ a: Operand, _ b: Operand) -> ShaderStep {
        if let rows = rowsStep(op, d, a, b) { return rows }
        return switch op {
        case .fAdd: loop2(FAdd.self, d, a, b)
        case .fSub: loop2(FSub.self, d, a, b)
        case .fMul: loop2(FMul.self, d, a, b)
        case .fDiv: loop2(FDiv.self, d, a, b)
        case .fMin: loop2(FMin.self, d, a, b)
        case .fMax: loop2(FMax.self, d, a, b)
        case .fStep: loop2(FStep.self, d, a, b)
        case .fFmod: loop2(FFmod.self, d, a, b)
        case .iAdd: loop2(IAdd.self, d, a, b)
        case .iSub: loop2(ISub.self, d, a, b)
        case .iMul: loop2(IMul.self, d, a, b)
        case .iDiv: loop2(IDiv.self, d, a, b)
        case .iRem: loop2(IRem.self, d, a, b)
        case .uDiv: loop2(UDiv.self, d, a, b)
        case .uRem: loop2(URem.self, d, a, b)
        case .bitAnd: loop2(BitAnd.self, d, a, b)
        case .bitOr: loop2(BitOr.self, d, a, b)
        case .bitXor: loop2(BitXor.self, d, a, b)
        case .andNot: loop2(AndNot.self, d, a, b)
        case .shl: loop2(Shl.self, d, a, b)
        case .iShr: loop2(IShr.self, d, a, b)
        case .uShr: loop2(UShr.self, d, a, b)
        case .iMin: loop2(IMin.self, d, a, b)
        case .iMax: loop2(IMax.self, d, a, b)
        case .uMin: loop2(UMin.self, d, a, b)
        case .uMax: loop2(UMax.self, d, a, b)
        case .fLess: loop2(FLess.self, d, a, b)
        case .fLessEqual: loop2(FLessEqual.self, d, a, b)
        case .fEqual: loop2(FEqual.self, d, a, b)
        case .fNotEqual: loop2(FNotEqual.self, d, a, b)
        case .iLess: loop2(ILess.self, d, a, b)
        case .iLessEqual: loop2(ILessEqual.self, d, a, b)
        case .uLess: loop2(ULess.self, d, a, b)
        case .uLessEqual: loop2(ULessEqual.self, d, a, b)
        case .wordEqual: loop2(WordEqual.self, d, a, b)
        case .wordNotEqual: loop2(WordNotEqual.self, d, a, b)
        case .atan2: loop2(Atan2.self, d, a, b)
        case .pow: loop2(Pow.self, d, a, b)
        }
    }

    /// A step writing `op` of registers `a`, `b` and `c` into register `d`.
    static func step(_ op: Op3, _ d: Int, _ a: Int, _ b: Int, _ c: Int) -> ShaderStep {
        switch op {
        case .fMix: loop3(FMix.self, d, a, b, c)
        case .fClamp: loop3(FClamp.self, d, a, b, c)
        case .fSmoothstep: loop3(FSmoothstep.self, d, a, b, c)
        case .iClamp: loop3(IClamp.self, d, a, b, c)
        case .uClamp: loop3(UClamp.self, d, a, b, c)
        case .select: loop3(Select.self, d, a, b, c)
        }
    }

    /// `+ - * /` on floats as a step of HaloRows' `shaderLanes` (the AVX2 build where the CPU has it: the same
    /// bits, eight lanes at a time); nil for other operations, or two constants.
    static func rowsStep(_ op: Op2, _ d: Int, _ a: Operand, _ b: Operand) -> ShaderStep? {
        let code: HaloRows.ShaderLaneOperation
        switch op {
        case .fAdd: code = .add
        case .fSub: code = .subtract
        case .fMul: code = .multiply
        case .fDiv: code = .divide
        default: return nil
        }
        let wide = HaloRowsAVX2.ShaderLaneOperation(rawValue: code.rawValue)!
        let avx2 = YCbCr.avx2
        /// The floats of the register at `offset`.
        @inline(__always) func lanes(_ run: ShaderKernelRun, _ offset: Int) -> UnsafeMutablePointer<Float> {
            UnsafeMutableRawPointer(run.words + offset).assumingMemoryBound(to: Float.self)
        }
        switch (a, b) {
        case (.register(let ra), .register(let rb)):
            return { run in
                let x = lanes(run, ra), y = lanes(run, rb), z = lanes(run, d)
                if avx2 {
                    HaloRowsAVX2.shaderLanes(wide, x, y, z, run.count)
                } else {
                    HaloRows.shaderLanes(code, x, y, z, run.count)
                }
            }
        case (.register(let ra), .constant(let k)):
            let y = float(k)
            return { run in
                let x = lanes(run, ra), z = lanes(run, d)
                if avx2 {
                    HaloRowsAVX2.shaderLanes(wide, x, constant: y, z, run.count)
                } else {
                    HaloRows.shaderLanes(code, x, constant: y, z, run.count)
                }
            }
        case (.constant(let k), .register(let rb)):
            let x = float(k)
            return { run in
                let y = lanes(run, rb), z = lanes(run, d)
                if avx2 {
                    HaloRowsAVX2.shaderLanes(wide, constant: x, y, z, run.count)
                } else {
                    HaloRows.shaderLanes(code, constant: x, y, z, run.count)
                }
            }
        case (.constant, .constant):
            return nil
        }
    }

    /// A binary operation's operand: a register or a constant word.
    enum Operand {
        case register(Int)
        case constant(UInt32)
    }

    @inline(__always)
    static func loop1<O: ShaderLane1>(_: O.Type, _ d: Int, _ a: Int) -> ShaderStep {
        { run in
            let w = run.words, n = run.count
            let dp = w + d, ap = UnsafePointer(w + a)
            for i in 0..<n { dp[i] = O.apply(ap[i]) }
        }
    }

    @inline(__always)
    static func loop2<O: ShaderLane2>(_: O.Type, _ d: Int, _ a: Operand, _ b: Operand) -> ShaderStep {
        switch (a, b) {
        case (.register(let ra), .constant(let y)):
            return { run in
                let w = run.words, n = run.count
                let dp = w + d, ap = UnsafePointer(w + ra)
                for i in 0..<n { dp[i] = O.apply(ap[i], y) }
            }
        case (.constant(let x), .register(let rb)):
            return { run in
                let w = run.words, n = run.count
                let dp = w + d, bp = UnsafePointer(w + rb)
                for i in 0..<n { dp[i] = O.apply(x, bp[i]) }
            }
        case (.constant(let x), .constant(let y)):
            let v = O.apply(x, y)
            return { run in
                let dp = run.words + d
                for i in 0..<run.count { dp[i] = v }
            }
        case (.register(let ra), .register(let rb)):
            return { run in
                let w = run.words, n = run.count
                let dp = w + d, ap = UnsafePointer(w + ra), bp = UnsafePointer(w + rb)
                for i in 0..<n { dp[i] = O.apply(ap[i], bp[i]) }
            }
        }
    }

    @inline(__always)
    static func loop3<O: ShaderLane3>(_: O.Type, _ d: Int, _ a: Int, _ b: Int, _ c: Int) -> ShaderStep {
        { run in
            let w = run.words, n = run.count
            let dp = w + d, ap = UnsafePointer(w + a), bp = UnsafePointer(w + b), cp = UnsafePointer(w + c)
            for i in 0..<n { dp[i] = O.apply(ap[i], bp[i], cp[i]) }
        }
    }
}
