#version 300 es
// One draw's pixels: coverage of its pieces times its paint, premultiplied, for
// source-over blending (ONE, ONE_MINUS_SRC_ALPHA).
// Twin: Sources/HaloCPU/Draw.swift (same functions, same order of operations).

precision highp float;
precision highp int;
precision highp usampler2D;

#include "include/coverage.glsl"
#include "include/paint.glsl"

const int textureWidth = 1024;    // keep in sync with GPURenderer.textureWidth

uniform highp sampler2D uPieces;  // RGBA32F, 3 texels per piece (see Piece.swift)
uniform usampler2D uList;         // R32UI, piece indices per tile
#ifdef DRAW_MODE
#define uMode DRAW_MODE           // a program specialised for one mode
#else
uniform int uMode;                // 0 fill, 1 stroke
#endif
uniform float uHalfWidth;
uniform float uAlphaScale;
uniform float uOpacity;
uniform vec3 uLocalX;             // local point = (dot(uLocalX, p1), dot(uLocalY, p1))
uniform vec3 uLocalY;

uniform vec2 uTargetOrigin;       // the target's first pixel, so p is in frame pixels
flat in ivec2 vRange;             // first list index, count (0: fully covered)
out vec4 fragColor;

vec4 fetchTexel(int i) {
    return texelFetch(uPieces, ivec2(i % textureWidth, i / textureWidth), 0);
}

int fetchIndex(int i) {
    return int(texelFetch(uList, ivec2(i % textureWidth, i / textureWidth), 0).r);
}

// Nonzero-winding fill coverage from the tile's segments.
float fillCoverage(vec2 p, int start, int count) {
    float d = 1e30;
    float winding = 0.0;
    for (int i = 0; i < count; i++) {
        int k = fetchIndex(start + i) * 3;
        vec4 ab = fetchTexel(k);
        d = min(d, segmentDistance(p, ab.xy, ab.zw));
        winding += windingCrossing(p, ab.xy, ab.zw);
    }
    return coverageFromDistance(winding != 0.0 ? -d : d);
}

// Stroke coverage: the union of the tile's segments and join quads, less bevel clips.
float strokeCoverage(vec2 p, int start, int count) {
    float sd = 1e30;
    float clip = -1e30;
    for (int i = 0; i < count; i++) {
        int k = fetchIndex(start + i) * 3;
        vec4 ab = fetchTexel(k);
        vec4 cd = fetchTexel(k + 1);
        vec4 info = fetchTexel(k + 2);
        if (info.x == 0.0) {
            sd = min(sd, strokeSegmentSDF(p, ab.xy, ab.zw, info.y, info.z, uHalfWidth));
        } else if (info.x == 1.0) {
            sd = min(sd, quadSDF(p, ab.xy, ab.zw, cd.xy, cd.zw));
        } else {
            clip = max(clip, bevelClip(p, ab.xy, ab.zw, cd.xy));
        }
    }
    return coverageFromDistance(max(sd, clip)) * uAlphaScale;
}

void main() {
    vec2 p = gl_FragCoord.xy + uTargetOrigin;
    float coverage;
    if (vRange.y == 0) {
        coverage = uMode == 1 ? uAlphaScale : 1.0;
    } else if (uMode == 0) {
        coverage = fillCoverage(p, vRange.x, vRange.y);
    } else {
        coverage = strokeCoverage(p, vRange.x, vRange.y);
    }
    vec3 p1 = vec3(p, 1.0);
    vec4 color = paintColor(vec2(dot(uLocalX, p1), dot(uLocalY, p1)));
    float a = color.a * coverage * uOpacity;
    fragColor = vec4(color.rgb * a, a);
}
