import HaloCore

/// The context of a change, as SwiftUI's `Transaction`: the animation it runs with. A view's
/// `transaction(_:)` rewrites it for the changes inside the view.
public struct Transaction {
    /// The animation the change runs with (nil: at once).
    public var animation: Animation?
    /// Whether animations of the views inside are turned off (the change is made at once).
    public var disablesAnimations = false

    /// A transaction with no animation, as SwiftUI's `Transaction()`.
    public init() { animation = nil }

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

/// A view whose changes run in a transaction its closure rewrites, as SwiftUI's
/// `transaction(_:)`: the rewritten animation is the one the changes inside animate with.
public struct TransactionView<Content: View>: View, PrimitiveView {
    let content: Content
    let transform: (inout Transaction) -> Void

    func nodes(_ time: Double) -> [LayoutNode] {
        guard let runtime = Ambient.runtime, runtime.isReplaying else { return LayoutNode.nodes(of: content, time) }
        var transaction = Transaction(animation: runtime.currentAnimation)
        transform(&transaction)
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        return runtime.scoped(animation: .some(animation)) { LayoutNode.nodes(of: content, time) }
    }
}

extension View {
    /// The view's changes run in the transaction `transform` rewrites.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> TransactionView<Self> {
        TransactionView(content: self, transform: transform)
    }

    /// The modifiers `body` applies to the view animate in the transaction `transform`
    /// rewrites, as SwiftUI's `transaction(_:body:)`. Halo hands `body` the view itself and
    /// scopes the transaction to all of the result, the view's own changes included
    /// (docs/semantics.md, "Drawing additions").
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (Self) -> V
    ) -> TransactionView<V> {
        TransactionView(content: body(self), transform: transform)
    }
}
