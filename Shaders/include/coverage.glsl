// Coverage of pieces from signed distances, in pixels.
// Twin: Sources/HaloCPU/Coverage.swift (same functions, same order of operations).

// Coverage of a pixel whose centre is `sd` pixels outside an edge (negative inside):
// a one-pixel linear ramp centred on the edge.
float coverageFromDistance(float sd) {
    return clamp(0.5 - sd, 0.0, 1.0);
}

// Distance from p to the segment a-b.
float segmentDistance(vec2 p, vec2 a, vec2 b) {
    vec2 ab = b - a;
    vec2 ap = p - a;
    float len2 = dot(ab, ab);
    float t = len2 > 0.0 ? clamp(dot(ap, ab) / len2, 0.0, 1.0) : 0.0;
    vec2 d = ap - ab * t;
    return sqrt(dot(d, d));
}

// The winding contribution of segment a-b along a ray from p to +x (half-open in y).
float windingCrossing(vec2 p, vec2 a, vec2 b) {
    float side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y);
    if (a.y <= p.y && b.y > p.y && side > 0.0) return 1.0;
    if (a.y > p.y && b.y <= p.y && side < 0.0) return -1.0;
    return 0.0;
}

// Signed distance to a stroked segment of half width hw; caps: 0 butt, 1 round, 2 square.
float strokeSegmentSDF(vec2 p, vec2 a, vec2 b, float capStart, float capEnd, float hw) {
    vec2 ab = b - a;
    float len = sqrt(dot(ab, ab));
    vec2 dir = len > 0.0 ? ab / len : vec2(1.0, 0.0);
    vec2 ap = p - a;
    float along = dot(ap, dir);
    float across = abs(dir.x * ap.y - dir.y * ap.x);
    bool atStart = along < len * 0.5;
    float cap = atStart ? capStart : capEnd;
    float beyond = atStart ? -along : along - len;
    if (cap == 1.0) {
        float past = max(beyond, 0.0);
        return sqrt(past * past + across * across) - hw;
    }
    float ext = cap == 2.0 ? hw : 0.0;
    vec2 q = vec2(beyond - ext, across - hw);
    vec2 qo = max(q, vec2(0.0));
    return sqrt(dot(qo, qo)) + min(max(q.x, q.y), 0.0);
}

// Signed distance to the convex quad q0 q1 q2 q3 (clockwise on screen, y down).
float quadSDF(vec2 p, vec2 q0, vec2 q1, vec2 q2, vec2 q3) {
    vec2 q[4] = vec2[4](q0, q1, q2, q3);
    float d = 1e30;
    bool inside = true;
    for (int i = 0; i < 4; i++) {
        vec2 a = q[i];
        vec2 b = q[(i + 1) & 3];
        vec2 e = b - a;
        if (dot(e, e) == 0.0) continue;
        if (e.x * (p.y - a.y) - e.y * (p.x - a.x) < 0.0) inside = false;
        d = min(d, segmentDistance(p, a, b));
    }
    return inside ? -d : d;
}

// How far p lies beyond a bevel's line o0-o1 (away from the corner v), inside the corner's
// outer cone; -1e30 outside the cone (no clip).
float bevelClip(vec2 p, vec2 v, vec2 o0, vec2 o1) {
    vec2 a = o0 - v;
    vec2 b = o1 - v;
    vec2 d = p - v;
    float turn = a.x * b.y - a.y * b.x;
    float s0 = a.x * d.y - a.y * d.x;
    float s1 = d.x * b.y - d.y * b.x;
    if (s0 * turn < 0.0 || s1 * turn < 0.0) return -1e30;
    vec2 e = o1 - o0;
    float len = sqrt(dot(e, e));
    if (len == 0.0) return -1e30;
    vec2 n = vec2(e.y, -e.x) / len;
    if (dot(n, v - o0) > 0.0) n = -n;
    return dot(p - o0, n);
}
