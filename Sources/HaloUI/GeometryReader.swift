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

    /// None: a reader is a primitive.
    public var body: Never { fatalError("GeometryReader has no body") }

    func nodes(_ time: Double) -> [LayoutNode] {
        // Updates lay the tree out, so its content is met with its size then too.
        if let runtime = ViewRuntime.current, runtime.isReplaying { runtime.layoutOnUpdate = true }
        let scope = LoweringScope()
        let content = self.content
        return [
            LayoutNode(
                size: { ($0.width ?? 10, $0.height ?? 10) },
                draw: { rect in
                    scope.restored {
                        let child = LayoutNode.of(content(GeometryProxy(frame: rect)), time)
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

    /// The reader's size.
    public var size: CGSize { CGSize(width: frame.width, height: frame.height) }

    /// The insets of the safe area: none (a rendered frame has no bars or notches).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: its own (origin at its top-left corner), or
    /// the canvas's (`.global`; a named space is taken as the canvas's).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        case .global, .named: CGRect(frame)
        }
    }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Equatable, Hashable, Sendable {
    /// The canvas's.
    case global
    /// The view's own: its top-left corner is the origin.
    case local
    /// A space named with `coordinateSpace(name:)`.
    case named(String)
}

/// What is in force where a view is lowered (its place in the tree, font, foreground, stack,
/// button style and taps), kept to lower more of it later, at layout.
struct LoweringScope {
    private let place: IdentityPath.Place?
    private let text = FrameClock.text
    private let foreground = FrameClock.foreground
    private let button = FrameClock.button
    private let taps = FrameClock.taps
    private let environment = FrameClock.environment

    /// The scope in force now.
    init() { place = ViewRuntime.current?.identity.place }

    /// Runs `body` in the scope.
    func restored<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let lower = {
                FrameClock.$text.withValue(text) {
                    FrameClock.$foreground.withValue(foreground) {
                        FrameClock.$button.withValue(button) {
                            FrameClock.$taps.withValue(taps) {
                                FrameClock.$environment.withValue(environment) {
                                    FrameClock.$stackAxis.withValue(nil, operation: body)
                                }
                            }
                        }
                    }
                }
            }
            guard let place, let runtime = ViewRuntime.current else { return lower() }
            return runtime.identity.at(place, lower)
        }
    }
}
