#version 300 es
// A layer onto its parent: the vertical pass of its blur (or its pixels as they are when it
// has none), times the clip's coverage and the opacity, premultiplied, for source-over
// blending (ONE, ONE_MINUS_SRC_ALPHA).
// Twin: Sources/HaloCPU/Composite.swift (same functions, same order of operations).

precision highp float;
precision highp int;

#include "include/gaussian.glsl"

uniform highp sampler2D uSource;  // the layer (blurred along x when uRadius > 0)
uniform highp sampler2D uClip;    // the clip shape's coverage in alpha, same texels as uSource
uniform ivec2 uSourceOrigin;
uniform ivec2 uSourceSize;
uniform int uHasClip;
uniform float uOpacity;
uniform vec2 uTargetOrigin;

out vec4 fragColor;

// The layer's colour at a pixel, before clip and opacity.
vec4 layerColor(ivec2 pixel) {
    if (uRadius > 0) return gaussianSample(uSource, uSourceOrigin, uSourceSize, pixel, ivec2(0, 1));
    return texelFetch(uSource, pixel - uSourceOrigin, 0);
}

void main() {
    ivec2 pixel = ivec2(floor(gl_FragCoord.xy + uTargetOrigin));
    float clip = uHasClip == 1 ? texelFetch(uClip, pixel - uSourceOrigin, 0).a : 1.0;
    fragColor = layerColor(pixel) * (clip * uOpacity);
}
