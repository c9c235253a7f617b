// The shader evaluator's (HaloCPU's `ShaderKernel`) plain float operations over a run of lanes:
// one IEEE addition, subtraction, multiplication or division per lane, so the baseline build
// (HaloRows) and the AVX2 one (HaloRowsAVX2, -mavx2) give the same bits, eight lanes at a time in
// the second.

/// A float operation of two operands (each build has its own type; they agree by raw value).
public enum ShaderLaneOperation: Int32, Sendable {
    case add, subtract, multiply, divide
}

/// `op` of lanes `a` and `b` into `d` (which may be either), `n` lanes.
public func shaderLanes(
    _ op: ShaderLaneOperation, _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>,
    _ n: Int
) {
    switch op {
    case .add: for i in 0..<n { d[i] = a[i] + b[i] }
    case .subtract: for i in 0..<n { d[i] = a[i] - b[i] }
    case .multiply: for i in 0..<n { d[i] = a[i] * b[i] }
    case .divide: for i in 0..<n { d[i] = a[i] / b[i] }
    }
}

/// `op` of lanes `a` and the constant `b` into `d`, `n` lanes.
public func shaderLanes(
    _ op: ShaderLaneOperation, _ a: UnsafePointer<Float>, constant b: Float, _ d: UnsafeMutablePointer<Float>,
    _ n: Int
) {
    switch op {
    case .add: for i in 0..<n { d[i] = a[i] + b }
    case .subtract: for i in 0..<n { d[i] = a[i] - b }
    case .multiply: for i in 0..<n { d[i] = a[i] * b }
    case .divide: for i in 0..<n { d[i] = a[i] / b }
    }
}

/// `op` of the constant `a` and lanes `b` into `d`, `n` lanes.
public func shaderLanes(
    _ op: ShaderLaneOperation, constant a: Float, _ b: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>,
    _ n: Int
) {
    switch op {
    case .add: for i in 0..<n { d[i] = a + b[i] }
    case .subtract: for i in 0..<n { d[i] = a - b[i] }
    case .multiply: for i in 0..<n { d[i] = a * b[i] }
    case .divide: for i in 0..<n { d[i] = a / b[i] }
    }
}
