import HaloCore
import HaloText

/// Text, as SwiftUI's `Text`: Markdown emphasis in the string (`*italic*`, `**bold**`), a font,
/// a colour and an alignment. It takes the size of its lines (wrapped at the width it is
/// offered) and lowers to a text item that HaloText lays out the same way.
public struct Text: View, PrimitiveView {
    var spans: [TextItem.Span]
    /// Each span's custom attributes, by type.
    var attributes: [[ObjectIdentifier: any TextAttribute]]
    /// Its own font; nil: the one in force (`.font(_:)` on a view around it), else `.body`.
    var font: Font?
    /// Its own weight and slant, over its font's.
    var weight: Font.Weight?
    var italic: Bool?
    /// Its own design, for a font in the default design (nil: the one in force).
    var design: Font.Design?
    /// Its own colour; nil: the foreground style in force (black by default).
    var color: RGBA?
    /// Its own style where that is not one colour (a gradient): drawn through the text's glyphs.
    var style: Paint?
    /// The opacity of the foreground level the text is drawn in (`.secondary`: 0.6), resolved
    /// against the foreground in force where it is drawn; nil: no level.
    var level: Double?
    /// Points after every character, its own (`tracking`, `kerning`); nil: the one in force.
    var tracking: Double?
    /// Its own case (nil: the one in force, `textCase(_:)` on a view around it).
    var textCase: Case??
    /// Its own line limit (nil: the one in force, `lineLimit(_:)` on a view around it).
    var lineLimit: Int??
    /// Its own alignment (nil: the one in force, `multilineTextAlignment(_:)` on a view, else leading).
    var alignment: TextItem.Alignment?
    /// Its own extra points between lines (nil: the one in force, `lineSpacing(_:)` on a view, else 0).
    var lineSpacing: Double?
    /// Every paragraph's direction, from the environment's `layoutDirection` where a view set it.
    var direction: TextItem.Direction?
    var renderer: (any TextRenderer)?
    /// Whether it is drawn as placeholder bars (`redacted(reason: .placeholder)` around it).
    var isPlaceholder = false

    /// Text of a literal, its Markdown emphasis parsed, with `Text` fragments interpolated
    /// (`Text("This word is \(special) in the sentence.")`), as SwiftUI's `LocalizedStringKey`.
    public init(_ content: TextContent) {
        spans = content.spans
        attributes = content.attributes
    }

    /// Text of a string as written (no Markdown), as SwiftUI's `Text(_: StringProtocol)`.
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { self.init(verbatim: String(content)) }

    /// A value written by a format style, as SwiftUI's `Text(_:format:)` (`Text(0.42, format:
    /// .percent)` reads "42%"; Foundation's styles, in the C locale unless the style says).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Text of `content` as written.
    public init(verbatim content: String) {
        spans = [TextItem.Span(text: content)]
        attributes = [[:]]
    }

    /// The text marked with `attribute`, for a `TextRenderer` to find in its runs.
    public func customAttribute<T: TextAttribute>(_ attribute: T) -> Text {
        var t = self
        for i in t.attributes.indices { t.attributes[i][ObjectIdentifier(T.self)] = attribute }
        return t
    }

    /// The text drawn by `renderer` instead of as it lies.
    public func textRenderer<R: TextRenderer>(_ renderer: R) -> Text {
        var t = self
        t.renderer = renderer
        return t
    }

    /// The text in `font`.
    public func font(_ font: Font) -> Text {
        var t = self
        t.font = font
        return t
    }

    /// The text in its font at `weight` (nil: its font's own).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var t = self
        t.weight = weight
        return t
    }

    /// The text in `design` where its font is in the default design (nil: the design in force),
    /// as SwiftUI's `Text.fontDesign(_:)`.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var t = self
        t.design = design
        return t
    }

    /// The text in bold, as SwiftUI's `bold(_:)`.
    public func bold(_ isActive: Bool = true) -> Text { isActive ? fontWeight(.bold) : self }

    /// The text in its font's italic face, as SwiftUI's `italic(_:)`.
    public func italic(_ isActive: Bool = true) -> Text {
        var t = self
        t.italic = isActive
        return t
    }

    /// The text in a style: a colour, or a gradient (or other style) over the text's frame,
    /// seen through its glyphs.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        // `.foreground`: the style in force where the text is drawn, as with no style of its own.
        guard !(style is ForegroundStyle) else {
            (t.color, t.style) = (nil, nil)
            return t
        }
        let paint = style.paint
        t.color = paint.leadingColor
        if case .solid = paint { t.style = nil } else { t.style = paint }
        // A level (`.secondary` ...) is of the foreground in force where the text is drawn.
        t.level = (style as? HierarchicalShapeStyle)?.opacity
        return t
    }

    /// The text with `tracking` points after every character, as SwiftUI's `tracking(_:)`.
    public func tracking(_ tracking: CGFloat) -> Text {
        var t = self
        t.tracking = Double(tracking)
        return t
    }

    /// The text with `kerning` points after every character, as SwiftUI's `kerning(_:)` (drawn
    /// as tracking: docs/semantics.md, Text).
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }

    /// The text in at most `number` lines, the last ending in an ellipsis where it is cut (nil:
    /// no limit), as SwiftUI's `lineLimit(_:)`.
    public func lineLimit(_ number: Int?) -> Text {
        var t = self
        t.lineLimit = .some(number)
        return t
    }

    /// The text with digits of one width, as SwiftUI's `monospacedDigit()`: DejaVu Sans's digits
    /// already share one advance (tabular figures), so the text is drawn as it is.
    public func monospacedDigit() -> Text { self }

    /// The text in upper or lower case (nil: as written), as SwiftUI's `textCase(_:)`.
    public func textCase(_ textCase: Case?) -> Text {
        var t = self
        t.textCase = .some(textCase)
        return t
    }

    /// A case text is drawn in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// Every letter upper case.
        case uppercase
        /// Every letter lower case.
        case lowercase

        func apply(_ s: String) -> String {
            switch self {
            case .uppercase: s.uppercased()
            case .lowercase: s.lowercased()
            }
        }
    }

    /// How its lines line up (over the alignment in force around it).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
        var t = self
        t.alignment = alignment.item
        return t
    }

    /// Extra points between its lines (over the spacing in force around it).
    public func lineSpacing(_ spacing: CGFloat) -> Text {
        var t = self
        t.lineSpacing = Double(spacing)
        return t
    }

    /// The text item drawn in `frame`.
    func item(in frame: Rect) -> TextItem {
        let cased = (textCase ?? nil).map { c in
            spans.map { s in
                var s = s
                s.text = c.apply(s.text)
                return s
            }
        }
        var item = TextItem(
            spans: cased ?? spans, font: (font ?? .body).spec, color: color ?? .black, frame: frame,
            alignment: alignment ?? .leading, lineSpacing: lineSpacing ?? 0, tracking: tracking ?? 0)
        item.lineLimit = (lineLimit ?? nil).map { max($0, 1) }
        item.direction = direction
        return item
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        // The foreground and font in force where the text is met (layout runs after, outside it).
        var text = self
        if color == nil, let paint = Ambient.foreground {
            text.color = paint.leadingColor
            if case .solid = paint {} else { text.style = paint }
        }
        if let level, let foreground = Ambient.foreground ?? Ambient.darkLabel {
            var c = foreground.leadingColor
            c.a *= level
            (text.color, text.style) = (c, nil)
        }
        // The colour or style animates as a shape's paint does (a transaction that changes it).
        let animated = ViewRuntime.animated(text.style ?? .solid(text.color ?? Ambient.labelColor), .paint)
        if case .solid(let c) = animated {
            text.color = c
            text.style = nil
        } else {
            text.color = animated.leadingColor
            text.style = animated
        }
        text.font = Ambient.text.resolved(font, weight: weight, italic: italic, design: design)
        text.tracking = tracking ?? Ambient.text.tracking
        text.alignment = alignment ?? Ambient.text.alignment?.item
        text.lineSpacing = lineSpacing ?? Ambient.text.lineSpacing
        text = text.decoratedFromEnvironment(Ambient.text)
        if text.renderer == nil { text.renderer = Ambient.text.renderer?.renderer }
        text.textCase = textCase ?? .some(Ambient.text.textCase)
        text.lineLimit = lineLimit ?? .some(Ambient.text.lineLimit)
        text.isPlaceholder = Ambient.environment.redactionReasons.contains(.placeholder)
        text.direction = Ambient.environment.explicitLayoutDirection.map {
            $0 == .rightToLeft ? .rightToLeft : .leftToRight
        }
        guard let runtime = Ambient.runtime else { return text.layoutNodes(nil) }
        return text.layoutNodes(runtime.contentChange(of: text, Ambient.text.contentTransition))
    }

    /// The characters drawn (in the case drawn).
    var string: String { item(in: Rect(x: 0, y: 0, width: 0, height: 0)).spans.map(\.text).joined() }

    /// The text's nodes, drawn changing from its old content where a change is in progress.
    private func layoutNodes(_ change: (TextContentChange, progress: Double, string: String)?) -> [LayoutNode] {
        [
            LayoutNode(
                size: { p in
                    // Wrapped at the offered width; the block's size (a font that cannot be
                    // found measures nothing here, and is named when the scene is made). An
                    // offer of 0 wraps at every space, as narrow as the text goes (a stack
                    // weighs its children's flexibility so); no offer or an infinite one, none.
                    func measure(_ p: ProposedSize) -> (width: Double, height: Double) {
                        let offered = p.width.map { $0.isFinite ? max($0, 1e-9) : 0 } ?? 0
                        let frame = Rect(x: 0, y: 0, width: offered, height: 0)
                        guard let layout = try? TextLayoutEngine.layout(item(in: frame)) else { return (0, 0) }
                        return (layout.bounds.width, layout.bounds.height)
                    }
                    guard let renderer else { return measure(p) }
                    // A renderer sizes the text (`sizeThatFits(proposal:text:)`, the text's own by default).
                    let proxy = TextProxy { q in
                        let s = measure(
                            ProposedSize(width: q.width.map(Double.init), height: q.height.map(Double.init)))
                        return CGSize(width: s.width, height: s.height)
                    }
                    let proposal = ProposedViewSize(
                        width: p.width.map { CGFloat($0) }, height: p.height.map { CGFloat($0) })
                    let size = renderer.sizeThatFits(proposal: proposal, text: proxy)
                    return (Double(size.width), Double(size.height))
                },
                draw: { rect in
                    let item = item(in: rect)
                    if isPlaceholder { return Text.placeholderBars(item) }
                    if let change {
                        return Text.draw(item, attributes: attributes, with: changing(change, in: rect))
                    }
                    if let renderer { return Text.draw(item, attributes: attributes, with: renderer) }
                    let lines = Text.lines(of: item, attributes: attributes)
                    guard let style else { return [.text(item)] + lines }
                    return [Text.styled(item, with: style, in: rect)] + lines
                })
        ]
    }

    /// The renderer of a change of content in `rect`: the old text laid out unwrapped, centred on
    /// the new one's frame.
    private func changing(_ change: (TextContentChange, progress: Double, string: String), in rect: Rect)
        -> ContentChangeRenderer
    {
        let previous = change.0.previous
        let natural = try? TextLayoutEngine.layout(previous.item(in: Rect(x: 0, y: 0, width: 0, height: 0)))
        let width = natural?.bounds.width ?? 0
        let frame = Rect(x: rect.midX - width / 2, y: rect.minY, width: width, height: rect.height)
        let old = (try? TextLayoutEngine.layout(previous.item(in: frame))).map {
            Layout(layout: $0, attributes: previous.attributes)
        }
        return ContentChangeRenderer(
            change: change.0, progress: change.progress, string: change.string, old: old,
            fontSize: (font ?? .body).spec.size)
    }

    /// Text in a style that is not one colour, as SwiftUI draws a gradient foreground: the style
    /// fills the text's frame (its unit points are the frame's) and shows through the glyphs'
    /// alpha, a layer masked by the text. The fill reaches a font size past the frame, so ink that
    /// overhangs it (an italic's) is kept.
    static func styled(_ item: TextItem, with style: Paint, in rect: Rect) -> LayerItem {
        let m = item.font.size
        let r = Rect(x: rect.minX - m, y: rect.minY - m, width: rect.width + 2 * m, height: rect.height + 2 * m)
        let cover = Contour(
            start: Point(r.minX, r.minY),
            elements: [.line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)), .line(Point(r.minX, r.maxY))],
            closed: true)
        var layer = Layer(items: [.draw(Draw(shape: HaloCore.Shape(contours: [cover], frame: rect), paint: style))])
        layer.mask = Layer(items: [.text(item)])
        return .layer(layer)
    }

    /// A text item laid out and drawn by a renderer (a font that cannot be read is reported).
    static func draw(
        _ item: TextItem, attributes: [[ObjectIdentifier: any TextAttribute]], with renderer: any TextRenderer
    ) -> [LayerItem] {
        do {
            let layout = try TextLayoutEngine.layout(item)
            if let missing = layout.missingFontWarning { TextWarnings.once(missing) }
            // The drawing may reach past the frame (glyphs moved, blurred): a font size, and
            // at least a quarter of the frame's larger side, is the margin a shader filter shades.
            let reach = max(item.font.size, max(item.frame.width, item.frame.height) / 4)
            var context = GraphicsContext(sink: GraphicsContext.Sink(), text: item.frame, reach: reach)
            renderer.draw(layout: Layout(layout: layout, attributes: attributes), in: &context)
            return context.sink.items
        } catch {
            Ambient.report("font", "\(error)")
            return []
        }
    }
}

/// A `Text`'s literal: Markdown emphasis in its literal parts, `Text` fragments (with their
/// emphasis and custom attributes) and other values interpolated, as SwiftUI's
/// `LocalizedStringKey`.
public struct TextContent: ExpressibleByStringInterpolation {
    var spans: [TextItem.Span] = []
    var attributes: [[ObjectIdentifier: any TextAttribute]] = []

    init() {}

    /// A literal without interpolation.
    public init(stringLiteral value: String) {
        spans = Emphasis.spans(value)
        attributes = spans.map { _ in [:] }
    }

    /// A literal with interpolated parts.
    public init(stringInterpolation: StringInterpolation) {
        spans = stringInterpolation.content.spans
        attributes = stringInterpolation.content.attributes
    }

    /// Builds a `TextContent` from literal parts and interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        var content = TextContent()

        /// Room for the parts.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// A literal part, its emphasis parsed.
        public mutating func appendLiteral(_ literal: String) {
            let more = Emphasis.spans(literal).filter { !$0.text.isEmpty }
            content.spans += more
            content.attributes += more.map { _ in [:] }
        }

        /// A `Text` fragment: its spans and attributes, kept apart from the rest (their own runs).
        public mutating func appendInterpolation(_ text: Text) {
            content.spans += text.spans
            content.attributes += text.attributes
        }

        /// Any other value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            content.spans.append(TextItem.Span(text: String(describing: value)))
            content.attributes.append([:])
        }

        /// A number written by a printf format, as SwiftUI's `LocalizedStringKey` interpolation
        /// `"\(value, specifier: "%.1f")"` (`String(format:)`'s rules, C locale).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            content.spans.append(TextItem.Span(text: String(format: specifier, value)))
            content.attributes.append([:])
        }

        /// A value written by a format style, as SwiftUI's `"\(value, format: .percent)"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatOutput == String {
            content.spans.append(TextItem.Span(text: format.format(value)))
            content.attributes.append([:])
        }
    }
}
