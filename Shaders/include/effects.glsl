// The layers' shader effects (SwiftUI's colorEffect, distortionEffect and layerEffect). This
// is the file for frames without one; for a frame with some, the GPU renderer compiles the fine
// stage with this file replaced by `ShaderEffectsGLSL` (HaloCore/Shading): the frame's programs
// emitted from their Metal source, and a `shaderEffect` that runs record's program.
// Twin: Sources/HaloCPU/Twins/Effects.swift.

// Layer l's colour at a pixel through its shader effect (the record at w index `record`).
vec4 shaderEffect(int l, int record, ivec2 pixel) {
    return layerColor(l, pixel);
}
