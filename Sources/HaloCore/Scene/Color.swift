/// A straight (not premultiplied) gamma-encoded sRGB colour with alpha, each in 0...1.
public struct RGBA: Equatable, Hashable, Sendable {
    /// Red, 0 to 1, gamma-encoded sRGB.
    public var r: Double
    /// Green, 0 to 1.
    public var g: Double
    /// Blue, 0 to 1.
    public var b: Double
    /// Alpha (straight), 0 to 1.
    public var a: Double

    /// The colour (r, g, b, a), components 0 to 1.
    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// A colour from 0...255 components.
    public init(bytes r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
        self.init(Double(r) / 255, Double(g) / 255, Double(b) / 255, Double(a) / 255)
    }

    /// Transparent black.
    public static let clear = RGBA(0, 0, 0, 0)
    /// Opaque black.
    public static let black = RGBA(0, 0, 0)
    /// Opaque white.
    public static let white = RGBA(1, 1, 1)

    /// SwiftUI's named colours (iOS, light appearance), as 0...255 sRGB.
    public static let named: [String: RGBA] = [
        "clear": .clear, "black": .black, "white": .white,
        "gray": RGBA(bytes: 142, 142, 147), "red": RGBA(bytes: 255, 59, 48),
        "orange": RGBA(bytes: 255, 149, 0), "yellow": RGBA(bytes: 255, 204, 0),
        "green": RGBA(bytes: 52, 199, 89), "mint": RGBA(bytes: 0, 199, 190),
        "teal": RGBA(bytes: 48, 176, 199), "cyan": RGBA(bytes: 50, 173, 230),
        "blue": RGBA(bytes: 0, 122, 255), "indigo": RGBA(bytes: 88, 86, 214),
        "purple": RGBA(bytes: 175, 82, 222), "pink": RGBA(bytes: 255, 45, 85),
        "brown": RGBA(bytes: 162, 132, 94),
    ]

    /// Parses "#RGB", "#RRGGBB", "#RRGGBBAA" or a SwiftUI colour name; nil if it is neither.
    public init?(parsing text: String) {
        if let c = RGBA.named[text] {
            self = c
            return
        }
        guard text.hasPrefix("#") else { return nil }
        var hex = String(text.dropFirst())
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6 || hex.count == 8, let v = UInt32(hex, radix: 16) else { return nil }
        if hex.count == 6 {
            self.init(bytes: Int(v >> 16 & 255), Int(v >> 8 & 255), Int(v & 255))
        } else {
            self.init(bytes: Int(v >> 24 & 255), Int(v >> 16 & 255), Int(v >> 8 & 255), Int(v & 255))
        }
    }

    /// The colour as Floats, straight alpha.
    public var float4: SIMD4<Float> { SIMD4(Float(r), Float(g), Float(b), Float(a)) }

    /// The colour premultiplied by its alpha, as Floats.
    public var premultiplied: SIMD4<Float> {
        SIMD4(Float(r * a), Float(g * a), Float(b * a), Float(a))
    }

    /// The colour with its alpha multiplied by `opacity`.
    public func opacity(_ o: Double) -> RGBA { RGBA(r, g, b, a * o) }
}
