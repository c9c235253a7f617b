/// Which way up a device is held, as SwiftUI's `InterfaceOrientation`: previews read it (a landscape
/// device's canvas is its portrait one turned); a render's canvas is otherwise its own size.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    /// The orientation's name ("portrait", "landscapeLeft" ...).
    public let id: String

    /// The device upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device on its side, its top on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device on its side, its top on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// The four orientations.
    public static var allCases: [InterfaceOrientation] {
        [portrait, portraitUpsideDown, landscapeLeft, landscapeRight]
    }

    /// Whether the device is on its side (its canvas wider than tall).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
