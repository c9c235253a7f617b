import HaloCore

/// The context of a change, as SwiftUI's `Transaction`: the animation it runs with. A view's
/// `transaction(_:)` rewrites it for the changes inside the view.
public struct Transaction {
    /// The animation the change runs with (nil: at once).
    public var animation: Animation?
    /// Whether animations of the views inside are turned off (the change is made at once).
    public var disablesAnimations = false

    /// A transaction with `animation`.
    public init(animation: Animation? = nil) { self.animation = animation }
}
