#version 300 es
// One instance per tile: a tileSize x tileSize quad in pixels, y down (row 0 is read back first).
// Twin: Sources/HaloCPU/Tile.swift.

precision highp float;
precision highp int;

const float tileSize = 16.0;      // keep in sync with FramePlan.tileSize (a test asserts it)

layout(location = 0) in uvec4 aTile;   // tile x, tile y, first list index, list count
uniform vec2 uCanvasSize;              // pixels

flat out uvec2 vRange;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vec2 pixel = (vec2(aTile.xy) + corner) * tileSize;
    gl_Position = vec4(pixel / uCanvasSize * 2.0 - 1.0, 0.0, 1.0);
    vRange = aTile.zw;
}
