/// The parts of a screen a headless canvas does not have: safe areas, status bars, previews.
/// Each is accepted, so SwiftUI code compiles as written, and changes nothing.
extension View {
    /// The view as it is: a canvas has no safe area to extend into.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }

    /// The view as it is (SwiftUI's deprecated spelling of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

    /// The view as it is: a canvas has no status bar.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
}

/// Which safe areas `ignoresSafeArea` names (none exist on a canvas).
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// A set of regions.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The container's safe area.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set of edges.
        public init(rawValue: Int8) { self.rawValue = rawValue }
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

/// SwiftUI's preview provider: accepted so a file keeps its previews; a render never shows them
/// (render the view itself with `ViewRenderer`).
public protocol PreviewProvider {
    /// The previews' type.
    associatedtype Previews: View
    /// The views Xcode would preview.
    @ViewBuilder static var previews: Previews { get }
}
