/// SwiftUI's previews by macro: `#Preview` and `@Previewable`, declared as Apple declares them
/// (developer.apple.com/documentation/swiftui/preview(_:body:)), so a file written for Xcode compiles
/// untouched. Each `#Preview` expands (HaloUIMacros' `PreviewMacro`) to a type conforming to
/// `PreviewRegistration`, which `PreviewRegistry.previews(inModule:)` finds and `halo previews` renders.
///
/// `Preview` itself is the namespace of the traits' type, `PreviewTrait<Preview.ViewTraits>`, as in
/// Apple's DeveloperToolsSupport.
public enum Preview {
    /// The kind of traits a view's preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}
}

/// A preview of the view `body` makes, named `name` (else "File.swift:line" in the registry).
///
///     #Preview { ContentView() }
///     #Preview("Empty list") { ListView(items: []) }
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "HaloUIMacros", type: "PreviewMacro")

/// A preview of the view `body` makes, named `name`, with traits: its layout (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.defaultLayout`) and the device's orientation (`.landscapeLeft` ...).
///
///     #Preview("Badge", traits: .sizeThatFitsLayout) { Badge(count: 3) }
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "HaloUIMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as state of the preview: `#Preview` makes a view
/// for the preview with the variable as its property, so `@Previewable @State var on = false` gives
/// a binding `$on` as a view's `@State` would.
@attached(peer)
public macro Previewable() = #externalMacro(module: "HaloUIMacros", type: "PreviewableMacro")
