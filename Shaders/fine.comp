#version 310 es
// The fine stage: one workgroup per 16 x 16 tile of a target, one invocation per pixel. Each
// pixel walks its tile's commands (HaloCore/Encoding/FineCommand.swift) with its colour in
// registers: draws (the exact area of the pixel inside the draw's fill times its paint) and
// child layers (their blur's vertical pass, clip and opacity), each blended source-over (or by
// the layer's blend mode, include/blend.glsl); then
// it writes the colour once: into the layer's region of the atlas, or, for the frame,
// rounded to bytes into the output buffer (one RGBA8 word a pixel, rows top first), which the
// readback copies out. No blending hardware, no clears.
// Twin: Sources/HaloCPU/Twins/Fine.swift (same functions, same order of operations).

precision highp float;
precision highp int;
precision highp image2D;
precision highp sampler2D;

// What a frame's fine stage may leave out. Each switch is 1 here (the whole stage, as the
// renderer compiles it first); for a frame the GPU renderer compiles the stage with the
// switches of what the frame does not use set to 0 (HaloGL's `FineFeatures`, which lists the
// same names: a test checks). The code left out is what the frame never runs, so the output
// is the same; it matters on a software rasterizer (Mesa's llvmpipe), which runs both sides
// of every branch under a lane mask, taken or not (docs/performance.md, "Generated shaders on
// llvmpipe"). Defined before the includes: include/paint.glsl reads them too.
#ifndef HALO_DRAWS
#define HALO_DRAWS 1        // draw commands
#endif
#ifndef HALO_GRADIENTS
#define HALO_GRADIENTS 1    // linear, angular and radial gradient paints
#endif
#ifndef HALO_IMAGES
#define HALO_IMAGES 1       // image paints
#endif
#ifndef HALO_MESHES
#define HALO_MESHES 1       // mesh gradient paints
#endif
#ifndef HALO_LAYERS
#define HALO_LAYERS 1       // layer commands
#endif
#ifndef HALO_BLUR
#define HALO_BLUR 1         // layers with a blur
#endif
#ifndef HALO_CLIPS
#define HALO_CLIPS 1        // layers with a clip
#endif
#ifndef HALO_MASKS
#define HALO_MASKS 1        // layers with a mask
#endif
#ifndef HALO_RESAMPLE
#define HALO_RESAMPLE 1     // layers drawn flat and projected (a resample map)
#endif
#ifndef HALO_EFFECTS
#define HALO_EFFECTS 1      // layers with a shader effect
#endif
#ifndef HALO_FILTERS
#define HALO_FILTERS 1      // layers with a colour matrix
#endif
#ifndef HALO_BLEND_MODES
#define HALO_BLEND_MODES 1  // layers with a blend mode other than normal
#endif

#include "include/frame.glsl"
#include "include/area.glsl"
#include "include/paint.glsl"
#include "include/gaussian.glsl"
#include "include/blend.glsl"
#include "include/filter.glsl"

layout(local_size_x = 16, local_size_y = 16) in;

uniform int uFirstTile;           // the pass's first tile (index into the tile records)
uniform int uLayer;               // the layer whose content this pass writes, -1 for the frame
uniform ivec4 uRect;              // the target's pixels: x, y, width, height
uniform vec4 uBackground;         // the frame's background, premultiplied
uniform highp sampler2D uAtlas;   // every layer's content and rows images
layout(rgba32f, binding = 0) writeonly uniform highp image2D uAtlasOut;
layout(std430, binding = 3) writeonly buffer Output { uint outputPixels[]; };

// The coverage of the pixel whose top-left corner is `corner` by the segments at
// list[start ..< start + count], from its row's cover.
float tileCoverage(vec2 corner, int start, int count, int cover) {
    float area = f[cover];
    for (int i = 0; i < count; i++) {
        vec4 s = fetchSegment(int(w[start + i]));
        area += segmentArea(corner.x, corner.y, s.xy, s.zw);
    }
    return areaCoverage(area);
}

// Draw d's premultiplied colour at the pixel whose top-left corner is `corner`.
vec4 drawColor(int d, vec2 corner, int start, int count, int cover) {
    int r = uDrawBase + d * drawStride;
    float coverage = tileCoverage(corner, start, count, cover);
    vec4 info = v4[r + drawInfo];
    PaintInput paint = PaintInput(r, int(info.x), int(info.y), v4[r + drawParams], v4[r + drawFrame], int(info.z),
                                  int(info.w));
    vec3 p1 = vec3(corner + 0.5, 1.0);
    // The local point: the x and y rows over the w row ((0, 0, 1), a divide by 1, but under a
    // projection).
    vec2 p = vec2(dot(v4[r + drawLocalX].xyz, p1), dot(v4[r + drawLocalY].xyz, p1))
        / dot(v4[r + drawLocalW].xyz, p1);
#if HALO_IMAGES
    if (paint.kind == imagePaint) return imageColor(paint, p) * (coverage * v4[r + drawLocalX].w);
#endif
    vec4 color = paintColor(paint, p);
    float a = color.a * coverage * v4[r + drawLocalX].w;
    return vec4(color.rgb * a, a);
}

// Layer l's colour at a pixel, before clip and opacity: its rows blurred along y, or its
// content as it is (transparent outside its bounds and in tiles its content pass did not
// write).
vec4 layerColor(int l, ivec2 pixel) {
    Kernel k = layerKernel(l, 1);
    ivec2 origin = ivec2(layerWord(l, layerBoundsX), layerWord(l, layerBoundsY));
    ivec2 size = ivec2(layerWord(l, layerBoundsWidth), layerWord(l, layerBoundsHeight));
#if HALO_BLUR
    if (k.radius > 0) return gaussianSample(k, uAtlas, origin, size, pixel, ivec2(0, 1));
#endif
    ivec2 q = pixel - origin;
    if (q.x < 0 || q.y < 0 || q.x >= size.x || q.y >= size.y || !tileOccupied(k, pixel)) return vec4(0.0);
    return texelFetch(uAtlas, k.texel + q, 0);
}

// Row k (three Floats) of layer l's record.
vec3 layerRow(int l, int k) {
    return vec3(uintBitsToFloat(uint(layerWord(l, k))), uintBitsToFloat(uint(layerWord(l, k + 1))),
                uintBitsToFloat(uint(layerWord(l, k + 2))));
}

// Layer l's colour at point q of its pixels (pixel centres at whole numbers): bilinear between
// the four pixels around it; transparent where q is far off the layer (or not a number).
vec4 bilinearColor(int l, vec2 q) {
    if (!(abs(q.x) < 1e7 && abs(q.y) < 1e7)) return vec4(0.0);
    vec2 b = floor(q);
    vec2 f = q - b;
    ivec2 i = ivec2(b);
    vec4 top = layerColor(l, i) * (1.0 - f.x) + layerColor(l, i + ivec2(1, 0)) * f.x;
    vec4 bottom = layerColor(l, i + ivec2(0, 1)) * (1.0 - f.x) + layerColor(l, i + ivec2(1, 1)) * f.x;
    return top * (1.0 - f.y) + bottom * f.y;
}

// Layer l's colour at a parent pixel through its resample map (a layer drawn flat, then
// projected): bilinear between the four flat pixels around the point the map gives the
// pixel's centre; transparent where that lies behind the viewer or far off the layer.
vec4 resampledColor(int l, ivec2 pixel) {
    vec3 p1 = vec3(vec2(pixel) + 0.5, 1.0);
    float w = dot(layerRow(l, layerResampleW), p1);
    vec2 q = vec2(dot(layerRow(l, layerResampleX), p1), dot(layerRow(l, layerResampleY), p1)) / w - 0.5;
    if (!(w > 0.0)) return vec4(0.0);
    return bilinearColor(l, q);
}

#include "include/effects.glsl"

// Layer l's premultiplied colour at a pixel, through its shader effect, filtered (its colour
// matrix), clipped, faded and masked (times its mask layer's alpha); `clip` holds the clip's
// list start, count and cover index (noClip: none).
vec4 layerSource(int l, ivec2 pixel, uvec3 clip) {
#if HALO_CLIPS
    float c = clip.z == noClip ? 1.0 : tileCoverage(vec2(pixel), int(clip.x), int(clip.y), int(clip.z));
#else
    float c = 1.0;
#endif
    // A switch at 0 makes its test a constant false, and the compiler drops what it guards.
    bool resampled = HALO_RESAMPLE != 0 && layerWord(l, layerResampled) != 0;
    int effect = HALO_EFFECTS != 0 ? layerWord(l, layerEffect) : -1;
    vec4 own = resampled ? resampledColor(l, pixel)
        : effect >= 0 ? shaderEffect(l, effect, pixel) : layerColor(l, pixel);
#if HALO_FILTERS
    int matrix = layerWord(l, layerColorMatrix);
    if (matrix >= 0) own = filteredColor(matrix, own);
#endif
    vec4 color = own * (c * uintBitsToFloat(uint(layerWord(l, layerOpacity))));
#if HALO_MASKS
    int mask = layerWord(l, layerMask);
    if (mask >= 0) color *= layerColor(mask, pixel).a;
#endif
    return color;
}

// Source-over: the source plus what the destination leaves visible.
vec4 blend(vec4 src, vec4 dst) {
    return src + dst * (1.0 - src.a);
}

// The frame's colour as the output stores it: each channel clamped to 0...1 and rounded to
// the nearest byte, R in the low byte.
uint resolveColor(vec4 color) {
    return packUnorm4x8(clamp(color, 0.0, 1.0));
}

void main() {
    int t = uTileBase + (uFirstTile + int(gl_WorkGroupID.x)) * 4;
    ivec2 pixel = ivec2(int(w[t]), int(w[t + 1])) + ivec2(gl_LocalInvocationID.xy);
    if (pixel.x < uRect.x || pixel.y < uRect.y || pixel.x >= uRect.x + uRect.z || pixel.y >= uRect.y + uRect.w) return;
    int row = int(gl_LocalInvocationID.y);
    vec4 color = uLayer < 0 ? uBackground : vec4(0.0);
    int first = int(w[t + 2]), count = int(w[t + 3]);
    for (int c = 0; c < count; c++) {
        int k = uCommandBase + (first + c) * commandWords;
        uvec4 a = uvec4(w[k], w[k + 1], w[k + 2], w[k + 3]);
        vec4 src;
#if HALO_DRAWS && HALO_LAYERS
        if (a.x == drawTag) {
#endif
#if HALO_DRAWS
            src = drawColor(int(a.y), vec2(pixel), int(a.z), int(a.w), int(w[k + 4]) + row);
#endif
#if HALO_DRAWS && HALO_LAYERS
        } else {
#endif
#if HALO_LAYERS
            uvec3 clip = uvec3(w[k + 5], w[k + 6], w[k + 7]);
            if (clip.z != noClip) clip.z += uint(row);
            src = layerSource(int(a.y), pixel, clip);
#if HALO_BLEND_MODES
            int mode = layerWord(int(a.y), layerBlendMode);
            if (mode != blendNormal) {
                color = blendMode(src, color, mode);
                continue;
            }
#endif
#endif
#if HALO_DRAWS && HALO_LAYERS
        }
#endif
        color = blend(src, color);
    }
    if (uLayer < 0) {
        outputPixels[pixel.y * uRect.z + pixel.x] = resolveColor(color);
    } else {
        ivec2 content = ivec2(layerWord(uLayer, layerContentX), layerWord(uLayer, layerContentY));
        imageStore(uAtlasOut, content + pixel - uRect.xy, color);
    }
}
