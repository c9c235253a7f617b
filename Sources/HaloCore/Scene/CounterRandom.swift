/// A counter-based random generator: the number for (seed, counter, stream) is a pure
/// function of the three, so a frame needs no history (SplitMix64's finaliser, chained).
public enum CounterRandom {
    static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 64 random bits for (seed, counter, stream).
    public static func bits(seed: UInt64, counter: UInt64, stream: UInt64) -> UInt64 {
        mix(seed ^ mix(counter ^ mix(stream)))
    }

    /// A uniform Double in 0..<1 for (seed, counter, stream).
    public static func unit(seed: UInt64, counter: UInt64, stream: UInt64) -> Double {
        Double(bits(seed: seed, counter: counter, stream: stream) >> 11) * 0x1p-53
    }
}
