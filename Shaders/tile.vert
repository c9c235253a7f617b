#version 300 es
// One instance per tile: a tileSize x tileSize quad in pixels, y down (row 0 is read back first),
// placed in the current target, which covers the pixels uTargetOrigin .. + uTargetSize.
// Twin: Sources/HaloCPU/Tile.swift.

precision highp float;
precision highp int;

const float tileSize = 16.0;      // keep in sync with FramePlan.tileSize (a test asserts it)

layout(location = 0) in ivec4 aTile;   // tile's top-left pixel x, y; first list index, list count
uniform vec2 uTargetOrigin;            // pixels
uniform vec2 uTargetSize;              // pixels
uniform int uCoverBase;                // the texel of the draw's first tile's covers

flat out ivec4 vTile;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vec2 pixel = vec2(aTile.xy) + corner * tileSize - uTargetOrigin;
    gl_Position = vec4(pixel / uTargetSize * 2.0 - 1.0, 0.0, 1.0);
    vTile = ivec4(aTile.zw, uCoverBase + gl_InstanceID * int(tileSize) / 4, aTile.y);
}
