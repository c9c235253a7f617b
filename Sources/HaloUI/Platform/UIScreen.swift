import Foundation

/// The device's screen, as UIKit's `UIScreen` in SwiftUI code (`UIScreen.main.bounds.width`):
/// here the canvas being rendered. A view lowered on a 393 x 852 canvas reads bounds of
/// 393 x 852 points at the origin, in its body, its stored properties' initial values and its
/// handlers alike. Read outside a render (a root view made before it is rendered), the screen
/// is an iPhone's, 393 x 852 points (iPhone 15 and 16, in portrait).
public final class UIScreen: Sendable {
    /// The screen views are drawn on: the canvas being rendered.
    public static var main: UIScreen { UIScreen() }

    /// The screen's size outside a render: an iPhone 15's or 16's, in portrait, in points.
    public static let defaultSize = CGSize(width: 393, height: 852)

    private init() {}

    /// The screen's rectangle in points: the canvas being rendered, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: Ambient.screen ?? UIScreen.defaultSize) }

    /// The screen's rectangle in pixels: `bounds` at `scale`.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Pixels per point: 1, as `EnvironmentValues.displayScale` (a render's own scale is the
    /// renderer's).
    public var scale: CGFloat { 1 }

    /// Pixels per point of the physical display: `scale`.
    public var nativeScale: CGFloat { scale }

    /// The display's brightness, 0 to 1: always 1 (accepted; setting it has no effect).
    public var brightness: CGFloat {
        get { 1 }
        set {}
    }
}
