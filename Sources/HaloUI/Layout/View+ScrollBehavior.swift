import Foundation

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

/// How a scroll view settles, as SwiftUI's `ScrollTargetBehavior` values: accepted (a still
/// shows the first position, where every behaviour rests).
public struct ScrollTargetBehaviorValue: Sendable {
    /// Settles on the nearest scroll target's edge (`.viewAligned`).
    public static let viewAligned = ScrollTargetBehaviorValue()
    /// Settles on page boundaries, a page the scroll view's size (`.paging`).
    public static let paging = ScrollTargetBehaviorValue()

    /// Settles on a scroll target, limited as `limitBehavior` says (`.viewAligned(limitBehavior:)`).
    public static func viewAligned(limitBehavior: ViewAlignedLimitBehavior) -> ScrollTargetBehaviorValue {
        ScrollTargetBehaviorValue()
    }
}

/// How far a view-aligned scroll goes at once, as SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
public struct ViewAlignedLimitBehavior: Sendable {
    /// The platform's choice.
    public static let automatic = ViewAlignedLimitBehavior()
    /// One view at a time.
    public static let always = ViewAlignedLimitBehavior()
    /// As far as the gesture goes.
    public static let never = ViewAlignedLimitBehavior()
}

extension View {
    /// Accepted: the views of this layout are where scrolls settle (`scrollTargetLayout(isEnabled:)`).
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }

    /// Accepted: how scroll views inside settle (`scrollTargetBehavior(_:)`); a still rests at the start.
    public func scrollTargetBehavior(_ behavior: ScrollTargetBehaviorValue) -> Self { self }

    /// Where scroll views inside place their content, as SwiftUI's `defaultScrollAnchor(_:)`:
    /// content smaller than the scroll view sits at `anchor`, and larger content starts scrolled
    /// to it (nil: the start; docs/semantics.md, "Scroll anchors").
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> EnvironmentView<Self> {
        EnvironmentView(content: self) {
            $0[ScrollAnchors.Key.self].alignment = anchor
            $0[ScrollAnchors.Key.self].initialOffset = anchor
        }
    }

    /// The anchor scroll views inside use for `role`, as SwiftUI's `defaultScrollAnchor(_:for:)`:
    /// `.alignment` places content smaller than the scroll view, `.initialOffset` where larger
    /// content starts; `.sizeChanges` is accepted with no visible effect (a render never scrolls).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> EnvironmentView<Self> {
        EnvironmentView(content: self) {
            switch role {
            case .alignment: $0[ScrollAnchors.Key.self].alignment = anchor
            case .initialOffset: $0[ScrollAnchors.Key.self].initialOffset = anchor
            default: break
            }
        }
    }

    /// Accepted: the scroll position bound to the identity of the view at the top
    /// (`scrollPosition(id:anchor:)`); a still shows the first position.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Self { self }

    /// Accepted: scroll views inside draw their content unclipped (`scrollClipDisabled(_:)`);
    /// HaloUI clips (a limit, docs/semantics.md).
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }

    /// Accepted: scroll indicators flash (`scrollIndicatorsFlash(onAppear:)`); none are drawn.
    public func scrollIndicatorsFlash(onAppear: Bool) -> Self { self }

    /// Accepted: margins around scroll content (`contentMargins(_:_:for:)`); not drawn yet.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> Self { self }

    /// Accepted: margins around scroll content (`contentMargins(_:for:)`); not drawn yet.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> Self { self }
}

/// Where `contentMargins` apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Sendable {
    /// The platform's choice.
    public static let automatic = ContentMarginPlacement()
    /// The scroll content.
    public static let scrollContent = ContentMarginPlacement()
    /// The scroll indicators.
    public static let scrollIndicators = ContentMarginPlacement()
}
