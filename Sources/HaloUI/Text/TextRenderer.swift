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
        }
    }
}
