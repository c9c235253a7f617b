import HaloCore

/// A `[[ stitchable ]]` shader function compiled for the CPU: evaluates it over `lanes` pixels at once.
///
/// The twin of the GLSL that `GLSLShaderEmitter` writes for the same `ShaderProgram`; both follow these
/// semantics, so the back ends agree:
/// - floats are IEEE single precision (`half` is float); ints and uints are 32 bits and `+ - *` wrap; `/` and
///   `%` by 0 give 0, `Int32.min / -1` gives `Int32.min` and `% -1` gives 0; `%` is C's (the sign of the
///   dividend); shifts take (amount & 31).
/// - float to int: NaN 0, else clamped to the int range and truncated (to uint: to 0...4294967295); int and
///   uint convert bit for bit; bools are 1 and 0, and a number is true where it is not 0 (NaN too).
/// - a vector's component or a matrix's column by index is clamped into range; a float array's element
///   outside it is 0.
/// - an invocation makes `ShaderProgram.loopBudget` loop passes in all: before a pass whose condition holds,
///   the budget is taken one, and once it is spent every loop ends as if its condition were false. `?:`, `&&`
///   and `||` evaluate only the side taken (which matters only to the budget).
/// - the builtins use the formulas of `ShaderLane` (mix, step, smoothstep, clamp, fract, fmod, round, sign,
///   min and max, dot in component order); sin, cos, exp, exp2, log, log2 and pow are `ShaderFastMath`'s,
///   eight lanes at a time within a few ulps (`Math.fast`, the default; `.libm` calls libm lane by lane), the
///   other transcendental functions libm's.
/// - products of column-major matrices sum over k ascending from the k = 0 term.
///
/// Compiled once (`ShaderKernelCompiler`, every call inlined) into steps that each run one operation over
/// every lane; immutable after init, so many threads may run it at once.
package final class ShaderKernel: @unchecked Sendable {
    /// Lanes evaluated per run.
    package static let lanes = 64

    /// One argument of the entry, per parameter in order.
    package enum Argument {
        /// `type.components` x `lanes` floats: component c of lane i at [c * lanes + i].
        case varying(UnsafePointer<Float>)
        /// `type.components` values, the same in every lane.
        case uniform([Float])
        /// A `.floatArray` parameter.
        case array([Float])
        /// The `SwiftUI::Layer` parameter.
        case layer
    }

    /// The compiled body.
    let steps: ShaderStepList
    /// Constant registers, splatted, in memory order (the last constant first).
    let constants: [UInt32]
    /// Words of registers at and above register 0.
    let registerWords: Int
    /// The loop budget's register.
    let budget: Int
    /// Per entry parameter: its component registers, or its index among the arrays.
    let parameters: [(registers: [Int], array: Int?)]
    /// The result's components.
    let result: [ShaderKernelCompiler.Slot]
    /// How many floats per lane the result has.
    package let resultComponents: Int

    /// Compiles `program.functions[entry]` once (vectorised maths: see `ShaderKernelCompiler.Math`).
    package convenience init(_ program: ShaderProgram, entry: Int) {
        self.init(program, entry: entry, math: .fast)
    }

    /// Compiles `program.functions[entry]`, its sin, cos, exp, exp2, log, log2 and pow by `math`.
    init(_ program: ShaderProgram, entry: Int, math: ShaderKernelCompiler.Math) {
        let c = ShaderKernelCompiler(program, math: math)
        let f = program.functions[entry]
        var parameters: [(registers: [Int], array: Int?)] = []
        var locals: [[ShaderKernelCompiler.Slot]] = []
        var arrays = 0
        for (slot, local) in f.locals.enumerated() {
            if slot < f.parameterCount, local.type == .floatArray {
                parameters.append(([], arrays))
                locals.append([.constant(UInt32(arrays))])
                arrays += 1
                continue
            }
            let registers = (0..<local.type.components).map { _ in c.allocate() }
            if slot < f.parameterCount { parameters.append((registers, nil)) }
            locals.append(registers.map { .reg($0) })
        }
        c.frame = ShaderKernelCompiler.Frame(locals: [], entryMask: nil)
        for g in program.globals {
            let mark = c.top
            c.globals.append(c.expression(g.value))
            if c.globals.last?.allSatisfy({ if case .constant = $0 { true } else { false } }) == true {
                c.top = mark
            }
        }
        let frame = ShaderKernelCompiler.Frame(locals: locals, entryMask: nil)
        if ShaderKernelCompiler.nestedReturn(f.body) {
            frame.resultRegisters = (0..<f.result.components).map { _ in c.allocate() }
            let r = c.allocate()
            c.copy(.constant(0), into: r)
            frame.returned = r
        }
        c.frame = frame
        c.block(f.body)
        let result = frame.resultSlots ?? frame.resultRegisters.map { .reg($0) }
        self.result = result
        resultComponents = f.result.components
        steps = ShaderStepList(c.steps)
        var constants: [UInt32] = []
        for v in c.constantValues.reversed() {
            constants.append(contentsOf: repeatElement(v, count: Self.lanes))
        }
        self.constants = constants
        registerWords = c.highWater
        budget = c.budget
        self.parameters = parameters
    }

    /// Evaluates the entry for lanes 0..<count (count <= lanes); writes result.components x lanes floats,
    /// component-major like `.varying`. `sample` serves `layer.sample(p)`: given xs and ys (count lanes) it
    /// writes r, g, b, a at [c * lanes + i].
    package func run(
        count: Int, arguments: [Argument],
        sample: ((UnsafePointer<Float>, UnsafePointer<Float>, Int, UnsafeMutablePointer<Float>) -> Void)?,
        into result: UnsafeMutablePointer<Float>
    ) {
        let lanes = Self.lanes
        let n = min(max(count, 0), lanes)
        let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: constants.count + registerWords)
        defer { memory.deallocate() }
        constants.withUnsafeBufferPointer { c in
            if let base = c.baseAddress { memory.update(from: base, count: c.count) }
        }
        let words = memory + constants.count
        var arrays: [[Float]] = []
        for (p, argument) in zip(parameters, arguments) {
            switch argument {
            case .varying(let source):
                for (k, r) in p.registers.enumerated() {
                    UnsafeMutableRawPointer(words + r).copyMemory(from: source + k * lanes, byteCount: n * 4)
                }
            case .uniform(let values):
                for (k, r) in p.registers.enumerated() {
                    let v = k < values.count ? word(values[k]) : 0
                    (words + r).update(repeating: v, count: lanes)
                }
            case .array(let values):
                arrays.append(values)
            case .layer:
                break
            }
        }
        (words + budget).update(repeating: UInt32(ShaderProgram.loopBudget), count: lanes)
        let run = ShaderKernelRun(words: words, count: n, arrays: arrays, sample: sample)
        steps.run(run)
        for (k, s) in self.result.enumerated() {
            let out = result + k * lanes
            switch s {
            case .constant(let v):
                out.update(repeating: float(v), count: n)
            case .reg(let r):
                UnsafeMutableRawPointer(out).copyMemory(from: words + r, byteCount: n * 4)
            }
        }
    }
}
