import HaloCore

extension Color: CustomStringConvertible {
    /// How SwiftUI prints a colour: a system colour's name (`red`, `black`, `clear`), else
    /// `#RRGGBBAA`, its gamma-encoded sRGB components in hexadecimal, rounded (docs/semantics.md,
    /// "Colour descriptions").
    public var description: String {
        if let name = RGBA.named.keys.sorted().first(where: { RGBA.named[$0] == rgba }) { return name }
        return "#"
            + [rgba.r, rgba.g, rgba.b, rgba.a].map { c in
                let byte = Int(((c.isFinite ? min(max(c, 0), 1) : 0) * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }.joined()
    }
}
