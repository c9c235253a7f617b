/// The horizontal or vertical dimension, as SwiftUI's `Axis`: raw values 0 and 1, so
/// `Axis(rawValue: 1)` is `.vertical` and other values make nil.
public enum Axis: Int8, Equatable, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set` (a scroll view's directions).
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// The set of `rawValue`'s bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Across.
        public static let horizontal = Set(rawValue: 1)
        /// Down.
        public static let vertical = Set(rawValue: 2)
    }
}
