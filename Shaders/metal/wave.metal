// wave — a sine wave running along the x axis that moves content up and down.
//
// SwiftUI:
//   .distortionEffect(ShaderLibrary.wave(.float(elapsed), .float(8), .float(120)),
//                     maxSampleOffset: CGSize(width: 0, height: 8))
//
// Arguments (after the position SwiftUI supplies):
//   time       — seconds; the wave advances one wavelength per second.
//   amplitude  — vertical displacement in points (typical 5 ... 12).
//   wavelength — horizontal distance between crests, in points (typical 80 ... 200).
//
// maxSampleOffset: CGSize(width: 0, height: amplitude).
//
// Signature as documented by Apple for distortionEffect:
//   https://developer.apple.com/documentation/swiftui/view/distortioneffect(_:maxsampleoffset:isenabled:)
//   [[ stitchable ]] float2 name(float2 position, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] float2 wave(float2 position, float time, float amplitude, float wavelength) {
    float k = 2.0 * M_PI_F / max(wavelength, 1.0);
    float phase = k * position.x - 2.0 * M_PI_F * time;
    return position + float2(0.0, sin(phase) * amplitude);
}
