/// Samplers: a `constexpr sampler`'s settings, and the sampler a texture's `sample` takes, by name or made
/// in the call (`image.sample(metal::sampler(metal::filter::linear), uv)`, as public shaders write it).
extension ShaderParser {
    /// The sampler argument of `texture.sample(s, p)`: a `constexpr sampler` declared before, or
    /// `sampler(settings)` / `metal::sampler(settings)` made in place.
    mutating func samplerArgument() throws(ShaderError) -> ShaderSampler {
        let s = current
        if atWord("metal"), position + 2 < tokens.count, tokens[position + 1].kind == .symbol("::"),
            tokens[position + 2].kind == .identifier("sampler")
        {
            position += 2
        }
        if atWord("sampler"), position + 1 < tokens.count, tokens[position + 1].kind == .symbol("(") {
            position += 1
            return try samplerSettings()
        }
        let name = try identifier("a constexpr sampler")
        guard let sampler = samplers[name] else {
            throw error("'\(name)' is not a constexpr sampler declared before", at: s)
        }
        return sampler
    }

    /// `(setting, ...)` of a sampler: `address::`, `filter::`, `mag_filter::`, `min_filter::`,
    /// `mip_filter::` (no mipmaps: any) and `coord::`, each maybe written `metal::address::...`.
    mutating func samplerSettings() throws(ShaderError) -> ShaderSampler {
        var sampler = ShaderSampler()
        try expect("(", "to open the sampler's settings")
        if take(")") { return sampler }
        repeat {
            let t = current
            if atWord("metal"), position + 1 < tokens.count, tokens[position + 1].kind == .symbol("::") {
                position += 2
            }
            let group = try identifier("a sampler setting (address::, filter::, coord::)")
            try expect("::", "after \(group)")
            let value = try identifier("the \(group) setting")
            switch group {
            case "address":
                guard let a = ShaderSampler.Address(rawValue: value) else {
                    throw error("unknown address mode '\(value)'", at: t)
                }
                sampler.address = a
            case "filter", "mag_filter", "min_filter":
                guard let f = ShaderSampler.Filter(rawValue: value) else {
                    throw error("unknown filter '\(value)' (nearest or linear)", at: t)
                }
                sampler.filter = f
            case "mip_filter": continue
            case "coord":
                guard let c = ShaderSampler.Coordinates(rawValue: value) else {
                    throw error("unknown coordinates '\(value)' (normalized or pixel)", at: t)
                }
                sampler.coordinates = c
            case "s_address", "t_address", "r_address":
                throw error("per-axis address modes are not supported; use address::", at: t)
            default:
                throw error("the sampler setting '\(group)' is not supported (address, filter, coord)", at: t)
            }
        } while take(",")
        try expect(")", "after the sampler's settings")
        return sampler
    }
}
