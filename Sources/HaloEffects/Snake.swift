import HaloCore

/// Seed 001's trimmed "snake": a glowing segment running around a shape.
///
/// The progress p runs 0 to 1 linearly over `period` seconds, repeating. The final version of
/// the seed (`.pair`) draws trim(from: p > delay ? p - delay : 0, to: min(p, 0.5)) and a second
/// copy rotated 180 degrees about the shape's centre whose progress starts half a period
/// later, so one segment takes over where the other ends. The earlier single-segment version
/// (`.single`) draws trim(from: p > 1 - delay ? 2p - 1 : max(p - delay, 0), to: p).
public struct Snake: Equatable, Sendable {
    /// Which version of the seed: two segments taking turns (`pair`, its final code) or one (`single`).
    public enum Variant: String, Codable, Sendable { case pair, single }

    /// The glow drawn along the trimmed outline (shape, paint, width, blur, cap).
    public var glow: Glow
    /// Seconds per lap.
    public var period: Double = 2
    /// The segment's length, as a fraction of the outline.
    public var delay: Double = 0.2
    /// Which version of the seed.
    public var variant: Variant = .pair

    /// A snake around `shape` with the seed's glow, period, delay and pair.
    public init(shape: Shape) { glow = Glow(shape: shape) }

    /// The progress at time t of a copy that starts at `start`.
    public func progress(at t: Double, start: Double = 0) -> Double {
        Animation.linear(period).repeatForever(autoreverses: false).delayed(start).progress(at: t)
    }

    /// The trim range for a progress p.
    public func trim(_ p: Double) -> (from: Double, to: Double) {
        switch variant {
        case .pair:
            return (p > delay ? p - delay : 0, p > 0.5 ? 0.5 : p)
        case .single:
            return (p > 1 - delay ? 2 * p - 1 : p > delay ? p - delay : 0, p)
        }
    }

    /// The layers at time t.
    public func items(at t: Double) -> [LayerItem] {
        var copies: [(progress: Double, rotate: Double)] = [(progress(at: t), 0)]
        if variant == .pair { copies.append((progress(at: t, start: period / 2), 180)) }
        return copies.flatMap { copy -> [LayerItem] in
            let (from, to) = trim(copy.progress)
            guard to > from else { return [] }
            return glow.items(transform: DrawTransform(rotate: copy.rotate)).map { $0.trimmed(from, to) }
        }
    }
}

extension LayerItem {
    /// The item with every draw in it trimmed to (from, to).
    func trimmed(_ from: Double, _ to: Double) -> LayerItem {
        mappingDraws { d in
            var d = d
            d.trimFrom = from
            d.trimTo = to
            return d
        }
    }
}
