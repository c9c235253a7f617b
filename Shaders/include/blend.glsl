// Blend modes: a layer's premultiplied colour combined with the backdrop behind it, by the
// W3C Compositing and Blending Level 1 formulas (separable, non-separable, Porter-Duff), and
// Core Graphics' plusDarker and plusLighter (docs/semantics.md, "Blend modes").
// Twin: Sources/HaloCPU/Twins/Blend.swift (same functions, same order of operations).

#include "include/constants.glsl"

// Separable blend functions of one straight channel: backdrop b, source s.
float colorDodge(float b, float s) {
    if (b == 0.0) return 0.0;
    if (s >= 1.0) return 1.0;
    return min(1.0, b / (1.0 - s));
}

float colorBurn(float b, float s) {
    if (b >= 1.0) return 1.0;
    if (s <= 0.0) return 0.0;
    return 1.0 - min(1.0, (1.0 - b) / s);
}

float hardLight(float b, float s) {
    if (s <= 0.5) return b * (2.0 * s);
    float t = 2.0 * s - 1.0;
    return b + t - b * t;
}

float softLight(float b, float s) {
    if (s <= 0.5) return b - (1.0 - 2.0 * s) * b * (1.0 - b);
    float d = b <= 0.25 ? ((16.0 * b - 12.0) * b + 4.0) * b : sqrt(b);
    return b + (2.0 * s - 1.0) * (d - b);
}

// The separable mode's blend of one channel.
float separable(float b, float s, int mode) {
    if (mode == blendMultiply) return b * s;
    if (mode == blendScreen) return b + s - b * s;
    if (mode == blendOverlay) return hardLight(s, b);
    if (mode == blendDarken) return min(b, s);
    if (mode == blendLighten) return max(b, s);
    if (mode == blendColorDodge) return colorDodge(b, s);
    if (mode == blendColorBurn) return colorBurn(b, s);
    if (mode == blendSoftLight) return softLight(b, s);
    if (mode == blendHardLight) return hardLight(b, s);
    if (mode == blendDifference) return abs(b - s);
    return b + s - 2.0 * b * s;  // blendExclusion
}

// Luminosity, and a colour moved to another luminosity and clipped into 0...1.
float lum(vec3 c) {
    return 0.3 * c.r + 0.59 * c.g + 0.11 * c.b;
}

vec3 clipColor(vec3 c) {
    float l = lum(c);
    float n = min(c.r, min(c.g, c.b));
    float x = max(c.r, max(c.g, c.b));
    if (n < 0.0) c = l + (c - l) * l / (l - n);
    if (x > 1.0) c = l + (c - l) * (1.0 - l) / (x - l);
    return c;
}

vec3 setLum(vec3 c, float l) {
    return clipColor(c + (l - lum(c)));
}

// Saturation (the widest channel less the narrowest), and a colour given another.
float sat(vec3 c) {
    return max(c.r, max(c.g, c.b)) - min(c.r, min(c.g, c.b));
}

vec3 setSat(vec3 c, float s) {
    float n = min(c.r, min(c.g, c.b));
    float x = max(c.r, max(c.g, c.b));
    return x > n ? (c - n) * s / (x - n) : vec3(0.0);
}

// B(Cb, Cs): the mode's blend of straight colours, every mode but the Porter-Duff ones.
vec3 blendFunction(vec3 b, vec3 s, int mode) {
    if (mode == blendHue) return setLum(setSat(s, sat(b)), lum(b));
    if (mode == blendSaturation) return setLum(setSat(b, sat(s)), lum(b));
    if (mode == blendColor) return setLum(s, lum(b));
    if (mode == blendLuminosity) return setLum(b, lum(s));
    return vec3(separable(b.r, s.r, mode), separable(b.g, s.g, mode), separable(b.b, s.b, mode));
}

// The premultiplied source `src` over the backdrop `dst` by `mode` (not blendNormal: fine.comp
// blends source-over itself).
// A transparent source leaves the backdrop exactly as it is (so skipping one changes no bit).
vec4 blendMode(vec4 src, vec4 dst, int mode) {
    if (src == vec4(0.0)) return dst;
    float sa = src.a, da = dst.a;
    if (mode == blendSourceAtop) return vec4(src.rgb * da + dst.rgb * (1.0 - sa), da);
    if (mode == blendDestinationOver) return src * (1.0 - da) + dst;
    if (mode == blendDestinationOut) return dst * (1.0 - sa);
    if (mode == blendPlusLighter) return min(src + dst, vec4(1.0));
    if (mode == blendClear) return dst * (1.0 - sa);
    if (mode == blendCopy) return src;
    if (mode == blendSourceIn) return src * da;
    if (mode == blendSourceOut) return src * (1.0 - da);
    if (mode == blendDestinationIn) return dst * sa;
    if (mode == blendDestinationAtop) return src * (1.0 - da) + dst * sa;
    if (mode == blendXor) return src * (1.0 - da) + dst * (1.0 - sa);
    float a = sa + da - sa * da;
    if (mode == blendPlusDarker) return vec4(max(vec3(0.0), a - ((sa - src.rgb) + (da - dst.rgb))), a);
    vec3 cs = sa > 0.0 ? src.rgb / sa : vec3(0.0);
    vec3 cb = da > 0.0 ? dst.rgb / da : vec3(0.0);
    vec3 mixed = src.rgb * (1.0 - da) + dst.rgb * (1.0 - sa) + sa * da * blendFunction(cb, cs, mode);
    return vec4(mixed, a);
}
