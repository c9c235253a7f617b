/// SwiftUI's `Binding.animation(_:)` and `Binding.transaction(_:)`: a binding whose writes
/// run in a transaction, so the changes they make animate as if written inside
/// `withAnimation` (docs/semantics.md, "Bindings that animate").
extension Binding {
    /// A binding whose writes animate with `animation`, as SwiftUI's `animation(_:)` on a
    /// binding: each write runs as `withAnimation(animation) { ... }`; reads are unchanged.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(
            get: { self.wrappedValue }, set: { newValue in withAnimation(animation) { self.wrappedValue = newValue } })
    }

    /// A binding whose writes run in `transaction`, as SwiftUI's `transaction(_:)` on a binding:
    /// its animation, none where it disables animations.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        return Binding(
            get: { self.wrappedValue }, set: { newValue in withAnimation(animation) { self.wrappedValue = newValue } })
    }
}
