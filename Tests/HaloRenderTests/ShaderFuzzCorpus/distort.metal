[[ stitchable ]] float2 distort(float2 position, float4 bounds, float amount) {
    float2 c = bounds.zw * 0.5;
    float2 d = position - c;
    float a = atan2(d.y, d.x) + amount * exp(-length(d) / max(bounds.z, 1.0));
    return c + float2(cos(a), sin(a)) * length(d) + float2(fmod(position.x, 0.0), 1.0 / 0.0);
}
