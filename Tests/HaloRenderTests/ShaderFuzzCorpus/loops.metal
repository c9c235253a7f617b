#include <metal_stdlib>
using namespace metal;
constant float k = 0.5;
int count(int n) { int c = 0; for (int i = 0; i < n; i++) { if (i % 3 == 0) continue; c += i / (n - i); } return c; }
[[ stitchable ]] half4 loops(float2 p, half4 color, float t, device const float *v, int n) {
    float s = 0.0;
    int i = 0;
    while (i < n) { s += v[i] * k; i++; if (s > 10.0) break; }
    float3x3 m = float3x3(1.0);
    float3 q = m * float3(p, t);
    uint u = uint(p.x) >> 2u;
    bool b = any(q.xy > float2(1.0)) && !all(q < 0.0);
    return b ? half4(half3(fract(s), sin(q.z), float(u & 1u)), 1.0) * color.a : color.bgra;
}
