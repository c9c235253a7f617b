import HaloCore
import HaloEffects

extension Array where Element == Gradient.Stop {
    /// The seed's six colours at random locations, sorted by location: the same for the same
    /// `tick` and `seed` (the seed draws new ones with `Double.random` at every update). The
    /// built-in effect's stops (`IntelligenceGlow.randomStops`), as gradient stops.
    public static func intelligenceStyle(tick: Int, seed: UInt64 = 1) -> [Gradient.Stop] {
        IntelligenceGlow.randomStops(palette: IntelligenceGlow.defaultPalette, seed: seed, tick: tick).map {
            Gradient.Stop(color: Color($0.color), location: $0.location)
        }
    }
}
