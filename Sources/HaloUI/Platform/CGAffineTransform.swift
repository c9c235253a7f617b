import Foundation
import HaloCore
import HaloMath

/// An affine map of the plane, as Core Graphics' `CGAffineTransform` (not in Foundation on
/// Linux): x' = a x + c y + tx, y' = b x + d y + ty.
public struct CGAffineTransform: Equatable, Sendable {
    /// The matrix entries.
    public var a, b, c, d, tx, ty: CGFloat

    /// The map with these entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The map that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (tx, ty).
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale by sx across and sy down.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A turn by `angle` radians (clockwise on screen, y down).
    public init(rotationAngle angle: CGFloat) {
        let cs = CGFloat(PortableMath.cos(Double(angle))), sn = CGFloat(PortableMath.sin(Double(angle)))
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// This map followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(scene: t2.scene.concatenating(after: scene))
    }

    /// A move by (tx, ty) applied first, then this map.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale applied first, then this map.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A turn applied first, then this map.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The map undoing this one (this map when it cannot be undone, as Core Graphics does).
    public func inverted() -> CGAffineTransform { scene.inverted.map(CGAffineTransform.init(scene:)) ?? self }

    /// The scene's form of the map.
    var scene: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    init(scene t: Transform2D) {
        self.init(
            a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.scene.apply(Point(self))) }
}
