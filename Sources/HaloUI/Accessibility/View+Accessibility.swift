// SwiftUI's accessibility modifiers: what VoiceOver and the other assistive technologies read.
// A frame does not show them (Apple: "Accessibility modifiers ... don't change the view's
// appearance"), so each is accepted and returns the view unchanged; views that declare a
// different look for assistive technologies (`accessibilityRepresentation`) draw their own.
extension View {
    /// Accepted, no visible effect: the label VoiceOver reads.
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// Accepted, no visible effect: the label VoiceOver reads.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> Self { self }
    /// Accepted, no visible effect: the label VoiceOver reads.
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    /// Accepted, no visible effect: the label VoiceOver reads, when `isEnabled`.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> Self { self }

    /// Accepted, no visible effect: the value VoiceOver reads.
    public func accessibilityValue(_ value: Text) -> Self { self }
    /// Accepted, no visible effect: the value VoiceOver reads.
    public func accessibilityValue(_ value: LocalizedStringKey) -> Self { self }
    /// Accepted, no visible effect: the value VoiceOver reads.
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }

    /// Accepted, no visible effect: the hint VoiceOver reads after the label.
    public func accessibilityHint(_ hint: Text) -> Self { self }
    /// Accepted, no visible effect: the hint VoiceOver reads after the label.
    public func accessibilityHint(_ hint: LocalizedStringKey) -> Self { self }
    /// Accepted, no visible effect: the hint VoiceOver reads after the label.
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }

    /// Accepted, no visible effect: the view hidden from assistive technologies (not from the screen).
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// Accepted, no visible effect: the view hidden from assistive technologies when `isEnabled`.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> Self { self }

    /// Accepted, no visible effect: the identifier UI tests find the view by.
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    /// Accepted, no visible effect: the identifier UI tests find the view by, when `isEnabled`.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> Self { self }

    /// Accepted, no visible effect: how the view's children form accessibility elements.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }

    /// Accepted, no visible effect: traits added for assistive technologies.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Accepted, no visible effect: traits removed for assistive technologies.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }

    /// Accepted, no visible effect: the order VoiceOver visits the view in.
    public func accessibilitySortPriority(_ sortPriority: Double) -> Self { self }

    /// Accepted, no visible effect: the heading level VoiceOver announces.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self { self }

    /// Accepted, no visible effect: what Voice Control listens for.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> Self { self }
    /// Accepted, no visible effect: what Voice Control listens for.
    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> Self { self }
    /// Accepted, no visible effect: what Voice Control listens for.
    @_disfavoredOverload public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> Self { self }

    /// Accepted, no visible effect: an action assistive technologies can perform.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> Self { self }
    /// Accepted, no visible effect: a named action assistive technologies can perform.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> Self { self }
    /// Accepted, no visible effect: a named action assistive technologies can perform.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> Self {
        self
    }
    /// Accepted, no visible effect: a named action assistive technologies can perform.
    @_disfavoredOverload public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping () -> Void
    ) -> Self { self }
    /// Accepted, no visible effect: an action labelled by a view.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label)
        -> Self
    { self }
    /// Accepted, no visible effect: actions made of buttons, for assistive technologies.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> Self { self }
    /// Accepted, no visible effect: what VoiceOver's swipe up and down do.
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> Self { self }
    /// Accepted, no visible effect: what VoiceOver's three-finger scroll does.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> Self { self }

    /// The view itself: `representation` is what assistive technologies see instead of it.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> Self { self }
    /// The view itself: `children` are the accessibility elements it stands for.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> Self { self }

    /// Accepted, no visible effect: the large content viewer shows the view when pressed.
    public func accessibilityShowsLargeContentViewer() -> Self { self }
    /// Accepted, no visible effect: the large content viewer shows `largeContentView` when pressed.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> Self {
        self
    }
    /// Accepted, no visible effect: whether assistive technologies treat the view as interactive.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> Self { self }
    /// Accepted, no visible effect: the view is left alone by Smart Invert (which a frame never is).
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> Self { self }
    /// Accepted, no visible effect: a value VoiceOver offers among the view's custom content.
    public func accessibilityCustomContent(
        _ label: LocalizedStringKey, _ value: Text?, importance: AccessibilityCustomContentImportance = .default
    ) -> Self { self }
    /// Accepted, no visible effect: a value VoiceOver offers among the view's custom content.
    @_disfavoredOverload public func accessibilityCustomContent<V: StringProtocol>(
        _ label: LocalizedStringKey, _ value: V, importance: AccessibilityCustomContentImportance = .default
    ) -> Self { self }

    /// Accepted, no visible effect: SwiftUI's older spelling of `accessibilityLabel(_:)`.
    public func accessibility(label: Text) -> Self { self }
    /// Accepted, no visible effect: SwiftUI's older spelling of `accessibilityValue(_:)`.
    public func accessibility(value: Text) -> Self { self }
    /// Accepted, no visible effect: SwiftUI's older spelling of `accessibilityHint(_:)`.
    public func accessibility(hint: Text) -> Self { self }
    /// Accepted, no visible effect: SwiftUI's older spelling of `accessibilityHidden(_:)`.
    public func accessibility(hidden: Bool) -> Self { self }
    /// Accepted, no visible effect: SwiftUI's older spelling of `accessibilityIdentifier(_:)`.
    public func accessibility(identifier: String) -> Self { self }
    /// Accepted, no visible effect: SwiftUI's older spelling of `accessibilityAddTraits(_:)`.
    public func accessibility(addTraits traits: AccessibilityTraits) -> Self { self }
    /// Accepted, no visible effect: SwiftUI's older spelling of `accessibilityRemoveTraits(_:)`.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> Self { self }
    /// Accepted, no visible effect: SwiftUI's older spelling of `accessibilitySortPriority(_:)`.
    public func accessibility(sortPriority: Double) -> Self { self }
}

/// How a view's children become accessibility elements, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// The children are not elements; the view is one.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children are elements inside the view's container element.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children's properties merge into one element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// The kinds of accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// A named action of one's own.
    public init(named name: Text) { self.name = name.spans.map(\.text).joined() }
    private init(_ name: String) { self.name = name }
    /// The default action (a double tap).
    public static let `default` = AccessibilityActionKind("default")
    /// The escape gesture.
    public static let escape = AccessibilityActionKind("escape")
    /// The magic tap (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind("magicTap")
    /// Delete.
    public static let delete = AccessibilityActionKind("delete")
    /// Show the menu.
    public static let showMenu = AccessibilityActionKind("showMenu")
}

/// The way an adjustable action goes, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up.
    case increment
    /// Down.
    case decrement
}

/// A heading's level, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// No level given.
    case unspecified
    /// Level 1 to 6.
    case h1, h2, h3, h4, h5, h6
}

/// How important a custom content value is, as SwiftUI's `AXCustomContent.Importance`.
public enum AccessibilityCustomContentImportance: Hashable, Sendable {
    /// Read on request.
    case `default`
    /// Read with the element.
    case high
}
