// Colour filters (SwiftUI's hueRotation, saturation, brightness, contrast, grayscale,
// colorMultiply, colorInvert, luminanceToAlpha): a layer's colour matrix applied to its colour.
// Needs include/frame.glsl (the words buffer).
// Twin: Sources/HaloCPU/Twins/Filter.swift (same functions, same order of operations).

// Column j of the 4 x 5 colour matrix whose 20 Floats' bits start at w[at], row by row.
vec4 matrixColumn(int at, int j) {
    return vec4(uintBitsToFloat(w[at + j]), uintBitsToFloat(w[at + 5 + j]), uintBitsToFloat(w[at + 10 + j]),
                uintBitsToFloat(w[at + 15 + j]));
}

// A premultiplied colour through the colour matrix at w[at]: the matrix over the straight colour
// and 1, each component kept to 0...1, premultiplied again. A transparent colour stays
// transparent (docs/semantics.md, "Colour filters").
vec4 filteredColor(int at, vec4 c) {
    if (c.a <= 0.0) return vec4(0.0);
    vec4 s = vec4(c.rgb / c.a, c.a);
    vec4 o = matrixColumn(at, 0) * s.r + matrixColumn(at, 1) * s.g + matrixColumn(at, 2) * s.b
        + matrixColumn(at, 3) * s.a + matrixColumn(at, 4);
    o = clamp(o, 0.0, 1.0);
    return vec4(o.rgb * o.a, o.a);
}
