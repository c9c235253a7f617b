import Foundation
import HaloCore
import HaloTestSupport
import Testing

/// Metal's preprocessor before the parser: macros replace tokens (never comments), conditionals
/// pick text, `#include "..."` reads sibling files once, and every error keeps the file, line and
/// column a reader has.
@Suite struct ShaderPreprocessorTests {
    /// The value `f`'s single `return` gives, where it is a constant (folded by hand here: the
    /// parser keeps literals as constants and conversions as nodes).
    func returnedConstant(_ program: ShaderProgram, _ name: String) -> [Double]? {
        guard let i = program.function(named: name), case .returnValue(let e?) = program.functions[i].body.last
        else { return nil }
        return Self.fold(e)
    }

    /// A constant expression's value, for the few nodes these tests make.
    static func fold(_ e: ShaderExpression) -> [Double]? {
        switch e {
        case .constant(_, let v): return v
        case .convert(let a, _): return fold(a)
        case .splat(let a, let t): return fold(a).map { Array(repeating: $0[0], count: t.components) }
        case .construct(_, let xs):
            var out: [Double] = []
            for x in xs {
                guard let v = fold(x) else { return nil }
                out += v
            }
            return out
        case .binary(let op, let a, let b, _):
            guard let x = fold(a), let y = fold(b), x.count == y.count else { return nil }
            switch op {
            case .add: return zip(x, y).map { $0 + $1 }
            case .subtract: return zip(x, y).map { $0 - $1 }
            case .multiply: return zip(x, y).map { $0 * $1 }
            default: return nil
            }
        default: return nil
        }
    }

    func error(_ body: () throws -> Void) -> ShaderError? {
        do {
            try body()
            return nil
        } catch let e as ShaderError {
            return e
        } catch {
            return nil
        }
    }

    @Test func objectAndFunctionMacrosReplaceTokens() throws {
        let p = try ShaderParser.parse(
            """
            #include <metal_stdlib>
            using namespace metal;
            #define STRENGTH 0.25
            #define TWICE(v) v * 2.0
            #define RGB(r, g, b) float3(r, g, b)
            // STRENGTH in a comment is not replaced: TWICE(
            float3 f() { return RGB(STRENGTH, TWICE(0.1 + 0.2), 1.0); }
            """, file: "macros.metal")
        // TWICE(0.1 + 0.2) is 0.1 + 0.2 * 2.0 (tokens, not a value): 0.5.
        let v = try #require(returnedConstant(p, "f"))
        #expect(v.count == 3)
        // Within float's rounding of the literals.
        #expect(abs(v[0] - 0.25) < 1e-6 && abs(v[1] - 0.5) < 1e-6 && v[2] == 1, "\(v)")
    }

    @Test func conditionalsPickTheText() throws {
        let p = try ShaderParser.parse(
            """
            #define QUALITY 2
            #define USE_GLOW
            #if QUALITY > 1 && defined(USE_GLOW)
            float a() { return 1.0; }
            #elif QUALITY == 1
            float a() { return 2.0; }
            #else
            float a() { return 3.0; }
            #endif
            #ifndef USE_GLOW
            float b() { return 1.0; }
            #else
            float b() { return 2.0; }
            #endif
            #if 0
            this text is skipped, even 'quotes' and # stray hashes
            #endif
            #undef USE_GLOW
            #ifdef USE_GLOW
            float c() { return 1.0; }
            #else
            float c() { return 4.0; }
            #endif
            """, file: "if.metal")
        #expect(returnedConstant(p, "a") == [1])
        #expect(returnedConstant(p, "b") == [2])
        #expect(returnedConstant(p, "c") == [4])
    }

    /// A shader split as public ones are: a header with a guard, a shared `.metal` with `#pragma once`,
    /// both included twice.
    @Test func includesReadSiblingsOnce() throws {
        try TemporaryDirectory.with("halo-pp") { dir in
            try """
            #ifndef COMMON_H
            #define COMMON_H
            #define BASE 0.5
            #endif
            """.write(to: dir.appendingPathComponent("Common.h"), atomically: true, encoding: .utf8)
            try """
            #pragma once
            #include "Common.h"
            float base() { return BASE; }
            """.write(to: dir.appendingPathComponent("Common.metal"), atomically: true, encoding: .utf8)
            let main = """
                #include <metal_stdlib>
                #include "Common.metal"
                #include "Common.h"
                #include "Common.metal"
                float twice() { return base() * 2.0; }
                """
            let path = dir.appendingPathComponent("Main.metal").path
            let p = try ShaderParser.parse(main, file: "Main.metal", path: path)
            #expect(p.functions.map(\.name) == ["base", "twice"])
            #expect(returnedConstant(p, "base") == [0.5])
            // Found through the search path too, for a source of no file.
            let q = try ShaderParser.parse(main, file: "data", includePaths: [dir.path])
            #expect(q.functions.map(\.name) == ["base", "twice"])
        }
    }

    @Test func aMissingIncludeNamesTheFileAndTheLine() throws {
        try TemporaryDirectory.with("halo-pp") { dir in
            let path = dir.appendingPathComponent("Effects.metal").path
            let e = error {
                _ = try ShaderParser.parse(
                    "#include <metal_stdlib>\n\n  #include \"Missing.metal\"\n", file: "Effects.metal", path: path)
            }
            let message = try #require(e).description
            #expect(
                message.hasPrefix("Effects.metal:3:3: cannot find the included file \"Missing.metal\""), "\(message)")
            #expect(message.contains(dir.lastPathComponent))
        }
    }

    @Test func aRecursiveMacroIsRefused() {
        let e = error {
            _ = try ShaderParser.parse(
                """
                #define A (B + 1.0)
                #define B (A * 2.0)
                float f() {
                    return A;
                }
                """, file: "loop.metal")
        }
        #expect(
            e?.description == "loop.metal:4:12: the macro 'A' expands to itself (A -> B -> A); "
                + "recursive macros are not supported")
        // Directly, in a function-like macro.
        let f = error { _ = try ShaderParser.parse("#define F(x) F(x)\nfloat f() { return F(1.0); }", file: "f.metal") }
        #expect(f?.description.hasPrefix("f.metal:2:20: the macro 'F' expands to itself (F -> F)") == true)
    }

    /// Errors point at the original source: in an included file by its name, in a macro's text at
    /// its use, naming the macro.
    @Test func errorsKeepTheirPlace() throws {
        try TemporaryDirectory.with("halo-pp") { dir in
            try "float ok() { return 1.0; }\nfloat bad() {\n    goto end;\n}\n".write(
                to: dir.appendingPathComponent("Bad.h"), atomically: true, encoding: .utf8)
            let path = dir.appendingPathComponent("Main.metal").path
            let e = error { _ = try ShaderParser.parse("#include \"Bad.h\"\n", file: "Main.metal", path: path) }
            #expect(e?.description.hasPrefix("Bad.h:3:5: goto is not supported") == true, "\(String(describing: e))")
        }
        let e = error {
            _ = try ShaderParser.parse(
                "#define BROKEN undefinedName\n\nfloat f() { return 1.0 + BROKEN; }", file: "m.metal")
        }
        let message = e?.description ?? ""
        #expect(message.hasPrefix("m.metal:3:26:"), "\(message)")
        #expect(message.contains("in the expansion of macro 'BROKEN' defined at m.metal:1"), "\(message)")
        // Lines after a multi-line comment and a continued #define keep their numbers.
        let f = error {
            _ = try ShaderParser.parse(
                "/* one\n#define NOT_A_MACRO\n*/\n#define LONG 1.0 + \\\n    2.0\nfloat f() { goto x; }",
                file: "n.metal")
        }
        #expect(f?.description.hasPrefix("n.metal:6:13: goto") == true, "\(String(describing: f))")
    }

    @Test(arguments: [
        ("#if 1\nfloat f() { return 1.0; }\n", "n.metal:1:1: this #if is never closed with #endif"),
        ("#endif\n", "n.metal:1:1: #endif without #if"),
        ("#error no Metal here\n", "n.metal:1:1: #error no Metal here"),
        ("#include <vector>\n", "n.metal:1:1: #include <vector> is not supported"),
        ("#define S(x) #x\n", "n.metal:1:1: the # and ## macro operators are not supported"),
        ("#define F(a, b) a\nfloat f() { return F(1.0); }", "n.metal:2:20: the macro 'F' takes 2 arguments, got 1"),
        ("#if 1 / 0\n#endif\n", "n.metal:1:7: division by zero in #if"),
        ("#import \"x.h\"\n", "n.metal:1:1: the preprocessor directive #import is not supported"),
    ])
    func badDirectivesAreNamed(_ source: String, _ expected: String) {
        let e = error { _ = try ShaderParser.parse(source, file: "n.metal") }
        #expect(e?.description.hasPrefix(expected) == true, "\(String(describing: e))")
    }

    /// Macros that double at each level stop at the token limit, not in memory exhaustion.
    @Test func explodingMacrosStop() {
        var source = "#define M0 1.0\n"
        for i in 1...30 { source += "#define M\(i) M\(i - 1) + M\(i - 1)\n" }
        source += "float f() { return M30; }\n"
        let e = error { _ = try ShaderParser.parse(source, file: "big.metal") }
        #expect(e?.description.contains("macro expansion makes more than") == true, "\(String(describing: e))")
    }
}
