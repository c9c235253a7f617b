// Exact-area coverage of a pixel by a nonzero-winding fill of segments, in pixels.
// Twin: Sources/HaloCPU/Twins/Area.swift (same functions, same order of operations).
// The idea is the font rasterizers' signed-area accumulation (libart, font-rs, vello's fine
// stage): a segment adds to a pixel the signed area of the pixel's rows it spans that lies
// left of it, which is the winding a ray to +x counts, integrated over the pixel.

// The integral of clamp(x, 0, 1) for x from 0 to u.
float clampIntegral(float u) {
    if (u <= 0.0) return 0.0;
    if (u < 1.0) return 0.5 * u * u;
    return u - 0.5;
}

// The signed area segment a-b adds to the pixel whose top-left corner is (x0, y0):
// positive for a segment running down (+y), negative up.
float segmentArea(float x0, float y0, vec2 a, vec2 b) {
    float top = max(min(a.y, b.y), y0);
    float bottom = min(max(a.y, b.y), y0 + 1.0);
    if (!(bottom > top)) return 0.0;
    float dxdy = (b.x - a.x) / (b.y - a.y);
    float ut = a.x + (top - a.y) * dxdy - x0;
    float ub = a.x + (bottom - a.y) * dxdy - x0;
    float h = bottom - top;
    float lo = min(ut, ub);
    float hi = max(ut, ub);
    float inside;
    if (hi <= 0.0) {
        inside = 0.0;
    } else if (lo >= 1.0) {
        inside = h;
    } else if (lo >= 0.0 && hi <= 1.0) {
        inside = h * (0.5 * (ut + ub));
    } else {
        inside = h * ((clampIntegral(hi) - clampIntegral(lo)) / (hi - lo));
    }
    return b.y > a.y ? inside : -inside;
}

// Coverage from a pixel's summed signed area: the nonzero rule, exact where the winding
// number within the pixel is 0 or +-1.
float areaCoverage(float area) {
    return min(abs(area), 1.0);
}
