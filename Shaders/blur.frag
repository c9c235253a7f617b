#version 300 es
// The horizontal pass of a layer's blur: the layer's pixels blurred along x, into a float
// target over the same pixels.
// Twin: Sources/HaloCPU/Blur.swift (same functions, same order of operations).

precision highp float;
precision highp int;

#include "include/gaussian.glsl"

uniform highp sampler2D uSource;  // the layer, premultiplied
uniform ivec2 uSourceOrigin;      // frame pixel of texel (0, 0)
uniform ivec2 uSourceSize;
uniform vec2 uTargetOrigin;

out vec4 fragColor;

void main() {
    ivec2 pixel = ivec2(floor(gl_FragCoord.xy + uTargetOrigin));
    fragColor = gaussianSample(uSource, uSourceOrigin, uSourceSize, pixel, ivec2(1, 0));
}
