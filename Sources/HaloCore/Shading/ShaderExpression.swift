/// A typed expression of a checked shader: what the GLSL emitter writes and the CPU evaluator
/// runs. Operands are already converted to the operation's type (implicit conversions and
/// scalar-to-vector widening are explicit nodes), so each back end maps a node to one
/// operation.
public indirect enum ShaderExpression: Sendable, Hashable {
    /// Numbers of `type`, one per component (bools 0 or 1, ints and uints as their value).
    case constant(ShaderType, [Double])
    /// A function's local variable or parameter (its slot in `ShaderFunction.locals`).
    case local(Int, ShaderType)
    /// A program-wide `constant` (its index in `ShaderProgram.globals`).
    case global(Int, ShaderType)
    /// Components of a vector in order, picked by index (`v.zyx`, `v.x`), as `type`.
    case swizzle(ShaderExpression, [Int], ShaderType)
    /// Component `index` of a vector, column `index` of a matrix or element `index` of an array, the index
    /// clamped into range (docs/semantics.md, "Shader arrays").
    case element(ShaderExpression, ShaderExpression, ShaderType)
    /// Element `index` of a float array (a float) or a colour array (a float4): 0 outside it.
    case arrayElement(ShaderExpression, ShaderExpression)
    /// The length of a float array (its `count` argument).
    case arrayCount(ShaderExpression)
    /// `-x`, `!x`, `~x`, component-wise.
    case unary(ShaderUnary, ShaderExpression, ShaderType)
    /// Component-wise arithmetic, comparison, bit and logic, both operands of the same shape.
    case binary(ShaderBinary, ShaderExpression, ShaderExpression, ShaderType)
    /// Linear algebra: matrix x vector, vector x matrix, matrix x matrix.
    case product(ShaderExpression, ShaderExpression, ShaderType)
    /// A scalar repeated into `type`'s components.
    case splat(ShaderExpression, ShaderType)
    /// Each component converted to `type`'s scalar kind (`float(i)`, `int2(v)`).
    case convert(ShaderExpression, ShaderType)
    /// A vector or matrix from the components of its arguments in order (a matrix by column);
    /// a matrix from one scalar has it on the diagonal. An array from its elements in order.
    case construct(ShaderType, [ShaderExpression])
    /// `c ? a : b` with a scalar `c`; both branches are of `type`.
    case select(ShaderExpression, ShaderExpression, ShaderExpression, ShaderType)
    /// A call of the program's function `index` (`ShaderProgram.functions`).
    case call(Int, [ShaderExpression], ShaderType)
    /// A `metal_stdlib` function, operands converted to its overload's types.
    case builtin(ShaderBuiltin, [ShaderExpression], ShaderType)
    /// `layer.sample(position)`: the layer's premultiplied colour at a position in points.
    case sample(ShaderExpression, ShaderExpression)
    /// A `texture2d<half>` parameter (the texture) read by `access`, at a coordinate where it takes one.
    case texture(ShaderTextureAccess, ShaderExpression, ShaderExpression?)

    /// The expression's type.
    public var type: ShaderType {
        switch self {
        case .constant(let t, _), .local(_, let t), .global(_, let t), .swizzle(_, _, let t),
            .element(_, _, let t), .unary(_, _, let t), .binary(_, _, _, let t), .product(_, _, let t),
            .splat(_, let t), .convert(_, let t), .construct(let t, _), .select(_, _, _, let t),
            .call(_, _, let t), .builtin(_, _, let t):
            t
        case .arrayElement(let a, _): a.type == .colorArray ? .float(4) : .float
        case .arrayCount: .int
        case .sample: .float(4)
        case .texture(let access, _, _): access == .width || access == .height ? .uint : .float(4)
        }
    }
}

/// A unary operator.
public enum ShaderUnary: String, Sendable, Hashable {
    case negate = "-"
    case not = "!"
    case bitNot = "~"
}

/// A binary operator. Comparisons give bools of the operands' shape; `&&` and `||` take
/// scalar bools and evaluate their right side only where needed.
public enum ShaderBinary: String, Sendable, Hashable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">=", equal = "==", notEqual = "!="
    case and = "&&", or = "||"
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"

    /// Whether it compares (its result is bool).
    public var isComparison: Bool {
        switch self {
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual: true
        default: false
        }
    }
}
