import HaloCore
import HaloEffects
import HaloText

/// Draws a text from its layout, as SwiftUI's `TextRenderer` (seed 004): walk the lines, runs
/// and glyphs of `Text.Layout`, change the context (opacity, translation, scale, blur) and draw.
///
/// Positions in the layout and the context are canvas points (SwiftUI's are the text view's
/// own): a renderer that translates, or scales about a point it takes from the layout, draws
/// the same either way.
public protocol TextRenderer {
    /// Draws `layout` into `context`.
    func draw(layout: Text.Layout, in context: inout GraphicsContext)

    /// The size of the text drawn by this renderer for `proposal`, as SwiftUI's
    /// `sizeThatFits(proposal:text:)`: by default the text's own (`text.sizeThatFits`).
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    /// How far the renderer may draw outside the text's frame (accepted: Halo's layers are not
    /// cut to a view's frame).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }

    /// None.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a `TextRenderer` draws, for measuring, as SwiftUI's `TextProxy`.
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The text's size for `proposal`, as it lays out without a renderer.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A marker on part of a text, as SwiftUI's `TextAttribute`: set with `customAttribute(_:)`,
/// read by a renderer from a run with `run[Marker.self]`.
public protocol TextAttribute: Hashable {}

extension Text {
    /// A laid-out text, as SwiftUI's `Text.Layout`: its lines, top to bottom.
    public struct Layout: RandomAccessCollection {
        let layout: TextLayout
        let attributes: [[ObjectIdentifier: any TextAttribute]]

        /// The first line's index (0).
        public var startIndex: Int { 0 }
        /// One past the last line's index.
        public var endIndex: Int { layout.lines.count }
        /// Line `i`.
        public subscript(i: Int) -> Line { Line(layout: self, line: layout.lines[i]) }

        /// A line's size about its origin, as SwiftUI's `Text.Layout.TypographicBounds`.
        public typealias TypographicBounds = TextLayout.Bounds

        /// One line: its runs, left to right.
        public struct Line: RandomAccessCollection {
            let layout: Layout
            let line: TextLayout.Line

            /// The line's origin (baseline, left), width, ascent, descent and leading.
            public var typographicBounds: TypographicBounds { line.typographicBounds }
            /// The first run's index (0).
            public var startIndex: Int { 0 }
            /// One past the last run's index.
            public var endIndex: Int { line.runs.count }
            /// Run `i`.
            public subscript(i: Int) -> Run { Run(layout: layout, run: line.runs[i]) }
        }

        /// Glyphs of one style and attributes: a `Text` fragment or an emphasised part.
        public struct Run: RandomAccessCollection {
            let layout: Layout
            let run: TextLayout.Run

            /// The run's origin (its first glyph's, on the baseline), width (its glyphs' advances)
            /// and its font's ascent, descent and line gap.
            public var typographicBounds: TypographicBounds { run.bounds(of: run.glyphs) }
            /// The first glyph's index (0).
            public var startIndex: Int { 0 }
            /// One past the last glyph's index.
            public var endIndex: Int { run.glyphs.count }
            /// Glyph `i`.
            public subscript(i: Int) -> RunSlice { RunSlice(layout: layout, run: run, glyphs: [run.glyphs[i]]) }

            /// The run's attribute of type `T` (set with `customAttribute`), or nil.
            public subscript<T: TextAttribute>(_ key: T.Type) -> T? {
                let all = layout.attributes
                guard all.indices.contains(run.span) else { return nil }
                return all[run.span][ObjectIdentifier(key)] as? T
            }
        }

        /// Part of a run (here: one glyph), as SwiftUI's `Text.Layout.RunSlice`.
        public struct RunSlice {
            let layout: Layout
            let run: TextLayout.Run
            let glyphs: [TextLayout.Glyph]

            /// The slice's origin, width and its font's ascent, descent and line gap.
            public var typographicBounds: TypographicBounds { run.bounds(of: glyphs) }

            /// The slice's run's attribute of type `T` (set with `customAttribute`), or nil.
            public subscript<T: TextAttribute>(_ key: T.Type) -> T? { Run(layout: layout, run: run)[key] }
        }
    }
}

extension TextLayout.Run {
    /// The typographic bounds of `glyphs` of this run: the first one's origin, the advances'
    /// sum, the font's ascent, descent and line gap at the run's size.
    func bounds(of glyphs: [TextLayout.Glyph]) -> TextLayout.Bounds {
        TextLayout.Bounds(
            origin: glyphs.first?.position ?? .zero, width: glyphs.reduce(0) { $0 + $1.advance },
            ascent: face.ascender * scale, descent: -face.descender * scale, leading: face.lineGap * scale)
    }
}

extension TextLayout.Bounds {
    /// The rectangle from the ascent above the baseline to the descent below it, the width
    /// long, as SwiftUI's `Text.Layout.TypographicBounds.rect`.
    public var rect: CGRect {
        CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
    }
}
