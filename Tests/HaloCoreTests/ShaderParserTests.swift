import Foundation
import HaloCore
import Testing

/// The shader front end: every construct of the subset is read with the types Metal gives it,
/// and every refusal names its line and column.
@Suite struct ShaderParserTests {
    /// The folder of Halo's .metal shaders.
    static let metalFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Shaders/metal").standardized

    func parse(_ source: String) throws -> ShaderProgram {
        try ShaderParser.parse(source, file: "test.metal")
    }

    /// The error parsing `source` gives, or nil.
    func refusal(_ source: String) -> ShaderError? {
        do {
            _ = try ShaderParser.parse(source, file: "test.metal")
            return nil
        } catch {
            return error
        }
    }

    /// The body of `f` in a program whose only function returns `body`'s last expression.
    func returned(_ type: String, _ expression: String, prelude: String = "") throws -> ShaderExpression {
        let p = try parse("\(type) f(float x, int i, float2 v, float3x3 m) { \(prelude) return \(expression); }")
        guard case .returnValue(let e?) = p.functions[0].body.last else {
            Issue.record("no return")
            return .constant(.float, [0])
        }
        return e
    }

    @Test func everyCatalogShaderParses() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.metalFolder.path)
            .filter { $0.hasSuffix(".metal") }.sorted()
        #expect(files.count >= 13)
        for name in files {
            let text = try String(contentsOf: Self.metalFolder.appendingPathComponent(name), encoding: .utf8)
            let program = try ShaderParser.parse(text, file: name)
            let entry = name.replacingOccurrences(of: ".metal", with: "")
            #expect(program.functions.contains { $0.name == entry && $0.stitchable }, "\(name)")
        }
    }

    @Test func theHarmonicReadsAsTheArticleWritesIt() throws {
        let text = try String(
            contentsOf: Self.metalFolder.appendingPathComponent("harmonicColorEffect.metal"), encoding: .utf8)
        let p = try ShaderParser.parse(text, file: "harmonicColorEffect.metal")
        #expect(p.functions.map(\.name) == ["harmonicSDF", "glow", "getColor", "harmonicColorEffect"])
        let entry = try ShaderEntry(p, function: "harmonicColorEffect", kind: .color)
        #expect(entry.arguments == [.float(4), .float, .float, .float, .float])
        // `t == 0` compares floats: the 0 is converted where it is read.
        guard case .branch(let c, _, _) = p.functions[2].body[0] else {
            Issue.record("getColor starts with an if")
            return
        }
        #expect(c == .binary(.equal, .local(0, .float), .constant(.float, [0]), .bool))
    }

    @Test func arithmeticTakesMetalsTypes() throws {
        // A scalar meets a vector component by component; ints meet floats as floats.
        #expect(try returned("float2", "v * 2").type == .float(2))
        #expect(
            try returned("float", "x + i")
                == .binary(.add, .local(0, .float), .convert(.local(1, .int), .float), .float))
        #expect(try returned("int", "i / 2") == .binary(.divide, .local(1, .int), .constant(.int, [2]), .int))
        #expect(try returned("int", "i % 3 << 1 | 4 & ~i ^ 2").type == .int)
        #expect(try returned("float3", "m * float3(1)").type == .float(3))
        #expect(
            try returned("float3", "float3(1) * m")
                == .product(.constant(.float(3), [1, 1, 1]), .local(3, .matrix(columns: 3, rows: 3)), .float(3)))
        #expect(try returned("float3x3", "m * m * 2.0").type == .matrix(columns: 3, rows: 3))
        #expect(try returned("bool", "x < 1 && !(i == 2) || v.x >= v.y").type == .bool)
        #expect(try returned("float", "x > 0 ? x : -x").type == .float)
        #expect(try returned("float", "-1.5") == .constant(.float, [-1.5]))
        #expect(try returned("uint", "7u + 1").type == .uint)
        #expect(try returned("float", "(float)i") == .convert(.local(1, .int), .float))
    }

    @Test func vectorsSwizzleIndexAndConstruct() throws {
        #expect(try returned("float2", "v.yx") == .swizzle(.local(2, .float(2)), [1, 0], .float(2)))
        #expect(try returned("float4", "float4(v.xy, 0, 1)").type == .float(4))
        #expect(try returned("float", "float4(1).rgba.a").type == .float)
        #expect(try returned("float", "v[i]") == .element(.local(2, .float(2)), .local(1, .int), .float))
        #expect(try returned("float3", "m[1]").type == .float(3))
        #expect(try returned("int2", "int2(v)") == .convert(.local(2, .float(2)), .vector(.int, 2)))
        #expect(
            try returned("float3x3", "float3x3(1)")
                == .construct(.matrix(columns: 3, rows: 3), [.constant(.float, [1])]))
        #expect(try returned("float2", "v", prelude: "v.yx = v; v[0] += 1; v.x++;").type == .float(2))
    }

    @Test func theStandardLibraryIsTyped() throws {
        #expect(try returned("float3", "mix(float3(0), float3(1), x)").type == .float(3))
        #expect(try returned("float", "length(v) + distance(v, v) + dot(v, v)").type == .float)
        #expect(
            try returned("int", "clamp(i, 0, 3)")
                == .builtin(.clamp, [.local(1, .int), .constant(.int, [0]), .constant(.int, [3])], .int))
        #expect(try returned("float", "clamp(i, 0.0, 3)").type == .float)
        #expect(try returned("float3", "cross(float3(1), normalize(float3(1, 2, 3)))").type == .float(3))
        #expect(
            try returned("float2", "step(0.5, v) + smoothstep(0, 1, v) + fract(v) + fmod(v, 2.0)").type == .float(2))
        #expect(try returned("bool", "any(v > 1) || all(v < 2)").type == .bool)
        #expect(
            try returned("float", "atan2(x, 1) + pow(x, 2) + rsqrt(x) + saturate(x) + sign(x) + M_PI_F").type == .float)
        let names = ShaderBuiltin.allCases.map(\.rawValue)
        for name in [
            "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "sqrt", "abs", "floor", "ceil",
            "min", "max",
        ] {
            #expect(names.contains(name))
        }
    }

    @Test func statementsAndScopes() throws {
        let p = try parse(
            """
            constant float k = 2.0;
            constexpr constant int n = 3;
            float helper(float a) { return a * k; }
            [[ stitchable ]] half4 f(float2 position, half4 color, float t) {
                float s = 0, u = 1;
                for (int i = 0; i < n; i++) {
                    if (i == 1) { continue; } else if (i == 2) { break; }
                    s += helper(float(i));
                }
                int j = 0;
                while (j < 4) { j += 1; float s = 3.0; u *= s; }
                { float scoped = s; u -= scoped; }
                return half4(s, u, t, 1);
            }
            """)
        #expect(p.globals.map(\.name) == ["k", "n"])
        #expect(p.functions[1].locals.map(\.name) == ["position", "color", "t", "s", "u", "i", "j", "s", "scoped"])
        guard case .loop(let c?, let body, let step) = p.functions[1].body[3] else {
            Issue.record("a for loop after its init")
            return
        }
        #expect(c.type == .bool && body.count == 2 && step.count == 1)
        _ = try ShaderEntry(p, function: "f", kind: .color)
    }

    @Test func swiftUIArguments() throws {
        let p = try parse(
            """
            [[ stitchable ]] float2 d(float2 position, device const float *values, int count, float2 size) {
                float s = 0;
                for (int i = 0; i < count; i++) { s += values[i]; }
                return position + s * size;
            }
            [[ stitchable ]] half4 l(float2 p, SwiftUI::Layer layer) { return layer.sample(p + 1); }
            """)
        #expect(try ShaderEntry(p, function: "d", kind: .distortion).arguments == [.floatArray, .float(2)])
        #expect(try ShaderEntry(p, function: "l", kind: .layer).arguments == [])
        #expect(throws: ShaderError.self) { try ShaderEntry(p, function: "l", kind: .color) }
        #expect(throws: ShaderError.self) { try ShaderEntry(p, function: "missing", kind: .color) }
    }

    /// SwiftUI's `.image`: a `texture2d<half>` read through `constexpr sampler`s (in the function or the
    /// program), `read`, `get_width` and `get_height`, passed to helpers as it is; one a shader.
    @Test func imagesAreTexturesWithSamplers() throws {
        let p = try parse(
            """
            constexpr sampler edge;
            float4 tap(texture2d<half> t, float2 uv) {
                constexpr sampler s(coord::pixel, address::mirrored_repeat, filter::linear);
                return float4(t.sample(s, uv)) + float4(t.sample(edge, uv));
            }
            [[ stitchable ]] half4 c(float2 p, half4 color, texture2d<half, access::sample> image, float k) {
                uint2 size = uint2(image.get_width(), image.get_height(0));
                return half4(tap(image, p * k) + float4(image.read(size / 2u)));
            }
            [[ stitchable ]] half4 two(float2 p, half4 color, texture2d<half> a, texture2d<float> b) {
                return color;
            }
            """)
        #expect(try ShaderEntry(p, function: "c", kind: .color).arguments == [.texture, .float])
        guard case .returnValue(let value?) = p.functions[0].body.last,
            case .binary(_, .texture(.sample(let s), _, _), .texture(.sample(let d), _, _), _) = value
        else {
            Issue.record("tap returns two samples: \(p.functions[0].body)")
            return
        }
        #expect(s.coordinates == .pixel && s.address == .mirroredRepeat && s.filter == .linear)
        #expect(d == ShaderSampler() && d.code == 0 && s.code == 1 + 2 * 3 + 8)
        #expect {
            try ShaderEntry(p, function: "two", kind: .color)
        } throws: { ($0 as? ShaderError)?.message.contains("one image a shader") == true }
    }

    /// Each refusal, with its line and column.
    @Test(arguments: [
        ("struct S { float x; };", 1, 1, "structs are not supported"),
        ("float f() {\n  switch (1) {}\n}", 2, 3, "switch is not supported"),
        ("float f() { return g(); }", 1, 20, "unknown function 'g'"),
        ("float f() { return y; }", 1, 20, "unknown name 'y'"),
        ("float f() { int i = 0; return i++; }", 1, 32, "statements here"),
        ("float f() { /* open", 1, 13, "never closed"),
        ("#import <metal_stdlib>", 1, 1, "#import is not supported"),
        ("#include \"other.metal\"", 1, 1, "cannot find the included file \"other.metal\""),
        ("float f(float x) { return x % 2.0; }", 1, 29, "use fmod for floats"),
        ("float f(float2 v) { return v.xq; }", 1, 30, "not a swizzle"),
        ("float f(float2 v) { return v.z; }", 1, 30, "reaches past"),
        ("float f(float x) { return f(x); }", 1, 27, "unknown function 'f'"),
        ("float f() { break; }", 1, 13, "outside a loop"),
        ("float f() { return float3(1, 2); }", 1, 20, "needs 3 components"),
        ("float f(float3 v) { return v; }", 1, 21, "cannot use a float3 as a float"),
        ("float g = 1.0;", 1, 7, "must be 'constant'"),
        ("float f(thread float &x) { return x; }", 1, 9, "references and pointers"),
        ("texture3d<half> t;", 1, 1, "only texture2d<half>"),
        ("half4 f(texture2d<half> t, sampler s) { return 0; }", 1, 28, "a sampler parameter is not supported"),
        (
            "half4 f(texture2d<half> t) { constexpr sampler s; return t.sample(s, float2(0), 1.5); }", 1, 81,
            "or an int2 texel offset"
        ),
        ("half4 f(texture2d<half> t) { return t.sample(q, float2(0)); }", 1, 46, "'q' is not a constexpr sampler"),
        ("half4 f(texture2d<half> t) { constexpr sampler s(address::wrap); return 0; }", 1, 50, "unknown address"),
        ("half4 f(texture2d<half> t) { constexpr sampler s(s_address::repeat); return 0; }", 1, 50, "per-axis"),
        ("half4 f(texture2d<half> t) { return t.write(float2(0)); }", 1, 39, "a texture2d has sample"),
        ("half4 f(texture2d<half> t) { return t.read(float2(0)); }", 1, 44, "whole texel coordinates"),
        ("half4 f(texture2d<half, access::write> t) { return 0; }", 1, 25, "a texture is read, not written"),
        ("float f() { return 1.0 @ 2.0; }", 1, 24, "'@' is not part"),
        ("float f() { float x = 1; float x = 2; return x; }", 1, 32, "already declared"),
        ("float f() { const float x = 1; x = 2; return x; }", 1, 32, "is constant"),
        ("half4 f(float2 p) { if (p) { } return 0; }", 1, 21, "a condition must be one bool"),
        ("float f() { return 1e; }", 1, 20, "malformed exponent"),
        ("float f() { return 99999999999; }", 1, 20, "does not fit in 32 bits"),
        ("[[ visible ]] float f() { return 0; }", 1, 1, "[[ visible ]] is not supported"),
        ("float f() { do { } while (true); }", 1, 13, "do / while"),
        ("float f() { return 0; }\nfloat f() { return 1; }", 2, 7, "already defined"),
        ("float f(float2x3 m) { return 0; }", 1, 9, "float2x3"),
        ("float f(float x) {\n  if (x > 0.0) { return 1.0; }\n}", 1, 7, "must return a float on every path"),
    ])
    func refusalsNameTheirPlace(_ source: String, _ line: Int, _ column: Int, _ message: String) {
        guard let e = refusal(source) else {
            Issue.record("\(source) was accepted")
            return
        }
        #expect(e.file == "test.metal")
        #expect(e.line == line && e.column == column, "\(e)")
        #expect(e.message.contains(message), "\(e)")
    }

    @Test func hostileSourcesAreRefusedNotCrashed() {
        // Deep nesting: parentheses and blocks past the limit.
        let deep =
            "float f() { return " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
            + "; }"
        #expect(refusal(deep)?.message.contains("nests deeper") == true)
        let blocks =
            "float f() { " + String(repeating: "{", count: 5_000) + String(repeating: "}", count: 5_000)
            + " return 0; }"
        #expect(refusal(blocks)?.message.contains("nests deeper") == true)
        // A source over a megabyte.
        let huge = "float f() { return 0; }\n" + String(repeating: "// padding\n", count: 100_000)
        #expect(refusal(huge)?.message.contains("bytes") == true)
        // Calls that double at every level expand past the limit.
        var chain = "float f0(float x) { return x + 1.0; }\n"
        for i in 1..<40 { chain += "float f\(i)(float x) { return f\(i - 1)(x) + f\(i - 1)(x); }\n" }
        #expect(refusal(chain)?.message.contains("too large") == true)
        // Unterminated things.
        #expect(refusal("float f() {") != nil)
        #expect(refusal("float f() { return (1; }") != nil)
        #expect(refusal("float f(") != nil)
        #expect(refusal("") == nil)
    }
}
