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

/// The body of a view that has none: a primitive's `Body`, which no value can be.
extension Never: View, PrimitiveView {
    func nodes(_ time: Double) -> [LayoutNode] { switch self {} }
}

/// A view that draws nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    /// An empty view.
    public init() {}

    func nodes(_ time: Double) -> [LayoutNode] { [] }
}
