import HaloCore
import HaloText

/// SwiftUI's `underline` and `strikethrough`: lines drawn under or through a text's glyph runs
/// (docs/semantics.md, "Underline and strikethrough").
extension Text {
    /// How a line under or through text is drawn, as SwiftUI's `Text.LineStyle`: a pattern and a
    /// colour (nil: the text's own).
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of dashes, as SwiftUI's `Text.LineStyle.Pattern`.
        public struct Pattern: Hashable, Sendable {
            /// Lengths drawn and skipped, in turn, in multiples of the line's thickness (none:
            /// a solid line).
            let dashes: [Double]

            /// A solid line.
            public static let solid = Pattern(dashes: [])
            /// A line of dots.
            public static let dot = Pattern(dashes: [1, 2])
            /// A line of dashes.
            public static let dash = Pattern(dashes: [4, 2])
            /// Dashes and dots in turn.
            public static let dashDot = Pattern(dashes: [4, 2, 1, 2])
            /// A dash and two dots in turn.
            public static let dashDotDot = Pattern(dashes: [4, 2, 1, 2, 1, 2])
        }

        let pattern: Pattern
        let color: RGBA?

        /// A line style of a pattern and a colour (nil: the text's).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color?.rgba
        }

        /// A single solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// The text underlined (or not, where `isActive` is false), in `color` (nil: the text's), as
    /// SwiftUI's `underline(_:color:)`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// The text underlined in a pattern, as SwiftUI's `underline(_:pattern:color:)`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        decorated { $0.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }

    /// The text struck through (or not), in `color` (nil: the text's), as SwiftUI's
    /// `strikethrough(_:color:)`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// The text struck through in a pattern, as SwiftUI's `strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        decorated { $0.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }

    /// The text with every span's lines changed by `change`.
    private func decorated(_ change: (inout TextLines) -> Void) -> Text {
        var t = self
        let key = ObjectIdentifier(TextLines.self)
        for i in t.attributes.indices {
            var lines = t.attributes[i][key] as? TextLines ?? TextLines()
            change(&lines)
            t.attributes[i][key] = lines
        }
        return t
    }

    /// The text with the lines in force around it (`underline` on a view) on the spans that
    /// have none of their own.
    func decoratedFromEnvironment(_ environment: TextEnvironment) -> Text {
        guard environment.underline != nil || environment.strikethrough != nil else { return self }
        var t = self
        let key = ObjectIdentifier(TextLines.self)
        for i in t.attributes.indices {
            var lines = t.attributes[i][key] as? TextLines ?? TextLines()
            if lines.underline == nil { lines.underline = environment.underline }
            if lines.strikethrough == nil { lines.strikethrough = environment.strikethrough }
            t.attributes[i][key] = lines
        }
        return t
    }

    /// The lines under and through the glyph runs of `item`, as fills: each run of a span with a
    /// line gets one from its first glyph's origin to its last glyph's advance.
    ///
    /// A line is the font size / 17 thick (1 point at the body size); an underline's centre is
    /// 0.1 of the size below the baseline, a strikethrough's 0.28 above it (half of DejaVu Sans's
    /// x-height). Nothing where no span has a line.
    static func lines(of item: TextItem, attributes: [[ObjectIdentifier: any TextAttribute]]) -> [LayerItem] {
        let key = ObjectIdentifier(TextLines.self)
        let spans = attributes.map { $0[key] as? TextLines }
        guard spans.contains(where: { $0?.underline != nil || $0?.strikethrough != nil }) else { return [] }
        guard let layout = try? TextLayoutEngine.layout(item) else { return [] }
        var items: [LayerItem] = []
        for line in layout.lines {
            for run in line.runs {
                guard run.span < spans.count, let lines = spans[run.span], let first = run.glyphs.first,
                    let last = run.glyphs.last
                else { continue }
                let minX = min(first.position.x, last.position.x)
                let maxX = max(first.position.x + first.advance, last.position.x + last.advance)
                let thickness = run.size / 17
                let baseline = first.position.y
                for (style, centre) in [
                    (lines.underline, baseline + run.size * 0.1), (lines.strikethrough, baseline - run.size * 0.28),
                ] {
                    guard let style else { continue }
                    items += segments(
                        from: minX, to: maxX, y: centre - thickness / 2, thickness: thickness, style.pattern
                    ).map { r in
                        .draw(
                            Draw(shape: HaloCore.Shape(kind: .rect, frame: r), paint: .solid(style.color ?? run.color)))
                    }
                }
            }
        }
        return items
    }

    /// The rectangles of a line from x0 to x1 in a pattern.
    private static func segments(
        from x0: Double, to x1: Double, y: Double, thickness: Double, _ pattern: LineStyle.Pattern
    ) -> [Rect] {
        guard x1 > x0, thickness > 0 else { return [] }
        guard !pattern.dashes.isEmpty else { return [Rect(x: x0, y: y, width: x1 - x0, height: thickness)] }
        var rects: [Rect] = []
        var (x, i) = (x0, 0)
        while x < x1 {
            let length = pattern.dashes[i % pattern.dashes.count] * thickness
            if i % 2 == 0 { rects.append(Rect(x: x, y: y, width: min(length, x1 - x), height: thickness)) }
            x += length
            i += 1
        }
        return rects
    }
}

/// The lines a span of text is drawn with (a custom attribute no renderer is told of).
struct TextLines: TextAttribute {
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
}

extension View {
    /// The text inside underlined in a pattern and colour (nil: the text's), as SwiftUI's
    /// `underline(_:pattern:color:)` on a view: a text's own line wins.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> FontView<Self> {
        FontView(content: self) { $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }

    /// The text inside struck through in a pattern and colour, as SwiftUI's
    /// `strikethrough(_:pattern:color:)` on a view: a text's own line wins.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> FontView<Self> {
        FontView(content: self) { $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
}
