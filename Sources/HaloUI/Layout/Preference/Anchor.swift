import Foundation
import HaloCore

/// A view's geometry passed up in a preference, as SwiftUI's `Anchor`: made by
/// `anchorPreference` from a `Source` (the view's bounds, a point of it), read through a
/// `GeometryProxy` (`proxy[anchor]`) in that proxy's coordinates. Halo fills it in when the
/// view is drawn; read before that (or by a view drawn before it), it is the zero value.
public struct Anchor<Value>: Equatable {
    let frame: AnchorFrame
    let resolve: (Rect) -> Value
    let zero: Value

    /// The value, in the canvas's points (the zero value before the view is drawn).
    var global: Value { frame.rect.map(resolve) ?? zero }

    /// Anchors are equal when they were made at the same place or stand for the same
    /// unresolved view (so a preference of anchors settles once set).
    public static func == (a: Anchor, b: Anchor) -> Bool { a.frame.rect == b.frame.rect }

    /// What an anchor stands for, as SwiftUI's `Anchor.Source`.
    public struct Source {
        let resolve: (Rect) -> Value
        let zero: Value
    }
}

extension Anchor.Source {
    /// Several sources of one view as one, as SwiftUI's `Anchor.Source(_:)` of an array: its
    /// value is each source's value in order (`[.topLeading, .bottomTrailing]`'s two corners).
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(resolve: { rect in array.map { $0.resolve(rect) } }, zero: array.map(\.zero))
    }

    /// An optional source, as SwiftUI's `Anchor.Source(_:)` of an optional: its value is the
    /// source's, or nil where there is none.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(resolve: { rect in anchor.map { $0.resolve(rect) } }, zero: anchor.map(\.zero))
    }
}

/// Sendable by hand: an anchor is filled in and read on the thread that draws its view.
extension Anchor: @unchecked Sendable {}

/// Where an anchored view is drawn, filled in as it draws.
final class AnchorFrame {
    var rect: Rect?
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Self { Self(resolve: { CGRect($0) }, zero: .zero) }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Self {
        Self(
            resolve: { CGRect(x: $0.minX + r.minX, y: $0.minY + r.minY, width: r.width, height: r.height) }, zero: .zero
        )
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Self {
        Self(resolve: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }, zero: .zero)
    }

    /// A unit point of the view's bounds.
    public static func unitPoint(_ u: UnitPoint) -> Self {
        Self(resolve: { CGPoint(x: $0.minX + $0.width * u.x, y: $0.minY + $0.height * u.y) }, zero: .zero)
    }

    /// The centre.
    public static var center: Self { unitPoint(.center) }
    /// The top-left corner.
    public static var topLeading: Self { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Self { unitPoint(.top) }
    /// The top-right corner.
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    /// The middle of the left edge.
    public static var leading: Self { unitPoint(.leading) }
    /// The middle of the right edge.
    public static var trailing: Self { unitPoint(.trailing) }
    /// The bottom-left corner.
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Self { unitPoint(.bottom) }
    /// The bottom-right corner.
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// A rectangle anchor's value in this proxy's coordinates (origin at its top-left corner).
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        anchor.global.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }

    /// A point anchor's value in this proxy's coordinates.
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        let p = anchor.global
        return CGPoint(x: p.x - frame.minX, y: p.y - frame.minY)
    }

    /// Any anchor's value in this proxy's coordinates, as SwiftUI's generic `proxy[anchor]`
    /// (an anchor of an array or optional source): its source resolved against the view's
    /// bounds moved into this proxy's coordinates (the zero value before the view is drawn).
    public subscript<T>(anchor: Anchor<T>) -> T {
        guard let rect = anchor.frame.rect else { return anchor.zero }
        return anchor.resolve(
            Rect(
                x: rect.minX - Double(frame.minX), y: rect.minY - Double(frame.minY), width: rect.width,
                height: rect.height))
    }
}
