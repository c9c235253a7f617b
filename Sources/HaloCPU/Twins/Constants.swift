import HaloCore

// The constants the shaders share with Swift, for the twins.
// Twin of Shaders/include/constants.glsl (generated from HaloCore's ShaderConstants).

/// The side of a tile in pixels.
let tileSize = FramePlan.tileSize
/// The most gradient stops.
let maxStops = Paint.maxStops
/// The most blur taps on a side.
let maxRadius = GaussianKernel.maxRadius
