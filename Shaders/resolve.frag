#version 300 es
// The frame's float target to the RGBA8 target that is read back: each channel clamped to
// 0...1 and rounded to the nearest byte (by the conversion to the 8-bit target).
// Twin: Sources/HaloCPU/Resolve.swift.

precision highp float;
precision highp int;

uniform highp sampler2D uSource;  // the frame, premultiplied
uniform ivec2 uSourceOrigin;
uniform vec2 uTargetOrigin;

out vec4 fragColor;

void main() {
    ivec2 pixel = ivec2(floor(gl_FragCoord.xy + uTargetOrigin));
    fragColor = clamp(texelFetch(uSource, pixel - uSourceOrigin, 0), 0.0, 1.0);
}
