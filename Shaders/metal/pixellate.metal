// pixellate — draws the view as square blocks, each the colour of the point at
// the centre of its block.
//
// SwiftUI:
//   .distortionEffect(ShaderLibrary.pixellate(.float(10)),
//                     maxSampleOffset: CGSize(width: 5, height: 5))
//
// Arguments (after the position SwiftUI supplies):
//   cellSize — edge of one block, in points (typical 4 ... 24; 1 or less leaves
//              the view as it is).
//
// maxSampleOffset: CGSize(width: cellSize / 2, height: cellSize / 2).
//
// Signature as documented by Apple for distortionEffect:
//   https://developer.apple.com/documentation/swiftui/view/distortioneffect(_:maxsampleoffset:isenabled:)
//   [[ stitchable ]] float2 name(float2 position, args...)

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] float2 pixellate(float2 position, float cellSize) {
    if (cellSize <= 1.0) {
        return position;
    }
    return (floor(position / cellSize) + 0.5) * cellSize;
}
