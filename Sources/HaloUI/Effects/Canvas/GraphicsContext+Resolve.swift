import Foundation
import HaloCore
import HaloText

/// SwiftUI's resolved text, images, shadings and symbols: values fixed in the context's
/// environment, measured before they are drawn (docs/semantics.md, "Canvas: resolved values").
extension GraphicsContext {
    /// A `Text` resolved in the context's environment, as SwiftUI's `GraphicsContext.ResolvedText`:
    /// measured with `measure(in:)` and the baselines, drawn with `draw(_:at:anchor:)` or
    /// `draw(_:in:)`.
    public struct ResolvedText {
        /// The text, its font and case fixed where it was resolved.
        let text: Text
        /// The shading of the text's regions without a colour of their own (the context's
        /// foreground by default).
        public var shading: Shading = .foreground

        /// The text's size laid out in `size` (its lines wrapped at `size.width`).
        public func measure(in size: CGSize) -> CGSize {
            let s = node.size(ProposedSize(width: Double(size.width), height: Double(size.height)))
            return CGSize(width: s.width, height: s.height)
        }

        /// The distance from the top of the text laid out in `size` to its first line's baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            CGFloat(baselines(in: size)?.first ?? 0)
        }

        /// The distance from the top of the text laid out in `size` to its last line's baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            CGFloat(baselines(in: size)?.last ?? 0)
        }

        /// The text's lines' baselines, from its top, wrapped at `size.width`.
        private func baselines(in size: CGSize) -> [Double]? {
            let width = size.width.isFinite ? max(Double(size.width), 1e-9) : 0
            guard let layout = try? TextLayoutEngine.layout(text.item(in: Rect(x: 0, y: 0, width: width, height: 0)))
            else { return nil }
            return layout.lines.map { $0.typographicBounds.origin.y - layout.bounds.minY }
        }

        /// The text's layout node (its own colour where it has one; else the shading, placed
        /// in the text's frame once it is drawn).
        var node: LayoutNode { LayoutNode.of(text, Ambient.time) }

        /// The text's items in `rect`: shaded by `shading` where it has no colour of its own.
        func items(in rect: Rect) -> [LayerItem] {
            guard text.color == nil, text.style == nil else { return node.draw(rect) }
            let paint = shading.make(rect)
            return Ambient.$foreground.withValue(paint) { LayoutNode.of(text, Ambient.time) }.draw(rect)
        }
    }

    /// An `Image` resolved in the context's environment, as SwiftUI's
    /// `GraphicsContext.ResolvedImage`: its size and baseline known before it is drawn.
    public struct ResolvedImage {
        let image: Image
        /// The image's size in points.
        public var size: CGSize
        /// The distance from the image's top to its baseline (its height: Halo's images sit on
        /// their bottom edge).
        public let baseline: CGFloat
        /// The shading of a template image's regions (nil: the context's foreground).
        public var shading: Shading?
    }

    /// A canvas's symbol view resolved for drawing, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        let node: LayoutNode
        /// The symbol's size: its own for the canvas's size offered.
        public let size: CGSize
    }

    /// `text` fixed with the context's environment (its font and colours where it is drawn).
    public func resolve(_ text: Text) -> ResolvedText {
        var fixed = text
        fixed.font = Ambient.text.resolved(
            text.font, weight: text.weight, italic: text.italic, design: text.design)
        return ResolvedText(text: fixed)
    }

    /// `image` fixed with the context's environment: its size measured.
    public func resolve(_ image: Image) -> ResolvedImage {
        let s = LayoutNode.of(image, Ambient.time).size(ProposedSize(width: nil, height: nil))
        return ResolvedImage(
            image: image, size: CGSize(width: s.width, height: s.height), baseline: CGFloat(s.height), shading: nil)
    }

    /// `shading` fixed with the context's environment (Halo's shadings are already).
    public func resolve(_ shading: Shading) -> Shading { shading }

    /// The canvas's symbol view tagged `id`, or nil where none is.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let node = symbols[AnyHashable(id)] else { return nil }
        let s = node.size(ProposedSize(width: Double(size.width), height: Double(size.height)))
        return ResolvedSymbol(node: node, size: CGSize(width: s.width, height: s.height))
    }

    /// Draws resolved text at its ideal size with its `anchor` (unit coordinates of its size)
    /// at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = text.node.size(ProposedSize(width: nil, height: nil))
        let origin = Point(Double(point.x) - s.width * anchor.x, Double(point.y) - s.height * anchor.y)
        emit(text.items(in: Rect(x: origin.x, y: origin.y, width: s.width, height: s.height)))
    }

    /// Draws resolved text laid out in `rect` (wrapped at its width, from its top left).
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let s = text.node.size(ProposedSize(width: Double(rect.width), height: Double(rect.height)))
        emit(text.items(in: Rect(x: Double(rect.minX), y: Double(rect.minY), width: s.width, height: s.height)))
    }

    /// Draws a resolved image at its size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let w = Double(image.size.width), h = Double(image.size.height)
        let rect = CGRect(x: Double(point.x) - w * anchor.x, y: Double(point.y) - h * anchor.y, width: w, height: h)
        draw(image, in: rect)
    }

    /// Draws a resolved image stretched over `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        let node = LayoutNode.of(image.image.resizable(), Ambient.time)
        guard let shading = image.shading else { return emit(node.draw(Rect(rect))) }
        let paint = shading.make(Rect(rect))
        emit(
            Ambient.$foreground.withValue(paint) { LayoutNode.of(image.image.resizable(), Ambient.time) }.draw(
                Rect(rect)))
    }

    /// Draws a resolved symbol at its size with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let w = Double(symbol.size.width), h = Double(symbol.size.height)
        emit(
            symbol.node.draw(
                Rect(x: Double(point.x) - w * anchor.x, y: Double(point.y) - h * anchor.y, width: w, height: h)))
    }

    /// Draws a resolved symbol in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { emit(symbol.node.draw(Rect(rect))) }
}
