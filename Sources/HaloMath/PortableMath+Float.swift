extension PortableMath {
    /// sin x, computed in Double and rounded once.
    @_disfavoredOverload public static func sin(_ x: Float) -> Float { Float(sin(Double(x))) }
    /// cos x, computed in Double and rounded once.
    @_disfavoredOverload public static func cos(_ x: Float) -> Float { Float(cos(Double(x))) }
    /// tan x, computed in Double and rounded once.
    @_disfavoredOverload public static func tan(_ x: Float) -> Float { Float(tan(Double(x))) }
    /// asin x, computed in Double and rounded once.
    @_disfavoredOverload public static func asin(_ x: Float) -> Float { Float(asin(Double(x))) }
    /// acos x, computed in Double and rounded once.
    @_disfavoredOverload public static func acos(_ x: Float) -> Float { Float(acos(Double(x))) }
    /// atan x, computed in Double and rounded once.
    @_disfavoredOverload public static func atan(_ x: Float) -> Float { Float(atan(Double(x))) }
    /// atan2(y, x), computed in Double and rounded once.
    @_disfavoredOverload public static func atan2(_ y: Float, _ x: Float) -> Float {
        Float(atan2(Double(y), Double(x)))
    }
    /// sinh x, computed in Double and rounded once.
    @_disfavoredOverload public static func sinh(_ x: Float) -> Float { Float(sinh(Double(x))) }
    /// cosh x, computed in Double and rounded once.
    @_disfavoredOverload public static func cosh(_ x: Float) -> Float { Float(cosh(Double(x))) }
    /// tanh x, computed in Double and rounded once.
    @_disfavoredOverload public static func tanh(_ x: Float) -> Float { Float(tanh(Double(x))) }
    /// e^x, computed in Double and rounded once.
    @_disfavoredOverload public static func exp(_ x: Float) -> Float { Float(exp(Double(x))) }
    /// 2^x, computed in Double and rounded once.
    @_disfavoredOverload public static func exp2(_ x: Float) -> Float { Float(exp2(Double(x))) }
    /// ln x, computed in Double and rounded once.
    @_disfavoredOverload public static func log(_ x: Float) -> Float { Float(log(Double(x))) }
    /// log2 x, computed in Double and rounded once.
    @_disfavoredOverload public static func log2(_ x: Float) -> Float { Float(log2(Double(x))) }
    /// x^y, computed in Double and rounded once.
    @_disfavoredOverload public static func pow(_ x: Float, _ y: Float) -> Float { Float(pow(Double(x), Double(y))) }
}
