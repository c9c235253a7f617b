/// A Metal `constexpr sampler`: how `texture.sample(s, p)` reads a texture (SwiftUI's `.image` argument).
///
/// Metal's defaults: normalized coordinates, nearest filtering, clamp to edge. Both back ends sample
/// with the same formula (`ShaderTextureAccess`): the coordinate in texels (times the size where
/// normalized) less a half, then the nearest texel (floor of the coordinate plus a half) or the four
/// around it weighted bilinearly, each texel's index mapped by the address mode.
public struct ShaderSampler: Sendable, Hashable {
    /// `filter::nearest` or `filter::linear` (also `mag_filter::`, `min_filter::`: one filter serves both).
    public enum Filter: String, Sendable, Hashable {
        case nearest, linear
    }

    /// `address::`: where a texel index past the edge reads.
    public enum Address: String, Sendable, Hashable {
        /// The nearest edge texel.
        case clampToEdge = "clamp_to_edge"
        /// Transparent black.
        case clampToZero = "clamp_to_zero"
        /// The index modulo the size.
        case `repeat` = "repeat"
        /// The index reflected at each edge.
        case mirroredRepeat = "mirrored_repeat"
    }

    /// `coord::normalized` (0...1 across the texture) or `coord::pixel` (texels).
    public enum Coordinates: String, Sendable, Hashable {
        case normalized, pixel
    }

    /// How texels are chosen and weighted.
    public var filter: Filter = .nearest
    /// Where an index past the edge reads.
    public var address: Address = .clampToEdge
    /// What the coordinate measures.
    public var coordinates: Coordinates = .normalized

    /// Metal's default sampler.
    public init() {}

    /// The integer each back end encodes the sampler as: filter + 2 x address + 8 x coordinates.
    public var code: Int {
        let a: Int =
            switch address {
            case .clampToEdge: 0
            case .clampToZero: 1
            case .repeat: 2
            case .mirroredRepeat: 3
            }
        return (filter == .linear ? 1 : 0) + 2 * a + (coordinates == .pixel ? 8 : 0)
    }
}

/// What a shader does with a `texture2d<half>` parameter.
public enum ShaderTextureAccess: Sendable, Hashable {
    /// `t.sample(s, p)`: the premultiplied colour at `p` through sampler `s`.
    case sample(ShaderSampler)
    /// `t.read(p)`: the texel at whole coordinates `p` (transparent outside the texture).
    case read
    /// `t.get_width()`, `t.get_height()`: the size in texels.
    case width, height
}
