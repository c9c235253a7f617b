// shimmer — a bright diagonal band sweeping across the view from its top-left
// to its bottom-right, like a loading placeholder's highlight.
//
// SwiftUI:
//   .colorEffect(ShaderLibrary.shimmer(.boundingRect, .float(elapsed), .float(60)))
//
// Arguments (after the position and colour SwiftUI supplies):
//   bounds — the view's bounding rect (x, y, width, height in points), from .boundingRect.
//   time   — seconds; the band crosses the view once every 2 seconds.
//   width  — width of the band, in points (typical 30 ... 80).
//
// No maxSampleOffset (colorEffect).
//
// The highlight is scaled by the colour's alpha, so it shows only where the view
// draws something and the result stays a valid premultiplied colour.
//
// Signature as documented by Apple for colorEffect:
//   https://developer.apple.com/documentation/swiftui/view/coloreffect(_:isenabled:)
//   [[ stitchable ]] half4 name(float2 position, half4 color, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

constant float SHIMMER_PERIOD = 2.0;
constant float SHIMMER_INTENSITY = 0.6;

[[ stitchable ]] half4 shimmer(float2 position, half4 color, float4 bounds, float time, float width) {
    float4 c = float4(color);
    if (c.a <= 0.0) {
        return color;
    }
    float w = max(width, 1.0);

    // Distance along the diagonal (perpendicular to the band), in points.
    float2 p = position - bounds.xy;
    float along = (p.x + p.y) * 0.70710678;
    float span = (bounds.z + bounds.w) * 0.70710678;

    // The band's centre travels from -w (off the top-left) to span + w.
    float progress = fract(time / SHIMMER_PERIOD);
    float centre = -w + progress * (span + 2.0 * w);

    float band = 1.0 - smoothstep(0.0, w * 0.5, abs(along - centre));
    float3 rgb = c.rgb + band * SHIMMER_INTENSITY * c.a;
    c.rgb = min(rgb, float3(c.a));
    return half4(c);
}
