/// How a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`: accepted (a
/// still does not scroll).
public struct ScrollBounceBehavior: Sendable {
    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior()
    /// Always.
    public static let always = ScrollBounceBehavior()
    /// Only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior()
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`: accepted (a still
/// shows none, as iOS hides them at rest).
public struct ScrollIndicatorVisibility: Sendable {
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility()
    /// Shown.
    public static let visible = ScrollIndicatorVisibility()
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility()
    /// Never.
    public static let never = ScrollIndicatorVisibility()
}

extension View {
    /// Accepted: how scroll views inside bounce (`scrollBounceBehavior(_:axes:)`).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }

    /// Accepted: whether scroll indicators show (`scrollIndicators(_:axes:)`); iOS hides them at
    /// rest, and so does a still.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> Self
    { self }

    /// Accepted: whether scroll views inside scroll (`scrollDisabled(_:)`); a still does not.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
}
