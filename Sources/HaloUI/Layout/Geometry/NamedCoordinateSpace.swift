import HaloCore

/// A coordinate space named by a view, as SwiftUI's `NamedCoordinateSpace`: written
/// `.named("grid")` where a `CoordinateSpaceProtocol` is expected.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// The space as a `CoordinateSpace` value (`.named(name)`).
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The canvas frames of the named spaces around a view, by name.
    ///
    /// Sendable by hand: it is Sendable only to be a task-local value; the names are values the
    /// caller writes, read only to compare them, on the thread that lowers the view.
    struct Frames: @unchecked Sendable {
        var frames: [AnyHashable: Rect] = [:]
    }
}

/// A frame of reference for geometry, as SwiftUI's `CoordinateSpaceProtocol`.
public protocol CoordinateSpaceProtocol {
    /// The space as a `CoordinateSpace` value.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view names `name` with `coordinateSpace(_:)` or `coordinateSpace(name:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }

    /// The space of the innermost scroll view around a view, as SwiftUI's `scrollView`: the
    /// scroll view's visible frame.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: ScrollSpace(axis: nil)) }

    /// The space of the innermost scroll view around a view that scrolls along `axis`, as
    /// SwiftUI's `scrollView(axis:)`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: ScrollSpace(axis: axis))
    }
}

/// The name of a scroll view's coordinate space: any scroll view's (`axis` nil) or one that
/// scrolls along `axis`.
struct ScrollSpace: Hashable {
    let axis: Axis?
}

/// A view whose frame is a named coordinate space for the views inside it, as SwiftUI's
/// `coordinateSpace(name:)`: a `GeometryProxy` inside measures `frame(in: .named(name))` from its
/// top-left corner (docs/semantics.md, "Named coordinate spaces").
public struct CoordinateSpaceView<Content: View>: View, PrimitiveView {
    let content: Content
    let name: AnyHashable

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let name = self.name
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    var spaces = Ambient.coordinateSpaces
                    spaces.frames[name] = rect
                    return Ambient.$coordinateSpaces.withValue(spaces) { child.draw(rect) }
                })
        ]
    }
}

extension View {
    /// The view's frame named `name` for the views inside it, as SwiftUI's `coordinateSpace(_:)`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> CoordinateSpaceView<Self> {
        CoordinateSpaceView(content: self, name: name.name)
    }

    /// The view's frame named `name` for the views inside it, as SwiftUI's `coordinateSpace(name:)`.
    public func coordinateSpace<T: Hashable>(name: T) -> CoordinateSpaceView<Self> {
        CoordinateSpaceView(content: self, name: AnyHashable(name))
    }
}
