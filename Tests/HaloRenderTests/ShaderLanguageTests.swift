import Foundation
import HaloCore
import Testing

@testable import HaloCPU

/// Overloaded functions and arrays, written the way public shaders write them, run by the CPU evaluator; the
/// expected values are worked out by hand in the comments.
@Suite struct ShaderLanguageTests {
    static let lanes = ShaderKernel.lanes

    /// Runs `f(position, color)` with each lane's position (x, 0); the result's four channels per lane.
    static func run(_ source: String, x: [Float]) throws -> [[Float]] {
        let position = x + [Float](repeating: 0, count: lanes)
        let color = [Float](repeating: 0, count: 4 * lanes)
        let out = try ShaderKernelTests.evaluate(source, [.lanes(position), .lanes(color)], math: .exact)
        return (0..<lanes).map { i in (0..<4).map { Float(bitPattern: out[$0 * lanes + i]) } }
    }

    @Test func overloadsResolveByArgumentTypes() throws {
        // As fyalavuz/TestYourTV-tvOS's Shaders.metal declares glsl_mod.
        let source = """
            float glsl_mod(float x, float y) {
                return x - y * floor(x / y);
            }
            float2 glsl_mod(float2 x, float y) {
                return x - y * floor(x / y);
            }
            float3 glsl_mod(float3 x, float y) {
                return x - y * floor(x / y);
            }
            float pick(int x) { return 1.0; }
            float pick(float x) { return 2.0; }
            [[ stitchable ]] half4 f(float2 position, half4 color) {
                float3 q = glsl_mod(float3(5.5, -1.0, 7.0), 3.0);
                float s = glsl_mod(7, 4);
                float2 r = glsl_mod(float2(4.5, 1.0), 2);
                return half4(q.x, q.y + r.x, q.z + r.y, s + pick(3) * 10.0 + pick(3.0) * 100.0);
            }
            """
        // q = (5.5 - 3, -1 + 3, 7 - 6) = (2.5, 2, 1); s = 7 - 4 = 3 (ints converted to floats);
        // r = (4.5 - 4, 1 - 0) = (0.5, 1); pick(3) is the int one (1), pick(3.0) the float one (2).
        for pixel in try Self.run(source, x: [Float](repeating: 0, count: Self.lanes)) {
            #expect(pixel == [2.5, 2.5, 2, 3 + 10 + 200])
        }
    }

    @Test func anAmbiguousCallNamesBothCandidates() {
        let source = """
            float pick(int x) { return 1.0; }
            float pick(float x) { return 2.0; }
            [[ stitchable ]] half4 f(float2 position, half4 color) {
                return half4(pick(3u));
            }
            """
        // A uint converts to an int and to a float equally well.
        #expect {
            _ = try ShaderParser.parse(source, file: "t.metal")
        } throws: { error in
            let text = "\(error)"
            return text.contains("ambiguous") && text.contains("float pick(int) (line 1)")
                && text.contains("float pick(float) (line 2)") && text.hasPrefix("t.metal:4:")
        }
    }

    @Test func overloadsWithTheSameParametersOrOfAStitchableAreRefused() {
        let same = """
            float g(float x) { return x; }
            float g(float y) { return y + 1.0; }
            """
        #expect(throws: ShaderError.self) { _ = try ShaderParser.parse(same, file: "t.metal") }
        let stitchable = """
            float f(float x) { return x; }
            [[ stitchable ]] half4 f(float2 position, half4 color) { return color; }
            """
        #expect {
            _ = try ShaderParser.parse(stitchable, file: "t.metal")
        } throws: { "\($0)".contains("cannot be overloaded") }
    }

    @Test func localArraysFillReadAndLoop() throws {
        // As jinyongnan810's LavaLampShader.metal and TestYourTV's neural_layer fill theirs.
        let source = """
            [[ stitchable ]] half4 f(float2 position, half4 color) {
                float3 blobCenters[3];
                blobCenters[0] = float3(0.1, 0.2, 0.5);
                blobCenters[1] = float3(0.3, 0.4, 1.0);
                blobCenters[2] = float3(0.5, 0.6, 2.0);
                int numberOfBlobs = sizeof(blobCenters) / sizeof(blobCenters[0]);
                float total = 0.0;
                for (int i = 0; i < numberOfBlobs; i++) {
                    total += blobCenters[i].z;
                }
                float a[3] = {1, 2, 3};
                const float2 pts[] = { float2(1, 2), float2(3, 4) };
                float2 p[4];
                int k = 0;
                for (float y = 0.0; y < 2.0; y++) {
                    for (float x = 0.0; x < 2.0; x++) {
                        p[k++] = float2(x, y);
                    }
                }
                int j = int(position.x);
                return half4(total + float(numberOfBlobs) * 10.0, a[j], pts[j].y, p[j].x + p[j].y * 10.0);
            }
            """
        let x = (0..<Self.lanes).map { Float($0 % 9) - 3 }
        let out = try Self.run(source, x: x)
        for (i, pixel) in out.enumerated() {
            let j = Int(x[i])
            // total = 0.5 + 1 + 2; 3 blobs (48 bytes / 16). Indices clamp: a[0...2] = 1, 2, 3; pts[0...1].y = 2, 4;
            // p = (0, 0), (1, 0), (0, 1), (1, 1) as filled row by row.
            let a: [Float] = [1, 2, 3], ys: [Float] = [2, 4], ps: [Float] = [0, 1, 10, 11]
            #expect(pixel[0] == 3.5 + 30)
            #expect(pixel[1] == a[min(max(j, 0), 2)])
            #expect(pixel[2] == ys[min(max(j, 0), 1)])
            #expect(pixel[3] == ps[min(max(j, 0), 3)])
        }
    }

    @Test func anIndexOutOfRangeClampsAndNeverTraps() throws {
        let source = """
            [[ stitchable ]] half4 f(float2 position, half4 color) {
                float w[3] = {0, 0, 0};
                int j = int(position.x);
                w[j] = 5.0;
                float a[] = {7, 8, 9};
                return half4(w[0] + w[1] * 10.0 + w[2] * 100.0, a[j], a[j - 100], a[j + 100]);
            }
            """
        let x = (0..<Self.lanes).map { Float($0 % 11) * 400 - 2000 }
        for (i, pixel) in try Self.run(source, x: x).enumerated() {
            let j = Int(x[i])
            // Clamped into 0...2: a write below lands on w[0], above on w[2]; reads likewise.
            let expected: Float = j <= 0 ? 5 : j == 1 ? 50 : 500
            let a: [Float] = [7, 8, 9]
            func at(_ k: Int) -> Float { a[min(max(k, 0), 2)] }
            #expect(pixel == [expected, at(j), at(j - 100), at(j + 100)])
        }
    }

    @Test func constantArraysAtFileScope() throws {
        // As jinyongnan810's VoronoiShader.metal: the nearest of some points picks its colour.
        let source = """
            constant float2 points[3] = {
                float2(0.0, 0.0),
                float2(10.0, 0.0),
                float2(20.0, 0.0),
            };
            constant half3 colors[3] = {
                half3(1, 0, 0),
                half3(0, 1, 0),
                half3(0, 0, 1)
            };
            [[ stitchable ]] half4 f(float2 position, half4 color) {
                half3 result = half3(0);
                float minDist = 1000;
                for (int i = 0; i < 3; i++) {
                    float dist = length(position - points[i]);
                    if (dist < minDist) {
                        minDist = dist;
                        result = colors[i];
                    }
                }
                return half4(result, minDist);
            }
            """
        let x = (0..<Self.lanes).map { Float($0) - 10 }
        for (i, pixel) in try Self.run(source, x: x).enumerated() {
            // Nearest of 0, 10, 20 (the first on a tie, as `<` keeps it).
            let d = [0, 10, 20].map { abs(x[i] - Float($0)) }
            let k = d.firstIndex(of: d.min()!)!
            var rgb: [Float] = [0, 0, 0]
            rgb[k] = 1
            #expect(pixel == rgb + [d[k]])
        }
    }

    @Test func metalArraysPassByValue() throws {
        let source = """
            #include <metal_stdlib>
            using namespace metal;
            float sum(array<float, 3> v) {
                float s = 0.0;
                for (uint i = 0; i < v.size(); i++) { s += v[i]; }
                v[0] = 100.0;
                return s;
            }
            [[ stitchable ]] half4 f(float2 position, half4 color) {
                array<float, 3> v = {1.0, 2.0, 4.0};
                float s = sum(v);
                return half4(s, v[0], float(v.size()), 1.0);
            }
            """
        // The callee's write stays in its copy.
        for pixel in try Self.run(source, x: [Float](repeating: 0, count: Self.lanes)) {
            #expect(pixel == [7, 1, 3, 1])
        }
    }

    @Test func simdTypeNamesAreMetalsTypes() throws {
        // As nilotic/SwiftUI-Shader's Shader.metal writes its gradient, with the other simd spellings beside it.
        let source = """
            #include <metal_stdlib>
            using namespace metal;
            [[ stitchable ]] half4 f(float2 position, half4 color) {
                vector_float3 startColor = vector_float3(0.5, 0.25, 1.0);
                vector_float3 endColor = vector_float3(1.0, 0.75, 0.0);
                vector_float3 deltaColor = endColor - startColor;
                vector_float2 uv = position / vector_float2(8.0, 4.0);
                simd_float3 c = startColor + deltaColor * uv.x;
                vector_int2 k = vector_int2(3, 4);
                simd_uint2 u = simd_uint2(5u, 6u);
                vector_half4 h = vector_half4(0.5);
                packed_float3 p = packed_float3(1.0, 2.0, 3.0);
                matrix_float2x2 m = matrix_float2x2(2.0);
                simd_float3x3 n = simd_float3x3(1.0);
                float2 mv = m * vector_float2(1.0, 3.0);
                return half4(c.x, c.z, float(k.y + int(u.x)) + h.w + p.z,
                             mv.y + n[1][1] + float(sizeof(vector_float3)));
            }
            """
        let x: [Float] = (0..<Self.lanes).map { Float($0 % 9) }
        for (i, pixel) in try Self.run(source, x: x).enumerated() {
            // uv.x = x / 8; c = start + (end - start) uv.x: red 0.5 + 0.5 uv.x, blue 1 - uv.x.
            let t = x[i] / 8
            #expect(pixel[0] == 0.5 + 0.5 * t)
            #expect(pixel[1] == 1.0 + -1.0 * t)
            // 4 + 5 + 0.5 + 3; m is 2 on the diagonal, so m (1, 3) = (2, 6); n[1][1] = 1; a float3 takes 16 bytes.
            #expect(pixel[2] == 12.5)
            #expect(pixel[3] == 6 + 1 + 16)
        }
    }

    @Test func defaultArgumentsFillWhatACallLeavesOut() throws {
        // As po-gl/MetalShaderTests' BoSShapes.metal declares sampleSquare, trimmed to its arithmetic.
        let source = """
            constant float base = 0.25;
            half4 sample(float2 uv, half4 color, float width,
                         float2 offset, float smoothness = 0.0,
                         bool outline = false, float outlineWidth = base * 2.0,
                         half4 outlineColor = half4(0.0, 0.0, 0.0, 1.0)) {
                float v = width + offset.x + smoothness * 10.0 + outlineWidth * 100.0;
                if (outline) { return half4(outlineColor.rgb, v); }
                return half4(color.rgb, v);
            }
            float twice(float x, int k = 2) { return x * float(k); }
            float twice(float2 x) { return x.x + x.y; }
            [[ stitchable ]] half4 f(float2 position, half4 color) {
                half4 c = half4(0.1, 0.2, 0.3, 1.0);
                half4 a = sample(position, c, 1.0, float2(2.0, 0.0));
                half4 b = sample(position, c, 1.0, float2(2.0, 0.0), 0.5, true);
                half4 d = sample(position, c, 1.0, float2(2.0, 0.0), 0.5, true, 0.01, half4(1.0));
                return half4(a.w, b.w + b.x * 1000.0, d.w + d.x * 1000.0, twice(3.0) + twice(3.0, 3) * 10.0
                    + twice(float2(1.0, 2.0)) * 100.0);
            }
            """
        for pixel in try Self.run(source, x: [Float](repeating: 0, count: Self.lanes)) {
            // a: 1 + 2 + 0 + 0.5 x 100 = 53 (the default width is the constant base x 2).
            // b: 1 + 2 + 5 + 50 = 58, its outline black (0); d: 1 + 2 + 5 + 1 = 9, outline white (1000).
            // twice(3) = 6, twice(3, 3) = 9, twice(float2(1, 2)) is the other overload: 3.
            #expect(pixel == [53, 58, 1009, 6 + 90 + 300])
        }
    }

    @Test func defaultArgumentsAreChecked() {
        let cases: [(String, String)] = [
            ("float g(float a = 1.0, float b) { return a + b; }", "'b' needs a default argument"),
            ("float g(float a, float b = a) { return a + b; }", "reads a parameter"),
            ("float g(float a, float b = 1.0) { return a + b; }\nfloat h() { return g(); }", "takes 1 to 2 arguments"),
            (
                "float g(float a, float2 b = 1.0) { return a + b.x; }\nfloat h() { return g(1.0, 2.0, 3.0); }",
                "takes 1 to 2 arguments"
            ),
        ]
        for (source, expected) in cases {
            #expect(throws: ShaderError.self, "\(source)") {
                do {
                    _ = try ShaderParser.parse(source, file: "t.metal")
                } catch {
                    #expect("\(error)".contains(expected), "\(error)")
                    throw error
                }
            }
        }
    }

    @Test func namedCastsConvertValues() throws {
        // As Codelaby/LearnMetalShader's ColorFill.metal makes its colours, with a file-scope constant computed
        // by a call, as it declares `orange`.
        let source = """
            #include <metal_stdlib>
            using namespace metal;
            inline half4 makeRGB(int r, int g, int b) {
                return half4(static_cast<float>(r)/255.0,
                             static_cast<float>(g)/255.0,
                             static_cast<float>(b)/255.0,
                             1.0);
            }
            constant const half4 orange = makeRGB(237, 172, 76);
            constant float doubled = orange.a * 2.0;
            [[ stitchable ]] half4 f(float2 position, half4 color) {
                int i = static_cast<int>(position.x);
                float3 v = static_cast<float3>(i);
                uint2 w = static_cast<uint2>(float2(2.7, 3.2));
                float k = const_cast<float>(position.x);
                return half4(orange.r * 255.0, orange.b * 255.0 + doubled * 1000.0, v.y + float(w.x) * 10.0,
                             k + float(w.y) * 100.0);
            }
            """
        let x: [Float] = (0..<Self.lanes).map { Float($0 % 7) + 0.75 }
        for (i, pixel) in try Self.run(source, x: x).enumerated() {
            // 237 / 255 x 255 and 76 / 255 x 255 (in floats: within a rounding); doubled = 2.
            #expect(abs(pixel[0] - 237) < 1e-4)
            #expect(abs(pixel[1] - (76 + 2000)) < 1e-3)
            // int(x) truncates, then fills a float3; float2(2.7, 3.2) to uint2 truncates to (2, 3).
            #expect(pixel[2] == Float(Int(x[i])) + 20)
            #expect(pixel[3] == x[i] + 300)
        }
    }

    @Test func castsThatChangeNoValueAreRefusedByName() {
        let cases: [(String, String)] = [
            ("float g(float a) { return reinterpret_cast<float>(a); }", "reinterpret_cast is not supported"),
            ("float g(int a) { return const_cast<float>(a); }", "cannot change a int's type"),
            ("float g(float a) { return static_cast<float2>(float3(a)).x; }", "needs 2 components"),
        ]
        for (source, expected) in cases {
            #expect(throws: ShaderError.self, "\(source)") {
                do {
                    _ = try ShaderParser.parse(source, file: "t.metal")
                } catch {
                    #expect("\(error)".contains(expected), "\(error)")
                    throw error
                }
            }
        }
    }
}
