// sepia — old-photo toning: blends the colour toward its sepia version.
//
// SwiftUI:
//   .colorEffect(ShaderLibrary.sepia(.float(1)))
//
// Arguments (after the position and colour SwiftUI supplies):
//   amount — 0 (unchanged) ... 1 (full sepia) (typical 0.6 ... 1).
//
// No maxSampleOffset (colorEffect).
//
// The sepia matrix is linear, so it is applied to the premultiplied colour
// directly; the result is clamped to the alpha so it stays valid. Alpha is kept.
//
// Signature as documented by Apple for colorEffect:
//   https://developer.apple.com/documentation/swiftui/view/coloreffect(_:isenabled:)
//   [[ stitchable ]] half4 name(float2 position, half4 color, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 sepia(float2 position, half4 color, float amount) {
    float4 c = float4(color);

    // Column-major: column k holds what input channel k adds to r, g and b.
    float3x3 toning = float3x3(float3(0.393, 0.349, 0.272),
                               float3(0.769, 0.686, 0.534),
                               float3(0.189, 0.168, 0.131));
    float3 toned = min(toning * c.rgb, float3(c.a));

    c.rgb = mix(c.rgb, toned, saturate(amount));
    return half4(c);
}
