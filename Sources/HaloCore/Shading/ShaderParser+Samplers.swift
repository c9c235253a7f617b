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

/// The arguments after `sample`'s coordinate (Metal Shading Language Specification, "Texture Functions",
/// 2D texture: `sample(sampler s, float2 coord, lod_options options, int2 offset = int2(0))`).
extension ShaderParser {
    /// One argument after the coordinate (after its `,`): a level-of-detail option (`bias(b)`, `level(l)`,
    /// `min_lod_clamp(c)`, `gradient2d(dPdx, dPdy)`), which reads its values and changes nothing, as SwiftUI's
    /// image has one mip level and every level of detail reads it; or the texel offset (`int2`, an int widened
    /// as C++ converts it, Metal's standard conversion ranking before the options' constructors).
    mutating func sampleOption(at t: ShaderToken) throws(ShaderError) -> ShaderExpression? {
        let options = ["bias": 1, "level": 1, "min_lod_clamp": 1, "gradient2d": 2]
        if case .identifier(let name) = current.kind, let count = options[name], position + 1 < tokens.count,
            tokens[position + 1].kind == .symbol("("), lookupLocal(name) == nil
        {
            position += 2
            for k in 0..<count {
                if k > 0 { try expect(",", "between \(name)'s arguments") }
                let value = try expression()
                guard value.type.scalar == .float || value.type.isScalar && value.type.isNumeric else {
                    throw error("\(name) takes \(count == 1 ? "a float" : "float2 derivatives")", at: t)
                }
            }
            try expect(")", "after \(name)'s value")
            size += 1
            return nil
        }
        let a = current
        let offset = try expression()
        guard let scalar = offset.type.scalar, scalar == .int || scalar == .uint,
            offset.type.components == 1 || offset.type.components == 2
        else {
            throw error(
                "sample's argument after the coordinate is bias(b), level(l), min_lod_clamp(c), gradient2d(x, y) "
                    + "or an int2 texel offset, not a \(offset.type)", at: a)
        }
        return try converted(try converted(offset, .int), to: .vector(.int, 2), at: a)
    }

    /// `p` moved by `offset` texels: in texels for `coord::pixel`, else divided by the texture's size.
    func offsetCoordinate(
        _ p: ShaderExpression, by offset: ShaderExpression, _ texture: ShaderExpression, _ sampler: ShaderSampler,
        at t: ShaderToken
    ) throws(ShaderError) -> ShaderExpression {
        let shift = try converted(offset, .float)
        if sampler.coordinates == .pixel { return try binary(.add, p, shift, at: t) }
        let size = ShaderExpression.construct(
            .float(2),
            [
                try converted(.texture(.width, texture, nil), .float),
                try converted(.texture(.height, texture, nil), .float),
            ])
        return try binary(.add, p, try binary(.divide, shift, size, at: t), at: t)
    }
}
