/// A setting of a preview, as DeveloperToolsSupport's `PreviewTrait`: its layout or the device's
/// orientation (developer.apple.com/documentation/developertoolssupport/previewtrait).
/// `halo previews` and `PreviewItem.canvasSize(device:)` read them; the other traits Apple lists
/// (3D layouts, modifiers) are not declared.
public struct PreviewTrait<T>: Sendable {
    /// What one trait sets.
    enum Setting: Sendable, Equatable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    let setting: Setting
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills a canvas the size of the device (the default layout).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(setting: .layout(.device)) }

    /// The canvas takes the view's size when offered the device's.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(setting: .layout(.sizeThatFits)) }

    /// The view centred on a canvas of `width` x `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(setting: .layout(.fixed(width: width, height: height)))
    }

    /// The device upright (the default orientation).
    public static var portrait: PreviewTrait<T> { PreviewTrait(setting: .orientation(.portrait)) }

    /// The device upside down: its canvas is the portrait one.
    public static var portraitUpsideDown: PreviewTrait<T> {
        PreviewTrait(setting: .orientation(.portraitUpsideDown))
    }

    /// The device on its side, its top on the left: the canvas's width and height swap.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(setting: .orientation(.landscapeLeft)) }

    /// The device on its side, its top on the right: the canvas's width and height swap.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(setting: .orientation(.landscapeRight)) }
}
