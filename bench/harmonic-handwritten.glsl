// Benchmark only: the harmonic paint's hand-written GLSL, to time against the GLSL that
// HaloCore's GLSLShaderEmitter generates from the seed's Metal source (harmonicColorEffect.metal).
// A whole replacement for include/effects.glsl in a frame whose one shader effect is
// harmonicColorEffect (the `harmonic` bench scene): `halo bench harmonic --backend gpu
// --effects-glsl bench/harmonic-handwritten.glsl`, or scripts/bench-harmonic-glsl.sh for both.
// The functions are Shaders/include/harmonic.glsl as commit 46530f3 (2026-11-22) added it and
// commit 6293835 (2026-11-27) removed it, when the paint became the seed's source run through the
// emitter; `shaderEffect` takes the same steps as the generated one (ShaderEffectsGLSL), so the
// two differ only in the effect's own code. HarmonicGLSLTests checks that it renders the frame
// the generated GLSL renders.

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
vec3 harmonicColorEffect(vec2 pos, vec4 bounds, float wavesCount, float time, float amplitude, float mixCoeff,
                         int palette) {
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

// Word i of the frame's words as a Float (the record's arguments).
float hw_word(int i) {
    return uintBitsToFloat(w[i]);
}

vec3 hw_row(int record, int k) {
    return vec3(hw_word(record + k), hw_word(record + k + 1), hw_word(record + k + 2));
}

// The harmonic's colour for layer l at a pixel (the effect record at w index `record`), as the
// generated `shaderEffect` runs program 0: the position in the view's points, the colour
// clamped to 0...1, opaque, times how much of the pixel the effect's extent covers.
vec4 shaderEffect(int l, int record, ivec2 pixel) {
    ivec2 q = pixel - ivec2(layerWord(l, layerBoundsX), layerWord(l, layerBoundsY));
    ivec2 size = ivec2(layerWord(l, layerBoundsWidth), layerWord(l, layerBoundsHeight));
    if (q.x < 0 || q.y < 0 || q.x >= size.x || q.y >= size.y) return vec4(0.0);
    vec3 centre = vec3(vec2(pixel) + 0.5, 1.0);
    vec3 rowX = hw_row(record, effectPositionX), rowY = hw_row(record, effectPositionY);
    vec2 position = vec2(dot(rowX, centre), dot(rowY, centre));
    int e = record + effectExtent;
    vec4 extent = vec4(hw_word(e), hw_word(e + 1), hw_word(e + 2), hw_word(e + 3));
    vec2 c = clamp(min(position - extent.xy, extent.zw - position) / vec2(length(rowX.xy), length(rowY.xy)) + 0.5,
                   0.0, 1.0);
    int a = record + effectArguments;
    vec4 bounds = vec4(hw_word(a), hw_word(a + 1), hw_word(a + 2), hw_word(a + 3));
    vec3 color = harmonicColorEffect(position, bounds, hw_word(a + 4), hw_word(a + 5), hw_word(a + 6),
                                     hw_word(a + 7), 0);
    return vec4(clamp(color, 0.0, 1.0), 1.0) * (c.x * c.y);
}
