#version 310 es
// A layer onto its parent: the vertical pass of its blur (or its pixels as they are when it
// has none), times the clip's coverage and the opacity, premultiplied, blended source-over
// into the parent (src + dst * (1 - src.a)). One invocation per pixel of uRect (the layer's
// output), in 16 x 16 workgroups; each reads and writes only its own parent texel.
// Twin: Sources/HaloCPU/Composite.swift (same functions, same order of operations).

precision highp float;
precision highp int;
precision highp image2D;

#include "include/gaussian.glsl"

layout(local_size_x = 16, local_size_y = 16) in;

// The layer targets' format (LayerFormat): LAYER_FORMAT 16 or 8 where the driver lacks RGBA32F.
#if defined(LAYER_FORMAT) && LAYER_FORMAT == 16
#define LAYER_IMAGE_FORMAT rgba16f
#elif defined(LAYER_FORMAT) && LAYER_FORMAT == 8
#define LAYER_IMAGE_FORMAT rgba8
#else
#define LAYER_IMAGE_FORMAT rgba32f
#endif

uniform highp sampler2D uSource;  // the layer (blurred along x when uRadius > 0)
uniform highp sampler2D uClip;    // the clip shape's coverage in alpha, same texels as uSource
uniform ivec2 uSourceOrigin;
uniform ivec2 uSourceSize;
uniform int uHasClip;
uniform float uOpacity;
uniform ivec4 uRect;              // the pixels computed: x, y, width, height
uniform ivec2 uTargetOrigin;      // frame pixel of the parent's texel (0, 0)
// The parent, bound twice: read, then written, texel by texel.
layout(LAYER_IMAGE_FORMAT, binding = 1) readonly uniform highp image2D uParent;
layout(LAYER_IMAGE_FORMAT, binding = 2) writeonly uniform highp image2D uParentOut;

// The layer's colour at a pixel, before clip and opacity.
vec4 layerColor(ivec2 pixel) {
    if (uRadius > 0) return gaussianSample(uSource, uSourceOrigin, uSourceSize, pixel, ivec2(0, 1));
    return texelFetch(uSource, pixel - uSourceOrigin, 0);
}

// The layer's premultiplied colour at a pixel, clipped and faded.
vec4 layerSource(ivec2 pixel) {
    float clip = uHasClip == 1 ? texelFetch(uClip, pixel - uSourceOrigin, 0).a : 1.0;
    return layerColor(pixel) * (clip * uOpacity);
}

// Source-over: the source plus what the destination leaves visible.
vec4 blend(vec4 src, vec4 dst) {
    return src + dst * (1.0 - src.a);
}

void main() {
    ivec2 offset = ivec2(gl_GlobalInvocationID.xy);
    if (offset.x >= uRect.z || offset.y >= uRect.w) return;
    ivec2 pixel = uRect.xy + offset;
    ivec2 texel = pixel - uTargetOrigin;
    imageStore(uParentOut, texel, blend(layerSource(pixel), imageLoad(uParent, texel)));
}
