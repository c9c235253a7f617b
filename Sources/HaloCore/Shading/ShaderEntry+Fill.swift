extension ShaderEntry {
    /// The prefix of the colour effect `fill` adds for a fill function (not a name Metal lets a
    /// source use: identifiers with a double underscore are the implementation's).
    static let fillPrefix = "__halo_fill_"

    /// The function `name` of `program` as SwiftUI runs a `Shader` used as a `ShapeStyle`:
    /// `[[ stitchable ]] half4 name(float2 position, args...)`, called at each pixel of the shape
    /// with its position in the shape's own coordinates. It runs as a colour effect: the program
    /// with one more function, `half4 __halo_fill_name(float2 position, half4 color, args...)`,
    /// which returns `name(position, args...)`; the planner keeps it to the shape's coverage
    /// (`Planner.shaderLayer`).
    /// - Throws: `ShaderError` at the function when it is missing, not `[[ stitchable ]]`, or its
    ///   signature is not a fill's.
    public static func fill(_ program: ShaderProgram, function name: String) throws(ShaderError) -> ShaderEntry {
        guard let index = program.function(named: name) else {
            // The colour effect's own message names what the program has.
            return try ShaderEntry(program, function: name, kind: .color)
        }
        let f = program.functions[index]
        func fail(_ message: String) -> ShaderError {
            ShaderError(file: program.file, line: f.line, column: f.column, message: "\(name): \(message)")
        }
        guard f.stitchable else { throw fail("a shader SwiftUI calls must be [[ stitchable ]]") }
        guard f.result == .float(4), f.parameterCount >= 1, f.locals[0].type == .float(2) else {
            var e = fail(
                "the signature does not fit: it is \(program.signature(of: index)); a shape style calls half4 "
                    + "\(name)(float2 position, args...)")
            e.isSignatureMismatch = true
            throw e
        }
        let arguments = f.locals[1..<f.parameterCount]
        var call: [ShaderExpression] = [.local(0, .float(2))]
        for (k, a) in arguments.enumerated() { call.append(.local(k + 2, a.type)) }
        let wrapper = ShaderFunction(
            name: fillPrefix + name, result: .float(4), parameterCount: f.parameterCount + 1,
            locals: [f.locals[0], ShaderLocal(name: "color", type: .float(4))] + arguments,
            body: [.returnValue(.call(index, call, .float(4)))], stitchable: true, line: f.line, column: f.column)
        var wrapped = program
        wrapped.functions.append(wrapper)
        // Another program than the source's (caches compile programs by fingerprint).
        if program.fingerprint != 0 {
            wrapped.fingerprint = ShaderProgram.fingerprint("\(program.fingerprint) \(wrapper.name)")
        }
        return try ShaderEntry(wrapped, function: wrapper.name, kind: .color)
    }
}
