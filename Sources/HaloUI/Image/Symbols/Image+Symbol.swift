import HaloCore
import HaloText

extension Image {
    /// The font family symbols are drawn from (Debian's fonts-material-design-icons-iconfont).
    static let symbolFamily = "Material Icons"

    /// A symbol's em, in points, for a font of `size`: 1.2 em, so the icon's ink (about 20 of the
    /// font's 24 units) stands as tall as the font's size, as an SF Symbol beside text does.
    static let symbolEm = 1.2

    /// The layout nodes of `Image(systemName:)`: the glyph the name resolves to (`SymbolRecipe`:
    /// a Material icon, a text font's characters, or either composed by rule with a circle, a
    /// rounded square or a slash), in the foreground style, as large as the font in force (times
    /// `imageScale`), its ink as its size; `resizable()` stretches the ink to the frame. A name
    /// that resolves to nothing draws nothing and is named once in a warning.
    func symbolNodes(_ name: String) -> [LayoutNode] {
        let empty = [LayoutNode(size: { _ in (0, 0) }, draw: { _ in [] })]
        // The variants in force (`symbolVariant(_:)`): the fullest name the table knows.
        let name = Ambient.environment.symbolVariants.resolved(name) { SymbolRecipe.resolve($0) != nil }
        guard let recipe = SymbolRecipe.resolve(name) else {
            Warning.once(
                "symbol \(name)",
                "Image(systemName: \"\(name)\") is not in Halo's table of SF Symbols names (docs/symbols.md): "
                    + "it draws nothing")
            return empty
        }
        let environment = Ambient.text
        let scale = (environment.imageScale ?? .medium).factor
        let size = environment.resolved(nil, weight: nil, italic: nil).size * scale * Self.symbolEm
        let text: String
        let font: TextItem.FontSpec
        switch recipe.glyph {
        case .icon(let icon):
            text = icon
            font = TextItem.FontSpec(family: Self.symbolFamily, size: size)
        case .text(let characters):
            text = characters
            font = TextItem.FontSpec(family: SymbolNames.textFamily, size: size, weight: SymbolNames.textWeight)
        }
        let item = TextItem(
            spans: [TextItem.Span(text: text)], font: font, frame: Rect(x: 0, y: 0, width: 0, height: 0))
        let glyphs: [Draw]
        do { glyphs = try TextLayoutEngine.layout(item).draws() } catch {
            Ambient.report(label, "\(error) (make setup installs fonts-material-design-icons-iconfont)")
            return empty
        }
        guard let first = glyphs.first?.shape.frame else { return empty }
        let ink = glyphs.dropFirst().reduce(first) { $0.union($1.shape.frame) }
        let paint = ViewRuntime.animated(Ambient.foreground ?? .solid(Ambient.labelColor), .paint)
        let resizable = isResizable
        guard recipe.isPlain else {
            let composed = SymbolComposition(
                recipe: recipe, glyph: glyphs.flatMap(\.shape.contours), glyphInk: ink, em: size)
            let box = composed.ink
            return [
                LayoutNode(
                    size: { p in resizable ? (p.width ?? box.width, p.height ?? box.height) : (box.width, box.height) },
                    draw: { rect in composed.items(in: rect, paint: paint) })
            ]
        }
        return [
            LayoutNode(
                size: { p in resizable ? (p.width ?? ink.width, p.height ?? ink.height) : (ink.width, ink.height) },
                draw: { rect in
                    let sx = ink.width > 0 ? rect.width / ink.width : 1
                    let sy = ink.height > 0 ? rect.height / ink.height : 1
                    return glyphs.map { g in
                        var d = g
                        let f = g.shape.frame
                        d.paint = paint
                        let x = rect.minX + (f.minX - ink.minX) * sx - f.minX
                        let y = rect.minY + (f.minY - ink.minY) * sy - f.minY
                        d.transform = DrawTransform(
                            translate: Point(x, y), scale: sx, scaleY: sy == sx ? nil : sy, anchor: Point(0, 0))
                        return .draw(d)
                    }
                })
        ]
    }

    /// The relative size of a symbol, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        /// A smaller symbol.
        case small
        /// The symbol at the font's size.
        case medium
        /// A larger symbol.
        case large

        /// Halo's factors (Apple gives none): 0.75, 1 and 1.3.
        var factor: Double {
            switch self {
            case .small: 0.75
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

extension View {
    /// The symbols inside drawn at `scale` relative to the font, as SwiftUI's `imageScale(_:)`.
    public func imageScale(_ scale: Image.Scale) -> FontView<Self> { FontView(content: self) { $0.imageScale = scale } }

    /// Accepted for SwiftUI's spelling: symbols are drawn in one colour, the foreground style
    /// (`.hierarchical`, `.palette` and `.multicolor` as `.monochrome`; docs/library.md).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`; Halo draws every mode
/// as `.monochrome` (the open icons have one layer).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour, the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers in shades of the foreground style (drawn as monochrome).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the styles given (drawn as monochrome).
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours (drawn as monochrome).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}
