// textureOverlay — lays an image over the view, tiled and blended by an amount: the image
// argument SwiftUI passes as a texture2d<half>, read through a constexpr sampler.
//
// SwiftUI:
//   .colorEffect(ShaderLibrary.textureOverlay(.boundingRect, .image(Image("pattern")), .float(0.6)))
//
// Arguments (after the position and colour SwiftUI supplies):
//   bounds  — the view's bounds (.boundingRect).
//   pattern — the image (.image), premultiplied texels.
//   amount  — how much of the image shows, 0 ... 1 (typical 0.4 ... 0.8).
//
// No maxSampleOffset (colorEffect).
//
// The image is tiled twice across the view (address::repeat) and filtered bilinearly; it is
// drawn only where the view has colour (scaled by the view's alpha).

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 textureOverlay(float2 position, half4 color, float4 bounds, texture2d<half> pattern,
                                      float amount) {
    constexpr sampler tiled(address::repeat, filter::linear);
    float2 uv = position / bounds.zw * 2.0;
    float4 texel = float4(pattern.sample(tiled, uv));
    float4 c = float4(color);
    float4 overlay = texel * c.a;
    float w = float(pattern.get_width()) / float(pattern.get_height());
    return half4(mix(c, overlay, float4(amount * min(w, 1.0))));
}
