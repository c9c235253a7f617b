/// What a view is and does for assistive technologies, as SwiftUI's `AccessibilityTraits`: a set
/// the accessibility modifiers accept (no visible effect: docs/semantics.md, "Accessibility").
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    var bits: UInt32

    init(bits: UInt32) { self.bits = bits }

    /// No traits.
    public init() { bits = 0 }

    /// A button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// A heading.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// A summary read when the app starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// Its value changes often.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// Turns a page when VoiceOver reaches its end.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// A modal view.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    /// Whether `member` is in the set.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// The traits of either.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits | other.bits) }
    /// The traits of both.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits & other.bits) }
    /// The traits of one but not both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        .init(bits: bits ^ other.bits)
    }
    /// Adds `newMember`.
    @discardableResult public mutating func insert(_ newMember: AccessibilityTraits)
        -> (inserted: Bool, memberAfterInsert: AccessibilityTraits)
    {
        let had = contains(newMember)
        bits |= newMember.bits
        return (!had, newMember)
    }
    /// Removes `member`.
    @discardableResult public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        bits &= ~member.bits
        return had ? member : nil
    }
    /// Adds `newMember`, returning it.
    @discardableResult public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// Keeps the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// Keeps the traits in one but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}
