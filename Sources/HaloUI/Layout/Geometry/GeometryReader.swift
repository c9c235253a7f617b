import Foundation
import HaloCore

/// A view that makes its content from its own size, as SwiftUI's `GeometryReader`: it takes all
/// the space it is offered (10 points where an offer leaves a dimension open) and places its
/// content at its top-left corner.
///
/// Its content is made at layout, once its size is known, in its place in the tree (its state,
/// font and foreground); a tree with a reader is laid out after every update too (no pixels),
/// so the content's handlers run and its animations start from the values it had.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// A reader whose content `content` makes from a proxy of its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func nodes(_ time: Double) -> [LayoutNode] {
        // Updates lay the tree out, so its content is met with its size then too.
        if let runtime = Ambient.runtime, runtime.isReplaying { runtime.layoutOnUpdate = true }
        let scope = LoweringScope()
        let content = self.content
        return [
            LayoutNode(
                size: { ($0.width ?? 10, $0.height ?? 10) },
                draw: { rect in
                    let proxy = GeometryProxy(frame: rect)
                    return scope.restored {
                        let child = LayoutNode.of(content(proxy), time)
                        let s = child.size(ProposedSize(width: rect.width, height: rect.height))
                        return child.draw(rect.placed(width: s.width, height: s.height, .topLeading))
                    }
                })
        ]
    }
}

/// A `GeometryReader`'s size and place, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's frame on the canvas, points.
    let frame: Rect
    /// The frames of the named coordinate spaces around the reader, on the canvas.
    var spaces: [AnyHashable: Rect] = Ambient.coordinateSpaces.frames

    /// The reader's size.
    public var size: CGSize { CGSize(width: frame.width, height: frame.height) }

    /// The insets of the safe area: none (a rendered frame has no bars or notches).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: its own (origin at its top-left corner), the
    /// canvas's (`.global`), or that of the nearest view around it named so with
    /// `coordinateSpace(name:)` (its origin at that view's top-left corner; the canvas's where no
    /// view around it has the name, as SwiftUI falls back to the global space).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        case .global: return CGRect(frame)
        case .named(let name):
            guard let origin = spaces[name] else { return CGRect(frame) }
            return CGRect(
                x: frame.minX - origin.minX, y: frame.minY - origin.minY, width: frame.width, height: frame.height)
        }
    }

    /// The reader's frame in a coordinate space given as a `CoordinateSpaceProtocol` value
    /// (`.named("grid")` for a `NamedCoordinateSpace`), as SwiftUI's `frame(in:)`.
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// The bounds of the named coordinate space in the reader's own coordinates (its origin at
    /// the reader's top-left corner), as SwiftUI's `bounds(of:)`: the frame of the nearest view
    /// around the reader that names the space (`.scrollView` and `.scrollView(axis:)`: its
    /// nearest scroll view's visible frame), nil where none does.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = spaces[coordinateSpace.name] else { return nil }
        return CGRect(
            x: space.minX - frame.minX, y: space.minY - frame.minY, width: space.width, height: space.height)
    }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
///
/// Sendable by hand, as SwiftUI declares it: a name is a value the caller writes (a string, a
/// number, an enum case), read only to compare it.
public enum CoordinateSpace: Equatable, Hashable, @unchecked Sendable {
    /// The canvas's.
    case global
    /// The view's own: its top-left corner is the origin.
    case local
    /// A space named with `coordinateSpace(name:)`.
    case named(AnyHashable)
}
