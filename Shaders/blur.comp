#version 310 es
// The horizontal pass of a layer's blur: the layer's pixels blurred along x, into a float
// image over the same pixels. One invocation per pixel of uRect (the layer's rowsPass), in
// 16 x 16 workgroups.
// Twin: Sources/HaloCPU/Blur.swift (same functions, same order of operations).

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

uniform highp sampler2D uSource;  // the layer, premultiplied
uniform ivec2 uSourceOrigin;      // frame pixel of texel (0, 0)
uniform ivec2 uSourceSize;
uniform ivec4 uRect;              // the pixels computed: x, y, width, height
uniform ivec2 uTargetOrigin;      // frame pixel of the target's texel (0, 0)
layout(LAYER_IMAGE_FORMAT, binding = 0) writeonly uniform highp image2D uTarget;

void main() {
    ivec2 offset = ivec2(gl_GlobalInvocationID.xy);
    if (offset.x >= uRect.z || offset.y >= uRect.w) return;
    ivec2 pixel = uRect.xy + offset;
    imageStore(uTarget, pixel - uTargetOrigin, gaussianSample(uSource, uSourceOrigin, uSourceSize, pixel, ivec2(1, 0)));
}
