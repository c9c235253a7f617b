// chromaticAberration — splits the colour channels: red is taken from
// position + offset, green from the position itself, blue from position - offset.
//
// SwiftUI:
//   .layerEffect(ShaderLibrary.chromaticAberration(.float2(CGPoint(x: 4, y: 0))),
//                maxSampleOffset: CGSize(width: 4, height: 0))
//
// Arguments (after the position and layer SwiftUI supplies):
//   offset — how far the red and blue channels are shifted, in points
//            (typical (2, 0) ... (8, 2)).
//
// maxSampleOffset: CGSize(width: abs(offset.x), height: abs(offset.y)).
//
// The result stays a valid premultiplied colour: each channel is at most the
// alpha of the sample it came from, and the alpha is the largest of the three.
//
// Signature as documented by Apple for layerEffect:
//   https://developer.apple.com/documentation/swiftui/view/layereffect(_:maxsampleoffset:isenabled:)
//   [[ stitchable ]] half4 name(float2 position, SwiftUI::Layer layer, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 chromaticAberration(float2 position, SwiftUI::Layer layer, float2 offset) {
    float4 r = float4(layer.sample(position + offset));
    float4 g = float4(layer.sample(position));
    float4 b = float4(layer.sample(position - offset));
    float a = max(max(r.a, g.a), b.a);
    return half4(float4(r.r, g.g, b.b, a));
}
