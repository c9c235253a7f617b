import HaloCore
import Testing

/// Forms public shaders write that other C++ forms mean: constructor initialisation of a local, and a
/// sampler made in the call that samples.
@Suite struct ShaderParserConstructionTests {
    /// `half4 c(0.25);` is `half4 c = half4(0.25);`: every component 0.25.
    @Test func constructorInitialisation() throws {
        let p = try ShaderParser.parse("half4 f() { half4 c(0.25); float2 d(1.0, 2.0); return c; }", file: "c.metal")
        let body = p.functions[0].body
        guard case .assign(_, let c) = body[0], case .assign(_, let d) = body[1] else {
            Issue.record("two assignments first: \(body)")
            return
        }
        // The parser folds a splat of a constant; a construction stays one.
        #expect(c == .constant(.float(4), [0.25, 0.25, 0.25, 0.25]))
        #expect(d == .construct(.float(2), [.constant(.float, [1]), .constant(.float, [2])]))
    }

    /// `image.sample(metal::sampler(metal::filter::linear), uv)`, as PageCurl.metal writes it.
    @Test func aSamplerMadeInTheCall() throws {
        let p = try ShaderParser.parse(
            """
            half4 f(texture2d<half> image, float2 uv) {
                return image.sample(metal::sampler(metal::filter::linear, address::repeat), uv);
            }
            """, file: "s.metal")
        guard case .returnValue(.texture(.sample(let s), _, _)?) = p.functions[0].body.last else {
            Issue.record("a texture sample: \(p.functions[0].body)")
            return
        }
        #expect(s.filter == .linear && s.address == .repeat && s.coordinates == .normalized)
    }
}
