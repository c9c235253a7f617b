extension ShaderParser {
    /// How well an argument of type `from` fits a parameter of type `to`, by the implicit conversions
    /// `converted` makes (MSL is C++14-based and keeps its overload resolution, [over.ics.rank]): 0 the same type,
    /// 1 a scalar converted to another scalar kind (an int to a float), 2 a scalar widened to a vector or
    /// matrix (a conversion by constructor, ranked after the standard ones); nil when it does not fit.
    static func conversionRank(_ from: ShaderType, _ to: ShaderType) -> Int? {
        if from == to { return 0 }
        switch (from, to) {
        case (.vector(_, 1), .vector(_, 1)): return 1
        case (.vector(_, 1), .vector(_, _)): return 2
        case (.vector(.float, 1), .matrix): return 2
        default: return nil
        }
    }

    /// The function named `name` that a call with `arguments` reaches: the only one of that name, or among
    /// overloads the one that fits every argument at least as well as each other one (C++'s best viable
    /// function). No fitting overload, or two that fit equally well, is an error naming the candidates.
    mutating func overload(_ name: String, _ arguments: [ShaderExpression], at t: ShaderToken) throws(ShaderError)
        -> Int
    {
        let candidates = functions.indices.filter { functions[$0].name == name }
        if candidates.count == 1 { return candidates[0] }
        let given = "(" + arguments.map { "\($0.type)" }.joined(separator: ", ") + ")"
        var viable: [(function: Int, ranks: [Int])] = []
        for f in candidates {
            let parameters = functions[f].parameters
            let required = defaultArguments[f].prefix { $0 == nil }.count
            guard (required...parameters.count).contains(arguments.count) else { continue }
            var ranks: [Int] = []
            for (a, p) in zip(arguments, parameters) {
                guard let r = Self.conversionRank(a.type, p.type) else { break }
                ranks.append(r)
            }
            if ranks.count == arguments.count { viable.append((f, ranks)) }
        }
        guard !viable.isEmpty else {
            let list = candidates.map(signature).joined(separator: "; ")
            throw error("no overload of \(name) takes \(given) (candidates: \(list))", at: t)
        }
        func noWorse(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { $0 <= $1 } }
        let best = viable.filter { c in viable.allSatisfy { noWorse(c.ranks, $0.ranks) } }
        if best.count == 1 { return best[0].function }
        // Ambiguous: name two that no other beats.
        let unbeaten = viable.filter { c in
            !viable.contains { o in noWorse(o.ranks, c.ranks) && o.ranks != c.ranks }
        }
        let pair = unbeaten.count >= 2 ? unbeaten : viable
        throw error(
            "the call \(name)\(given) is ambiguous: \(signature(pair[0].function)) and "
                + "\(signature(pair[1].function)) fit it equally well (convert an argument to choose)", at: t)
    }

    /// A function's signature in messages: "float2 glsl_mod(float2, float) (line 9)".
    func signature(_ f: Int) -> String {
        let function = functions[f]
        let parameters = function.parameters.map { "\($0.type)" }.joined(separator: ", ")
        return "\(function.result) \(function.name)(\(parameters)) (line \(function.line))"
    }

    /// Checks a new function `name` with `parameters` against those of the same name: an overload needs other
    /// parameter types, and a `[[ stitchable ]]` function has no overloads (SwiftUI finds it by name alone).
    func checkOverload(_ name: String, _ parameters: [ShaderType], stitchable: Bool, at token: ShaderToken)
        throws(ShaderError)
    {
        for (f, other) in functions.enumerated() where other.name == name {
            if stitchable || other.stitchable {
                throw error(
                    "'\(name)' is already defined (line \(other.line)); a [[ stitchable ]] function cannot be "
                        + "overloaded: SwiftUI finds it by name", at: token)
            }
            if other.parameters.map(\.type) == parameters {
                throw error("'\(name)' is already defined with these parameter types: \(signature(f))", at: token)
            }
        }
    }
}
