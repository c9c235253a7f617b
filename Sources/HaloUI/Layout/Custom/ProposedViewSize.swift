import Foundation

/// A size proposed to a view, as SwiftUI's `ProposedViewSize`: nil in a dimension asks for the
/// view's ideal size there, 0 for its minimum, infinity for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or nil.
    public var width: CGFloat?
    /// The proposed height, or nil.
    public var height: CGFloat?

    /// A proposal of these dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of a size.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Both dimensions 0: the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Neither dimension: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with a nil dimension replaced by `size`'s (10 x 10 by default, as SwiftUI's).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal as HaloUI's layout takes it.
    var proposed: ProposedSize { ProposedSize(width: width.map { Double($0) }, height: height.map { Double($0) }) }

    /// A proposal from HaloUI's layout.
    init(_ p: ProposedSize) { self.init(width: p.width.map { CGFloat($0) }, height: p.height.map { CGFloat($0) }) }
}
