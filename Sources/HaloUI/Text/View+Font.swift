/// The font settings a view passes to the text inside it, as SwiftUI's environment values
/// `font`, `fontWeight`, `fontDesign` and `italic`: a text's own settings win.
struct TextEnvironment: Sendable {
    var font: Font?
    var weight: Font.Weight?
    var design: Font.Design?
    var italic: Bool?
    /// Points after every character (`tracking`, `kerning` on a view).
    var tracking: Double?
    /// The case text is drawn in (`textCase` on a view).
    var textCase: Text.Case?
    /// The size of symbols relative to the font (`imageScale`).
    var imageScale: Image.Scale?
    /// Which parts of labels show (`labelStyle`).
    var labelStyle: LabelStyleChoice?
    /// The most lines text draws (`lineLimit` on a view).
    var lineLimit: Int?
    /// How text changes its content in animated transactions (`contentTransition`).
    var contentTransition: ContentTransition?
    /// How the lines of text line up (`multilineTextAlignment` on a view; nil: leading).
    var alignment: TextAlignment?
    /// Extra points between lines of text (`lineSpacing` on a view; nil: none).
    var lineSpacing: Double?
    /// The renderer that draws text (`textRenderer` on a view; nil: text drawn as it lies).
    var renderer: InheritedRenderer?
    /// The line under text (`underline` on a view; nil: none).
    var underline: Text.LineStyle?
    /// The line through text (`strikethrough` on a view; nil: none).
    var strikethrough: Text.LineStyle?

    /// The font a text draws with: its own, else the one in force, else `.body`; its own
    /// weight and slant, else those in force, else its font's; its own design, else the one in
    /// force, for a font in the default design.
    func resolved(
        _ own: Font?, weight ownWeight: Font.Weight?, italic ownItalic: Bool?, design ownDesign: Font.Design? = nil
    ) -> Font {
        var f = own ?? font ?? .body
        if let w = ownWeight ?? weight { f.weight = w }
        if let i = ownItalic ?? italic { f.isItalic = i }
        if let d = ownDesign ?? design, f.design == .default { f.design = d }
        return f
    }
}

/// A view whose text takes a font, weight, slant or design, as SwiftUI's `font(_:)`,
/// `fontWeight(_:)`, `bold(_:)`, `italic(_:)` and `fontDesign(_:)` on a view.
public struct FontView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: @Sendable (inout TextEnvironment) -> Void

    func nodes(_ time: Double) -> [LayoutNode] {
        var environment = Ambient.text
        change(&environment)
        return Ambient.$text.withValue(environment) { LayoutNode.nodes(of: content, time) }
    }
}

extension View {
    /// The text inside takes `font` (where it has none of its own).
    public func font(_ font: Font?) -> FontView<Self> { FontView(content: self) { $0.font = font } }

    /// The text inside is drawn at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> FontView<Self> { FontView(content: self) { $0.weight = weight } }

    /// The text inside is drawn in bold.
    public func bold(_ isActive: Bool = true) -> FontView<Self> {
        FontView(content: self) { if isActive { $0.weight = .bold } }
    }

    /// The text inside is drawn in its fonts' italic faces.
    public func italic(_ isActive: Bool = true) -> FontView<Self> {
        FontView(content: self) { if isActive { $0.italic = true } }
    }

    /// The text inside has `tracking` points after every character, as SwiftUI's
    /// `tracking(_:)` on a view.
    public func tracking(_ tracking: CGFloat) -> FontView<Self> {
        FontView(content: self) { $0.tracking = Double(tracking) }
    }

    /// The text inside has `kerning` points after every character (drawn as tracking).
    public func kerning(_ kerning: CGFloat) -> FontView<Self> { tracking(kerning) }

    /// The text inside in at most `number` lines (nil: no limit), as SwiftUI's `lineLimit(_:)`.
    public func lineLimit(_ number: Int?) -> FontView<Self> { FontView(content: self) { $0.lineLimit = number } }

    /// The text inside lines up its lines by `alignment`, as SwiftUI's `multilineTextAlignment(_:)`
    /// on a view (the environment's `multilineTextAlignment`): a text's own alignment wins.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> FontView<Self> {
        FontView(content: self) { $0.alignment = alignment }
    }

    /// The text inside has `lineSpacing` extra points between its lines, as SwiftUI's
    /// `lineSpacing(_:)` on a view: a text's own spacing wins.
    public func lineSpacing(_ lineSpacing: CGFloat) -> FontView<Self> {
        FontView(content: self) { $0.lineSpacing = Double(lineSpacing) }
    }

    /// Accepted: the text inside is drawn at its font's size, as SwiftUI's `minimumScaleFactor(_:)`
    /// lets it shrink only where it does not fit; Halo cuts it at its line limit instead.
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }

    /// The text inside drawn by `renderer`, as SwiftUI's `textRenderer(_:)` on a view: a
    /// text's own renderer wins.
    public func textRenderer<R: TextRenderer>(_ renderer: R) -> FontView<Self> {
        let inherited = InheritedRenderer(renderer: renderer)
        return FontView(content: self) { $0.renderer = inherited }
    }

    /// Accepted: DejaVu Sans's digits already share one advance, so text is drawn as it is.
    public func monospacedDigit() -> Self { self }

    /// The text inside is drawn in upper or lower case (nil: as written), as SwiftUI's
    /// `textCase(_:)`.
    public func textCase(_ textCase: Text.Case?) -> FontView<Self> {
        FontView(content: self) { $0.textCase = textCase }
    }

    /// The text inside is drawn in `design` (where its font has no family).
    public func fontDesign(_ design: Font.Design?) -> FontView<Self> {
        FontView(content: self) { $0.design = design }
    }
}

/// A text renderer set on a view for the text inside.
///
/// Sendable by hand: it is Sendable only to travel in `TextEnvironment`, a task-local value; it
/// is read on the thread that lowers the view, as the text is drawn.
struct InheritedRenderer: @unchecked Sendable {
    let renderer: any TextRenderer
}
