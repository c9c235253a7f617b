/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`
/// (`@Environment(\.dismiss) var dismiss`, then `dismiss()`): accepted, no effect (a render has
/// no presentations).
public struct DismissAction: Sendable {
    /// Dismisses (no effect).
    public func callAsFunction() {}
}

/// Whether a view is presented, as SwiftUI's older `PresentationMode`
/// (`presentationMode.wrappedValue.dismiss()`): never presented in a render; dismissing has no
/// effect.
public struct PresentationMode: Sendable {
    /// Whether the view is presented: false.
    public var isPresented: Bool { false }

    /// Dismisses (no effect).
    public mutating func dismiss() {}
}
