import HaloCore

/// SwiftUI's blend modes: the scene's (`HaloCore.BlendMode`), by SwiftUI's names.
public typealias BlendMode = HaloCore.BlendMode

/// A view combined with what is drawn behind it by a blend mode, as SwiftUI's `blendMode(_:)`:
/// the scene's layer with that mode, blended with what its container drew before it
/// (docs/semantics.md, "Blend modes").
public struct BlendModeView<Content: View>: View, PrimitiveView {
    let content: Content
    let mode: BlendMode

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let mode = self.mode
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    let items = child.draw(rect)
                    guard mode != .normal else { return items }
                    var layer = Layer(items: items)
                    layer.blendMode = mode
                    return [.layer(layer)]
                })
        ]
    }
}

extension View {
    /// The view combined with what lies behind it by `blendMode` (SwiftUI's `BlendMode` cases:
    /// `.multiply`, `.screen`, `.overlay`, ... `.plusLighter`).
    public func blendMode(_ blendMode: BlendMode) -> BlendModeView<Self> {
        BlendModeView(content: self, mode: blendMode)
    }
}
