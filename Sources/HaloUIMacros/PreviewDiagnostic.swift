import SwiftDiagnostics

/// A mistake in a `#Preview` or `@Previewable`, reported at the code that makes it (never a crash).
struct PreviewDiagnostic: DiagnosticMessage, Error {
    /// What is wrong and how to fix it.
    let message: String
    /// Which mistake (one identifier per message kind).
    let id: String

    var diagnosticID: MessageID { MessageID(domain: "HaloUIMacros", id: id) }
    var severity: DiagnosticSeverity { .error }

    /// The body is missing.
    static let noBody = PreviewDiagnostic(
        message: "#Preview needs a body: a trailing closure that makes the view, as in #Preview { MyView() }",
        id: "noBody")
    /// The body closure takes parameters.
    static let bodyParameters = PreviewDiagnostic(
        message: "#Preview's body takes no parameters: write #Preview { ... } without 'x in'", id: "bodyParameters")
    /// More than one body closure.
    static let extraClosure = PreviewDiagnostic(
        message: "#Preview takes one body closure; move the other views into it", id: "extraClosure")
    /// A `@Previewable` variable has nothing to start from.
    static let previewableWithoutValue = PreviewDiagnostic(
        message: "@Previewable variables need an initial value, as in @Previewable @State var count = 0",
        id: "previewableWithoutValue")
    /// A `@Previewable` declaration is not a variable.
    static let previewableNotVariable = PreviewDiagnostic(
        message: "@Previewable marks a variable of a #Preview body, as in @Previewable @State var on = false",
        id: "previewableNotVariable")

    /// An argument label `#Preview` does not take.
    static func unknownLabel(_ label: String) -> PreviewDiagnostic {
        PreviewDiagnostic(
            message: "#Preview has no argument '\(label):'; it takes a name, 'traits:' and a body closure",
            id: "unknownLabel")
    }

    /// An unlabeled argument where `#Preview` expects none.
    static let unexpectedArgument = PreviewDiagnostic(
        message: "#Preview takes an optional name first, then 'traits:'; this argument is neither",
        id: "unexpectedArgument")
}
