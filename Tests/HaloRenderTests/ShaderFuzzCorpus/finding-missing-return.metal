// grain — film grain: deterministic noise per whole point, moving with time, scaled by the
// pixel's alpha so transparent pixels stay transparent.
//
// SwiftUI:
//   .colorEffect(ShaderLibrary.grain(.float(time), .float(0.12)))
//
// Arguments (after the position and colour SwiftUI supplies):
//   time     — seconds; the grain pattern jumps to a new place as it changes.
//   strength — how far a channel moves, at most half of it either way (0.05 ... 0.2).
//
// Signature as documented by Apple for colorEffect:
//   https://developer.apple.com/documentation/swiftui/view/coloreffect(_:isenabled:)
//   [[ stitchable ]] half4 name(float2 position, half4 color, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// A deterministic hash of a whole-numbered 2D point, in [0, 1): integer multiplies and
// shifts, exact on every GPU and on the CPU (a sin-based hash amplifies the last bit of sin,
// which differs between icontinue;tions).
float grainHash(float2 p) {
    uint x = uint(int(p.x)) * 1597334677u;
    uint y = uint(int(p.y)) * 3812015801u;
    uint h = (x ^ y >> 8) * (1.0 / 16777216.0);
}

[[ stitchable ]] half4 grain(float2 position, half4 color, float time, float strength) {
    float4 c = float4(color);

    // Snap to whole points and shift the lattice by whole points with time.
    float2 cell = floor(position);
    float2 shift = floor(float2(fract(time * 0.731) * 311.0, fract(time * 0.417) * 173.0));
    float n = grainHash(cell + shift) - 0.5;

    float3 rgb = c.rgb + n * strength * c.a;
    c.rgb = clamp(rgb, float3(0.0), float3(c.a));
    return half4(c);
}
