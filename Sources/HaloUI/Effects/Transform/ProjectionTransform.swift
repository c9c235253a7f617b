import HaloCore

/// A projective transform of the plane, as SwiftUI's `ProjectionTransform`: a 3 x 3 matrix a
/// point (x, y, 1) multiplies as a row vector, x' = (m11 x + m21 y + m31) / w, y' = (m12 x +
/// m22 y + m32) / w, w = m13 x + m23 y + m33.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// An affine transform as a projection.
    public init(_ t: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it is affine (m13 = m23 = 0, m33 = 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `other`, as SwiftUI's (row vectors: self's matrix times other's).
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(scene: other.scene.concatenating(after: scene))
    }

    /// The inverse, in place; false (and unchanged) when it has none.
    public mutating func invert() -> Bool {
        guard let inverse = scene.inverted else { return false }
        self = ProjectionTransform(scene: inverse)
        return true
    }

    /// The inverse, or the transform itself when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        return copy.invert() ? copy : self
    }

    /// As HaloCore's homography (column vectors).
    var scene: Homography {
        Homography(
            SIMD3(Double(m11), Double(m21), Double(m31)), SIMD3(Double(m12), Double(m22), Double(m32)),
            SIMD3(Double(m13), Double(m23), Double(m33)))
    }

    init(scene h: Homography) {
        (m11, m21, m31) = (CGFloat(h.r0.x), CGFloat(h.r0.y), CGFloat(h.r0.z))
        (m12, m22, m32) = (CGFloat(h.r1.x), CGFloat(h.r1.y), CGFloat(h.r1.z))
        (m13, m23, m33) = (CGFloat(h.r2.x), CGFloat(h.r2.y), CGFloat(h.r2.z))
    }
}

/// A view drawn through a projective transform, as SwiftUI's `projectionEffect(_:)` and
/// `rotation3DEffect`: its content's geometry projected exactly, its place in the layout
/// unchanged (docs/semantics.md, "3D rotation and projection").
public struct ProjectionView<Content: View>: View, PrimitiveView {
    let content: Content
    /// The projection for the view's frame and the angle (its presentation value).
    let projection: (Rect, Double) -> Projection?
    /// A 3D rotation's angle, degrees, animated as the view's (0 for other projections).
    var degrees = 0.0
    /// What the frame fails with when `projection` gives none.
    let name: String

    func nodes(_ time: Double) -> [LayoutNode] {
        let child = LayoutNode.of(content, time)
        let projection = self.projection, name = self.name
        let degrees = ViewRuntime.animated(self.degrees, .rotation3D)
        return [
            LayoutNode(
                size: child.size,
                draw: { rect in
                    // The content is laid out whatever the projection (its geometry handlers
                    // run): an effect changes how a view is drawn, not its layout. A card that
                    // measures itself to find its angle gets its size even while the angle is
                    // not a number (docs/semantics.md, "Projections that are not finite").
                    let items = child.draw(rect)
                    guard let p = projection(rect, degrees), p.matrix.isFinite else {
                        Ambient.report(name, "a projection that is not finite is not drawn")
                        return []
                    }
                    // Flattened (a card edge-on), the view covers nothing.
                    guard p.matrix.inverted != nil else { return [] }
                    var layer = HaloCore.Layer(items: items)
                    layer.projection = p
                    return [.layer(layer)]
                })
        ]
    }
}

extension ProjectionTransform {
    /// The projection with its origin at `rect`'s top-left corner, measured at its centre.
    func about(_ rect: Rect) -> Projection {
        let h = Homography(.translation(rect.x, rect.y)).concatenating(after: scene)
            .concatenating(after: Homography(.translation(-rect.x, -rect.y)))
        return Projection(matrix: h, center: Point(rect.midX, rect.midY))
    }
}

extension View {
    /// The view drawn through `transform`, its origin the view's top-left corner.
    public func projectionEffect(_ transform: ProjectionTransform) -> ProjectionView<Self> {
        ProjectionView(content: self, projection: { rect, _ in transform.about(rect) }, name: "projectionEffect")
    }

    /// The view turned by `angle` about `axis` through `anchor` (lifted to `anchorZ`), seen in
    /// perspective (`perspective` 0: none), as SwiftUI's `rotation3DEffect`; the angle animates.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> ProjectionView<Self> {
        let turn = (Double(axis.x), Double(axis.y), Double(axis.z))
        return ProjectionView(
            content: self,
            projection: { rect, degrees in
                .rotation3D(
                    degrees: degrees, axis: turn, anchor: Point(anchor.x, anchor.y), anchorZ: Double(anchorZ),
                    perspective: Double(perspective), frame: rect)
            }, degrees: angle.degrees, name: "rotation3DEffect")
    }
}
