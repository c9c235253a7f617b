import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: a preview of a view, expanded into a type the preview registry finds.
///
///     #Preview("Dark", traits: .sizeThatFitsLayout) {
///         @Previewable @State var on = true
///         Toggle("Wi-Fi", isOn: $on)
///     }
///
/// becomes a type (its name unique, from the compiler) conforming to `HaloUI.PreviewRegistration`:
/// the preview's name, its `#fileID` and line, its traits, and `makeView()`, which runs the body
/// as the macro's signature type-checks it (a `@ViewBuilder` closure on the main actor). Variables
/// marked `@Previewable` become the `@State` (or other wrapped) properties of a view made for the
/// preview, whose body is the rest of the preview's body, so changing them redraws it as SwiftUI does.
/// Mistakes (no body, parameters in the body, an unknown label) are diagnostics at the argument.
public struct PreviewMacro: DeclarationMacro {
    /// The arguments of one `#Preview`, sorted.
    struct Arguments {
        var name: ExprSyntax?
        var traits: [ExprSyntax] = []
        var body: ExprSyntax?
    }

    /// The registration type of `node`, or nothing (after a diagnostic) where its arguments are wrong.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let arguments: Arguments
        do {
            arguments = try sorted(node)
        } catch let failure as Failure {
            context.diagnose(Diagnostic(node: failure.node, message: failure.message))
            return []
        }
        guard let body = arguments.body else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.noBody))
            return []
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location?.file ?? "#fileID"
        let line: ExprSyntax = location?.line ?? "#line"
        let name = arguments.name ?? "nil"
        let traits = arguments.traits.map(\.trimmedDescription).joined(separator: ", ")
        let type = context.makeUniqueName("Preview")
        let make: DeclSyntax
        if let closure = body.as(ClosureExprSyntax.self) {
            if closure.signature?.parameterClause != nil {
                context.diagnose(Diagnostic(node: Syntax(closure), message: PreviewDiagnostic.bodyParameters))
                return []
            }
            let split = previewable(closure.statements, in: context)
            guard let split else { return [] }
            if split.properties.isEmpty {
                make = """
                    @MainActor static func makeView() -> HaloUI.AnyView {
                        _view {\(closure.statements)
                        }
                    }
                    """
            } else {
                let content = context.makeUniqueName("Content")
                let properties = split.properties.map { "    \($0.trimmedDescription)" }.joined(separator: "\n")
                make = """
                    @MainActor static func makeView() -> HaloUI.AnyView {
                        HaloUI.AnyView(\(content)())
                    }
                    struct \(content): HaloUI.View {
                    \(raw: properties)
                        var body: some HaloUI.View {
                            \(type)._content {\(split.rest)
                            }
                        }
                    }
                    """
            }
        } else {
            make = """
                @MainActor static func makeView() -> HaloUI.AnyView {
                    _view { (\(body))() }
                }
                """
        }
        return [
            """
            struct \(type): HaloUI.PreviewRegistration {
                static var fileID: Swift.String { \(file) }
                static var line: Swift.Int { \(line) }
                static var name: Swift.String? { \(name) }
                static var traits: [HaloUI.PreviewTrait<HaloUI.Preview.ViewTraits>] { [\(raw: traits)] }
                \(make)
            }
            """
        ]
    }

    /// A mistake at a node.
    struct Failure: Error {
        let node: Syntax
        let message: PreviewDiagnostic
    }

    /// The name, traits and body of `node`, as the declarations in HaloUI's Preview.swift take them:
    /// `(_ name: String? = nil, traits: PreviewTrait..., body:)`, the body usually trailing.
    static func sorted(_ node: some FreestandingMacroExpansionSyntax) throws -> Arguments {
        var result = Arguments()
        var inTraits = false
        for (index, argument) in node.arguments.enumerated() {
            switch argument.label?.text {
            case nil where inTraits:
                result.traits.append(argument.expression)
            case nil where index == 0 && argument.expression.is(ClosureExprSyntax.self):
                result.body = argument.expression
            case nil where index == 0:
                result.name = argument.expression
            case nil:
                throw Failure(node: Syntax(argument), message: .unexpectedArgument)
            case "traits":
                inTraits = true
                result.traits.append(argument.expression)
            case "body":
                inTraits = false
                result.body = argument.expression
            case let label?:
                throw Failure(node: Syntax(argument), message: .unknownLabel(label))
            }
        }
        if let trailing = node.trailingClosure {
            if result.body != nil { throw Failure(node: Syntax(trailing), message: .extraClosure) }
            result.body = ExprSyntax(trailing)
        }
        if let extra = node.additionalTrailingClosures.first {
            throw Failure(node: Syntax(extra), message: .extraClosure)
        }
        return result
    }

    /// A body's statements split into its `@Previewable` variables (their attribute removed) and the rest.
    struct Split {
        var properties: [VariableDeclSyntax] = []
        var rest: CodeBlockItemListSyntax = []
    }

    /// `statements` split at their `@Previewable` variables; nil (after a diagnostic) where one is wrong.
    static func previewable(_ statements: CodeBlockItemListSyntax, in context: some MacroExpansionContext) -> Split? {
        var split = Split()
        var failed = false
        for item in statements {
            guard let decl = item.item.as(DeclSyntax.self), let attributes = decl.asProtocol(WithAttributesSyntax.self),
                attributes.attributes.contains(where: isPreviewable)
            else {
                split.rest.append(item)
                continue
            }
            guard let variable = decl.as(VariableDeclSyntax.self) else {
                context.diagnose(Diagnostic(node: Syntax(decl), message: PreviewDiagnostic.previewableNotVariable))
                failed = true
                continue
            }
            if variable.bindings.contains(where: { $0.initializer == nil }) {
                context.diagnose(Diagnostic(node: Syntax(variable), message: PreviewDiagnostic.previewableWithoutValue))
                failed = true
                continue
            }
            let kept = variable.attributes.filter { !isPreviewable($0) }
            split.properties.append(variable.with(\.attributes, kept))
        }
        return failed ? nil : split
    }

    /// Whether `element` is `@Previewable` (or `@SwiftUI.Previewable`, `@HaloUI.Previewable`).
    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}
