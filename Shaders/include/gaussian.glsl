// The separable Gaussian of SEMANTICS.md: half-width ceil(3 sigma), normalised weights,
// transparent outside the source, summed from -radius to +radius in that order.
// Twin: Sources/HaloCPU/Gaussian.swift (same functions, same order of operations).

const int maxRadius = 256;        // keep in sync with GaussianKernel.maxRadius (a test asserts it)

uniform vec4 uWeights[maxRadius / 4 + 1];   // weight of offset i is uWeights[i / 4][i % 4]
uniform int uRadius;

float gaussianWeight(int i) {
    return uWeights[i / 4][i % 4];
}

// One pass of the blur at pixel `pixel` (frame pixels) along `dir`, over `source`, whose
// texel (0, 0) is frame pixel `origin` and which is `size` texels large. Only the taps inside
// the source are fetched: the others are transparent and add nothing.
vec4 gaussianSample(highp sampler2D source, ivec2 origin, ivec2 size, ivec2 pixel, ivec2 dir) {
    ivec2 q = pixel - origin;
    ivec2 across = ivec2(1) - dir;
    int a = q.x * across.x + q.y * across.y;
    if (a < 0 || a >= size.x * across.x + size.y * across.y) return vec4(0.0);
    int along = q.x * dir.x + q.y * dir.y;
    int first = max(-uRadius, -along);
    int last = min(uRadius, size.x * dir.x + size.y * dir.y - 1 - along);
    vec4 sum = vec4(0.0);
    for (int i = first; i <= last; i++) {
        sum += gaussianWeight(abs(i)) * texelFetch(source, q + dir * i, 0);
    }
    return sum;
}
