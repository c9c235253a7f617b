import HaloCore

/// A view HaloUI lowers itself (a shape, a stack, a modifier, text): it has no `body` to
/// evaluate, only the layout nodes it makes.
///
/// SwiftUI's primitives declare `Body == Never` and a body that must not be called; here the
/// one body below serves every primitive (its `Body` is inferred from it), so none writes its
/// own. `Never` is one too, so that the body of a body is a primitive.
protocol PrimitiveView: View {
    /// The view's layout nodes at time t, seconds (several for a `TupleView`).
    func nodes(_ time: Double) -> [LayoutNode]
}

extension PrimitiveView {
    /// None: HaloUI lowers a primitive through `nodes(_:)` and never asks for its body; a caller
    /// outside HaloUI that does is stopped with the primitive's name.
    public var body: Never { fatalError("\(Self.self) is a primitive view: it has no body") }
}
