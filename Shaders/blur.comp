#version 310 es
// The horizontal pass of a layer's blur: the layer's content blurred along x, into the
// layer's rows region of the atlas. One invocation per pixel of the layer's rowsPass, in
// 16 x 16 workgroups.
// Twin: Sources/HaloCPU/Twins/Blur.swift (same functions, same order of operations).

precision highp float;
precision highp int;
precision highp image2D;
precision highp sampler2D;

#include "include/frame.glsl"
#include "include/gaussian.glsl"

layout(local_size_x = 16, local_size_y = 16) in;

uniform int uLayer;
uniform ivec4 uRect;              // the pixels computed (the layer's rowsPass)
uniform highp sampler2D uAtlas;
layout(rgba32f, binding = 0) writeonly uniform highp image2D uAtlasOut;

void main() {
    ivec2 offset = ivec2(gl_GlobalInvocationID.xy);
    if (offset.x >= uRect.z || offset.y >= uRect.w) return;
    ivec2 pixel = uRect.xy + offset;
    ivec2 origin = ivec2(layerWord(uLayer, layerBoundsX), layerWord(uLayer, layerBoundsY));
    ivec2 size = ivec2(layerWord(uLayer, layerBoundsWidth), layerWord(uLayer, layerBoundsHeight));
    vec4 c = gaussianSample(layerKernel(uLayer, 0), uAtlas, origin, size, pixel, ivec2(1, 0));
    imageStore(uAtlasOut, ivec2(layerWord(uLayer, layerRowsX), layerWord(uLayer, layerRowsY)) + pixel - origin, c);
}
