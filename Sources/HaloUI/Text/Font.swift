import Foundation
import Synchronization
import HaloCore
import HaloText

/// A font, as SwiftUI's `Font`: a size, weight, slant and design of a family (DejaVu Sans by
/// default; the system's San Francisco is not on Linux servers). Designs map to installed
/// families through fontconfig (`Font.Design`).
public struct Font: Equatable, Sendable {
    /// A weight, as SwiftUI's `Font.Weight`.
    public enum Weight: String, Equatable, Sendable {
        case ultraLight = "extralight", thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A design, as SwiftUI's `Font.Design`: each drawn with an installed family that has it
    /// (`family(for:)`), the default family, with a warning, where none is installed.
    public enum Design: String, Equatable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A text style, as SwiftUI's `Font.TextStyle`, at iOS's default (Large) sizes.
    public enum TextStyle: Equatable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The style's size, points, and weight.
        var metrics: (size: Double, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption: (12, .regular)
            case .caption2: (11, .regular)
            }
        }
    }

    /// The family, found with fontconfig (nil: the design's).
    public var family: String?
    /// The size, points.
    public var size: Double
    /// The weight (drawn with the family's nearest face; `halo` warns which).
    public var weight: Weight
    /// The design, for a font without a family of its own.
    public var design: Design
    /// Whether the italic face is used.
    public var isItalic = false

    /// A font of `family` at `size` and `weight`.
    public init(family: String? = nil, size: Double, weight: Weight = .regular, design: Design = .default) {
        self.family = family
        self.size = size
        self.weight = weight
        self.design = design
    }

    /// `.system(size:weight:design:)`.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: Double(size), weight: weight, design: design)
    }

    /// `.system(_:design:weight:)`: a text style's size and weight.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(size: style.metrics.size, weight: weight ?? style.metrics.weight, design: design)
    }

    /// `.custom(_:size:)`: a family by name (the design's family, warned, if fontconfig has none).
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(family: name, size: Double(size)) }

    /// `.largeTitle`: 34 points.
    public static let largeTitle = system(.largeTitle)
    /// `.title`: 28 points.
    public static let title = system(.title)
    /// `.title2`: 22 points.
    public static let title2 = system(.title2)
    /// `.title3`: 20 points.
    public static let title3 = system(.title3)
    /// `.headline`: 17 points semibold.
    public static let headline = system(.headline)
    /// `.subheadline`: 15 points.
    public static let subheadline = system(.subheadline)
    /// `.body`: 17 points.
    public static let body = system(.body)
    /// `.callout`: 16 points.
    public static let callout = system(.callout)
    /// `.footnote`: 13 points.
    public static let footnote = system(.footnote)
    /// `.caption`: 12 points.
    public static let caption = system(.caption)
    /// `.caption2`: 11 points.
    public static let caption2 = system(.caption2)

    /// The font at `weight`.
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font's italic face.
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }

    /// The font in the monospaced design.
    public func monospaced() -> Font {
        var f = self
        f.design = .monospaced
        return f
    }

    /// The font with digits of one width, as SwiftUI's `monospacedDigit()`: DejaVu Sans's digits
    /// already share one advance, so the font is the same.
    public func monospacedDigit() -> Font { self }

    /// The family the font is drawn with: its own where installed, or the installed family of
    /// its design (a custom family that is not installed falls back to it, warned once, as
    /// SwiftUI falls back to the system font).
    public var resolvedFamily: String {
        guard let family else { return Font.family(for: design) }
        return Font.isInstalled(family) ? family : Font.fallback(for: family, design: design)
    }

    /// Whether fontconfig has `family` (an app's own font is usually not installed); cached.
    static func isInstalled(_ family: String) -> Bool {
        if let known = installedFamilies.withLock({ $0[family] }) { return known }
        let found = FontLibrary.shared.installedFamily(families: [family]) != nil
        installedFamilies.withLock { $0[family] = found }
        return found
    }

    /// The family drawn for a custom family that is not installed, named once in a warning.
    static func fallback(for family: String, design: Design) -> String {
        let used = Font.family(for: design)
        Warning.once(
            "custom font \(family)",
            "font '\(family)' is not installed: its text uses \(used), as SwiftUI falls back to the system font "
                + "(install the font with fontconfig to draw it)")
        return used
    }

    private static let installedFamilies = Mutex<[String: Bool]>([:])

    /// The scene's font spec.
    var spec: TextItem.FontSpec {
        TextItem.FontSpec(family: resolvedFamily, size: size, weight: weight.rawValue, italic: isItalic)
    }

    /// The family HaloUI draws without one of its own.
    static let defaultFamily = "DejaVu Sans"

    /// The installed family for a design: Apple's own where installed, else DejaVu's (Halo's default
    /// set, so frames do not change when other fonts are installed), else fontconfig's answer for the
    /// generic name (`serif`, `monospace`), else a known rounded family; the default
    /// family where none is installed, named once in a warning on standard error.
    static func family(for design: Design) -> String {
        designFamilies.withLock { known in
            if let family = known[design] { return family }
            let library = FontLibrary.shared
            let found: String?
            switch design {
            case .default: found = defaultFamily
            case .serif: found = library.installedFamily(generic: "serif", families: ["New York", "DejaVu Serif"])
            case .monospaced:
                found = library.installedFamily(generic: "monospace", families: ["SF Mono", "DejaVu Sans Mono"])
            case .rounded: found = library.installedFamily(families: roundedFamilies)
            }
            if found == nil {
                let tried = design == .rounded ? roundedFamilies.joined(separator: ", ") : "fontconfig's \(design)"
                Warning.once(
                    "design \(design)",
                    "no \(design) font is installed (tried \(tried)): "
                        + "text in the \(design) design uses \(defaultFamily)")
            }
            known[design] = found ?? defaultFamily
            return found ?? defaultFamily
        }
    }

    /// Rounded families looked for, in order (fontconfig has no generic name for them).
    static let roundedFamilies = ["SF Pro Rounded", "Nunito", "Varela Round", "M PLUS Rounded 1c", "Comfortaa"]

    private static let designFamilies = Mutex<[Design: String]>([:])
}
