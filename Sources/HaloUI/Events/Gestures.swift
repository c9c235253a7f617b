import HaloCore

extension View {
    /// The view as it is: a headless render has no touches to pass through or stop.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }

    /// Accepted: a render has no touches; the action runs at no time (script taps with
    /// `taps(at:)` and `onTapGesture` instead), as SwiftUI's `onLongPressGesture` would never fire
    /// without a press.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
    ) -> Self { self }

    /// Accepted: a long press with its pressing callback (`onLongPressGesture(minimumDuration:
    /// maximumDistance:perform:onPressingChanged:)`); neither runs without a press.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)?
    ) -> Self { self }

    /// Accepted: the shape for hit testing, which a render without touches does not need.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }

    /// Accepted: the shape for hit testing or a kind of interaction (`contentShape(_:_:eoFill:)`).
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }
}

/// Which interactions a content shape is for, as SwiftUI's `ContentShapeKinds`: accepted.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Kinds of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// Drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// Context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// Accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
