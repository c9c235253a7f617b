// The separable Gaussian of docs/semantics.md: half-width ceil(3 sigma), normalised weights,
// transparent outside the source, summed from -radius to +radius in that order, over the
// source's occupied tiles only.
// Twin: Sources/HaloCPU/Twins/Gaussian.swift (same functions, same order of operations).
#include "include/constants.glsl"
// Needs include/frame.glsl first (the weights are in f[], the occupancy flags in w[]).

// A pass's kernel and what it reads: a layer's image in the atlas.
struct Kernel {
    int radius;
    int weights;                  // f index of the weight of offset 0
    int occupancy;                // w index of the flag of the grid's first tile (1: can be non-zero)
    int columns;                  // tiles per row of the occupancy grid
    ivec2 origin;                 // frame pixel of the grid's first tile's top-left corner
    ivec2 texel;                  // the atlas texel of the source's first pixel
};

float gaussianWeight(Kernel k, int i) {
    return f[k.weights + i];
}

// Whether the tile of the source holding frame pixel `p` can be non-zero.
bool tileOccupied(Kernel k, ivec2 p) {
    ivec2 t = (p - k.origin) / tileSize;
    return w[k.occupancy + t.y * k.columns + t.x] != 0u;
}

// One pass of the blur at pixel `pixel` (frame pixels) along `dir`, over the source covering
// `origin` .. + `size` (frame pixels) in `atlas`. Only the taps inside the source and in its
// occupied tiles are fetched: the others are transparent and add nothing (+0 to a sum that
// starts at +0), so the sum is that of every tap, bit for bit.
vec4 gaussianSample(Kernel k, highp sampler2D atlas, ivec2 origin, ivec2 size, ivec2 pixel, ivec2 dir) {
    ivec2 q = pixel - origin;
    ivec2 across = ivec2(1) - dir;
    int a = q.x * across.x + q.y * across.y;
    if (a < 0 || a >= size.x * across.x + size.y * across.y) return vec4(0.0);
    int along = q.x * dir.x + q.y * dir.y;
    int first = max(-k.radius, -along);
    int last = min(k.radius, size.x * dir.x + size.y * dir.y - 1 - along);
    vec4 sum = vec4(0.0);
    int i = first;
    while (i <= last) {
        // The taps from i to the end of the tile that tap i lands in.
        ivec2 p = pixel + dir * i;
        ivec2 inTile = (p - k.origin) % tileSize;
        int stop = min(last, i + tileSize - 1 - (inTile.x * dir.x + inTile.y * dir.y));
        if (tileOccupied(k, p)) {
            for (int j = i; j <= stop; j++) {
                sum += gaussianWeight(k, abs(j)) * texelFetch(atlas, k.texel + q + dir * j, 0);
            }
        }
        i = stop + 1;
    }
    return sum;
}

// Pass `pass`'s kernel of layer l (0: the horizontal pass, reading the content; 1: the
// vertical pass, reading the rows, or the content itself when there is no blur).
Kernel layerKernel(int l, int pass) {
    Kernel k;
    k.radius = layerWord(l, layerRadius);
    k.weights = layerWord(l, layerWeights);
    k.occupancy = pass == 0 ? layerWord(l, layerContentOccupancy) : layerWord(l, layerColumnOccupancy);
    k.columns = layerWord(l, layerColumns);
    k.origin = ivec2(layerWord(l, layerOriginX), layerWord(l, layerOriginY));
    bool rows = pass == 1 && k.radius > 0;
    k.texel = rows ? ivec2(layerWord(l, layerRowsX), layerWord(l, layerRowsY))
                   : ivec2(layerWord(l, layerContentX), layerWord(l, layerContentY));
    return k;
}
