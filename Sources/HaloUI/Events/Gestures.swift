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

    /// Accepted: the shape for hit testing, which a render without touches does not need.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
}
