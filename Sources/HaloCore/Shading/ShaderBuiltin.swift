/// The `metal_stdlib` functions a shader may call, component-wise unless said otherwise.
/// Every one has the meaning Metal's specification gives it (docs/library.md, "Shader
/// effects"); `fmod` is C's (the sign of x), not GLSL's `mod`.
public enum ShaderBuiltin: String, Sendable, Hashable, CaseIterable {
    case sin, cos, tan, asin, acos, atan, sinh, cosh, tanh
    /// atan2(y, x).
    case atan2
    case pow, exp, exp2, log, log2, sqrt, rsqrt
    case abs, sign, floor, ceil, round, trunc, fract, fmod
    case min, max, clamp, mix, step, smoothstep, saturate
    /// Geometric: a float result from vectors (`length`, `distance`, `dot`), or a vector.
    case length, distance, dot, cross, normalize, reflect
    /// bool vectors to one bool.
    case any, all
    /// Float classification: a bool of the argument's shape (`signbit`: the sign bit, set for -0 too).
    case isnan, isinf, isfinite, signbit
    /// Integer bits, of an int's or uint's shape: set bits, leading and trailing zeros (32 for 0), reversed.
    case popcount, clz, ctz
    case reverse_bits
    /// Round to the nearest whole number, halves to even (C's `rint`).
    case rint

    /// How many arguments it takes.
    public var arity: Int {
        switch self {
        case .atan2, .pow, .fmod, .min, .max, .step, .distance, .dot, .cross, .reflect: 2
        case .clamp, .mix, .smoothstep: 3
        default: 1
        }
    }

    /// Whether it takes ints or uints only (bools as ints).
    public var takesBits: Bool {
        switch self {
        case .popcount, .clz, .ctz, .reverse_bits: true
        default: false
        }
    }

    /// Whether its result is a bool of its float argument's shape.
    public var classifies: Bool {
        switch self {
        case .isnan, .isinf, .isfinite, .signbit: true
        default: false
        }
    }

    /// Whether it takes ints too (else floats only, ints converted).
    public var takesIntegers: Bool {
        switch self {
        case .abs, .min, .max, .clamp: true
        default: false
        }
    }

    /// Whether its result is one float whatever its arguments' size.
    public var isReduction: Bool {
        switch self {
        case .length, .distance, .dot: true
        default: false
        }
    }
}
