/// The top or bottom edge, as SwiftUI's `VerticalEdge` (which a row's separator settings name).
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set of these bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge (`VerticalEdge.Set(.bottom)` is `.bottom`).
        public init(_ e: VerticalEdge) { self.init(rawValue: 1 << e.rawValue) }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}
