import HaloCore

/// Compiles a `ShaderProgram` function into `ShaderStep`s over lanes, inlining every call.
///
/// Values are slots, one per component: a register (a lane array) or a constant known now, so operations on
/// constants fold here with the same lane function the steps run, and swizzles, splats and constructors only
/// rename slots. Registers are allocated on a stack: a statement's temporaries are freed after it; locals live
/// for their function's inlined body. Control flow runs under masks (registers of 0 or all ones): an `if` runs
/// each side only where some lane takes it, a loop while some lane is in it, and assignments outside the
/// function's entry mask blend; `break`, `continue` and `return` take lanes out of the masks that follow.
///
/// Three things make a specialised kernel (`ShaderKernel.Specialization`) fast, none changing a bit of the result:
/// - a local given a value that is the same in every lane (a constant, or a column register) is not copied: it
///   reads as that value until it is written again (`pending`, copied before any nested step list runs), so
///   uniform arguments fold through locals, `if`s on them are decided here and calls returning at their top
///   level give their value;
/// - a loop at the top level whose condition folds at every pass is unrolled (`unroll`), spending the loop
///   budget as the passes would;
/// - an operation whose operands are all the same down a column (constants, the position's x where the view
///   is not rotated, and what is computed from them alone) is a column step: it runs once per column of a
///   block of rows into a register of its own (`fixed`), not once per pixel.
final class ShaderKernelCompiler {
    /// A component of a value: a register (its word offset) or a constant word.
    enum Slot: Hashable {
        case reg(Int)
        case constant(UInt32)
    }

    /// Whether sin, cos, exp, exp2, log, log2 and pow run `ShaderFastMath`'s float polynomials eight lanes at a
    /// time (`.fast`, the default: within a few ulps, as GPUs compute them) or call PortableMath lane by
    /// lane (`.exact`: the same bits as a scalar Swift twin, for tests).
    enum Math {
        case fast, exact
    }

    /// An inlined function's state.
    final class Frame {
        /// Each local's slots (parameters first).
        var locals: [[Slot]]
        /// The mask the function was entered under (nil: every lane).
        let entryMask: Int?
        /// Lanes that returned (nil when no `return` is nested in a branch or loop).
        var returned: Int?
        /// Registers a nested `return` writes; the result when `resultSlots` is nil.
        var resultRegisters: [Int] = []
        /// The value of a `return` at the body's top level before any other.
        var resultSlots: [Slot]?
        /// The innermost loop's break and continue masks.
        var loop: (broke: Int?, continued: Int?)?
        /// Whether a `return` ran in every lane the function was entered with: what follows is dead.
        var returnedAll = false

        init(locals: [[Slot]], entryMask: Int?) {
            self.locals = locals
            self.entryMask = entryMask
        }
    }

    let program: ShaderProgram
    let math: Math
    /// Per function: whether it runs a loop, itself or through a call.
    var loops: [Bool] = []
    /// The steps being written (swapped for nested blocks).
    var steps: [ShaderStep] = []
    /// The column steps: operations on values that are the same down a column, run once per column.
    var columnSteps: [ShaderStep] = []
    /// The next free register, and the most used (word offsets).
    var top = 0
    var highWater = 0
    /// Fixed registers, below register 0 (fixed j at offset -(j + 1) x lanes), never reused: a constant
    /// (its word, splatted once) or a column register (nil, written by one column step).
    var fixed: [UInt32?] = []
    /// Constant registers by value (their index in `fixed`).
    var constantIndex: [UInt32: Int] = [:]
    /// Whether operations on column values become column steps (false: every step runs per pixel).
    var hoists = false
    /// Registers holding a value the same in every lane that was never copied into them: the constant or
    /// column register they read as, until written again (`materialize` copies them).
    var pending: [Int: Slot] = [:]
    /// A step of `steps` computing an operation: the register it writes, its index, the registers it reads,
    /// and the same step writing another register (an assignment then writes its local in place).
    struct Retargetable {
        var register: Int
        let index: Int
        let reads: [Int]
        let make: (Int) -> ShaderStep
    }

    /// The operation steps at the end of `steps` (all of those after the last other step), in order.
    var retargetable: [Retargetable] = []
    /// The first register of the statement being compiled: registers from it up are its temporaries.
    var statementMark = 0
    /// How many times lanes were taken out by a `return`, `break` or `continue` so far.
    var exitWrites = 0
    /// Operations compiled so far, folded or not (bounds the work of unrolling).
    var operations = 0
    /// The loop budget every lane has left, where it is known here (nil after a loop that was not unrolled).
    var knownBudget: Int? = ShaderProgram.loopBudget
    /// The current mask (nil: every lane of the run).
    var mask: Int?
    /// The function being compiled.
    var frame: Frame
    /// The per-lane loop budget (an int register).
    var budget = 0
    /// The program's globals, compiled.
    var globals: [[Slot]] = []

    static let lanes = ShaderKernel.lanes

    init(_ program: ShaderProgram, math: Math) {
        self.program = program
        self.math = math
        frame = Frame(locals: [], entryMask: nil)
        for f in program.functions {
            loops.append(Self.hasLoop(f.body, loops))
        }
        budget = allocate()
    }

    // MARK: Registers

    /// A fresh register (its word offset).
    func allocate() -> Int {
        let r = top
        top += Self.lanes
        highWater = max(highWater, top)
        pending[r] = nil
        return r
    }

    /// The most fixed registers a kernel has (a bound on the memory of its column values: 1 MiB a workspace).
    static let fixedLimit = (1 << 20) / (4 * lanes)

    /// A fresh column register, or nil when there are `fixedLimit` fixed registers already.
    func allocateColumn() -> Int? {
        guard fixed.count < Self.fixedLimit else { return nil }
        fixed.append(nil)
        return -fixed.count * Self.lanes
    }

    /// The register of a slot, a constant register for a constant (past `fixedLimit` fixed registers, a
    /// temporary the steps fill: a source with many constants does not grow every workspace without bound).
    func register(_ s: Slot) -> Int {
        switch resolve(s) {
        case .reg(let r): return r
        case .constant(let v):
            if let j = constantIndex[v] { return -(j + 1) * Self.lanes }
            guard fixed.count < Self.fixedLimit else {
                let d = allocate()
                copy(.constant(v), into: d)
                return d
            }
            let j = fixed.count
            fixed.append(v)
            constantIndex[v] = j
            return -(j + 1) * Self.lanes
        }
    }

    /// A slot as it reads now: a register with a pending value reads as that value.
    @inline(__always)
    func resolve(_ s: Slot) -> Slot {
        if case .reg(let r) = s, let v = pending[r] { return v }
        return s
    }

    /// Whether a slot is the same down a column of a run: a constant or a fixed register.
    @inline(__always)
    func columnValue(_ s: Slot) -> Bool {
        switch s {
        case .constant: true
        case .reg(let r): r < 0
        }
    }

    /// A register for the result of an operation on `operands` (resolved), and whether it is a column
    /// register (the operation then runs as a column step).
    func destination(_ operands: Slot...) -> (Int, column: Bool) {
        // Room for the column register and a constant register for each operand: a column step never reads
        // a temporary that a row step fills.
        if hoists, fixed.count + 1 + operands.count <= Self.fixedLimit, operands.allSatisfy(columnValue),
            let d = allocateColumn()
        {
            return (d, true)
        }
        return (allocate(), false)
    }

    /// Appends a step.
    func emit(_ step: @escaping ShaderStep) {
        steps.append(step)
        retargetable = []
    }

    /// Appends a step to the column steps, or to the steps when `column` is false.
    func emit(column: Bool, _ step: @escaping ShaderStep) {
        if column { columnSteps.append(step) } else { emit(step) }
    }

    /// Appends `make(d)`, reading `reads`: a column step where `column`, else a retargetable step.
    func emit(_ d: Int, column: Bool, reads: [Int], _ make: @escaping (Int) -> ShaderStep) {
        if column { return columnSteps.append(make(d)) }
        // Appended without `emit`'s reset: the retargetable steps before it stay so.
        steps.append(make(d))
        retargetable.append(Retargetable(register: d, index: steps.count - 1, reads: reads, make: make))
    }

    /// Makes the operation step that computed temporary `t` write register `r` instead, where no step after
    /// it reads `t` or reads or writes `r`; whether it did.
    func retarget(_ t: Int, to r: Int) -> Bool {
        // The last step that wrote t computed the value: a temporary's register is reused by later statements,
        // so an earlier entry may name it too.
        guard let k = retargetable.lastIndex(where: { $0.register == t }) else { return false }
        let later = retargetable[(k + 1)...]
        guard !later.contains(where: { $0.register == r || $0.reads.contains(t) || $0.reads.contains(r) }) else {
            return false
        }
        steps[retargetable[k].index] = retargetable[k].make(r)
        retargetable[k].register = r
        pending[r] = nil
        return true
    }

    /// Copies every pending value into its register (those still allocated), so that steps compiled before
    /// may read the registers: before a nested step list (a branch, a loop, a lazy operand) runs.
    func materialize() {
        let waiting = pending.filter { $0.key < top }.sorted { $0.key < $1.key }
        pending = [:]
        for (r, v) in waiting { copy(v, into: r) }
    }

    /// Compiles `body` into its own step list, under `mask` (after `materialize`, by the caller: the list
    /// runs after the steps emitted before it).
    func nested(mask m: Int?, _ body: () -> Void) -> [ShaderStep] {
        let saved = steps, savedMask = mask
        steps = []
        mask = m
        retargetable = []
        body()
        let out = steps
        steps = saved
        mask = savedMask
        retargetable = []
        return out
    }

    // MARK: Element-wise operations, folded on constants

    func op1(_ o: ShaderLane.Op1, _ a: Slot) -> Slot {
        operations += 1
        let a = resolve(a)
        if case .constant(let x) = a { return .constant(ShaderLane.apply(o, x)) }
        let (d, column) = destination(a)
        let ra = register(a)
        emit(d, column: column, reads: [ra]) { ShaderLane.step(o, $0, ra) }
        return .reg(d)
    }

    func op2(_ o: ShaderLane.Op2, _ a: Slot, _ b: Slot) -> Slot {
        operations += 1
        let a = resolve(a), b = resolve(b)
        if case .constant(let x) = a, case .constant(let y) = b { return .constant(ShaderLane.apply(o, x, y)) }
        if let same = Self.identity(o, a, b) { return same }
        let (d, column) = destination(a, b)
        let x = operand(a), y = operand(b)
        let reads = [x, y].compactMap { if case .register(let r) = $0 { r } else { nil } }
        emit(d, column: column, reads: reads) { ShaderLane.step(o, $0, x, y) }
        return .reg(d)
    }

    /// The operand that `o(a, b)` equals in every lane, bit for bit (NaNs and signed zeros too): x * 1,
    /// 1 * x, x / 1, x + -0, -0 + x and x - 0. (0 + x is not one: it makes -0 positive.)
    static func identity(_ o: ShaderLane.Op2, _ a: Slot, _ b: Slot) -> Slot? {
        let one = Float(1).bitPattern, zero = Float(0).bitPattern, negativeZero = Float(-0.0).bitPattern
        switch (o, a, b) {
        case (.fMul, _, .constant(one)), (.fDiv, _, .constant(one)), (.fAdd, _, .constant(negativeZero)),
            (.fSub, _, .constant(zero)):
            return a
        case (.fMul, .constant(one), _), (.fAdd, .constant(negativeZero), _):
            return b
        default:
            return nil
        }
    }

    /// The operand of a slot.
    func operand(_ s: Slot) -> ShaderLane.Operand {
        switch resolve(s) {
        case .reg(let r): .register(r)
        case .constant(let v): .constant(v)
        }
    }

    /// Writes o(a, b) into register `d` (which may be one of the operands).
    func store2(_ o: ShaderLane.Op2, _ d: Int, _ a: Slot, _ b: Slot) {
        let x = operand(a), y = operand(b)
        pending[d] = nil
        emit(ShaderLane.step(o, d, x, y))
    }

    func op3(_ o: ShaderLane.Op3, _ a: Slot, _ b: Slot, _ c: Slot) -> Slot {
        operations += 1
        let a = resolve(a), b = resolve(b), c = resolve(c)
        if case .constant(let x) = a, case .constant(let y) = b, case .constant(let z) = c {
            return .constant(ShaderLane.apply(o, x, y, z))
        }
        let (d, column) = destination(a, b, c)
        let x = register(a), y = register(b), z = register(c)
        emit(d, column: column, reads: [x, y, z]) { ShaderLane.step(o, $0, x, y, z) }
        return .reg(d)
    }

    /// Writes o(a, b, c) into register `d` (which may be one of the operands).
    func store3(_ o: ShaderLane.Op3, _ d: Int, _ a: Slot, _ b: Slot, _ c: Slot) {
        let x = register(a), y = register(b), z = register(c)
        pending[d] = nil
        emit(ShaderLane.step(o, d, x, y, z))
    }

    /// o on each component.
    func map1(_ o: ShaderLane.Op1, _ a: [Slot]) -> [Slot] { a.map { op1(o, $0) } }

    /// o on each pair of components (a scalar widened to the other's size).
    func map2(_ o: ShaderLane.Op2, _ a: [Slot], _ b: [Slot]) -> [Slot] {
        let n = max(a.count, b.count)
        return (0..<n).map { op2(o, a[a.count == 1 ? 0 : $0], b[b.count == 1 ? 0 : $0]) }
    }

    /// o on each triple of components (scalars widened).
    func map3(_ o: ShaderLane.Op3, _ a: [Slot], _ b: [Slot], _ c: [Slot]) -> [Slot] {
        let n = max(a.count, b.count, c.count)
        return (0..<n).map {
            op3(o, a[a.count == 1 ? 0 : $0], b[b.count == 1 ? 0 : $0], c[c.count == 1 ? 0 : $0])
        }
    }

    // MARK: Masks and writes

    /// The current mask as a slot (all ones for every lane).
    var maskSlot: Slot { mask.map { .reg($0) } ?? .constant(~0) }

    /// Copies `source` into register `d` in every lane.
    func copy(_ source: Slot, into d: Int) {
        let source = resolve(source)
        pending[d] = nil
        if case .reg(let r) = source, r == d { return }
        if case .constant(let v) = source {
            emit { run in
                let dp = run.words + d
                for i in 0..<run.count { dp[i] = v }
            }
            return
        }
        let r = register(source)
        emit { run in
            let dp = run.words + d, sp = UnsafePointer(run.words + r)
            for i in 0..<run.count { dp[i] = sp[i] }
        }
    }

    /// Writes `source` into register `d` in the lanes of `mask` (every lane where the mask is nil or the
    /// function's entry mask: lanes outside that never reach this function's registers).
    func write(_ source: Slot, into d: Int, mask m: Int?) {
        let source = resolve(source)
        if m == nil || m == frame.entryMask {
            if columnValue(source) {
                if source != .reg(d) { pending[d] = source }
            } else {
                copy(source, into: d)
            }
        } else if let m {
            if case .reg(let r) = source, r == d { return }
            store3(.select, d, .reg(m), source, .reg(d))
        }
    }

    /// Sets the lanes of the current mask in the mask register `d` (a `return`, `break` or `continue`).
    func addLanes(to d: Int) {
        exitWrites += 1
        if let m = mask {
            store2(.bitOr, d, .reg(d), .reg(m))
        } else {
            copy(.constant(~0), into: d)
        }
    }

    // MARK: Analysis

    /// Whether statements run a loop (directly or through a call to a function in `loops`).
    static func hasLoop(_ body: [ShaderStatement], _ loops: [Bool]) -> Bool {
        body.contains { s in
            switch s {
            case .loop: return true
            case .assign(let p, let e):
                return calls(e, loops)
                    || p.path.contains { a in
                        if case .element(let i) = a { return calls(i, loops) }
                        return false
                    }
            case .branch(let c, let a, let b): return calls(c, loops) || hasLoop(a, loops) || hasLoop(b, loops)
            case .returnValue(let e): return e.map { calls($0, loops) } ?? false
            case .breakLoop, .continueLoop: return false
            }
        }
    }

    /// Whether an expression calls a function in `loops` (evaluating it may spend loop budget).
    static func calls(_ e: ShaderExpression, _ loops: [Bool]) -> Bool {
        switch e {
        case .constant, .local, .global: return false
        case .swizzle(let a, _, _), .arrayCount(let a), .unary(_, let a, _), .splat(let a, _), .convert(let a, _):
            return calls(a, loops)
        case .element(let a, let b, _), .arrayElement(let a, let b), .binary(_, let a, let b, _),
            .product(let a, let b, _), .sample(let a, let b):
            return calls(a, loops) || calls(b, loops)
        case .texture(_, let a, let b):
            return calls(a, loops) || (b.map { calls($0, loops) } ?? false)
        case .select(let c, let a, let b, _): return calls(c, loops) || calls(a, loops) || calls(b, loops)
        case .construct(_, let args), .builtin(_, let args, _): return args.contains { calls($0, loops) }
        case .call(let f, let args, _): return loops[f] || args.contains { calls($0, loops) }
        }
    }

    /// Whether evaluating `e` may spend loop budget (then its lazy parts run only where taken).
    func spends(_ e: ShaderExpression) -> Bool { Self.calls(e, loops) }

    /// What statements do: `return` anywhere, `break` or `continue` of the enclosing loop (not one inside).
    static func exits(_ body: [ShaderStatement]) -> (returns: Bool, breaks: Bool, continues: Bool) {
        var r = (returns: false, breaks: false, continues: false)
        for s in body {
            switch s {
            case .returnValue: r.returns = true
            case .breakLoop: r.breaks = true
            case .continueLoop: r.continues = true
            case .branch(_, let a, let b):
                let x = exits(a), y = exits(b)
                r.returns = r.returns || x.returns || y.returns
                r.breaks = r.breaks || x.breaks || y.breaks
                r.continues = r.continues || x.continues || y.continues
            case .loop(_, let a, let step):
                r.returns = r.returns || exits(a).returns || exits(step).returns
            case .assign: break
            }
        }
        return r
    }
}
