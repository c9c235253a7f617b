import Foundation
import HaloCore

extension Text {
    /// Text of an attributed string, as SwiftUI's `Text(_: AttributedString)`: one span per run,
    /// each in its `foregroundColor` where it has one (over the text's own colour), else the
    /// colour in force; other attributes are not drawn (docs/semantics.md, "Grouping, erasure,
    /// subviews and text lines").
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var spans: [TextItem.Span] = []
        for run in attributedContent.runs {
            let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            spans.append(TextItem.Span(text: String(attributedContent[run.range].characters), color: color?.rgba))
        }
        self.init(verbatim: "")
        if !spans.isEmpty {
            self.spans = spans
            attributes = spans.map { _ in [:] }
        }
    }
}
