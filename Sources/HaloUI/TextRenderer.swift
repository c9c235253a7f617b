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

/// Where a `TextRenderer` draws, as SwiftUI's `GraphicsContext`: a value whose copies keep
/// their own opacity, transform and filters and draw into the same text.
public struct GraphicsContext {
    /// What a context can filter its drawing with.
    public enum Filter: Equatable {
        /// A Gaussian blur of standard deviation `radius` points.
        case blur(radius: Double)
    }

    /// The draws made so far, shared by every copy.
    final class Sink {
        var items: [LayerItem] = []
    }

    var pen = TextPen()
    let sink: Sink

    init(sink: Sink) { self.sink = sink }

    /// The alpha later drawing is multiplied by (setting it replaces the last value).
    public var opacity: Double {
        get { pen.opacity }
        set { pen.opacity = newValue }
    }

    /// Later drawing moved by (x, y) in the current coordinates.
    public mutating func translateBy(x: Double, y: Double) { pen.translateBy(x: x, y: y) }

    /// Later drawing scaled about the current origin; the scale must be uniform (x = y).
    public mutating func scaleBy(x: Double, y: Double) {
        guard x == y else {
            FrameClock.report(
                "textRenderer", "scaleBy(x: \(x), y: \(y)): Halo draws uniform scales only (x equal to y)")
            return
        }
        pen.scaleBy(x)
    }

    /// Later drawing filtered by `filter`, after the filters already added.
    public mutating func addFilter(_ filter: Filter) {
        switch filter {
        case .blur(let radius):
            guard radius.isFinite, radius >= 0, radius <= Layer.maxBlurPixels else {
                FrameClock.report("textRenderer", "blur radius must be 0 to \(Layer.maxBlurPixels), got \(radius)")
                return
            }
            pen.blurs.append(radius)
        }
    }

    /// Draws a line: each of its runs.
    public func draw(_ line: Text.Layout.Line) {
        for run in line { draw(run) }
    }

    /// Draws a run, its glyphs as one shape.
    public func draw(_ run: Text.Layout.Run) {
        sink.items += pen.items(run.run.glyphs, of: run.run, in: run.layout.layout)
    }

    /// Draws a glyph.
    public func draw(_ slice: Text.Layout.RunSlice) {
        sink.items += pen.items(slice.glyphs, of: slice.run, in: slice.layout.layout)
    }
}
