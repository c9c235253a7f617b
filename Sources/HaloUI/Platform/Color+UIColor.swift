import HaloCore

extension Color: _ExpressibleByColorLiteral {
    /// The SwiftUI colour of a UIKit colour, as `Color(uiColor:)`.
    public init(uiColor: UIColor) { self.init(uiColor.rgba) }

    /// The SwiftUI colour of a UIKit colour: `Color(.systemGray5)`,
    /// `Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))`.
    public init(_ color: UIColor) { self.init(color.rgba) }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` where a `Color` is expected.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
