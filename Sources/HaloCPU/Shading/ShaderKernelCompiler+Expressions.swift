import HaloCore

extension ShaderKernelCompiler {
    /// The slots of an expression's value, one per component (a float array: its index among the entry's
    /// arrays, as a constant; a layer: none).
    func expression(_ e: ShaderExpression) -> [Slot] {
        switch e {
        case .constant(let t, let values):
            return values.map { .constant(Self.constantWord($0, t.baseScalar ?? .float)) }
        case .local(let slot, _):
            return frame.locals[slot].map(resolve)
        case .global(let index, _):
            return globals[index]
        case .swizzle(let a, let picks, _):
            let v = expression(a)
            return picks.map { v[$0] }
        case .element(let a, let i, _):
            return element(expression(a), a.type, expression(i)[0])
        case .arrayElement(let a, let i):
            let array = expression(a)[0], index = expression(i)[0]
            return (0..<a.type.deviceWidth).map { arrayElement(array, index, width: a.type.deviceWidth, part: $0) }
        case .arrayCount(let a):
            guard case .constant(let k) = expression(a)[0] else { return [.constant(0)] }
            let d = allocate(), width = a.type.deviceWidth
            emit { run in
                let count = word(Int32(clamping: run.arrays[Int(k)].count / width))
                let p = run.words + d
                for i in 0..<run.count { p[i] = count }
            }
            return [.reg(d)]
        case .unary(let op, let a, let t):
            let v = expression(a)
            switch (op, t.scalar ?? .float) {
            case (.negate, .float): return map1(.fNeg, v)
            case (.negate, _): return map1(.iNeg, v)
            case (.not, _), (.bitNot, _): return map1(.bitNot, v)
            }
        case .binary(let op, let a, let b, _):
            return binary(op, a, b)
        case .product(let a, let b, _):
            return product(expression(a), a.type, expression(b), b.type)
        case .splat(let a, let t):
            return Array(repeating: expression(a)[0], count: t.components)
        case .convert(let a, let t):
            return convert(expression(a), from: a.type.scalar ?? .float, to: t.scalar ?? .float)
        case .construct(let t, let args):
            return construct(t, args.map { ($0.type, expression($0)) })
        case .select(let c, let a, let b, _):
            return select(c, a, b)
        case .call(let f, let args, _):
            return inline(f, args.map { expression($0) })
        case .builtin(let f, let args, let t):
            return builtin(f, args.map { expression($0) }, args.map(\.type), t)
        case .sample(_, let p):
            return sample(expression(p))
        case .texture(let access, let t, let p):
            guard case .constant(let k) = expression(t)[0] else { return [.constant(0)] }
            return texture(access, Int(k), p.map { expression($0) } ?? [])
        }
    }

    /// The word of a constant component of kind `s`.
    static func constantWord(_ v: Double, _ s: ShaderScalar) -> UInt32 {
        switch s {
        case .float: return word(Float(v))
        case .int: return v == v ? word(Int32(min(max(v, -2_147_483_648), 2_147_483_647))) : 0
        case .uint: return v == v ? UInt32(min(max(v, 0), 4_294_967_295)) : 0
        case .bool: return laneMask(v != 0)
        }
    }

    /// An int index clamped into 0..<count.
    func clampedIndex(_ index: Slot, _ count: Int) -> Slot {
        op3(.iClamp, index, .constant(0), .constant(UInt32(count - 1)))
    }

    /// Component, column or element `index` (clamped into range) of a vector, a matrix or an array.
    func element(_ v: [Slot], _ type: ShaderType, _ index: Slot) -> [Slot] {
        let (count, size) = type.indexing.map { ($0.count, $0.size) } ?? (type.components, 1)
        if case .constant(let k) = index {
            let j = Int(min(max(int(k), 0), Int32(count - 1)))
            return Array(v[j * size..<(j + 1) * size])
        }
        let i = register(clampedIndex(index, count))
        return (0..<size).map { row in
            let candidates = (0..<count).map { register(v[$0 * size + row]) }
            let d = allocate()
            emit { run in
                let w = run.words, dp = w + d, ip = UnsafePointer(w + i)
                candidates.withUnsafeBufferPointer { c in
                    for lane in 0..<run.count { dp[lane] = w[c[Int(ip[lane])] + lane] }
                }
            }
            return .reg(d)
        }
    }

    /// Number `part` of element `index` of device array `array` (`width` numbers an element), 0 outside it.
    func arrayElement(_ array: Slot, _ index: Slot, width: Int = 1, part: Int = 0) -> Slot {
        guard case .constant(let k) = array else { return .constant(0) }
        let i = register(index), d = allocate()
        emit { run in
            let dp = run.words + d, ip = UnsafePointer(run.words + i)
            run.arrays[Int(k)].withUnsafeBufferPointer { values in
                let count = values.count / width
                for lane in 0..<run.count {
                    let j = Int(int(ip[lane]))
                    dp[lane] = j >= 0 && j < count ? word(values[j * width + part]) : 0
                }
            }
        }
        return .reg(d)
    }

    /// A binary operator; `&&` and `||` evaluate their right side only in the lanes that need it when it
    /// may spend loop budget.
    func binary(_ op: ShaderBinary, _ ea: ShaderExpression, _ eb: ShaderExpression) -> [Slot] {
        let kind = ea.type.scalar ?? .float
        if op == .and || op == .or {
            let a = expression(ea)[0]
            if case .constant(let v) = a { return (v != 0) == (op == .and) ? expression(eb) : [a] }
            guard spends(eb) else { return [op2ByName(op, a, expression(eb)[0])] }
            let lanes = op == .and ? op2(.bitAnd, maskSlot, a) : op2(.andNot, maskSlot, a)
            let b = lazy(lanes) { self.expression(eb)[0] }
            return [op2ByName(op, a, b)]
        }
        let a = expression(ea), b = expression(eb)
        switch (op, kind) {
        case (.add, .float): return map2(.fAdd, a, b)
        case (.add, _): return map2(.iAdd, a, b)
        case (.subtract, .float): return map2(.fSub, a, b)
        case (.subtract, _): return map2(.iSub, a, b)
        case (.multiply, .float): return map2(.fMul, a, b)
        case (.multiply, _): return map2(.iMul, a, b)
        case (.divide, .float): return map2(.fDiv, a, b)
        case (.divide, .uint): return map2(.uDiv, a, b)
        case (.divide, _): return map2(.iDiv, a, b)
        case (.remainder, .float): return map2(.fFmod, a, b)
        case (.remainder, .uint): return map2(.uRem, a, b)
        case (.remainder, _): return map2(.iRem, a, b)
        case (.less, _): return less(kind, a, b, orEqual: false)
        case (.lessEqual, _): return less(kind, a, b, orEqual: true)
        case (.greater, _): return less(kind, b, a, orEqual: false)
        case (.greaterEqual, _): return less(kind, b, a, orEqual: true)
        case (.equal, .float): return map2(.fEqual, a, b)
        case (.equal, _): return map2(.wordEqual, a, b)
        case (.notEqual, .float): return map2(.fNotEqual, a, b)
        case (.notEqual, _): return map2(.wordNotEqual, a, b)
        case (.bitAnd, _), (.and, _): return map2(.bitAnd, a, b)
        case (.bitOr, _), (.or, _): return map2(.bitOr, a, b)
        case (.bitXor, _): return map2(.bitXor, a, b)
        case (.shiftLeft, _): return map2(.shl, a, b)
        case (.shiftRight, .uint): return map2(.uShr, a, b)
        case (.shiftRight, _): return map2(.iShr, a, b)
        }
    }

    /// `&&` or `||` on masks.
    func op2ByName(_ op: ShaderBinary, _ a: Slot, _ b: Slot) -> Slot {
        op == .and ? op2(.bitAnd, a, b) : op2(.bitOr, a, b)
    }

    /// a < b (or a <= b) by kind.
    func less(_ kind: ShaderScalar, _ a: [Slot], _ b: [Slot], orEqual: Bool) -> [Slot] {
        switch (kind, orEqual) {
        case (.float, false): return map2(.fLess, a, b)
        case (.float, true): return map2(.fLessEqual, a, b)
        case (.uint, false), (.bool, false): return map2(.uLess, a, b)
        case (.uint, true), (.bool, true): return map2(.uLessEqual, a, b)
        case (.int, false): return map2(.iLess, a, b)
        case (.int, true): return map2(.iLessEqual, a, b)
        }
    }

    /// Compiles `body` to run only where the mask `lanes` is set (skipped when no lane is); its slots become
    /// registers.
    func lazy(_ lanes: Slot, _ body: () -> Slot) -> Slot {
        if case .constant(let v) = lanes {
            return v == 0 ? .constant(0) : body()
        }
        guard case .reg(let l) = lanes else { return body() }
        var out = Slot.constant(0)
        materialize()
        let steps = nested(mask: l) { out = body() }
        if steps.isEmpty { return out }
        let inner = ShaderStepList(steps)
        emit { run in
            if run.any(l) { inner.run(run) }
        }
        return out
    }

    /// `c ? a : b`, each side evaluated only where taken when it may spend loop budget.
    func select(_ ec: ShaderExpression, _ ea: ShaderExpression, _ eb: ShaderExpression) -> [Slot] {
        let c = expression(ec)[0]
        if case .constant(let v) = c { return expression(v != 0 ? ea : eb) }
        let a: [Slot], b: [Slot]
        if spends(ea) || spends(eb) {
            let n = ea.type.components
            let ta = op2(.bitAnd, maskSlot, c), tb = op2(.andNot, maskSlot, c)
            a = lazyVector(ta, n) { self.expression(ea) }
            b = lazyVector(tb, n) { self.expression(eb) }
        } else {
            a = expression(ea)
            b = expression(eb)
        }
        return zip(a, b).map { op3(.select, c, $0, $1) }
    }

    /// `lazy` for a value of `n` components.
    func lazyVector(_ lanes: Slot, _ n: Int, _ body: () -> [Slot]) -> [Slot] {
        guard case .reg(let l) = lanes else { return body() }
        var out: [Slot] = Array(repeating: .constant(0), count: n)
        materialize()
        let steps = nested(mask: l) { out = body() }
        if steps.isEmpty { return out }
        let inner = ShaderStepList(steps)
        emit { run in
            if run.any(l) { inner.run(run) }
        }
        return out
    }

    /// Each component converted between scalar kinds.
    func convert(_ v: [Slot], from: ShaderScalar, to: ShaderScalar) -> [Slot] {
        switch (from, to) {
        case (.float, .int): return map1(.floatToInt, v)
        case (.float, .uint): return map1(.floatToUInt, v)
        case (.float, .bool): return map1(.floatToBool, v)
        case (.int, .float): return map1(.intToFloat, v)
        case (.uint, .float): return map1(.uIntToFloat, v)
        case (.int, .bool), (.uint, .bool): return map1(.intToBool, v)
        case (.bool, .float): return map1(.boolToFloat, v)
        case (.bool, .int), (.bool, .uint): return map1(.boolToInt, v)
        default: return v
        }
    }

    /// A vector or matrix from its arguments' components in order; a matrix from one scalar has it on the
    /// diagonal, from another matrix its top-left (the rest of the identity).
    func construct(_ t: ShaderType, _ args: [(ShaderType, [Slot])]) -> [Slot] {
        let flat = args.flatMap(\.1)
        if case .matrix(let cols, let rows) = t {
            if args.count == 1, args[0].0.isScalar {
                return (0..<cols * rows).map { $0 / rows == $0 % rows ? flat[0] : .constant(0) }
            }
            if args.count == 1, case .matrix(let c2, let r2) = args[0].0, c2 * r2 != cols * rows || c2 != cols {
                return (0..<cols * rows).map { k in
                    let c = k / rows, r = k % rows
                    if c < c2 && r < r2 { return flat[c * r2 + r] }
                    return .constant(c == r ? word(Float(1)) : 0)
                }
            }
        }
        if flat.count == 1 { return Array(repeating: flat[0], count: t.components) }
        return Array(flat.prefix(t.components))
    }

    /// Linear algebra on column-major matrices; each sum runs over k ascending from the k = 0 term.
    func product(_ a: [Slot], _ ta: ShaderType, _ b: [Slot], _ tb: ShaderType) -> [Slot] {
        let mul = ShaderLane.Op2.fMul, add = ShaderLane.Op2.fAdd
        switch (ta, tb) {
        case (.matrix(let c, let r), .vector):
            return (0..<r).map { row in
                var s = op2(mul, a[row], b[0])
                for k in 1..<max(c, 1) { s = op2(add, s, op2(mul, a[k * r + row], b[k])) }
                return s
            }
        case (.vector, .matrix(let c, let r)):
            return (0..<c).map { col in
                var s = op2(mul, a[0], b[col * r])
                for k in 1..<max(r, 1) { s = op2(add, s, op2(mul, a[k], b[col * r + k])) }
                return s
            }
        case (.matrix(let c1, let r1), .matrix(let c2, let r2)):
            return (0..<c2 * r1).map { idx in
                let col = idx / r1, row = idx % r1
                var s = op2(mul, a[row], b[col * r2])
                for k in 1..<max(c1, 1) { s = op2(add, s, op2(mul, a[k * r1 + row], b[col * r2 + k])) }
                return s
            }
        default:
            return map2(mul, a, b)
        }
    }

    /// `layer.sample(p)`: the layer's colour at the lanes' positions (0 without a layer).
    func sample(_ p: [Slot]) -> [Slot] {
        let x = register(p[0]), y = register(p[1])
        let out = (0..<4).map { _ in allocate() }
        let d = out[0]
        emit { run in
            let w = run.words
            guard let sample = run.sample else {
                for i in 0..<4 * Self.lanes { w[d + i] = 0 }
                return
            }
            (w + d).withMemoryRebound(to: Float.self, capacity: 4 * Self.lanes) { o in
                (w + x).withMemoryRebound(to: Float.self, capacity: Self.lanes) { xs in
                    (w + y).withMemoryRebound(to: Float.self, capacity: Self.lanes) { ys in
                        sample(UnsafePointer(xs), UnsafePointer(ys), run.count, o)
                    }
                }
            }
        }
        return out.map { .reg($0) }
    }

    /// A texture's size, or its colour at the lanes' coordinates (`ShaderTexture`); 0 without the texture.
    func texture(_ access: ShaderTextureAccess, _ k: Int, _ p: [Slot]) -> [Slot] {
        switch access {
        case .width, .height:
            let d = allocate(), width = access == .width
            emit { run in
                let n = k < run.images.count ? (width ? run.images[k].level.width : run.images[k].level.height) : 0
                let v = UInt32(truncatingIfNeeded: n), dp = run.words + d
                for i in 0..<run.count { dp[i] = v }
            }
            return [.reg(d)]
        case .read, .sample:
            let x = register(p[0]), y = register(p[1])
            let out = (0..<4).map { _ in allocate() }
            let d = out[0], lanes = Self.lanes
            let code: Int? = if case .sample(let s) = access { s.code } else { nil }
            emit { run in
                let w = run.words
                guard k < run.images.count else {
                    for i in 0..<4 * lanes { w[d + i] = 0 }
                    return
                }
                let texture = run.images[k]
                for i in 0..<run.count {
                    let c =
                        if let code {
                            texture.sample(SIMD2(float(w[x + i]), float(w[y + i])), code: code)
                        } else {
                            texture.read(int(w[x + i]), int(w[y + i]))
                        }
                    for j in 0..<4 { w[d + j * lanes + i] = c[j].bitPattern }
                }
            }
            return out.map { .reg($0) }
        }
    }
}
