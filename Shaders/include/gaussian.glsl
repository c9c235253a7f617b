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
// texel (0, 0) is frame pixel `origin` and which is `size` texels large.
vec4 gaussianSample(highp sampler2D source, ivec2 origin, ivec2 size, ivec2 pixel, ivec2 dir) {
    vec4 sum = vec4(0.0);
    for (int i = -uRadius; i <= uRadius; i++) {
        ivec2 q = pixel + dir * i - origin;
        if (q.x < 0 || q.y < 0 || q.x >= size.x || q.y >= size.y) continue;
        sum += gaussianWeight(abs(i)) * texelFetch(source, q, 0);
    }
    return sum;
}
