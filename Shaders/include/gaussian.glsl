// The separable Gaussian of SEMANTICS.md: half-width ceil(3 sigma), normalised weights,
// transparent outside the source, summed from -radius to +radius in that order.
// Twin: Sources/HaloCPU/Gaussian.swift (same functions, same order of operations).

const int maxRadius = 256;        // keep in sync with GaussianKernel.maxRadius (a test asserts it)

uniform vec4 uWeights[maxRadius / 4 + 1];   // weight of offset i is uWeights[i / 4][i % 4]
uniform int uRadius;
const int occupancyTile = 16;     // keep in sync with FramePlan.tileSize (a test asserts it)
uniform highp usampler2D uOccupancy;  // one texel per tile of the source: 0 where it is all zeros
uniform ivec2 uOccupancyOrigin;       // frame pixel of the first tile's top-left corner

float gaussianWeight(int i) {
    return uWeights[i / 4][i % 4];
}

// Whether the tile of the source holding frame pixel `p` can be non-zero.
bool tileOccupied(ivec2 p) {
    return texelFetch(uOccupancy, (p - uOccupancyOrigin) / occupancyTile, 0).r != 0u;
}

// One pass of the blur at pixel `pixel` (frame pixels) along `dir`, over `source`, whose
// texel (0, 0) is frame pixel `origin` and which is `size` texels large. Only the taps inside
// the source and in its occupied tiles are fetched: the others are transparent and add
// nothing (+0 to a sum that starts at +0), so the sum is that of every tap, bit for bit.
vec4 gaussianSample(highp sampler2D source, ivec2 origin, ivec2 size, ivec2 pixel, ivec2 dir) {
    ivec2 q = pixel - origin;
    ivec2 across = ivec2(1) - dir;
    int a = q.x * across.x + q.y * across.y;
    if (a < 0 || a >= size.x * across.x + size.y * across.y) return vec4(0.0);
    int along = q.x * dir.x + q.y * dir.y;
    int first = max(-uRadius, -along);
    int last = min(uRadius, size.x * dir.x + size.y * dir.y - 1 - along);
    vec4 sum = vec4(0.0);
    int i = first;
    while (i <= last) {
        // The taps from i to the end of the tile that tap i lands in.
        ivec2 p = pixel + dir * i;
        ivec2 inTile = (p - uOccupancyOrigin) % occupancyTile;
        int stop = min(last, i + occupancyTile - 1 - (inTile.x * dir.x + inTile.y * dir.y));
        if (tileOccupied(p)) {
            for (int k = i; k <= stop; k++) {
                sum += gaussianWeight(abs(k)) * texelFetch(source, q + dir * k, 0);
            }
        }
        i = stop + 1;
    }
    return sum;
}
