import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`'s own expansion: nothing (`#Preview` does the work; see `PreviewMacro`).
public struct PreviewableMacro: PeerMacro {
    /// No declarations: the variable stays as written.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
