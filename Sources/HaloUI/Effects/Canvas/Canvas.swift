import Foundation
import HaloCore

/// A view that draws with immediate-mode calls, as SwiftUI's `Canvas`: its renderer is called
/// with a `GraphicsContext` and the canvas's size each time the view is drawn (each frame, at
/// the frame's time: inside a `TimelineView` it animates). It takes the space it is offered.
///
/// Its `symbols` are views tagged with `tag(_:)` that the renderer finds with
/// `GraphicsContext.resolveSymbol(id:)` and draws where it likes; they are not drawn otherwise.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer may draw, each found by its tag.
    public var symbols: Symbols

    /// A canvas drawn by `renderer`; `opaque`, `colorMode` and `rendersAsynchronously` are
    /// accepted (Halo composites in gamma-encoded sRGB and renders each frame whole).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
        symbols = EmptyView()
    }

    /// A canvas drawn by `renderer`, which draws the `symbols` views (each tagged with
    /// `tag(_:)`) through `GraphicsContext.resolveSymbol(id:)`; `opaque`, `colorMode` and
    /// `rendersAsynchronously` are accepted.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let renderer = self.renderer
        // The foreground, font and environment where the canvas is met: what its text and
        // `.foreground` shading take while the renderer runs (at draw time, outside them).
        let scope = LoweringScope()
        var tagged: [AnyHashable: LayoutNode] = [:]
        if Symbols.self != EmptyView.self {
            for node in LayoutNode.nodes(of: symbols, child: 0, time) {
                guard let tag = node.container.tag else { continue }
                if tagged[tag] == nil { tagged[tag] = node }
            }
        }
        let symbolNodes = tagged
        return [
            LayoutNode(
                size: { ($0.width ?? 10, $0.height ?? 10) },
                draw: { rect in
                    var context = GraphicsContext(
                        sink: GraphicsContext.Sink(), size: CGSize(width: rect.width, height: rect.height))
                    // The renderer draws in the canvas's own coordinates, origin at its corner.
                    context.transform = CGAffineTransform(translationX: CGFloat(rect.minX), y: CGFloat(rect.minY))
                    context.frame = rect
                    context.symbols = symbolNodes
                    scope.restored {
                        LayoutNode.unflipped { renderer(&context, CGSize(width: rect.width, height: rect.height)) }
                    }
                    return context.sink.items
                })
        ]
    }
}
