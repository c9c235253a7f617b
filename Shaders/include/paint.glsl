// Paints: solid colour, linear and angular gradients, evaluated in local points.
// Twin: Sources/HaloCPU/Paint.swift (same functions, same order of operations).

#include "include/constants.glsl"
#include "include/frame.glsl"
#include "include/harmonic.glsl"

const float twoPi = 6.28318530718;

// The paint of the draw being shaded: set by fine.comp from the draw's record.
int paintRecord;                  // v4 index of the record: its stop colours (straight alpha, sorted
                                  // by location) from +drawColors, their locations from
                                  // +drawLocations, 4 a vec4
int paintKind;                    // solidPaint, linearPaint, angularPaint or harmonicPaint
int paintStopCount;
vec4 paintParams;                 // linear: start, end; angular: centre, start and end angle (radians);
                                  // harmonic: waves, time, amplitude, press
vec4 paintFrame;                  // the shape's frame in local points (the harmonic's bounds)
int paintVariant;                 // harmonic: 0 colour table, 1 cosine palette

// Stop i's colour and location, read where the record holds them.
vec4 stopColor(int i) {
    return v4[paintRecord + drawColors + i];
}

float stopLocation(int i) {
    return v4[paintRecord + drawLocations + i / 4][i % 4];
}

// The gradient colour at t: padded with the end colours, linear between stops.
vec4 gradientColor(float t) {
    float previous = stopLocation(0);
    if (t <= previous) return stopColor(0);
    for (int i = 1; i < maxStops; i++) {
        if (i >= paintStopCount) break;
        float location = stopLocation(i);
        if (t < location) {
            float span = location - previous;
            float f = span > 0.0 ? (t - previous) / span : 1.0;
            return stopColor(i - 1) * (1.0 - f) + stopColor(i) * f;
        }
        previous = location;
    }
    return stopColor(paintStopCount - 1);
}

// Position along a linear gradient: the projection of p on start -> end.
float linearT(vec2 p) {
    vec2 s = paintParams.xy;
    vec2 d = paintParams.zw - s;
    float len2 = dot(d, d);
    return len2 > 0.0 ? dot(p - s, d) / len2 : 0.0;
}

// Position along an angular gradient: angle 0 at 3 o'clock, clockwise on screen; a span
// under 360 degrees fills the missing wedge with the colours at 1 and 0, switching halfway.
float angularT(vec2 p) {
    vec2 d = p - paintParams.xy;
    float a = (d.x == 0.0 && d.y == 0.0) ? 0.0 : atan(d.y, d.x);
    float span = paintParams.w - paintParams.z;
    float rel = a - paintParams.z;
    rel = rel - twoPi * floor(rel / twoPi);
    if (rel <= span) return rel / span;
    return (rel - span) < (twoPi - span) * 0.5 ? 1.0 : 0.0;
}

// The harmonic effect at local point p, clamped to 0...1 (an 8-bit colour), opaque.
vec4 harmonicColor(vec2 p) {
    vec3 c = harmonicColorEffect(p - paintFrame.xy, paintFrame, paintParams.x, paintParams.y,
                                 paintParams.z, paintParams.w, paintVariant);
    return vec4(clamp(c, 0.0, 1.0), 1.0);
}

// The paint's straight-alpha colour at local point p.
vec4 paintColor(vec2 p) {
    if (paintKind == linearPaint) return gradientColor(linearT(p));
    if (paintKind == angularPaint) return gradientColor(angularT(p));
    if (paintKind == harmonicPaint) return harmonicColor(p);
    return stopColor(0);
}
