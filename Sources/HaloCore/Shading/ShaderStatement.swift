/// A statement of a checked shader function. Declarations with their block scope are resolved
/// to slots already; compound assignments and `++`/`--` are plain assignments.
public indirect enum ShaderStatement: Sendable, Hashable {
    /// `slot = value`, or a part of it (`v.xy = ...`, `m[1] = ...`).
    case assign(ShaderPlace, ShaderExpression)
    /// `if (condition) then else otherwise`, a scalar bool condition.
    case branch(ShaderExpression, [ShaderStatement], [ShaderStatement])
    /// `for`/`while`: test `condition` (nil: true) before each pass, run `body`, then `step`.
    /// Every pass counts against the invocation's loop budget (`ShaderProgram.loopBudget`):
    /// when it is spent, the loop ends as if its condition were false.
    case loop(ShaderExpression?, [ShaderStatement], step: [ShaderStatement])
    /// `break` and `continue` of the innermost loop.
    case breakLoop
    case continueLoop
    /// `return value` (nil in a void function).
    case returnValue(ShaderExpression?)
}

/// What an assignment writes: a local variable, or a part of it.
public struct ShaderPlace: Sendable, Hashable {
    /// The local's slot, and its type.
    public var slot: Int
    /// The local's type.
    public var type: ShaderType
    /// The parts, outermost first: `m[1].xy` is [.element(1), .swizzle([0, 1])].
    public var path: [ShaderAccess]

    /// The place `path` of local `slot` of type `type`.
    public init(slot: Int, type: ShaderType, path: [ShaderAccess] = []) {
        self.slot = slot
        self.type = type
        self.path = path
    }

    /// The type written.
    public var valueType: ShaderType {
        var t = type
        for a in path {
            switch a {
            case .swizzle(let c): t = .vector(t.scalar ?? .float, c.count)
            case .element: t = t.indexing?.part ?? .vector(t.scalar ?? .float, 1)
            }
        }
        return t
    }
}

/// One step of a `ShaderPlace`'s path.
public enum ShaderAccess: Sendable, Hashable {
    /// Components by index, distinct (`v.zx`).
    case swizzle([Int])
    /// A vector's component, a matrix's column or an array's element by a computed index (clamped into
    /// range).
    case element(ShaderExpression)
}
