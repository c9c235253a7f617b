/// A view with the preview settings its modifiers gave it (`previewDisplayName(_:)`, `previewLayout(_:)`,
/// `previewInterfaceOrientation(_:)`): drawn as its content; `PreviewPart` reads the settings when a
/// `PreviewProvider`'s previews are split.
struct PreviewTraitsView<Content: View>: View, PrimitiveView {
    let content: Content
    var name: String?? = nil
    var layout: PreviewLayout? = nil
    var orientation: InterfaceOrientation? = nil

    func nodes(_ time: Double) -> [LayoutNode] { LayoutNode.nodes(of: content, time) }
}

/// One preview of a `PreviewProvider`: a view of its `previews` and what its preview modifiers set.
struct PreviewPart {
    var view: AnyView
    var name: String?? = nil
    var layout: PreviewLayout? = nil
    var orientation: InterfaceOrientation? = nil

    /// The previews `view` stands for: each view of a `Group` or of a builder's several views, its own
    /// (at any depth); else `view` itself. The settings nearest a view win over those around it
    /// (chosen: Apple's documentation does not say which of two `previewDisplayName`s wins).
    static func parts<V: View>(of view: V) -> [PreviewPart] {
        if let split = view as? any PreviewSplittable { return split.previewParts }
        return [PreviewPart(view: AnyView(view))]
    }

    /// The traits for `PreviewItem`: the defaults where nothing was set.
    var traits: PreviewItem.Traits {
        var traits = PreviewItem.Traits()
        if let layout { traits.layout = layout }
        if let orientation { traits.orientation = orientation }
        return traits
    }
}

/// A view that stands for several previews, or carries preview settings.
protocol PreviewSplittable {
    /// Its previews (`PreviewPart.parts(of:)`).
    var previewParts: [PreviewPart] { get }
}

extension TupleView: PreviewSplittable {
    var previewParts: [PreviewPart] {
        var parts: [PreviewPart] = []
        for view in repeat each content { parts += PreviewPart.parts(of: view) }
        return parts
    }
}

extension Group: PreviewSplittable {
    var previewParts: [PreviewPart] { PreviewPart.parts(of: content) }
}

extension PreviewTraitsView: PreviewSplittable {
    var previewParts: [PreviewPart] {
        PreviewPart.parts(of: content).map { inner in
            var part = inner
            if part.name == nil { part.name = name }
            if part.layout == nil { part.layout = layout }
            if part.orientation == nil { part.orientation = orientation }
            return part
        }
    }
}
