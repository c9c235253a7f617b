// Mesh gradients (SwiftUI's MeshGradient): the colour at a local point of a grid of cubic
// patches. A record (HaloCore MeshPatches, fields `mesh...`) holds the vertices with their
// tangents and colours, a tessellation of the patches and a grid of cells listing its quads:
// a point's cell gives the quads that may hold it, the last triangle holding it (or the nearest)
// gives a first mesh parameter, and Newton steps on the exact patches refine it; on the
// mesh's outline the point must lie on the patches, so the outline is the exact curves'.
// Twin: Sources/HaloCPU/Twins/Mesh.swift (same functions, same order of operations).

#include "include/frame.glsl"

const int meshNewtonSteps = 4;
const float meshConverged = 1e-5;  // a Newton step this small (in patches) ends the refinement
const float meshEdgeSlack = 1e-4;  // a triangle also holds points this deep (barycentric) outside it

// Word k of the mesh record at w index m, as an int and as a float.
int meshWord(int m, int k) {
    return int(w[m + k]);
}

float meshFloat(int m, int k) {
    return uintBitsToFloat(w[m + k]);
}

vec2 meshVec2(int m, int k) {
    return vec2(meshFloat(m, k), meshFloat(m, k + 1));
}

vec4 meshVec4(int m, int k) {
    return vec4(meshFloat(m, k), meshFloat(m, k + 1), meshFloat(m, k + 2), meshFloat(m, k + 3));
}

// The w index of mesh i's record.
int meshRecord(int i) {
    return int(w[uMeshBase + i]);
}

// The cubic Hermite basis at s: the weights of the value at 0, the value at 1, the slope at 0
// and the slope at 1.
vec4 hermite(float s) {
    float s2 = s * s, s3 = s2 * s;
    return vec4(2.0 * s3 - 3.0 * s2 + 1.0, -2.0 * s3 + 3.0 * s2, s3 - 2.0 * s2 + s, s3 - s2);
}

// The basis' derivative at s.
vec4 hermiteSlope(float s) {
    float s2 = s * s;
    return vec4(6.0 * s2 - 6.0 * s, 6.0 * s - 6.0 * s2, 3.0 * s2 - 4.0 * s + 1.0, 3.0 * s2 - 2.0 * s);
}

// The w index of vertex (i, j)'s record.
int meshVertex(int m, int i, int j) {
    return m + meshWord(m, meshVertices) + (j * meshWord(m, meshColumns) + i) * meshVertexStride;
}

// Patch (i, j)'s position weighted by bases bs (along its row) and bt (down its column): each
// corner's position, and its tangents along the patch's edges, zero twist.
vec2 meshPosition(int m, int i, int j, vec4 bs, vec4 bt) {
    vec2 sum = vec2(0.0);
    for (int b = 0; b < 2; b++) {
        for (int a = 0; a < 2; a++) {
            int v = meshVertex(m, i + a, j + b);
            vec2 u = meshVec2(v, a == 0 ? meshVertexOutU : meshVertexInU);
            vec2 d = meshVec2(v, b == 0 ? meshVertexOutV : meshVertexInV);
            sum += (bs[a] * bt[b]) * meshVec2(v, meshVertexPosition);
            sum += (bs[2 + a] * bt[b]) * u;
            sum += (bs[a] * bt[2 + b]) * d;
        }
    }
    return sum;
}

// Patch (i, j)'s colour weighted by bases bs and bt, as `meshPosition`.
vec4 meshBlend(int m, int i, int j, vec4 bs, vec4 bt) {
    vec4 sum = vec4(0.0);
    for (int b = 0; b < 2; b++) {
        for (int a = 0; a < 2; a++) {
            int v = meshVertex(m, i + a, j + b);
            sum += (bs[a] * bt[b]) * meshVec4(v, meshVertexColor);
            sum += (bs[2 + a] * bt[b]) * meshVec4(v, meshVertexColorU);
            sum += (bs[a] * bt[2 + b]) * meshVec4(v, meshVertexColorV);
        }
    }
    return sum;
}

// Where p lies in triangle (a, b, c): its weights (s, t) on b - a and c - a; (-2, -2), far
// outside, for a flat triangle.
vec2 triangleWeights(vec2 a, vec2 b, vec2 c, vec2 p) {
    vec2 e1 = b - a, e2 = c - a, r = p - a;
    float det = e1.x * e2.y - e1.y * e2.x;
    if (det == 0.0) return vec2(-2.0);
    return vec2((r.x * e2.y - r.y * e2.x) / det, (e1.x * r.y - e1.y * r.x) / det);
}

// How deep inside its triangle a point of weights st lies: the least barycentric weight
// (negative outside).
float triangleDepth(vec2 st) {
    return min(min(st.x, st.y), 1.0 - st.x - st.y);
}

// A first mesh parameter at p from the tessellation, with the depth of p in the triangle it
// came from: the last triangle of p's cell (quads in row order) that holds p (depth at least
// -meshEdgeSlack); else the triangle p lies nearest (depth over -1); else depth -1.
vec3 meshGuess(int m, vec2 p) {
    vec2 origin = vec2(meshFloat(m, meshOriginX), meshFloat(m, meshOriginY));
    vec2 cell = floor((p - origin) / vec2(meshFloat(m, meshCellWidth), meshFloat(m, meshCellHeight)));
    int columns = meshWord(m, meshCellColumns);
    vec3 found = vec3(-1.0);
    if (cell.x < 0.0 || cell.y < 0.0 || cell.x >= float(columns) || cell.y >= float(meshWord(m, meshCellRows))) {
        return found;
    }
    int n = meshWord(m, meshSubdivisions);
    int across = (meshWord(m, meshColumns) - 1) * n;
    int cells = m + meshWord(m, meshCells) + int(cell.y) * columns + int(cell.x);
    int quads = m + meshWord(m, meshQuads), points = m + meshWord(m, meshTessellation);
    for (int e = int(w[cells]); e < int(w[cells + 1]); e++) {
        int q = int(w[quads + e]);
        int qx = q % across, qy = q / across;
        int v = points + 2 * (qy * (across + 1) + qx);
        vec2 a = meshVec2(v, 0), b = meshVec2(v, 2);
        vec2 c = meshVec2(v, 2 * (across + 1)), d = meshVec2(v, 2 * (across + 2));
        vec2 corner = vec2(float(qx), float(qy));
        vec2 st = triangleWeights(a, b, d, p);
        float depth = triangleDepth(st);
        if (depth >= -meshEdgeSlack || (found.z < -meshEdgeSlack && depth > found.z)) {
            found = vec3((corner + vec2(st.x + st.y, st.y)) / float(n), depth);
        }
        st = triangleWeights(a, d, c, p);
        depth = triangleDepth(st);
        if (depth >= -meshEdgeSlack || (found.z < -meshEdgeSlack && depth > found.z)) {
            found = vec3((corner + vec2(st.x, st.x + st.y)) / float(n), depth);
        }
    }
    return found;
}

// The patch holding mesh parameter uv, and uv within it.
ivec2 meshPatch(int m, vec2 uv) {
    return min(ivec2(uv), ivec2(meshWord(m, meshColumns) - 2, meshWord(m, meshRows) - 2));
}

// The last mesh parameter: (columns - 1, rows - 1).
vec2 meshEnd(int m) {
    return vec2(float(meshWord(m, meshColumns) - 1), float(meshWord(m, meshRows) - 1));
}

// The mesh's position at mesh parameter uv.
vec2 meshPoint(int m, vec2 uv) {
    ivec2 ij = meshPatch(m, uv);
    vec2 st = uv - vec2(ij);
    return meshPosition(m, ij.x, ij.y, hermite(st.x), hermite(st.y));
}

// The mesh parameter at p, refined from `uv` by Newton steps on the patches, kept on the mesh.
vec2 meshParameter(int m, vec2 p, vec2 uv) {
    vec2 last = meshEnd(m);
    uv = clamp(uv, vec2(0.0), last);
    for (int k = 0; k < meshNewtonSteps; k++) {
        ivec2 ij = meshPatch(m, uv);
        vec2 st = uv - vec2(ij);
        vec4 bs = hermite(st.x), bt = hermite(st.y);
        vec2 r = p - meshPosition(m, ij.x, ij.y, bs, bt);
        vec2 su = meshPosition(m, ij.x, ij.y, hermiteSlope(st.x), bt);
        vec2 sv = meshPosition(m, ij.x, ij.y, bs, hermiteSlope(st.y));
        float det = su.x * sv.y - su.y * sv.x;
        if (det == 0.0) break;
        vec2 step = vec2(r.x * sv.y - r.y * sv.x, su.x * r.y - su.y * r.x) / det;
        uv = clamp(uv + step, vec2(0.0), last);
        // Converged: a step this small moves the point by far less than a pixel.
        if (abs(step.x) + abs(step.y) < meshConverged) break;
    }
    return uv;
}

// Mesh `mesh`'s straight-alpha colour at local point p: its patches' colour (cubic, or
// bilinear where the record says so), kept to 0...1; `background` outside the mesh.
vec4 meshColor(int mesh, vec4 background, vec2 p) {
    int m = meshRecord(mesh);
    vec3 guess = meshGuess(m, p);
    if (guess.z <= -1.0) return background;
    vec2 uv = meshParameter(m, p, guess.xy), last = meshEnd(m);
    // Kept on the mesh's outline, p lies outside it unless the outline passes within the
    // record's tolerance of it.
    if (uv.x == 0.0 || uv.y == 0.0 || uv.x == last.x || uv.y == last.y) {
        vec2 r = p - meshPoint(m, uv);
        float tolerance = meshFloat(m, meshTolerance);
        if (dot(r, r) > tolerance * tolerance) return background;
    }
    ivec2 ij = meshPatch(m, uv);
    vec2 st = uv - vec2(ij);
    bool cubic = meshWord(m, meshSmooth) != 0;
    vec4 bs = cubic ? hermite(st.x) : vec4(1.0 - st.x, st.x, 0.0, 0.0);
    vec4 bt = cubic ? hermite(st.y) : vec4(1.0 - st.y, st.y, 0.0, 0.0);
    return clamp(meshBlend(m, ij.x, ij.y, bs, bt), 0.0, 1.0);
}
