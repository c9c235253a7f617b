import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that serves HaloUI's macros: `#Preview` (`PreviewMacro`) and
/// `@Previewable` (`PreviewableMacro`), as HaloUI's View/Preview.swift declares them.
@main
struct HaloUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
