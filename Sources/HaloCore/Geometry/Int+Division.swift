extension Int {
    /// This number over `divisor` (> 0) rounded down, negative numbers too: the tile, band or
    /// whole step holding a pixel coordinate or a count of quarter pixels.
    package func floorDivided(by divisor: Int) -> Int {
        self >= 0 ? self / divisor : -((-self + divisor - 1) / divisor)
    }
}
