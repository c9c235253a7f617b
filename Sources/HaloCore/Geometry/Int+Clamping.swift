extension Int {
    /// `value` rounded toward zero and kept within `range`: beyond either end, infinities
    /// included, it is that end; NaN is the lower end. A Double-to-Int conversion that never
    /// traps, for counts and indices computed from user numbers.
    public init(clamping value: Double, to range: ClosedRange<Int>) {
        if !(value > Double(range.lowerBound)) {
            self = range.lowerBound
        } else if value >= Double(range.upperBound) {
            self = range.upperBound
        } else {
            self = Int(value)
        }
    }
}
