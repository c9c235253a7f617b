import Foundation

/// A device a snapshot is drawn for: its screen in points, portrait or landscape, and its scale, as
/// swift-snapshot-testing's `ViewImageConfig` on iOS (safe areas and size classes are not modelled:
/// Halo has no safe area, docs/testing.md).
///
/// Sizes are the devices' published points and scales (docs/testing.md, "Devices").
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

    /// iPhone SE (2nd and 3rd generation): 375 x 667 points at 2x.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE turned to `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> Self { screen("iPhone SE", 375, 667, 2, orientation) }
    /// iPhone 8: 375 x 667 points at 2x.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8 turned to `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> Self { screen("iPhone 8", 375, 667, 2, orientation) }
    /// iPhone 13 mini: 375 x 812 points at 3x.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini turned to `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> Self {
        screen("iPhone 13 mini", 375, 812, 3, orientation)
    }
    /// iPhone 13: 390 x 844 points at 3x.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13 turned to `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> Self { screen("iPhone 13", 390, 844, 3, orientation) }
    /// iPhone 13 Pro: 390 x 844 points at 3x.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro turned to `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> Self {
        screen("iPhone 13 Pro", 390, 844, 3, orientation)
    }
    /// iPhone 13 Pro Max: 428 x 926 points at 3x.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max turned to `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> Self {
        screen("iPhone 13 Pro Max", 428, 926, 3, orientation)
    }
    /// iPhone 15: 393 x 852 points at 3x.
    public static let iPhone15 = iPhone15(.portrait)
    /// iPhone 15 turned to `orientation`.
    public static func iPhone15(_ orientation: Orientation) -> Self { screen("iPhone 15", 393, 852, 3, orientation) }
    /// iPhone 15 Pro: 393 x 852 points at 3x.
    public static let iPhone15Pro = iPhone15Pro(.portrait)
    /// iPhone 15 Pro turned to `orientation`.
    public static func iPhone15Pro(_ orientation: Orientation) -> Self {
        screen("iPhone 15 Pro", 393, 852, 3, orientation)
    }
    /// iPhone 15 Pro Max: 430 x 932 points at 3x.
    public static let iPhone15ProMax = iPhone15ProMax(.portrait)
    /// iPhone 15 Pro Max turned to `orientation`.
    public static func iPhone15ProMax(_ orientation: Orientation) -> Self {
        screen("iPhone 15 Pro Max", 430, 932, 3, orientation)
    }
    /// iPhone 16 Pro: 402 x 874 points at 3x.
    public static let iPhone16Pro = iPhone16Pro(.portrait)
    /// iPhone 16 Pro turned to `orientation`.
    public static func iPhone16Pro(_ orientation: Orientation) -> Self {
        screen("iPhone 16 Pro", 402, 874, 3, orientation)
    }
    /// iPhone 16 Pro Max: 440 x 956 points at 3x.
    public static let iPhone16ProMax = iPhone16ProMax(.portrait)
    /// iPhone 16 Pro Max turned to `orientation`.
    public static func iPhone16ProMax(_ orientation: Orientation) -> Self {
        screen("iPhone 16 Pro Max", 440, 956, 3, orientation)
    }
    /// iPad mini (6th generation): 744 x 1133 points at 2x.
    public static let iPadMini = iPadMini(.portrait)
    /// iPad mini turned to `orientation`.
    public static func iPadMini(_ orientation: Orientation) -> Self { screen("iPad mini", 744, 1133, 2, orientation) }
    /// iPad Pro 11-inch: 834 x 1194 points at 2x.
    public static let iPadPro11 = iPadPro11(.portrait)
    /// iPad Pro 11-inch turned to `orientation`.
    public static func iPadPro11(_ orientation: Orientation) -> Self {
        screen("iPad Pro 11-inch", 834, 1194, 2, orientation)
    }
    /// iPad Pro 12.9-inch: 1024 x 1366 points at 2x.
    public static let iPadPro12_9 = iPadPro12_9(.portrait)
    /// iPad Pro 12.9-inch turned to `orientation`.
    public static func iPadPro12_9(_ orientation: Orientation) -> Self {
        screen("iPad Pro 12.9-inch", 1024, 1366, 2, orientation)
    }
}
