import HaloCore

extension ShaderKernelCompiler {
    /// Compiles function `index` inlined under the current mask, its parameters bound to `arguments`; returns
    /// its result's slots.
    func inline(_ index: Int, _ arguments: [[Slot]]) -> [Slot] {
        let f = program.functions[index]
        let assigned = Self.assignedSlots(f.body)
        let callee = Frame(locals: [], entryMask: mask)
        for (slot, local) in f.locals.enumerated() {
            if slot < f.parameterCount, !assigned.contains(slot) || !local.type.isNumeric {
                callee.locals.append(arguments[slot])
                continue
            }
            let registers = (0..<local.type.components).map { _ in allocate() }
            if slot < f.parameterCount {
                for (r, s) in zip(registers, arguments[slot]) { copy(s, into: r) }
            }
            callee.locals.append(registers.map { .reg($0) })
        }
        if Self.nestedReturn(f.body) {
            callee.resultRegisters = (0..<f.result.components).map { _ in allocate() }
            let r = allocate()
            pending[r] = .constant(0)
            callee.returned = r
        }
        let saved = frame
        frame = callee
        block(f.body)
        frame = saved
        return callee.resultSlots ?? callee.resultRegisters.map { resolve(.reg($0)) }
    }

    /// The slots a function assigns.
    static func assignedSlots(_ body: [ShaderStatement]) -> Set<Int> {
        var out = Set<Int>()
        for s in body {
            switch s {
            case .assign(let p, _): out.insert(p.slot)
            case .branch(_, let a, let b):
                out.formUnion(assignedSlots(a))
                out.formUnion(assignedSlots(b))
            case .loop(_, let a, let step):
                out.formUnion(assignedSlots(a))
                out.formUnion(assignedSlots(step))
            case .breakLoop, .continueLoop, .returnValue: break
            }
        }
        return out
    }

    /// Whether a `return` sits in a branch or a loop (not only at the body's top level).
    static func nestedReturn(_ body: [ShaderStatement]) -> Bool {
        body.contains { s in
            switch s {
            case .branch(_, let a, let b): return exits(a).returns || exits(b).returns
            case .loop(_, let a, let step): return exits(a).returns || exits(step).returns
            default: return false
            }
        }
    }

    /// Compiles a block under the current mask, narrowing it after each statement that takes lanes out.
    func block(_ body: [ShaderStatement]) {
        let entryMask = mask
        var owned = false
        defer { mask = entryMask }
        let outerMark = statementMark
        defer { statementMark = outerMark }
        for s in body {
            let mark = top, exited = exitWrites
            statementMark = mark
            switch s {
            case .returnValue(let e):
                returnValue(e)
                if frame.returned != nil { top = mark }
                return
            case .breakLoop:
                if let r = frame.loop?.broke { addLanes(to: r) }
                return
            case .continueLoop:
                if let r = frame.loop?.continued { addLanes(to: r) }
                return
            case .assign(let place, let value):
                assign(place, value)
            case .branch(let c, let a, let b):
                branch(c, a, b)
            case .loop(let c, let body, let step):
                loop(c, body, step)
            }
            top = mark
            if frame.returnedAll { return }
            // Only a statement that took lanes out (not one whose exits were folded away) narrows the mask.
            if exitWrites == exited { continue }
            let x = Self.exits([s])
            var gone: [Int] = []
            if x.returns, let r = frame.returned { gone.append(r) }
            if x.breaks, let r = frame.loop?.broke { gone.append(r) }
            if x.continues, let r = frame.loop?.continued { gone.append(r) }
            guard !gone.isEmpty else { continue }
            let d: Int
            if owned, let m = mask {
                d = m
            } else {
                d = allocate()
                owned = true
            }
            var from = maskSlot
            for g in gone {
                store2(.andNot, d, from, .reg(g))
                from = .reg(d)
            }
            mask = d
        }
    }

    /// `return e`: the result where the mask runs, and those lanes return.
    func returnValue(_ e: ShaderExpression?) {
        let value = e.map { expression($0) } ?? []
        guard let returned = frame.returned else {
            frame.resultSlots = value
            return
        }
        for (r, s) in zip(frame.resultRegisters, value) { write(s, into: r, mask: mask) }
        if mask == frame.entryMask {
            frame.returnedAll = true
            return
        }
        addLanes(to: returned)
    }

    /// `if (c) a else b`.
    func branch(_ c: ShaderExpression, _ a: [ShaderStatement], _ b: [ShaderStatement]) {
        let condition = expression(c)[0]
        if case .constant(let v) = condition {
            let mark = top
            block(v != 0 ? a : b)
            top = mark
            return
        }
        let taken = op2(.bitAnd, maskSlot, condition)
        let other = op2(.andNot, maskSlot, condition)
        guard case .reg(let t) = taken, case .reg(let o) = other else { return }
        materialize()
        let mark = top
        let thenSteps = nested(mask: t) { block(a) }
        top = mark
        let elseSteps = b.isEmpty ? [] : nested(mask: o) { block(b) }
        top = mark
        if thenSteps.isEmpty && elseSteps.isEmpty { return }
        let thenList = ShaderStepList(thenSteps), elseList = ShaderStepList(elseSteps)
        emit { run in
            if !thenList.isEmpty, run.any(t) { thenList.run(run) }
            if !elseList.isEmpty, run.any(o) { elseList.run(run) }
        }
    }

    /// `for`/`while`: passes while some lane's condition holds and its loop budget lasts.
    func loop(_ c: ShaderExpression?, _ body: [ShaderStatement], _ step: [ShaderStatement]) {
        if unroll(c, body, step) { return }
        materialize()
        if let known = knownBudget, known != ShaderProgram.loopBudget {
            copy(.constant(word(Int32(known))), into: budget)
        }
        knownBudget = nil
        let live = allocate()
        copy(maskSlot, into: live)
        var condition: Slot = .constant(~0)
        let conditionSteps = nested(mask: live) {
            if let c { condition = expression(c)[0] }
        }
        if condition == .constant(0) { return }
        let x = Self.exits(body)
        let broke = x.breaks ? allocate() : nil
        let continued = x.continues ? allocate() : nil
        if let broke { copy(.constant(0), into: broke) }
        let savedLoop = frame.loop
        frame.loop = (broke, continued)
        let mark = top
        var bodySteps = nested(mask: live) { block(body) }
        if let continued {
            bodySteps.insert(
                { run in
                    let p = run.words + continued
                    for i in 0..<run.count { p[i] = 0 }
                }, at: 0)
        }
        top = mark
        frame.loop = savedLoop
        let tailSteps = nested(mask: live) {
            if let broke { store2(.andNot, live, .reg(live), .reg(broke)) }
            if x.returns, let r = frame.returned { store2(.andNot, live, .reg(live), .reg(r)) }
            block(step)
        }
        top = mark
        let conditionRegister: Int? = condition == .constant(~0) ? nil : register(condition)
        let budget = self.budget
        let conditionList = ShaderStepList(conditionSteps), bodyList = ShaderStepList(bodySteps)
        let tailList = ShaderStepList(tailSteps)
        emit { run in
            while true {
                conditionList.run(run)
                guard run.gate(live: live, condition: conditionRegister, budget: budget) else { return }
                bodyList.run(run)
                tailList.run(run)
            }
        }
    }

    /// The most steps an unrolled loop may write, and the most operations it may compile (folded or not),
    /// its passes together.
    static let unrollLimit = 4096, unrollWork = 100_000

    /// A loop at the top level (every lane runs it) whose condition folds to a constant at every pass,
    /// compiled pass after pass in line: each pass takes one from the loop budget, known here, and a spent
    /// budget ends it as it ends every loop. False, with nothing written, where the loop cannot be unrolled
    /// (a condition that varies, a `break`, `continue` or `return` in it, more than `unrollLimit` steps or
    /// `unrollWork` operations).
    func unroll(_ c: ShaderExpression?, _ body: [ShaderStatement], _ step: [ShaderStatement]) -> Bool {
        guard mask == nil, frame.entryMask == nil, knownBudget != nil else { return false }
        let x = Self.exits(body + step)
        guard !x.returns, !x.breaks, !x.continues, !(c.map(spends) ?? false) else { return false }
        let saved = (
            steps: steps.count, columns: columnSteps.count, top: top, pending: pending, budget: knownBudget,
            operations: operations
        )
        func undo() -> Bool {
            steps.removeSubrange(saved.steps...)
            columnSteps.removeSubrange(saved.columns...)
            top = saved.top
            pending = saved.pending
            retargetable = []
            knownBudget = saved.budget
            return false
        }
        while true {
            let mark = top
            let condition = c.map { expression($0)[0] } ?? .constant(~0)
            top = mark
            // A loop inside that was not unrolled leaves each lane's budget unknown here.
            guard case .constant(let v) = condition, let left = knownBudget else { return undo() }
            if v == 0 || left == 0 { return true }
            knownBudget = left - 1
            block(body)
            top = mark
            block(step)
            top = mark
            if steps.count - saved.steps + columnSteps.count - saved.columns > Self.unrollLimit
                || operations - saved.operations > Self.unrollWork
            {
                return undo()
            }
        }
    }

    /// `place = value`, in the lanes of the mask.
    func assign(_ place: ShaderPlace, _ value: ShaderExpression) {
        let v = expression(value)
        let target = frame.locals[place.slot].map { s -> Int in
            if case .reg(let r) = s { return r }
            return register(s)
        }
        write(v, into: target, type: place.type, path: place.path[...], mask: mask)
    }

    /// Writes `value` into the components `target` of a value of `type`, along `path`.
    func write(_ value: [Slot], into target: [Int], type: ShaderType, path: ArraySlice<ShaderAccess>, mask m: Int?) {
        guard let access = path.first else {
            var values = (value.count == 1 ? Array(repeating: value[0], count: target.count) : value).map(resolve)
            // A component read from a register that an earlier component of this assignment writes is read
            // first (v = v.yx).
            for k in values.indices {
                guard case .reg(let r) = values[k], let j = target.firstIndex(of: r), j < k else { continue }
                let t = allocate()
                copy(.reg(r), into: t)
                values[k] = .reg(t)
            }
            let unmasked = m == nil || m == frame.entryMask
            for (r, s) in zip(target, values) {
                // A temporary of this statement, computed by one of the last steps and written to this
                // component alone: that step writes the local.
                if unmasked, case .reg(let t) = s, t >= statementMark, values.filter({ $0 == s }).count == 1,
                    retarget(t, to: r)
                {
                    continue
                }
                write(s, into: r, mask: m)
            }
            return
        }
        let rest = path.dropFirst()
        switch access {
        case .swizzle(let picks):
            let scalar = type.scalar ?? .float
            write(value, into: picks.map { target[$0] }, type: .vector(scalar, picks.count), path: rest, mask: m)
        case .element(let e):
            let (count, size, part) = type.indexing ?? (type.components, 1, .vector(type.scalar ?? .float, 1))
            let index = expression(e)[0]
            if case .constant(let v) = index {
                let k = Int(min(max(int(v), 0), Int32(count - 1)))
                write(value, into: Array(target[k * size..<(k + 1) * size]), type: part, path: rest, mask: m)
                return
            }
            for k in 0..<count {
                let hit = op2(.wordEqual, clampedIndex(index, count), .constant(UInt32(k)))
                let lanes = op2(.bitAnd, m.map { .reg($0) } ?? .constant(~0), hit)
                guard case .reg(let l) = lanes else { continue }
                write(value, into: Array(target[k * size..<(k + 1) * size]), type: part, path: rest, mask: l)
            }
        }
    }
}
