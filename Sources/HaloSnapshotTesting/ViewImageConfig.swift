import Foundation

/// A device a snapshot is drawn for: its screen in points, portrait or landscape, and its scale, as
/// swift-snapshot-testing's `ViewImageConfig` on iOS names them (the same names give the same sizes in points,
/// iPads in landscape unless asked; safe areas and size classes are not modelled, docs/testing.md).
///
/// Scales are the devices' own (swift-snapshot-testing takes the simulator's); docs/testing.md, "Devices".
public struct ViewImageConfig: Sendable, Equatable {
    /// Which way the device is held.
    public enum Orientation: Sendable, Equatable {
        /// Upright: the shorter side across.
        case portrait
        /// On its side: the longer side across.
        case landscape
    }

    /// The device's name, for messages.
    public var name: String
    /// The screen's width in points.
    public var width: CGFloat
    /// The screen's height in points.
    public var height: CGFloat
    /// Pixels a point.
    public var scale: Double

    /// A device named `name` with a screen of `width` x `height` points at `scale`.
    public init(name: String, width: CGFloat, height: CGFloat, scale: Double) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// A portrait screen of `width` x `height` points turned to `orientation`.
    static func screen(_ name: String, _ w: CGFloat, _ h: CGFloat, _ scale: Double, _ o: Orientation) -> Self {
        o == .portrait
            ? ViewImageConfig(name: name, width: w, height: h, scale: scale)
            : ViewImageConfig(name: name + " (landscape)", width: h, height: w, scale: scale)
    }

    /// iPhone SE (1st generation) in portrait: 320 x 568 points at 2x.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation) turned to `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> Self {
        screen("iPhone SE (1st generation)", 320, 568, 2, orientation)
    }
    /// iPhone 8 in portrait: 375 x 667 points at 2x.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8 turned to `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> Self { screen("iPhone 8", 375, 667, 2, orientation) }
    /// iPhone 8 Plus in portrait: 414 x 736 points at 3x.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus turned to `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> Self {
        screen("iPhone 8 Plus", 414, 736, 3, orientation)
    }
    /// iPhone X in portrait: 375 x 812 points at 3x.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X turned to `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> Self { screen("iPhone X", 375, 812, 3, orientation) }
    /// iPhone XS Max in portrait: 414 x 896 points at 3x.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max turned to `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> Self {
        screen("iPhone XS Max", 414, 896, 3, orientation)
    }
    /// iPhone XR in portrait: 414 x 896 points at 2x.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR turned to `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> Self { screen("iPhone XR", 414, 896, 2, orientation) }
    /// iPhone 12 in portrait: 390 x 844 points at 3x.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12 turned to `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> Self { screen("iPhone 12", 390, 844, 3, orientation) }
    /// iPhone 12 Pro in portrait: 390 x 844 points at 3x.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro turned to `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> Self {
        screen("iPhone 12 Pro", 390, 844, 3, orientation)
    }
    /// iPhone 12 Pro Max in portrait: 428 x 926 points at 3x.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max turned to `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> Self {
        screen("iPhone 12 Pro Max", 428, 926, 3, orientation)
    }
    /// iPhone 13 in portrait: 390 x 844 points at 3x.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13 turned to `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> Self { screen("iPhone 13", 390, 844, 3, orientation) }
    /// iPhone 13 mini in portrait: 375 x 812 points at 3x.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini turned to `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> Self {
        screen("iPhone 13 mini", 375, 812, 3, orientation)
    }
    /// iPhone 13 Pro in portrait: 390 x 844 points at 3x.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro turned to `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> Self {
        screen("iPhone 13 Pro", 390, 844, 3, orientation)
    }
    /// iPhone 13 Pro Max in portrait: 428 x 926 points at 3x.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max turned to `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> Self {
        screen("iPhone 13 Pro Max", 428, 926, 3, orientation)
    }
    /// iPhone 15 in portrait: 393 x 852 points at 3x.
    public static let iPhone15 = iPhone15(.portrait)
    /// iPhone 15 turned to `orientation`.
    public static func iPhone15(_ orientation: Orientation) -> Self { screen("iPhone 15", 393, 852, 3, orientation) }
    /// iPhone 15 Pro in portrait: 393 x 852 points at 3x.
    public static let iPhone15Pro = iPhone15Pro(.portrait)
    /// iPhone 15 Pro turned to `orientation`.
    public static func iPhone15Pro(_ orientation: Orientation) -> Self {
        screen("iPhone 15 Pro", 393, 852, 3, orientation)
    }
    /// iPhone 15 Pro Max in portrait: 430 x 932 points at 3x.
    public static let iPhone15ProMax = iPhone15ProMax(.portrait)
    /// iPhone 15 Pro Max turned to `orientation`.
    public static func iPhone15ProMax(_ orientation: Orientation) -> Self {
        screen("iPhone 15 Pro Max", 430, 932, 3, orientation)
    }
    /// iPhone 16 Pro in portrait: 402 x 874 points at 3x.
    public static let iPhone16Pro = iPhone16Pro(.portrait)
    /// iPhone 16 Pro turned to `orientation`.
    public static func iPhone16Pro(_ orientation: Orientation) -> Self {
        screen("iPhone 16 Pro", 402, 874, 3, orientation)
    }
    /// iPhone 16 Pro Max in portrait: 440 x 956 points at 3x.
    public static let iPhone16ProMax = iPhone16ProMax(.portrait)
    /// iPhone 16 Pro Max turned to `orientation`.
    public static func iPhone16ProMax(_ orientation: Orientation) -> Self {
        screen("iPhone 16 Pro Max", 440, 956, 3, orientation)
    }
    /// iPad mini (5th generation) in landscape: 768 x 1024 points at 2x.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini (5th generation) turned to `orientation`.
    public static func iPadMini(_ orientation: Orientation) -> Self {
        screen("iPad mini (5th generation)", 768, 1024, 2, orientation)
    }
    /// iPad 9.7-inch in landscape: 768 x 1024 points at 2x.
    public static let iPad9_7 = iPad9_7(.landscape)
    /// iPad 9.7-inch turned to `orientation`.
    public static func iPad9_7(_ orientation: Orientation) -> Self {
        screen("iPad 9.7-inch", 768, 1024, 2, orientation)
    }
    /// iPad 10.2-inch in landscape: 810 x 1080 points at 2x.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2-inch turned to `orientation`.
    public static func iPad10_2(_ orientation: Orientation) -> Self {
        screen("iPad 10.2-inch", 810, 1080, 2, orientation)
    }
    /// iPad Pro 10.5-inch in landscape: 834 x 1112 points at 2x.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch turned to `orientation`.
    public static func iPadPro10_5(_ orientation: Orientation) -> Self {
        screen("iPad Pro 10.5-inch", 834, 1112, 2, orientation)
    }
    /// iPad Pro 11-inch in landscape: 834 x 1194 points at 2x.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11-inch turned to `orientation`.
    public static func iPadPro11(_ orientation: Orientation) -> Self {
        screen("iPad Pro 11-inch", 834, 1194, 2, orientation)
    }
    /// iPad Pro 12.9-inch in landscape: 1024 x 1366 points at 2x.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch turned to `orientation`.
    public static func iPadPro12_9(_ orientation: Orientation) -> Self {
        screen("iPad Pro 12.9-inch", 1024, 1366, 2, orientation)
    }
}
