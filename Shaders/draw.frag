#version 300 es
// One draw's pixels: the exact area of each pixel inside the draw's fill times its paint,
// premultiplied, for source-over blending (ONE, ONE_MINUS_SRC_ALPHA).
// Twin: Sources/HaloCPU/Draw.swift (same functions, same order of operations).

precision highp float;
precision highp int;
precision highp usampler2D;

#include "include/area.glsl"
#include "include/paint.glsl"

const int textureWidth = 1024;    // keep in sync with GPURenderer.textureWidth

uniform highp sampler2D uSegments; // RGBA32F: one texel per segment (see Segment.swift), and
                                   // 4 texels of row covers per tile
uniform usampler2D uList;         // R32UI, segment texel indices per tile
uniform float uOpacity;
uniform vec3 uLocalX;             // local point = (dot(uLocalX, p1), dot(uLocalY, p1))
uniform vec3 uLocalY;

uniform vec2 uTargetOrigin;       // the target's first pixel, so p is in frame pixels
flat in ivec4 vTile;              // first list index, count, first cover texel, tile's top row
out vec4 fragColor;

vec4 fetchTexel(int i) {
    return texelFetch(uSegments, ivec2(i % textureWidth, i / textureWidth), 0);
}

int fetchIndex(int i) {
    return int(texelFetch(uList, ivec2(i % textureWidth, i / textureWidth), 0).r);
}

// The coverage of the pixel whose top-left corner is `corner`: its row's cover plus the
// signed area of each of the tile's segments, in list order.
float tileCoverage(vec2 corner, ivec4 tile) {
    int row = int(corner.y) - tile.w;
    float area = fetchTexel(tile.z + row / 4)[row % 4];
    for (int i = 0; i < tile.y; i++) {
        vec4 s = fetchTexel(fetchIndex(tile.x + i));
        area += segmentArea(corner.x, corner.y, s.xy, s.zw);
    }
    return areaCoverage(area);
}

void main() {
    vec2 p = gl_FragCoord.xy + uTargetOrigin;
    float coverage = tileCoverage(p - 0.5, vTile);
    vec3 p1 = vec3(p, 1.0);
    vec4 color = paintColor(vec2(dot(uLocalX, p1), dot(uLocalY, p1)));
    float a = color.a * coverage * uOpacity;
    fragColor = vec4(color.rgb * a, a);
}
