#version 300 es
// A rectangle of pixels (uRect: x, y, width, height, in frame pixels) in the current target,
// which covers the pixels uTargetOrigin .. + uTargetSize.
// Twin: Sources/HaloCPU/Quad.swift.

precision highp float;

uniform vec4 uRect;
uniform vec2 uTargetOrigin;
uniform vec2 uTargetSize;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vec2 pixel = uRect.xy + corner * uRect.zw - uTargetOrigin;
    gl_Position = vec4(pixel / uTargetSize * 2.0 - 1.0, 0.0, 1.0);
}
