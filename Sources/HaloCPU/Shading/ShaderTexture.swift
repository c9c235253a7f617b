import HaloCore

/// A `texture2d<half>` (SwiftUI's `.image` argument) as the CPU shader evaluator reads it: the
/// image's own texels, premultiplied. Twin of effects.glsl's `hs_texelIndex`, `hs_texel`,
/// `hs_textureSample` and `hs_textureRead` (HaloCore's `ShaderEffectsGLSL`): the same steps.
struct ShaderTexture: @unchecked Sendable {
    let level: ImageLevel

    /// The texel index along an axis of `n` texels for index `k` under an address mode
    /// (`ShaderSampler.code`'s: 0 clamp to edge, 1 clamp to zero, 2 repeat, 3 mirrored repeat); -1 for none.
    static func texelIndex(_ k: Int, _ n: Int, _ address: Int) -> Int {
        if n <= 0 { return -1 }
        if address == 0 { return min(max(k, 0), n - 1) }
        if address == 1 { return k >= 0 && k < n ? k : -1 }
        let period = address == 2 ? n : 2 * n
        let m = k >= 0 ? k % period : period - 1 - (-k - 1) % period
        return m < n ? m : 2 * n - 1 - m
    }

    /// Texel (x, y), premultiplied (each byte over 255, as `unpackUnorm4x8`); transparent where the
    /// address mode puts none.
    func texel(_ x: Int, _ y: Int, _ address: Int) -> SIMD4<Float> {
        let qx = Self.texelIndex(x, level.width, address), qy = Self.texelIndex(y, level.height, address)
        if qx < 0 || qy < 0 { return .zero }
        return level.imageTexel(qx, qy)
    }

    /// `texture.sample(s, p)` with the sampler's code (`ShaderSampler.code`).
    func sample(_ p: SIMD2<Float>, code: Int) -> SIMD4<Float> {
        let size = SIMD2(Float(level.width), Float(level.height))
        let t = code & 8 != 0 ? p : p * size
        let address = (code >> 1) & 3
        let u = code & 1 != 0 ? t - 0.5 : t
        if !(abs(u.x) < 1e7 && abs(u.y) < 1e7) { return .zero }
        let b = u.rounded(.down)
        let x = Int(b.x), y = Int(b.y)
        if code & 1 == 0 { return texel(x, y, address) }
        let f = u - b
        let top = texel(x, y, address) * (1 - f.x) + texel(x + 1, y, address) * f.x
        let bottom = texel(x, y + 1, address) * (1 - f.x) + texel(x + 1, y + 1, address) * f.x
        return top * (1 - f.y) + bottom * f.y
    }

    /// `texture.read(p)`: the texel at whole coordinates, transparent off the image.
    func read(_ x: Int32, _ y: Int32) -> SIMD4<Float> { texel(Int(x), Int(y), 1) }
}
