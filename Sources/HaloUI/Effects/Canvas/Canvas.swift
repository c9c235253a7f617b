import Foundation
import HaloCore

/// A view that draws with immediate-mode calls, as SwiftUI's `Canvas`: its renderer is called
/// with a `GraphicsContext` and the canvas's size each time the view is drawn (each frame, at
/// the frame's time: inside a `TimelineView` it animates). It takes the space it is offered.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`; `opaque`, `colorMode` and `rendersAsynchronously` are
    /// accepted (Halo composites in gamma-encoded sRGB and renders each frame whole).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let renderer = self.renderer
        return [
            LayoutNode(
                size: { ($0.width ?? 10, $0.height ?? 10) },
                draw: { rect in
                    var context = GraphicsContext(
                        sink: GraphicsContext.Sink(), size: CGSize(width: rect.width, height: rect.height))
                    // The renderer draws in the canvas's own coordinates, origin at its corner.
                    context.transform = CGAffineTransform(translationX: CGFloat(rect.minX), y: CGFloat(rect.minY))
                    context.frame = rect
                    LayoutNode.unflipped { renderer(&context, CGSize(width: rect.width, height: rect.height)) }
                    return context.sink.items
                })
        ]
    }
}
