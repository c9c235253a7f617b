// palette — a palette over the view: its colours mixed toward bands of a colorArray, each colour weighted
// by a floatArray, the bands bent by rings around four constant offsets.
//
// SwiftUI:
//   .colorEffect(ShaderLibrary.palette(.colorArray([.red, .orange, .teal]), .floatArray([1, 0.8, 0.6])))
//
// Arguments (after the position and colour SwiftUI supplies):
//   colors — the palette (premultiplied half4s, as SwiftUI passes them), at least one.
//   weights — each colour's weight, one a colour (a colour past the weights' end weighs 0).
//
// No maxSampleOffset (colorEffect).
//
// It shows Halo's overloads, local and constant arrays and array arguments (docs/semantics.md, "Shader
// language"). Every step is continuous, so the GPU and the CPU agree everywhere within rounding.

#include <metal_stdlib>
using namespace metal;

constant float2 offsets[4] = {
    float2(0.0, 0.0),
    float2(6.0, 3.0),
    float2(-4.0, 5.0),
    float2(3.0, -6.0),
};

float wrap(float x, float y) {
    return x - y * floor(x / y);
}

float2 wrap(float2 x, float y) {
    return x - y * floor(x / y);
}

[[ stitchable ]] half4 palette(float2 position, half4 color, device const half4 *colors, int count,
                               device const float *weights, int n) {
    float rings[4];
    for (int i = 0; i < 4; i++) {
        float2 q = wrap(position + offsets[i], 24.0) - 12.0;
        rings[i] = dot(q, q) / 288.0;
    }
    const float shares[] = {0.4, 0.3, 0.2, 0.1};
    float t = 0.0;
    for (int i = 0; i < 4; i++) {
        t += rings[i] * shares[i];
    }
    float f = wrap(position.x / 30.0 + t, float(count));
    int band = int(f);
    int next = (band + 1) % count;
    half4 c = mix(colors[band] * weights[band], colors[next] * weights[next], f - float(band));
    return mix(color, c, 0.75) * color.a;
}
