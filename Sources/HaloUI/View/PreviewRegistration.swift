/// What a `#Preview` expands to: a type the preview registry finds (through the runtime's
/// conformance records) and reads. Written by the macro, not by hand.
public protocol PreviewRegistration {
    /// The `#fileID` of the file the preview is in ("Module/File.swift").
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The name given to the preview, if any.
    static var name: String? { get }
    /// The traits given to the preview.
    static var traits: [PreviewTrait<Preview.ViewTraits>] { get }
    /// The preview's view, as its body makes it.
    @MainActor static func makeView() -> AnyView
}

extension PreviewRegistration {
    /// The view a preview's body makes, type-checked as `#Preview`'s own signature checks it (a view
    /// builder on the main actor), erased.
    @MainActor public static func _view(@ViewBuilder _ body: @MainActor () -> any View) -> AnyView {
        AnyView(erasing: body())
    }

    /// The view the body of a preview with `@Previewable` variables makes, each time its view's body is
    /// asked for (so changes to those variables redraw it), erased.
    public static func _content(@ViewBuilder _ body: () -> any View) -> AnyView {
        AnyView(erasing: body())
    }
}
