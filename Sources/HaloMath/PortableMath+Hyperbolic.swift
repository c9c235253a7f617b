extension PortableMath {
    /// sinh x.
    public static func sinh(_ x: Double) -> Double {
        let a = abs(x)
        let r: Double
        if a < 22 {
            // (e^a - e^-a) / 2 through expm1, so a small a keeps its digits.
            let e = expm1(a)
            r = 0.5 * (e + e / (e + 1))
        } else {
            r = halfExpSquared(a)
        }
        return x.sign == .minus ? -r : r
    }

    /// cosh x.
    public static func cosh(_ x: Double) -> Double {
        let a = abs(x)
        guard a >= 22 else {
            let e = exp(a)
            return 0.5 * (e + 1 / e)
        }
        return halfExpSquared(a)
    }

    /// tanh x.
    public static func tanh(_ x: Double) -> Double {
        let a = abs(x)
        let r: Double
        if a >= 22 {
            r = 1
        } else {
            let e = expm1(2 * a)
            r = e / (e + 2)
        }
        return x.sign == .minus ? -r : r
    }

    /// e^a / 2 as e^(a/2) e^(a/2) / 2, which overflows only where the result does (sinh and cosh of
    /// a >= 22, where e^-a no longer counts).
    @inline(__always)
    private static func halfExpSquared(_ a: Double) -> Double {
        let h = exp(0.5 * a)
        return (0.5 * h) * h
    }
}
