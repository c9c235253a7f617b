import HaloCore

extension Text {
    /// The two texts as one, as SwiftUI's `Text + Text`: each part keeps its own colour, weight,
    /// slant and custom attributes (moved onto its runs); the font, tracking, case and other
    /// settings of the whole are the left part's, else the right's (a run has no font size of its
    /// own in HaloUI: docs/semantics.md, "Text").
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        var spans: [TextItem.Span] = lhs.ownSpans
        spans.append(contentsOf: rhs.ownSpans)
        var attributes = lhs.attributes
        attributes.append(contentsOf: rhs.attributes)
        (t.spans, t.attributes) = (spans, attributes)
        (t.color, t.weight, t.italic, t.level) = (nil, nil, nil, nil)
        if lhs.style == nil { t.style = rhs.style }
        if lhs.font == nil { t.font = rhs.font }
        if lhs.design == nil { t.design = rhs.design }
        if lhs.tracking == nil { t.tracking = rhs.tracking }
        if lhs.textCase == nil { t.textCase = rhs.textCase }
        if lhs.renderer == nil { t.renderer = rhs.renderer }
        return t
    }

    /// The spans with the text's own colour, weight (semibold and heavier: bold) and slant set on
    /// each span that has none.
    private var ownSpans: [TextItem.Span] {
        spans.map { span in
            var s = span
            if s.color == nil { s.color = color }
            if s.bold == nil, let weight { s.bold = [.semibold, .bold, .heavy, .black].contains(weight) }
            if s.italic == nil { s.italic = italic }
            return s
        }
    }
}
