import HaloUIMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `#Preview`'s mistakes that get past the compiler's check of its arguments, each a diagnostic at the code
/// that makes it (never a crash, never a half expansion): the messages are PreviewDiagnostic's.
@Suite struct PreviewMacroDiagnosticsTests {
    static let macros: [String: MacroSpec] = [
        "Preview": MacroSpec(type: PreviewMacro.self), "Previewable": MacroSpec(type: PreviewableMacro.self),
    ]

    /// Expands `source`, expecting nothing in its place and one error `message` at `line`:`column`.
    static func expectError(
        _ source: String, _ message: String, line: Int, column: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(
            source, expandedSource: "", diagnostics: [DiagnosticSpec(message: message, line: line, column: column)],
            macroSpecs: macros,
            failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
    }

    @Test func aPreviewWithoutABodySaysHowToWriteOne() {
        Self.expectError(
            #"#Preview("Card")"#,
            "#Preview needs a body: a trailing closure that makes the view, as in #Preview { MyView() }",
            line: 1, column: 1)
    }

    @Test func previewableStateNeedsAValue() {
        Self.expectError(
            "#Preview {\n    @Previewable @State var count: Int\n    Text(\"\\(count)\")\n}",
            "@Previewable variables need an initial value, as in @Previewable @State var count = 0", line: 2,
            column: 5)
    }

    @Test func previewableMarksOnlyVariables() {
        Self.expectError(
            "#Preview {\n    @Previewable func make() {}\n    Text(\"x\")\n}",
            "@Previewable marks a variable of a #Preview body, as in @Previewable @State var on = false", line: 2,
            column: 5)
    }

    @Test func argumentsOutOfPlaceAreNamed() {
        Self.expectError(
            #"#Preview(title: "A") { Text("x") }"#,
            "#Preview has no argument 'title:'; it takes a name, 'traits:' and a body closure", line: 1, column: 10)
        Self.expectError(
            #"#Preview("A", "B") { Text("x") }"#,
            "#Preview takes an optional name first, then 'traits:'; this argument is neither", line: 1, column: 15)
        Self.expectError(
            #"#Preview("A", body: { Text("a") }) { Text("b") }"#,
            "#Preview takes one body closure; move the other views into it", line: 1, column: 36)
        Self.expectError(
            #"#Preview { x in Text("x") }"#,
            "#Preview's body takes no parameters: write #Preview { ... } without 'x in'", line: 1, column: 10)
    }
}
