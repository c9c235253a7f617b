/// SwiftUI's preview provider: each conforming type is found by `PreviewRegistry.previews(inModule:)`
/// (one preview of its `previews`, named after the type) and rendered by `halo previews`.
public protocol PreviewProvider {
    /// The previews' type.
    associatedtype Previews: View
    /// The views Xcode would preview.
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`: `#Preview`'s layout traits set it for
/// `PreviewItem.canvasSize(device:)`; the `previewLayout(_:)` modifier is accepted (no effect).
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
    /// Accepted: how Xcode's canvas sizes the preview (`previewLayout(_:)`).
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }

    /// Accepted: the preview's name in Xcode's canvas (`previewDisplayName(_:)`).
    public func previewDisplayName(_ name: String?) -> Self { self }

    /// Accepted: the device Xcode's canvas shows (`previewDevice(_:)`).
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }

    /// Accepted: the device's orientation in Xcode's canvas (`previewInterfaceOrientation(_:)`).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }
}
