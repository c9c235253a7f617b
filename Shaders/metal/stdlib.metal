// stdlib — a test card of metal_stdlib: every math, common, geometric, relational and integer
// function Halo reads, one 2-point column each, its value along the column's height drawn as grey.
//
// SwiftUI:
//   .colorEffect(ShaderLibrary.stdlib())
//
// No arguments after the position and colour SwiftUI supplies; no maxSampleOffset (colorEffect).
//
// Column k (x from 2k to 2k + 2 points) shows function k of the list below at a = the row's
// height mapped to -4 ... 4 (b and c follow from a), as 0.5 + 0.1 x the value, clamped; the
// catalog scene `shader_stdlib` compares the GPU's columns with the CPU's.
//
// Signature as documented by Apple for colorEffect:
//   https://developer.apple.com/documentation/swiftui/view/coloreffect(_:isenabled:)
//   [[ stitchable ]] half4 name(float2 position, half4 color, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 stdlib(float2 position, half4 color) {
    int k = int(position.x * 0.5);
    float a = position.y * 0.0625 - 4.0;
    float b = 1.3 - 0.7 * a;
    float c = 0.25 * a + 0.5;
    float2 p = float2(a, b);
    float3 q = float3(a, b, c);
    int i = int(a * 1000.0);
    uint u = uint(i + 5000) * 2654435761u;
    float v = 0.0;
    if (k == 0) { v = fmin(a, b); }
    else if (k == 1) { v = fmax(a, b); }
    else if (k == 2) { v = fdim(a, b); }
    else if (k == 3) { v = fma(a, b, c); }
    else if (k == 4) { v = mad(a, b, c); }
    else if (k == 5) { v = powr(abs(b) + 0.1, c); }
    else if (k == 6) { v = exp10(c); }
    else if (k == 7) { v = log10(abs(a) + 0.01); }
    else if (k == 8) { v = sinpi(a); }
    else if (k == 9) { v = cospi(a); }
    else if (k == 10) { v = tanpi(0.1 * a); }
    else if (k == 11) { v = copysign(b, a); }
    else if (k == 12) { v = ldexp(c, int(a)); }
    else if (k == 13) { v = length_squared(q); }
    else if (k == 14) { v = distance_squared(p, p.yx); }
    else if (k == 15) { v = dot(faceforward(p, p.yx, float2(c, -c)), float2(1.0)); }
    else if (k == 16) { v = dot(refract(normalize(p), float2(0.0, 1.0), 0.8), float2(1.0, 2.0)); }
    else if (k == 17) { v = select(a, b, a < c); }
    else if (k == 18) { v = dot(select(p, p.yx, bool2(a < 0.0, b < 0.0)), float2(1.0, -1.0)); }
    else if (k == 19) { v = rint(a * 2.3); }
    else if (k == 20) { v = isnan(b) ? 3.0 : -3.0; }
    else if (k == 21) { v = isinf(1.0 / (a - a)) ? 3.0 : -3.0; }
    else if (k == 22) { v = isfinite(b) ? 3.0 : -3.0; }
    else if (k == 23) { v = signbit(a) ? 3.0 : -3.0; }
    else if (k == 24) { v = float(popcount(u)) - 16.0; }
    else if (k == 25) { v = float(clz(u >> uint(k))) - 4.0; }
    else if (k == 26) { v = float(ctz(u)) - 2.0; }
    else if (k == 27) { v = float(reverse_bits(u) >> 28u) - 8.0; }
    else if (k == 28) { v = float(rotate(u, 7u) >> 28u) - 8.0; }
    else if (k == 29) { v = float(mul24(i, 3)) * 0.001; }
    else if (k == 30) { v = float(mad24(i, 3, 700)) * 0.001; }
    else if (k == 31) { v = float(hadd(i, 1001)) * 0.002; }
    else if (k == 32) { v = float(rhadd(i, 1001)) * 0.002; }
    else if (k == 33) { v = float(absdiff(i, 250)) * 0.001; }
    else if (k == 34) { v = float(addsat(2147483000 + i, 1000)) * 1e-9; }
    else if (k == 35) { v = float(subsat(u, 2000000000u)) * 1e-9; }
    else if (k == 36) { v = float(extract_bits(i, 3u, 5u)); }
    else if (k == 37) { v = float(insert_bits(i, 5, 4u, 3u)) * 0.001; }
    else if (k == 38) { v = precise::sqrt(abs(a)) + fast::sin(a); }
    else if (k == 39) { v = metal::fmax(a, 0.5) + metal::precise::cos(b); }
    else if (k == 40) { v = float(all(isfinite(q))) + float(any(signbit(q))); }
    else if (k == 41) { v = float(clz(i)) - float(ctz(i)) * 0.5; }
    else if (k == 42) { v = float(popcount(int4(i, -i, i * 3, 7)).y) - 16.0; }
    return half4(half3(saturate(0.5 + 0.1 * v)), 1.0) * color.a;
}
