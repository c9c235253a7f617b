import HaloCore

// The frame's float target to bytes: each channel clamped to 0...1 and rounded to the nearest
// byte, as the GPU's conversion into its RGBA8 target does.
// Twin of Shaders/resolve.frag.

/// The byte for a channel value.
@inline(__always)
func resolveChannel(_ v: Float) -> UInt8 {
    UInt8((min(max(v, 0), 1) * 255).rounded())
}

/// The image of a float target.
func main(_ frame: Target) -> Image {
    var bytes = [UInt8](repeating: 0, count: frame.floats.count)
    for i in 0..<bytes.count { bytes[i] = resolveChannel(frame.floats[i]) }
    return Image(width: frame.rect.width, height: frame.rect.height, pixels: bytes)
}
