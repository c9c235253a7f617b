/// Text placed in a scene: plain data; HaloText lays it out and turns it into glyph outlines.
///
/// `{"text": "Some ***bold italic*** words", "font": {"family": "DejaVu Sans", "size": 17,
/// "weight": "bold"}, "color": "white", "frame": [x, y, width, height], "alignment": "center"}`.
/// The text block is wrapped at the frame's width and centred in the frame (as SwiftUI centres
/// a Text in its frame); lines are aligned leading, center or trailing within the block.
public struct TextItem: Equatable, Sendable {
    /// How lines line up: SwiftUI's multilineTextAlignment.
    public enum Alignment: String, Codable, CaseIterable, Sendable { case leading, center, trailing }

    /// Which way a paragraph runs (SwiftUI's `LayoutDirection`).
    public enum Direction: String, Codable, CaseIterable, Sendable { case leftToRight, rightToLeft }

    /// The font asked for: a file, or a family with weight and slant (found with fontconfig).
    public struct FontSpec: Equatable, Sendable, Encodable {
        /// The font family, found with fontconfig.
        public var family: String = "DejaVu Sans"
        /// A font file to use instead of the family.
        public var file: String? = nil
        /// The size, points.
        public var size: Double = 17
        /// "regular", "semibold", "bold", ... (fontconfig weights).
        public var weight: String = "regular"
        /// Italic (or oblique) face.
        public var italic: Bool = false

        /// A font of `family` at `size`.
        public init(
            family: String = "DejaVu Sans", file: String? = nil, size: Double = 17, weight: String = "regular",
            italic: Bool = false
        ) {
            self.family = family
            self.file = file
            self.size = size
            self.weight = weight
            self.italic = italic
        }
    }

    /// A stretch of text with its own style and tags (custom attributes such as "bounce").
    public struct Span: Equatable, Sendable {
        /// The span's characters.
        public var text: String
        /// Bold, overriding the font's weight, or nil for the font's.
        public var bold: Bool? = nil
        /// Italic, or nil for the font's.
        public var italic: Bool? = nil
        /// The span's colour, or nil for the item's.
        public var color: RGBA? = nil
        /// Custom attributes for text effects (`bounce`, `floating`).
        public var tags: [String] = []

        /// A span of `text` with its own style.
        public init(text: String, bold: Bool? = nil, italic: Bool? = nil, color: RGBA? = nil, tags: [String] = []) {
            self.text = text
            self.bold = bold
            self.italic = italic
            self.color = color
            self.tags = tags
        }
    }

    /// The text, as styled spans (Markdown emphasis becomes bold and italic spans).
    public var spans: [Span]
    /// The font of every span.
    public var font: FontSpec
    /// The text's colour.
    public var color: RGBA
    /// Where the text is laid out: it wraps at the width (0: no wrapping).
    public var frame: Rect
    /// How lines line up.
    public var alignment: Alignment
    /// Extra space between lines, points (SwiftUI's lineSpacing).
    public var lineSpacing: Double
    /// Tags applied to every span (SwiftUI's `.customAttribute` on the whole Text).
    public var tags: [String]
    /// Points added after every character (SwiftUI's `tracking` and `kerning`; may be negative).
    public var tracking: Double
    /// The most lines drawn, the last ending in an ellipsis where text is cut (SwiftUI's
    /// `lineLimit`); nil for no limit.
    public var lineLimit: Int? = nil
    /// Which way every paragraph runs; nil: each from its first strong character (left to right without one),
    /// the Unicode Bidirectional Algorithm's rules P2 and P3. Leading alignment is the paragraph's start: the
    /// right edge for a right-to-left one.
    public var direction: Direction? = nil

    /// Whether paragraphs are set right to left, left to right, or each by its characters (nil).
    public var rightToLeft: Bool? { direction.map { $0 == .rightToLeft } }

    /// Text of `spans` laid out in `frame`.
    public init(
        spans: [Span], font: FontSpec = FontSpec(), color: RGBA = .black, frame: Rect,
        alignment: Alignment = .center, lineSpacing: Double = 0, tags: [String] = [], tracking: Double = 0
    ) {
        self.spans = spans
        self.font = font
        self.color = color
        self.frame = frame
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.tags = tags
        self.tracking = tracking
    }

    /// The whole text.
    public var string: String { spans.map(\.text).joined() }

    /// The longest text Halo lays out (characters).
    public static let maxLength = 100_000
}
