import Foundation
import HaloCore

/// A view that sets a preference value for its ancestors, as SwiftUI's `preference(key:value:)`
/// and `anchorPreference(key:value:transform:)`: the value is recorded after its content's.
public struct PreferenceView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    /// The value, given the anchor frame filled in as the view draws.
    let value: (AnchorFrame) -> Key.Value

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let frame = AnchorFrame()
        Ambient.preferences?.add(Key.self, value(frame))
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    frame.rect = rect
                    return child.draw(rect)
                })
        ]
    }
}

/// A view that runs an action with a preference's value when it changes, as SwiftUI's
/// `onPreferenceChange(_:perform:)`: once when first met, then at each change.
public struct PreferenceChangeView<Content: View, Key: PreferenceKey>: View, PrimitiveView
where Key.Value: Equatable {
    let content: Content
    let action: (Key.Value) -> Void

    func nodes(_ time: Double) -> [LayoutNode] {
        let (nodes, sink) = PreferenceSink.collecting(content, time)
        if let runtime = Ambient.runtime, runtime.isReplaying {
            let action = self.action
            runtime.meet(
                ChangeHandler(value: sink.value(Key.self), initial: true) { _, new in
                    if let new = new as? Key.Value { action(new) }
                })
        }
        return nodes
    }
}

/// A view with another made from a preference's value over or under it, as SwiftUI's
/// `overlayPreferenceValue(_:alignment:_:)` and `backgroundPreferenceValue(_:alignment:_:)`:
/// the view is drawn first, so anchors in the value are filled in when the second view reads
/// them.
public struct PreferenceOverlayView<Content: View, Key: PreferenceKey, Layer: View>: View, PrimitiveView {
    let content: Content
    let layer: (Key.Value) -> Layer
    let over: Bool
    let alignment: Alignment

    func nodes(_ time: Double) -> [LayoutNode] {
        let (nodes, sink) = PreferenceSink.collecting(content, time)
        let base = LayoutNode.stacked(nodes)
        let layer = LayoutNode.of(self.layer(sink.value(Key.self)), time)
        let (over, alignment) = (self.over, self.alignment)
        return [
            LayoutNode(
                size: base.size,
                draw: { rect in
                    let first = base.draw(rect)
                    let s = layer.size(ProposedSize(width: rect.width, height: rect.height))
                    let second = layer.draw(rect.placed(width: s.width, height: s.height, alignment))
                    return over ? first + second : second + first
                })
        ]
    }
}

extension View {
    /// The view, setting `key`'s preference to `value` for its ancestors.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> PreferenceView<Self, K> {
        PreferenceView(content: self) { _ in value }
    }

    /// The view, setting `key`'s preference to `transform` of an anchor of its geometry.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> PreferenceView<Self, K> {
        PreferenceView(content: self) { frame in
            transform(Anchor(frame: frame, resolve: value.resolve, zero: value.zero))
        }
    }

    /// The view, running `action` with `key`'s value when it is first set and when it changes.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> PreferenceChangeView<Self, K> where K.Value: Equatable {
        PreferenceChangeView(content: self, action: action)
    }

    /// The view with a view made from `key`'s value drawn over it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> PreferenceOverlayView<Self, K, V> {
        PreferenceOverlayView(content: self, layer: transform, over: true, alignment: alignment)
    }

    /// The view with a view made from `key`'s value drawn under it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> PreferenceOverlayView<Self, K, V> {
        PreferenceOverlayView(content: self, layer: transform, over: false, alignment: alignment)
    }
}
