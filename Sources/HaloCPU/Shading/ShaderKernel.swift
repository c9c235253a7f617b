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
///   eight lanes at a time within a few ulps (`Math.fast`, the default; `.exact` calls PortableMath lane by lane),
///   the other transcendental functions PortableMath's (HaloMath: the same bits on every CPU).
/// - products of column-major matrices sum over k ascending from the k = 0 term.
///
/// Compiled once (`ShaderKernelCompiler`, every call inlined) into steps that each run one operation over
/// every lane; immutable after init, so many threads may run it at once, each with a `Workspace` of its own.
/// A kernel specialised for a frame (`Specialization`: the uniform arguments' values, and whether the
/// position's x is the same down a column) folds what those decide and splits its steps in two: column steps,
/// run once for a block of columns, and the steps run for each row of it. Its results are the same bits.
package final class ShaderKernel: @unchecked Sendable {
    /// Lanes evaluated per run: a wide run calls each step less often (the 1080p harmonic from source on
    /// the 2-core machine: 37.4 ms a frame at 32 lanes, 28.1 at 64, 27.0 at 128, 26.2 at 256 before its
    /// steps were trimmed; after, 16.8 at 128, 14.3 at 256, 13.8 at 512), and a register of 512 floats
    /// still sits in the L2 cache with the rest.
    package static let lanes = 512

    /// One argument of the entry, per parameter in order.
    package enum Argument {
        /// `type.components` x `lanes` floats: component c of lane i at [c * lanes + i].
        case varying(UnsafePointer<Float>)
        /// `type.components` values, the same in every lane.
        case uniform([Float])
        /// A `.floatArray` parameter.
        case array([Float])
        /// A `texture2d<half>` parameter (`.image`): the image's texels.
        case image(ImageLevel)
        /// The `SwiftUI::Layer` parameter.
        case layer
    }

    /// What a kernel is compiled for beyond its program: values known for the whole frame.
    package struct Specialization: Hashable, Sendable {
        /// Per parameter: the values of a uniform argument (nil: given when it runs).
        package var uniforms: [[Float]?]
        /// Whether the first parameter's x (the position) is the same down each column of a run (a view
        /// neither rotated nor skewed): work on it alone then runs once per column of a block of rows.
        package var columnX: Bool

        package init(uniforms: [[Float]?], columnX: Bool) {
            self.uniforms = uniforms
            self.columnX = columnX
        }
    }

    /// The steps run once for a block of columns, before its rows.
    let columnSteps: ShaderStepList
    /// The steps run for each row.
    let steps: ShaderStepList
    /// The constant registers: each one's offset and word.
    let constants: [(offset: Int, word: UInt32)]
    /// Words of fixed registers below register 0, and of registers at and above it.
    let fixedWords: Int, registerWords: Int
    /// The loop budget's register, and whether a step reads it (a loop that was not unrolled).
    let budget: Int, usesBudget: Bool
    /// Per entry parameter: its components' input registers (a negative offset: a column register, written
    /// before the column steps), or its index among the arrays (or among the textures).
    let parameters: [(registers: [Int], array: Int?)]
    /// The registers of the result's components (after the column steps and a row's steps).
    let result: [Int]
    /// How many floats per lane the result has.
    package let resultComponents: Int

    /// Compiles `program.functions[entry]` once (vectorised maths: see `ShaderKernelCompiler.Math`).
    package convenience init(_ program: ShaderProgram, entry: Int, specialization: Specialization? = nil) {
        self.init(program, entry: entry, math: .fast, specialization: specialization)
    }

    /// Compiles `program.functions[entry]`, its sin, cos, exp, exp2, log, log2 and pow by `math`,
    /// specialised where `specialization` is given.
    init(_ program: ShaderProgram, entry: Int, math: ShaderKernelCompiler.Math, specialization: Specialization? = nil) {
        let c = ShaderKernelCompiler(program, math: math)
        let f = program.functions[entry]
        c.hoists = specialization != nil
        let assigned = ShaderKernelCompiler.assignedSlots(f.body)
        var parameters: [(registers: [Int], array: Int?)] = []
        var inputs: [[ShaderKernelCompiler.Slot]] = []
        var arrays = 0, textures = 0
        for slot in 0..<f.parameterCount {
            let type = f.locals[slot].type
            if type.isDeviceArray {
                parameters.append(([], arrays))
                inputs.append([.constant(UInt32(arrays))])
                arrays += 1
            } else if type == .texture {
                parameters.append(([], textures))
                inputs.append([.constant(UInt32(textures))])
                textures += 1
            } else if let values = specialization?.uniforms[safe: slot] ?? nil {
                parameters.append(([], nil))
                inputs.append((0..<type.components).map { .constant($0 < values.count ? word(values[$0]) : 0) })
            } else {
                let registers = (0..<type.components).map { k in
                    slot == 0 && k == 0 && specialization?.columnX == true ? c.allocateColumn()! : c.allocate()
                }
                parameters.append((registers, nil))
                inputs.append(registers.map { .reg($0) })
            }
        }
        var locals: [[ShaderKernelCompiler.Slot]] = []
        for (slot, local) in f.locals.enumerated() {
            if slot < f.parameterCount, !assigned.contains(slot) || !local.type.isNumeric {
                locals.append(inputs[slot])
                continue
            }
            let registers = (0..<local.type.components).map { _ in c.allocate() }
            if slot < f.parameterCount {
                for (r, s) in zip(registers, inputs[slot]) { c.write(s, into: r, mask: nil) }
            }
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
            c.pending[r] = .constant(0)
            frame.returned = r
        }
        c.frame = frame
        c.block(f.body)
        let result = frame.resultSlots ?? frame.resultRegisters.map { .reg($0) }
        self.result = result.map { c.register($0) }
        resultComponents = f.result.components
        columnSteps = ShaderStepList(c.columnSteps)
        steps = ShaderStepList(c.steps)
        constants = c.fixed.enumerated().compactMap { j, v in v.map { (-(j + 1) * Self.lanes, $0) } }
        fixedWords = c.fixed.count * Self.lanes
        registerWords = c.highWater
        budget = c.budget
        usesBudget = c.knownBudget == nil
        self.parameters = parameters
    }

    /// The registers and state one thread runs the kernel with: make one per thread, and reuse it.
    package final class Workspace {
        /// The fixed registers, then the others.
        let memory: UnsafeMutablePointer<UInt32>
        /// What the steps run on.
        let run: ShaderKernelRun

        /// A workspace for `kernel`, the uniform and array arguments given (varying ones are written per run).
        init(_ kernel: ShaderKernel, arguments: [Argument]) {
            memory = .allocate(capacity: kernel.fixedWords + kernel.registerWords)
            memory.initialize(repeating: 0, count: kernel.fixedWords + kernel.registerWords)
            let words = memory + kernel.fixedWords
            for (offset, v) in kernel.constants { (words + offset).update(repeating: v, count: ShaderKernel.lanes) }
            var arrays: [[Float]] = [], images: [ShaderTexture] = []
            for (p, argument) in zip(kernel.parameters, arguments) {
                switch argument {
                case .uniform(let values):
                    for (k, r) in p.registers.enumerated() {
                        (words + r).update(repeating: k < values.count ? word(values[k]) : 0, count: ShaderKernel.lanes)
                    }
                case .array(let values): arrays.append(values)
                case .image(let level): images.append(ShaderTexture(level: level))
                case .varying, .layer: break
                }
            }
            run = ShaderKernelRun(words: words, count: 0, arrays: arrays, images: images, sample: nil)
        }

        deinit { memory.deallocate() }
    }

    /// The input register of component `component` of parameter `parameter` in `workspace`, where a run's
    /// varying values go (lane i at [i]); nil for a parameter given otherwise.
    package func input(_ workspace: Workspace, _ parameter: Int, _ component: Int) -> UnsafeMutablePointer<Float>? {
        guard parameter < parameters.count, component < parameters[parameter].registers.count else { return nil }
        let r = parameters[parameter].registers[component]
        return UnsafeMutableRawPointer(workspace.run.words + r).assumingMemoryBound(to: Float.self)
    }

    /// Whether component `component` of parameter `parameter` is a column input: written before `runColumns`,
    /// the same for every row after it.
    package func isColumnInput(_ parameter: Int, _ component: Int) -> Bool {
        parameter < parameters.count && component < parameters[parameter].registers.count
            && parameters[parameter].registers[component] < 0
    }

    /// Runs the column steps over lanes 0..<count (their column inputs written).
    package func runColumns(_ workspace: Workspace, count: Int) {
        workspace.run.count = min(max(count, 0), Self.lanes)
        columnSteps.run(workspace.run)
    }

    /// Runs a row's steps over the lanes of the last `runColumns` (its other inputs written), `sample` serving
    /// `layer.sample(p)`; the result's component k is then at `output(workspace, k)`.
    package func runRow(
        _ workspace: Workspace,
        sample: ((UnsafePointer<Float>, UnsafePointer<Float>, Int, UnsafeMutablePointer<Float>) -> Void)?
    ) {
        workspace.run.sample = sample
        if usesBudget {
            (workspace.run.words + budget).update(repeating: UInt32(ShaderProgram.loopBudget), count: Self.lanes)
        }
        steps.run(workspace.run)
        workspace.run.sample = nil
    }

    /// Component `k` of the result of the last run, lane i at [i].
    package func output(_ workspace: Workspace, _ k: Int) -> UnsafePointer<Float> {
        UnsafeRawPointer(workspace.run.words + result[k]).assumingMemoryBound(to: Float.self)
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
        let workspace = Workspace(self, arguments: arguments)
        for (p, argument) in arguments.enumerated() {
            guard case .varying(let source) = argument else { continue }
            for k in 0..<(p < parameters.count ? parameters[p].registers.count : 0) {
                input(workspace, p, k)?.update(from: source + k * lanes, count: n)
            }
        }
        runColumns(workspace, count: n)
        runRow(workspace, sample: sample)
        for k in 0..<self.result.count {
            (result + k * lanes).update(from: output(workspace, k), count: n)
        }
    }
}

extension Array {
    /// The element at `i`, nil outside the array.
    subscript(safe i: Int) -> Element? { i >= 0 && i < count ? self[i] : nil }
}
