import HaloCore
import HaloText

/// Text, as SwiftUI's `Text`: Markdown emphasis in the string (`*italic*`, `**bold**`), a font,
/// a colour and an alignment. It takes the size of its lines (wrapped at the width it is
/// offered) and lowers to a text item that HaloText lays out the same way.
public struct Text: View, PrimitiveView {
    var spans: [TextItem.Span]
    var font = Font.body
    var color = RGBA.black
    var alignment = TextItem.Alignment.center
    var lineSpacing = 0.0

    /// Text of `content`, its Markdown emphasis parsed.
    public init(_ content: String) { spans = Emphasis.spans(content) }

    /// Text of `content` as written.
    public init(verbatim content: String) { spans = [TextItem.Span(text: content)] }

    /// None: text is a primitive.
    public var body: Never { fatalError("Text has no body") }

    /// The text in `font`.
    public func font(_ font: Font) -> Text {
        var t = self
        t.font = font
        return t
    }

    /// The text in its font at `weight`.
    public func fontWeight(_ weight: Font.Weight) -> Text {
        var t = self
        t.font.weight = weight
        return t
    }

    /// The text in `color`.
    public func foregroundStyle(_ color: Color) -> Text {
        var t = self
        t.color = color.rgba
        return t
    }

    /// How its lines line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
        var t = self
        t.alignment = alignment.item
        return t
    }

    /// Extra points between its lines.
    public func lineSpacing(_ spacing: Double) -> Text {
        var t = self
        t.lineSpacing = spacing
        return t
    }

    /// The text item drawn in `frame`.
    func item(in frame: Rect) -> TextItem {
        TextItem(
            spans: spans, font: font.spec, color: color, frame: frame, alignment: alignment, lineSpacing: lineSpacing)
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        [
            LayoutNode(
                size: { p in
                    // Wrapped at the offered width; the block's size (a font that cannot be
                    // found measures nothing here, and is named when the scene is made).
                    let frame = Rect(x: 0, y: 0, width: p.width.map { $0.isFinite ? $0 : 0 } ?? 0, height: 0)
                    guard let layout = try? TextLayoutEngine.layout(item(in: frame)) else { return (0, 0) }
                    return (layout.bounds.width, layout.bounds.height)
                },
                draw: { rect in [.text(item(in: rect))] })
        ]
    }
}
