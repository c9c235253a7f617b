// glowThreshold — bloom: the bright parts of the layer (luminance above a
// threshold) are spread in a ring of 12 taps and added on top of the original.
//
// SwiftUI:
//   .layerEffect(ShaderLibrary.glowThreshold(.float(0.7), .float(8)),
//                maxSampleOffset: CGSize(width: 8, height: 8))
//
// Arguments (after the position and layer SwiftUI supplies):
//   threshold — luminance (0 ... 1) above which a pixel glows (typical 0.6 ... 0.85).
//   radius    — how far the glow spreads, in points (typical 4 ... 16).
//
// maxSampleOffset: CGSize(width: radius, height: radius).
//
// Taps alternate between the full radius and half of it so the glow fills in
// toward the source. Luminance is taken from the premultiplied colour (the
// brightness as it would show over black). The glow is added premultiplied
// (like plus-lighter), so the result stays valid; it is clamped to 1.
//
// Signature as documented by Apple for layerEffect:
//   https://developer.apple.com/documentation/swiftui/view/layereffect(_:maxsampleoffset:isenabled:)
//   [[ stitchable ]] half4 name(float2 position, SwiftUI::Layer layer, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

constant float GLOW_TAPS = 12.0;
constant float GLOW_GAIN = 1.2;

// The part of a premultiplied colour that is brighter than the threshold,
// faded in smoothly from the threshold up to full white.
float4 glowBrightPart(float4 c, float threshold) {
    float lum = dot(c.rgb, float3(0.2126, 0.7152, 0.0722));
    float w = saturate((lum - threshold) / max(1.0 - threshold, 0.001));
    return c * w;
}

[[ stitchable ]] half4 glowThreshold(float2 position, SwiftUI::Layer layer, float threshold, float radius) {
    float4 original = float4(layer.sample(position));

    float4 glow = float4(0.0);
    for (int i = 0; i < 12; i++) {
        float angle = float(i) * (2.0 * M_PI_F / GLOW_TAPS);
        float r = (i % 2 == 0) ? radius : radius * 0.5;
        float2 tap = position + float2(cos(angle), sin(angle)) * r;
        glow += glowBrightPart(float4(layer.sample(tap)), threshold);
    }
    glow = glow * (GLOW_GAIN / GLOW_TAPS);

    float4 result = min(original + glow, float4(1.0));
    return half4(result);
}
