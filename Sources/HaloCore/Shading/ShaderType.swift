/// The scalar kinds of the shader language: Metal's `half` computes as `float` (32 bits).
public enum ShaderScalar: String, Sendable, Hashable {
    case float, int, uint, bool
}

/// A value's type in a shader: a scalar, a vector of 2 to 4, a square float matrix, or one of
/// SwiftUI's arguments that are not numbers (`SwiftUI::Layer`, a float array).
public enum ShaderType: Sendable, Hashable, CustomStringConvertible {
    /// A scalar (`count` 1) or a vector (`count` 2...4).
    case vector(ShaderScalar, Int)
    /// A float matrix of `columns` columns of `rows` (`float2x2` ... `float4x4`), stored by column.
    case matrix(columns: Int, rows: Int)
    /// SwiftUI's `SwiftUI::Layer`: the view's rendered layer, read with `sample(position)`.
    case layer
    /// SwiftUI's `.floatArray`: `device const float *values, int count` in Metal.
    case floatArray
    /// SwiftUI's `.colorArray`: `device const half4 *colors, int count` in Metal (premultiplied colours).
    case colorArray
    /// SwiftUI's `.image`: `texture2d<half>` in Metal, read with `sample`, `read`, `get_width` and `get_height`.
    case texture
    /// A function that returns nothing.
    case void
    /// A fixed-size array of `count` elements of a scalar or vector type (`float3 c[4]`, `array<float, 3>`),
    /// stored element after element.
    indirect case array(ShaderType, Int)

    /// The scalars.
    public static let float = ShaderType.vector(.float, 1)
    /// An int.
    public static let int = ShaderType.vector(.int, 1)
    /// A uint.
    public static let uint = ShaderType.vector(.uint, 1)
    /// A bool.
    public static let bool = ShaderType.vector(.bool, 1)

    /// A float vector of `n` components (`n` 1: a float).
    public static func float(_ n: Int) -> ShaderType { .vector(.float, n) }

    /// The scalar kind of its components (float for matrices); nil for layers, arrays and void.
    public var scalar: ShaderScalar? {
        switch self {
        case .vector(let s, _): s
        case .matrix: .float
        case .layer, .floatArray, .colorArray, .texture, .void, .array: nil
        }
    }

    /// The scalar kind of the numbers it holds, an array's included (nil for layers, float arrays and void).
    public var baseScalar: ShaderScalar? {
        if case .array(let e, _) = self { return e.baseScalar }
        return scalar
    }

    /// How an index reaches into it: `count` parts of `size` components each, of type `part`: a vector's
    /// components, a matrix's columns, an array's elements (nil: it cannot be indexed).
    public var indexing: (count: Int, size: Int, part: ShaderType)? {
        switch self {
        case .vector(let s, let n) where n > 1: (n, 1, .vector(s, 1))
        case .matrix(let c, let r): (c, r, .float(r))
        case .array(let e, let n): (n, e.components, e)
        default: nil
        }
    }

    /// Whether it is one of SwiftUI's array arguments (`.floatArray`, `.colorArray`): read from the
    /// argument's values, `width` numbers an element.
    public var isDeviceArray: Bool { self == .floatArray || self == .colorArray }

    /// Numbers an element of a device array holds (4 for a colour array, else 1).
    public var deviceWidth: Int { self == .colorArray ? 4 : 1 }

    /// Whether it is an array.
    public var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// Whether it holds numbers a variable can store: numeric, or an array of numeric elements.
    public var isStorable: Bool {
        if case .array(let e, _) = self { return e.isNumeric }
        return isNumeric
    }

    /// How many numbers it holds: 1 for a scalar, n for a vector, columns x rows for a matrix.
    public var components: Int {
        switch self {
        case .vector(_, let n): n
        case .matrix(let c, let r): c * r
        case .array(let e, let n): e.components * n
        case .layer, .floatArray, .colorArray, .texture, .void: 0
        }
    }

    /// Whether it is a scalar.
    public var isScalar: Bool {
        if case .vector(_, 1) = self { return true }
        return false
    }

    /// Whether it holds numbers (a scalar, a vector or a matrix).
    public var isNumeric: Bool { scalar != nil }

    /// The same shape with components of kind `s` (matrices stay float).
    public func with(_ s: ShaderScalar) -> ShaderType {
        if case .vector(_, let n) = self { return .vector(s, n) }
        return self
    }

    /// The Metal spelling: `float`, `float3`, `float2x2`, `bool4`.
    public var description: String {
        switch self {
        case .vector(let s, 1): s.rawValue
        case .vector(let s, let n): "\(s.rawValue)\(n)"
        case .matrix(let c, let r): "float\(c)x\(r)"
        case .layer: "SwiftUI::Layer"
        case .floatArray: "device const float *"
        case .colorArray: "device const half4 *"
        case .texture: "texture2d<half>"
        case .void: "void"
        case .array(let e, let n): "array<\(e), \(n)>"
        }
    }
}
