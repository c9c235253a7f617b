import HaloCore
import HaloEffects

/// A text renderer's drawing: lines, runs and glyphs through the context's `TextPen` (a Canvas's
/// context draws them as a fresh pen would: draw `Text` there instead).
extension GraphicsContext {
    /// Draws a line: each of its runs.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run) }
    }

    /// Draws a run, its glyphs as one shape.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        sink.items += filtered((pen ?? TextPen()).items(run.run.glyphs, of: run.run, in: run.layout.layout))
    }

    /// Draws a glyph.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        sink.items += filtered((pen ?? TextPen()).items(slice.glyphs, of: slice.run, in: slice.layout.layout))
    }

    /// A text renderer's drawing under the context's filters other than blurs (the pen draws
    /// those), the filter added last nearest the drawing, as a Canvas's. A shader filter runs
    /// with positions from the text's frame over the frame grown by the drawing's reach and
    /// three times the pen's blurs (docs/semantics.md, "Text renderer filters").
    private func filtered(_ items: [LayerItem]) -> [LayerItem] {
        guard !items.isEmpty else { return items }
        var items = items
        let reach = reach + 3 * (pen?.blurs.reduce(0, +) ?? 0)
        for filter in filters.reversed() { items = filter.applied(to: items, bounds: frame, reach: reach) }
        return items
    }
}

extension Text.Layout {
    /// How a line, run or glyph is drawn, as SwiftUI's `Text.Layout.DrawingOptions` (accepted:
    /// Halo places glyphs at their exact positions, with no subpixel quantization).
    public struct DrawingOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Options of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Glyphs drawn at their exact positions (Halo always does).
        public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
    }
}
