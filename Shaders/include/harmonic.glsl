// Seed 003's `harmonicColorEffect` ("Oscillating Glowing Strings with Metal and SwiftUI"),
// ported 1:1 from Metal to GLSL ES: same functions, constants and order of operations.
// Twin: Sources/HaloCPU/Harmonic.swift.

const float harmonicPi = 3.14159265358979;   // Metal's M_PI_F

// The distance of uv from one harmonic wave.
float harmonicSDF(vec2 uv, float a, float offset, float f, float phi) {
    return abs((uv.y - offset) + cos(uv.x * f + phi) * a);
}

// The seed's glow: intensity / x^width.
float glow(float x, float str, float dist) {
    return dist / pow(x, str);
}

// The seed's six-colour table.
vec3 getColor(float t) {
    if (t == 0.0) return vec3(0.4823529412, 0.831372549, 0.8549019608);
    if (t == 1.0) return vec3(0.4117647059, 0.4117647059, 0.8470588235);
    if (t == 2.0) return vec3(0.9411764706, 0.3137254902, 0.4117647059);
    if (t == 3.0) return vec3(0.2745098039, 0.4901960784, 0.9411764706);
    if (t == 4.0) return vec3(0.0784313725, 0.862745098, 0.862745098);
    if (t == 5.0) return vec3(0.7843137255, 0.6274509804, 0.5490196078);
    return vec3(0.0);
}

// The seed's alternative: a per-channel cosine palette.
vec3 getColorCosine(float t) {
    float r = 0.5 + 0.5 * cos(2.0 * harmonicPi * t);
    float g = 0.5 + 0.5 * cos(2.0 * harmonicPi * t + 2.0 * harmonicPi / 3.0);
    float b = 0.5 + 0.5 * cos(2.0 * harmonicPi * t + 4.0 * harmonicPi / 3.0);
    return vec3(r, g, b);
}

// The colour at `pos` (points from the bounds' origin) of bounds `bounds` (x, y, width,
// height); palette 0 is the table, 1 the cosine palette. Unclamped, as the seed's half4.
vec3 harmonicColorEffect(vec2 pos, vec4 bounds, float wavesCount, float time, float amplitude, float mixCoeff, int palette) {
    vec2 uv = pos / vec2(bounds.z, bounds.w);
    uv -= vec2(0.5, 0.5);
    float a = cos(uv.x * 3.0) * amplitude * 0.2;
    float offset = sin(uv.x * 12.0 + time) * a * 0.1;
    float frequency = mix(3.0, 12.0, mixCoeff);
    float glowWidth = mix(0.6, 0.9, mixCoeff);
    float glowIntensity = mix(0.02, 0.01, mixCoeff);
    vec3 finalColor = vec3(0.0);
    for (float i = 0.0; i < wavesCount; i++) {
        float phase = time + i * harmonicPi / wavesCount;
        float sdfDist = glow(harmonicSDF(uv, a, offset, frequency, phase), glowWidth, glowIntensity);
        vec3 waveColor = mix(vec3(1.0), palette == 1 ? getColorCosine(i) : getColor(i), mixCoeff);
        finalColor += waveColor * sdfDist;
    }
    return finalColor;
}
