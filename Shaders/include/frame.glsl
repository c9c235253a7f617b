// The encoded frame (HaloCore/Encoding): three read-only buffers and where each array starts
// in them, with the layouts of their records.
// Twin: Sources/HaloCPU/Twins/Frame.swift (the same records, decoded from FrameEncoding's arrays).

#include "include/constants.glsl"

// Segments (one vec4 each: p0, p1), then the draw records.
layout(std430, binding = 0) readonly buffer Vec4s { vec4 v4[]; };
// Tile covers, then the blur kernels' weights.
layout(std430, binding = 1) readonly buffer Floats { float f[]; };
// Tile lists (segment indices), commands, tiles, layer records, tile occupancy flags, image records,
// the mesh table and the mesh records.
layout(std430, binding = 2) readonly buffer Words { uint w[]; };
// Every image level the draws sample: premultiplied RGBA8 texels, one word each, rows top first.
layout(std430, binding = 5) readonly buffer Texels { uint texels[]; };

uniform int uDrawBase;            // v4 index of the first draw record
uniform int uCommandBase;         // w index of the first command
uniform int uTileBase;            // w index of the first tile record (4 words each)
uniform int uLayerBase;           // w index of the first layer record
uniform int uImageBase;           // w index of the first image record
uniform int uMeshBase;            // w index of the mesh table: each mesh record's w index

// The segment at index i: (p0.x, p0.y, p1.x, p1.y).
vec4 fetchSegment(int i) {
    return v4[i];
}

// Field `k` of layer l's record (a `layer...` name of constants.glsl).
int layerWord(int l, int k) {
    return int(w[uLayerBase + l * layerStride + k]);
}

// Field `k` of image i's record (an `image...` name of constants.glsl).
int imageWord(int i, int k) {
    return int(w[uImageBase + i * imageStride + k]);
}

// Texel (x, y) of image i, premultiplied (each byte over 255). Twin: HaloCPU's ImageLevel.imageTexel.
vec4 imageTexel(int i, int x, int y) {
    return unpackUnorm4x8(texels[imageWord(i, imageTexels) + y * imageWord(i, imageWidth) + x]);
}
