import Foundation
import HaloCore

extension Shape {
    /// The shape scaled by `scale` about `anchor` of its frame, as SwiftUI's `scale(_:anchor:)`
    /// (its frame, and so its layout, stay as they were).
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape scaled by x across and y down about `anchor`, as SwiftUI's `scale(x:y:anchor:)`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape turned by `angle` (clockwise on screen) about `anchor`, as SwiftUI's
    /// `rotation(_:anchor:)`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape moved by `offset` inside its frame, as SwiftUI's `offset(_:)` on a shape.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by (x, y) inside its frame, as SwiftUI's `offset(x:y:)` on a shape.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape drawn through `transform` (of its frame's own coordinates), as SwiftUI's
    /// `transform(_:)`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The outline in `rect` through `transform`, which is given the frame at the origin.
    func transformedPath(in rect: CGRect, _ transform: (CGRect) -> CGAffineTransform) -> Path {
        let local = CGRect(origin: .zero, size: rect.size)
        let moved = CGAffineTransform(translationX: rect.minX, y: rect.minY)
        let placed = transform(local).concatenating(moved)
        return Path(scene: sceneShape(in: Rect(local))).applying(placed)
    }
}

/// A transform about a unit point of a frame: moved there, `inner` applied, moved back.
func anchored(_ inner: CGAffineTransform, _ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let a = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
    return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(inner)
        .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
}

/// A shape scaled about a point of its frame, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape, ModifiedShape {
    /// The shape scaled.
    public var shape: Content
    /// The scale across and down.
    public var scale: CGSize
    /// The point of the frame that stays put.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor` of its frame, as `scale(x:y:anchor:)` makes it.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The scaled outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.transformedPath(in: rect) {
            anchored(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor, in: $0)
        }
    }

    var drawing: ShapeDrawing { ShapeDrawing.of(shape) }
}

extension ScaledShape: Animatable {
    /// The scale, as SwiftUI animates it.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(Double(scale.width), Double(scale.height)) }
        set { scale = CGSize(width: newValue.first, height: newValue.second) }
    }
}

/// A shape turned about a point of its frame, as SwiftUI's `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape, ModifiedShape {
    /// The shape turned.
    public var shape: Content
    /// The turn, clockwise on screen.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor` of its frame, as `rotation(_:anchor:)` makes it.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The turned outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.transformedPath(in: rect) { anchored(CGAffineTransform(rotationAngle: angle.radians), anchor, in: $0) }
    }

    var drawing: ShapeDrawing { ShapeDrawing.of(shape) }
}

extension RotatedShape: Animatable {
    /// The angle, as SwiftUI animates it.
    public var animatableData: Double {
        get { angle.degrees }
        set { angle = .degrees(newValue) }
    }
}

/// A shape moved inside its frame, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape, ModifiedShape {
    /// The shape moved.
    public var shape: Content
    /// How far.
    public var offset: CGSize

    /// `shape` moved by `offset` inside its frame, as `offset(_:)` makes it.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The moved outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.transformedPath(in: rect) { _ in CGAffineTransform(translationX: offset.width, y: offset.height) }
    }

    var drawing: ShapeDrawing { ShapeDrawing.of(shape) }
}

extension OffsetShape: Animatable {
    /// The offset, as SwiftUI animates it.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(Double(offset.width), Double(offset.height)) }
        set { offset = CGSize(width: newValue.first, height: newValue.second) }
    }
}

/// A shape drawn through an affine transform, as SwiftUI's `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape, ModifiedShape {
    /// The shape transformed.
    public var shape: Content
    /// The transform, of the frame's own coordinates.
    public var transform: CGAffineTransform

    /// `shape` drawn through `transform` of its frame's coordinates, as `transform(_:)` makes it.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The transformed outline in `rect`.
    public func path(in rect: CGRect) -> Path { shape.transformedPath(in: rect) { _ in transform } }

    var drawing: ShapeDrawing { ShapeDrawing.of(shape) }
}
