/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set of edges.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge (`Edge.Set(.top)` is `.top`).
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
