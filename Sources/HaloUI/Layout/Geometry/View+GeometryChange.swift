import Foundation
import HaloCore

/// A view that runs an action with a value of its geometry when that value changes, as
/// SwiftUI's `onGeometryChange(for:of:action:)`: the value is taken from a proxy of the view's
/// frame at layout, the action runs when first met and at each change (docs/semantics.md,
/// "Preferences").
public struct GeometryChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void

    func nodes(_ time: Double) -> [LayoutNode] {
        // Updates lay the tree out, so the geometry is met then too (as a `GeometryReader`'s).
        if let runtime = Ambient.runtime, runtime.isReplaying { runtime.layoutOnUpdate = true }
        let child = LayoutNode.of(content, time)
        let scope = LoweringScope()
        let (transform, action) = (self.transform, self.action)
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    scope.restored {
                        if let runtime = Ambient.runtime, runtime.isReplaying {
                            let value = transform(GeometryProxy(frame: rect))
                            runtime.meet(
                                ChangeHandler(value: value, initial: true) { old, new in
                                    if let old = old as? Value, let new = new as? Value { action(old, new) }
                                })
                        }
                    }
                    return child.draw(rect)
                })
        ]
    }
}

extension View {
    /// The view, running `action` with `transform` of its geometry when first laid out and when
    /// the value changes.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> GeometryChangeView<Self, T> {
        GeometryChangeView(content: self, transform: transform) { _, new in action(new) }
    }

    /// The view, running `action` with the old and new value of `transform` of its geometry.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> GeometryChangeView<Self, T> {
        GeometryChangeView(content: self, transform: transform, action: action)
    }
}
