// vignette — darkens the view toward its corners.
//
// SwiftUI:
//   .colorEffect(ShaderLibrary.vignette(.boundingRect, .float(0.6), .float(0.4)))
//
// Arguments (after the position and colour SwiftUI supplies):
//   bounds   — the view's bounding rect (x, y, width, height in points), from .boundingRect.
//   strength — how dark the corners get, 0 (none) ... 1 (black) (typical 0.5 ... 0.8).
//   radius   — where the darkening begins, as a fraction of the centre-to-corner
//              distance, 0 ... 1 (typical 0.3 ... 0.6).
//
// No maxSampleOffset (colorEffect).
//
// Distances are measured in the view's unit square, so the falloff is an
// ellipse matching the view's aspect. Scaling a premultiplied colour's rgb keeps
// it valid; alpha is kept.
//
// Signature as documented by Apple for colorEffect:
//   https://developer.apple.com/documentation/swiftui/view/coloreffect(_:isenabled:)
//   [[ stitchable ]] half4 name(float2 position, half4 color, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 vignette(float2 position, half4 color, float4 bounds, float strength, float radius) {
    float4 c = float4(color);
    float2 size = max(bounds.zw, float2(1.0));
    float2 uv = (position - bounds.xy) / size - 0.5;

    // 0 at the centre, 1 at the corners.
    float d = length(uv) / 0.70710678;
    float t = saturate((d - radius) / max(1.0 - radius, 0.0001));
    t = t * t * (3.0 - 2.0 * t);

    float factor = 1.0 - saturate(strength) * t;
    c.rgb = c.rgb * factor;
    return half4(c);
}
