// Paints: solid colour, linear, angular and radial gradients, images, mesh gradients, evaluated
// in local points.
// Twin: Sources/HaloCPU/Twins/Paint.swift (same functions, same order of operations).
// Needs fine.comp's feature switches (HALO_GRADIENTS, HALO_MESHES) defined first.

#include "include/constants.glsl"
#include "include/frame.glsl"
#include "include/mesh.glsl"

const float twoPi = 6.28318530718;
const float minExtent = 1e-6;  // an elliptical gradient's frame side at least (a flat frame stays finite)

// The paint of the draw being shaded, loaded by fine.comp from the draw's record; the twin's
// `PaintInput` has the same fields, and the functions below take it first as the twin's methods
// take `self`.
struct PaintInput {
    int record;      // v4 index of the record: its stop colours (straight alpha, sorted by
                     // location) from +drawColors, their locations from +drawLocations, 4 a vec4
    int kind;        // solidPaint, linearPaint, angularPaint, radialPaint, imagePaint or meshPaint
    int stopCount;
    vec4 params;     // linear: start, end; angular: centre, start and end angle (radians);
                     // radial: centre, start and end radius
    vec4 frame;      // the shape's frame in local points (the ellipse's square, the image's rectangle)
    int variant;     // radial: 0 circular, 1 elliptical;
                     // image: templateImage and nearestImage flags
    int image;       // image: the index of its image record; mesh: of its mesh record
};

// Stop i's colour and location, read where the record holds them.
vec4 stopColor(PaintInput paint, int i) {
    return v4[paint.record + drawColors + i];
}

float stopLocation(PaintInput paint, int i) {
    return v4[paint.record + drawLocations + i / 4][i % 4];
}

// The gradient colour at t: padded with the end colours, linear between stops.
vec4 gradientColor(PaintInput paint, float t) {
    float previous = stopLocation(paint, 0);
    if (t <= previous) return stopColor(paint, 0);
    for (int i = 1; i < maxStops; i++) {
        if (i >= paint.stopCount) break;
        float location = stopLocation(paint, i);
        if (t < location) {
            float span = location - previous;
            float f = span > 0.0 ? (t - previous) / span : 1.0;
            return stopColor(paint, i - 1) * (1.0 - f) + stopColor(paint, i) * f;
        }
        previous = location;
    }
    return stopColor(paint, paint.stopCount - 1);
}

// Position along a linear gradient: the projection of p on start -> end.
float linearT(PaintInput paint, vec2 p) {
    vec2 s = paint.params.xy;
    vec2 d = paint.params.zw - s;
    float len2 = dot(d, d);
    return len2 > 0.0 ? dot(p - s, d) / len2 : 0.0;
}

// Position along an angular gradient: angle 0 at 3 o'clock, clockwise on screen; a span
// under 360 degrees fills the missing wedge with the colours at 1 and 0, switching halfway.
float angularT(PaintInput paint, vec2 p) {
    vec2 d = p - paint.params.xy;
    float a = (d.x == 0.0 && d.y == 0.0) ? 0.0 : atan(d.y, d.x);
    float span = paint.params.w - paint.params.z;
    float rel = a - paint.params.z;
    rel = rel - twoPi * floor(rel / twoPi);
    if (rel <= span) return rel / span;
    return (rel - span) < (twoPi - span) * 0.5 ? 1.0 : 0.0;
}

// Position along a radial gradient: the distance from the centre between the start and end
// radii. An elliptical gradient measures it in the unit square stretched over the frame, so
// its radii are fractions of the frame. Equal radii switch from the first colour to the last.
float radialT(PaintInput paint, vec2 p) {
    vec2 d = p - paint.params.xy;
    if (paint.variant == 1) d = d / max(paint.frame.zw, vec2(minExtent));
    float r = sqrt(d.x * d.x + d.y * d.y);
    float span = paint.params.w - paint.params.z;
    if (span == 0.0) return r < paint.params.z ? 0.0 : 1.0;
    return (r - paint.params.z) / span;
}

// Texel q of the paint's image, premultiplied.
vec4 fetchTexel(PaintInput paint, int qx, int qy) {
    return imageTexel(paint.image, qx, qy);
}

// A whole texel coordinate clamped to 0..<n.
int texelIndex(float v, int n) {
    return clamp(int(v), 0, n - 1);
}

// The image's premultiplied colour at local point p: the texel under p (nearest), or the four
// texels around it blended bilinearly, edges clamped; a template's tint times its alpha.
vec4 imageColor(PaintInput paint, vec2 p) {
    int width = imageWord(paint.image, imageWidth), height = imageWord(paint.image, imageHeight);
    vec2 u = vec2((p.x - paint.frame.x) * paint.params.x, (p.y - paint.frame.y) * paint.params.y);
    vec4 c;
    if ((paint.variant & nearestImage) != 0) {
        c = fetchTexel(paint, texelIndex(floor(u.x), width), texelIndex(floor(u.y), height));
    } else {
        u -= 0.5;
        vec2 b = floor(u);
        vec2 f = u - b;
        int x0 = texelIndex(b.x, width), x1 = texelIndex(b.x + 1.0, width);
        int y0 = texelIndex(b.y, height), y1 = texelIndex(b.y + 1.0, height);
        vec4 top = fetchTexel(paint, x0, y0) * (1.0 - f.x) + fetchTexel(paint, x1, y0) * f.x;
        vec4 bottom = fetchTexel(paint, x0, y1) * (1.0 - f.x) + fetchTexel(paint, x1, y1) * f.x;
        c = top * (1.0 - f.y) + bottom * f.y;
    }
    if ((paint.variant & templateImage) != 0) {
        vec4 tint = stopColor(paint, 0);
        c = vec4(tint.rgb * tint.a, tint.a) * c.a;
    }
    return c;
}

// The paint's straight-alpha colour at local point p.
vec4 paintColor(PaintInput paint, vec2 p) {
#if HALO_GRADIENTS
    if (paint.kind == linearPaint) return gradientColor(paint, linearT(paint, p));
    if (paint.kind == angularPaint) return gradientColor(paint, angularT(paint, p));
    if (paint.kind == radialPaint) return gradientColor(paint, radialT(paint, p));
#endif
#if HALO_MESHES
    if (paint.kind == meshPaint) return meshColor(paint.image, stopColor(paint, 0), p);
#endif
    return stopColor(paint, 0);
}
