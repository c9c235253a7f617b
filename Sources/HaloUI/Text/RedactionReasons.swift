import HaloCore
import HaloText

/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`: set with
/// `redacted(reason:)`, read from `EnvironmentValues.redactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Reasons of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Placeholder content: text is drawn as bars (docs/semantics.md, "Text").
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content (accepted: it hides only views marked `privacySensitive`, which Halo does not draw apart).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content waiting for an update (accepted: drawn as it is).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
    /// Why the views here are redacted (none by default), as SwiftUI's `redactionReasons`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionKey.self] }
        set { self[RedactionKey.self] = newValue }
    }

    private struct RedactionKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
}

extension View {
    /// The view with `reason` added to its redaction reasons, as SwiftUI's `redacted(reason:)`:
    /// under `.placeholder` its text is drawn as placeholder bars.
    public func redacted(reason: RedactionReasons) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { $0.redactionReasons.formUnion(reason) }
    }

    /// The view with no redaction reasons, as SwiftUI's `unredacted()`: drawn as it is inside a
    /// redacted view.
    public func unredacted() -> EnvironmentView<Self> { EnvironmentView(content: self) { $0.redactionReasons = [] } }
}

extension Text {
    /// The opacity of a placeholder bar: of the text's colour (chosen; docs/semantics.md, "Text").
    static let placeholderOpacity = 0.16

    /// `item`'s placeholder bars, as iOS draws redacted text: one rounded bar a line, over the
    /// line's glyphs' width and the middle 70% of its ascent plus descent, its corners a third of
    /// its height round, in the text's colour at `placeholderOpacity` (a font that cannot be read
    /// is reported).
    static func placeholderBars(_ item: TextItem) -> [LayerItem] {
        do {
            let layout = try TextLayoutEngine.layout(item)
            return layout.lines.compactMap { line in
                let b = line.typographicBounds
                let full = b.ascent + b.descent
                let height = full * 0.7
                guard b.width > 0, height > 0 else { return nil }
                let frame = Rect(
                    x: b.origin.x, y: b.origin.y - b.ascent + (full - height) / 2, width: b.width, height: height)
                let shape = HaloCore.Shape(
                    kind: .roundedRect, frame: frame, cornerRadius: height / 3, style: .continuous)
                return .draw(Draw(shape: shape, paint: .solid(item.color.opacity(placeholderOpacity))))
            }
        } catch {
            Ambient.report("font", "\(error)")
            return []
        }
    }
}
