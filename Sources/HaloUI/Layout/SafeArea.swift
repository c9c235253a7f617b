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
