#include <SwiftUI/SwiftUI_Metal.h>
float blend(float a, float b, float t) { return mix(a, b, smoothstep(0.0, 1.0, t)); }
[[ stitchable ]] half4 layered(float2 position, SwiftUI::Layer layer, float2 offset) {
    half4 a = layer.sample(position + offset);
    half4 b = layer.sample(position - offset);
    int k = -2147483647 - 1;
    return half4(blend(a.r, b.r, 0.5), a.g, pow(max(b.b, 0.0h), 2.2), float(k / -1 == k)) ;
}
