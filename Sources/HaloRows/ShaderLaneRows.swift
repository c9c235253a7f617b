// The shader evaluator's (HaloCPU's `ShaderKernel`) plain float operations over a run of lanes:
// one IEEE addition, subtraction, multiplication or division per lane, so the baseline build
// (HaloRows) and the AVX2 one (HaloRowsAVX2, -mavx2) give the same bits, eight lanes at a time in
// the second.
//
// The lanes are loaded and stored eight at a time by hand: a loop the compiler vectorises checks
// that the destination does not overlap an operand and runs lane by lane where it does, and a step
// that updates a register in place (`sum = sum + x`) always does.

/// A float operation of two operands (each build has its own type; they agree by raw value).
public enum ShaderLaneOperation: Int32, Sendable {
    case add, subtract, multiply, divide
}

/// Eight float lanes.
private typealias Eight = SIMD8<Float>

/// `op` of lanes `a` and `b` into `d` (which may be either, not overlapping them otherwise), `n` lanes.
public func shaderLanes(
    _ op: ShaderLaneOperation, _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>,
    _ n: Int
) {
    switch op {
    case .add:
        lanes(a, b, d, n, { $0 + $1 }, { $0 + $1 })
    case .subtract:
        lanes(a, b, d, n, { $0 - $1 }, { $0 - $1 })
    case .multiply:
        lanes(a, b, d, n, { $0 * $1 }, { $0 * $1 })
    case .divide:
        lanes(a, b, d, n, { $0 / $1 }, { $0 / $1 })
    }
}

/// `op` of lanes `a` and the constant `b` into `d` (which may be `a`), `n` lanes.
public func shaderLanes(
    _ op: ShaderLaneOperation, _ a: UnsafePointer<Float>, constant b: Float, _ d: UnsafeMutablePointer<Float>,
    _ n: Int
) {
    let k = Eight(repeating: b)
    switch op {
    case .add:
        lanes(a, d, n, { $0 + k }, { $0 + b })
    case .subtract:
        lanes(a, d, n, { $0 - k }, { $0 - b })
    case .multiply:
        lanes(a, d, n, { $0 * k }, { $0 * b })
    case .divide:
        lanes(a, d, n, { $0 / k }, { $0 / b })
    }
}

/// `op` of the constant `a` and lanes `b` into `d` (which may be `b`), `n` lanes.
public func shaderLanes(
    _ op: ShaderLaneOperation, constant a: Float, _ b: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>,
    _ n: Int
) {
    let k = Eight(repeating: a)
    switch op {
    case .add:
        lanes(b, d, n, { k + $0 }, { a + $0 })
    case .subtract:
        lanes(b, d, n, { k - $0 }, { a - $0 })
    case .multiply:
        lanes(b, d, n, { k * $0 }, { a * $0 })
    case .divide:
        lanes(b, d, n, { k / $0 }, { a / $0 })
    }
}

/// `d[i] = f(a[i], b[i])` for i in 0..<n: eight lanes at a time through `wide`, the rest through `one`.
@inline(__always)
private func lanes(
    _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>, _ n: Int,
    _ wide: (Eight, Eight) -> Eight, _ one: (Float, Float) -> Float
) {
    var i = 0
    while i + 8 <= n {
        let x = UnsafeRawPointer(a + i).loadUnaligned(as: Eight.self)
        let y = UnsafeRawPointer(b + i).loadUnaligned(as: Eight.self)
        UnsafeMutableRawPointer(d + i).storeBytes(of: wide(x, y), as: Eight.self)
        i += 8
    }
    while i < n {
        d[i] = one(a[i], b[i])
        i += 1
    }
}

/// `d[i] = f(a[i])` for i in 0..<n: eight lanes at a time through `wide`, the rest through `one`.
@inline(__always)
private func lanes(
    _ a: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>, _ n: Int, _ wide: (Eight) -> Eight,
    _ one: (Float) -> Float
) {
    var i = 0
    while i + 8 <= n {
        let x = UnsafeRawPointer(a + i).loadUnaligned(as: Eight.self)
        UnsafeMutableRawPointer(d + i).storeBytes(of: wide(x), as: Eight.self)
        i += 8
    }
    while i < n {
        d[i] = one(a[i])
        i += 1
    }
}
