// ripple — a ripple spreading outward from a tap point, displacing the layer
// along the direction away from the origin, with slightly brighter crests and
// slightly darker troughs.
//
// SwiftUI:
//   .layerEffect(ShaderLibrary.ripple(.float2(origin), .float(elapsed),
//                                     .float(12), .float(15), .float(8), .float(1200)),
//                maxSampleOffset: CGSize(width: 12, height: 12))
//
// Arguments (after the position and layer SwiftUI supplies):
//   origin    — the tap point, in the view's points from its top-left.
//   time      — seconds since the tap (0 ... ~3; the ripple has died out by then).
//   amplitude — largest displacement, in points (typical 12).
//   frequency — angular frequency of the oscillation, radians per second (typical 15).
//   decay     — how fast the oscillation dies out, per second (typical 8).
//   speed     — how fast the wave front travels, points per second (typical 1200).
//
// maxSampleOffset: CGSize(width: amplitude, height: amplitude).
//
// Signature as documented by Apple for layerEffect:
//   https://developer.apple.com/documentation/swiftui/view/layereffect(_:maxsampleoffset:isenabled:)
//   [[ stitchable ]] half4 name(float2 position, SwiftUI::Layer layer, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 ripple(float2 position, SwiftUI::Layer layer,
                              float2 origin, float time, float amplitude,
                              float frequency, float decay, float speed) {
    float2 delta = position - origin;
    float dist = length(delta);
    float2 direction = dist > 0.0001 ? delta / dist : float2(0.0);

    // The wave front reaches this point after dist / speed seconds; before that
    // the point is still at rest.
    float arrival = dist / max(speed, 0.0001);
    float since = time - arrival;
    float offset = 0.0;
    if (since > 0.0) {
        offset = amplitude * sin(frequency * since) * exp(-decay * since);
    }

    float4 c = float4(layer.sample(position + direction * offset));

    // Crests (outward displacement) light up a little, troughs dim a little.
    float light = 0.3 * offset / max(amplitude, 0.0001);
    c.rgb = clamp(c.rgb + light * c.a, float3(0.0), float3(c.a));
    return half4(c);
}
