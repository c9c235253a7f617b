import HaloCore
import HaloEffects

/// A text renderer's drawing: lines, runs and glyphs through the context's `TextPen` (a Canvas's
/// context draws them as a fresh pen would: draw `Text` there instead).
extension GraphicsContext {
    /// Draws a line: each of its runs.
    public func draw(_ line: Text.Layout.Line) {
        for run in line { draw(run) }
    }

    /// Draws a run, its glyphs as one shape.
    public func draw(_ run: Text.Layout.Run) {
        sink.items += (pen ?? TextPen()).items(run.run.glyphs, of: run.run, in: run.layout.layout)
    }

    /// Draws a glyph.
    public func draw(_ slice: Text.Layout.RunSlice) {
        sink.items += (pen ?? TextPen()).items(slice.glyphs, of: slice.run, in: slice.layout.layout)
    }
}
