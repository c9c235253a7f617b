// `import Metal` and `#if canImport(Metal)`, as SwiftUI files write them around the Swift side of
// their `[[ stitchable ]]` shaders (`ShaderLibrary`, `colorEffect`): Apple's Metal is not on
// Linux, so the HaloUI product carries a module of this name, and code guarded by
// `canImport(Metal)` compiles. It brings HaloUI, as the `Combine` and `CoreGraphics` modules do,
// and none of Metal's own API (devices, command queues, textures): Halo runs shader sources
// through `ShaderLibrary` (docs/library.md, "Shader effects").
@_exported import HaloUI
