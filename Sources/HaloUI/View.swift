import HaloCore

/// A piece of a picture, as SwiftUI's `View`: either a composite whose `body` is other views,
/// or one of HaloUI's primitives (shapes, stacks, modifiers), which lower straight to the
/// draws and layers of a `HaloCore.Scene`.
///
/// Views are values; a frame is a pure function of them (and, later, of time), so the same
/// view gives the same pixels on every backend.
public protocol View {
    /// The type of view this one is made of.
    associatedtype Body: View
    /// The views this one is made of.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitives have no body: they are lowered by HaloUI itself.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A view that draws nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    /// An empty view.
    public init() {}

    /// None: an empty view is a primitive.
    public var body: Never { fatalError("EmptyView has no body") }

    func nodes(_ time: Double) -> [LayoutNode] { [] }
}
