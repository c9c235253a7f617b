/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges, as SwiftUI's `HorizontalEdge.Set`.
    public struct Set: OptionSet, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set of these bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge (`HorizontalEdge.Set(.trailing)` is `.trailing`).
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The leading edge.
        public static let leading = Set(rawValue: 1)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.leading, .trailing]
    }
}
