// swirl — twists the view around its centre; the twist is strongest at the
// centre and falls off to nothing at `radius`.
//
// SwiftUI:
//   .distortionEffect(ShaderLibrary.swirl(.boundingRect, .float(2.5), .float(120)),
//                     maxSampleOffset: CGSize(width: 120, height: 120))
//
// Arguments (after the position SwiftUI supplies):
//   bounds — the view's bounding rect (x, y, width, height in points), from .boundingRect.
//   angle  — twist at the centre, in radians (typical -2π ... 2π; 0 leaves the view as it is).
//   radius — distance from the centre at which the twist ends, in points
//            (typical half the view's shorter side).
//
// maxSampleOffset: CGSize(width: radius, height: radius) — enough for |angle| <= 2π
// (a point at distance r moves 2·r·sin(θ/2), and θ falls off as (1 - r/radius)²).
//
// Signature as documented by Apple for distortionEffect:
//   https://developer.apple.com/documentation/swiftui/view/distortioneffect(_:maxsampleoffset:isenabled:)
//   [[ stitchable ]] float2 name(float2 position, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] float2 swirl(float2 position, float4 bounds, float angle, float radius) {
    float2 centre = bounds.xy + bounds.zw * 0.5;
    float2 d = position - centre;
    float r = length(d);

    float falloff = saturate(1.0 - r / max(radius, 0.0001));
    float theta = angle * falloff * falloff;

    float s = sin(theta);
    float c = cos(theta);
    // Column-major: the columns are the images of the x and y unit vectors.
    float2x2 rotation = float2x2(float2(c, s), float2(-s, c));
    return centre + rotation * d;
}
