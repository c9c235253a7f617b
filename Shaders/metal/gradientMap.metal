// gradientMap — maps each pixel's luminance onto a gradient between two colours
// (a duotone).
//
// SwiftUI:
//   .colorEffect(ShaderLibrary.gradientMap(.color(.indigo), .color(.orange)))
//
// Arguments (after the position and colour SwiftUI supplies):
//   dark  — colour for luminance 0 (from .color, premultiplied), e.g. a deep blue.
//   light — colour for luminance 1 (from .color, premultiplied), e.g. a warm yellow.
//
// No maxSampleOffset (colorEffect).
//
// Luminance (Rec. 709 weights) is taken from the unpremultiplied colour. The
// mapped colour is multiplied by the pixel's alpha, so with opaque dark/light
// colours the alpha is kept as it was.
//
// Signature as documented by Apple for colorEffect:
//   https://developer.apple.com/documentation/swiftui/view/coloreffect(_:isenabled:)
//   [[ stitchable ]] half4 name(float2 position, half4 color, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 gradientMap(float2 position, half4 color, half4 dark, half4 light) {
    float4 c = float4(color);
    if (c.a <= 0.0) {
        return half4(0.0);
    }
    float3 rgb = c.rgb / c.a;
    float lum = saturate(dot(rgb, float3(0.2126, 0.7152, 0.0722)));
    float4 mapped = mix(float4(dark), float4(light), lum);
    return half4(mapped * c.a);
}
