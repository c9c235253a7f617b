/// SwiftUI's preview provider: each conforming type is found by `PreviewRegistry.previews(inModule:)` and
/// rendered by `halo previews`: one preview for each view of its `previews` (a `Group`'s or a builder's
/// several views are several previews), with the name, layout and orientation their preview modifiers give.
public protocol PreviewProvider {
    /// The previews' type.
    associatedtype Previews: View
    /// The views Xcode would preview.
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`: `#Preview`'s layout traits and the
/// `previewLayout(_:)` modifier set it for `PreviewItem.canvasSize(device:)`.
public enum PreviewLayout: Sendable, Equatable {
    /// A device's screen.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview is shown on, as SwiftUI's `PreviewDevice`: accepted.
public struct PreviewDevice: Sendable, ExpressibleByStringLiteral {
    /// The device's name.
    public let rawValue: String
    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The device named by a literal.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// The canvas of this view's preview when a `PreviewProvider` shows it (`previewLayout(_:)`):
    /// `PreviewRegistry` reads it; a render draws the view as it is.
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        PreviewTraitsView(content: self, layout: layout)
    }

    /// The name of this view's preview when a `PreviewProvider` shows it (`previewDisplayName(_:)`):
    /// `PreviewRegistry` reads it; a render draws the view as it is.
    public func previewDisplayName(_ name: String?) -> some View {
        PreviewTraitsView(content: self, name: name)
    }

    /// Accepted: the device Xcode's canvas shows (`previewDevice(_:)`); the preview keeps its layout's
    /// canvas (`halo previews --device` sets the device's size).
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }

    /// The device's orientation in this view's preview when a `PreviewProvider` shows it
    /// (`previewInterfaceOrientation(_:)`): `PreviewRegistry` reads it; a render draws the view as it is.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewTraitsView(content: self, orientation: value)
    }
}
