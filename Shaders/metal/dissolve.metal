// dissolve — burns the view away in noisy blotches: points whose noise value is
// below `progress` become transparent, and a thin orange glowing edge runs
// along the border of what is left.
//
// SwiftUI:
//   .colorEffect(ShaderLibrary.dissolve(.float(progress), .float(24)))
//
// Arguments (after the position and colour SwiftUI supplies):
//   progress — 0 (untouched) ... 1 (fully gone).
//   scale    — size of the noise blotches, in points (typical 12 ... 48).
//
// No maxSampleOffset (colorEffect).
//
// The noise is value noise (a hash on a lattice, smoothly interpolated), two
// octaves, always in [0, 1). The edge colour is scaled by the pixel's alpha, so
// the result stays a valid premultiplied colour.
//
// Signature as documented by Apple for colorEffect:
//   https://developer.apple.com/documentation/swiftui/view/coloreffect(_:isenabled:)
//   [[ stitchable ]] half4 name(float2 position, half4 color, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

constant float DISSOLVE_EDGE = 0.06;

// A deterministic hash of a lattice point (whole numbers), in [0, 1): integer multiplies and
// shifts, exact on every GPU and on the CPU.
float dissolveHash(float2 p) {
    uint x = uint(int(p.x)) * 1597334677u;
    uint y = uint(int(p.y)) * 3812015801u;
    uint h = (x ^ y) * 1597334677u;
    h = h ^ (h >> 16);
    return float(h >> 8) * (1.0 / 16777216.0);
}

// Value noise: the hash at the four lattice corners around p, blended with a
// smooth (cubic) weight. In [0, 1).
float dissolveNoise(float2 p) {
    float2 i = floor(p);
    float2 f = fract(p);
    float2 u = f * f * (3.0 - 2.0 * f);

    float a = dissolveHash(i);
    float b = dissolveHash(i + float2(1.0, 0.0));
    float c = dissolveHash(i + float2(0.0, 1.0));
    float d = dissolveHash(i + float2(1.0, 1.0));

    return mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
}

[[ stitchable ]] half4 dissolve(float2 position, half4 color, float progress, float scale) {
    float4 c = float4(color);
    float2 p = position / max(scale, 1.0);
    float n = 0.7 * dissolveNoise(p) + 0.3 * dissolveNoise(p * 2.0 + float2(17.0, 5.0));

    if (n < progress) {
        return half4(0.0);
    }

    // 1 right at the threshold, fading to 0 DISSOLVE_EDGE above it; faded in
    // over the first few percent of progress so that progress 0 is untouched.
    float edge = 1.0 - smoothstep(0.0, DISSOLVE_EDGE, n - progress);
    edge = edge * saturate(progress * 20.0);

    float4 glow = float4(1.0, 0.55, 0.1, 1.0) * c.a;
    return half4(mix(c, glow, edge));
}
