import Foundation
import HaloMath

/// A layer's projective transform (SwiftUI's `projectionEffect` and `rotation3DEffect`): its
/// content, in its parent's points, goes through `matrix` before the parent's transforms.
/// Geometry is projected exactly; a layer with a blur inside is drawn flat at the map's scale
/// at `center`, then resampled (docs/semantics.md, "3D rotation and projection").
public struct Projection: Equatable, Sendable {
    /// The map, in points.
    public var matrix: Homography
    /// Where a layer with a blur inside is drawn flat at the map's scale: the rotation's anchor.
    public var center: Point

    /// A projection by `matrix`, blurs scaled as at `center`.
    public init(matrix: Homography, center: Point) {
        self.matrix = matrix
        self.center = center
    }

    /// SwiftUI's `rotation3DEffect`: `frame` turned by `degrees` about `axis` through its point
    /// `anchor` (unit coordinates) lifted to `anchorZ` points, with the rotation matrix of
    /// Rodrigues' formula in coordinates x right, y down, z towards the viewer (a positive turn
    /// about y takes the right edge away), seen from max(width, height) / `perspective` points
    /// in front of it (0: no perspective). A zero axis turns nothing.
    public static func rotation3D(
        degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: Point, anchorZ: Double,
        perspective: Double, frame: Rect
    ) -> Projection {
        let a = Point(frame.x + anchor.x * frame.width, frame.y + anchor.y * frame.height)
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return Projection(matrix: .identity, center: a) }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let t = degrees * Double.pi / 180, c = PortableMath.cos(t), s = PortableMath.sin(t), k = 1 - c
        // Rodrigues' rotation matrix, rows.
        let r0 = SIMD3(c + x * x * k, x * y * k - z * s, x * z * k + y * s)
        let r1 = SIMD3(y * x * k + z * s, c + y * y * k, y * z * k - x * s)
        let r2 = SIMD3(z * x * k - y * s, z * y * k + x * s, c + z * z * k)
        // A point (u, v) from the anchor, at depth -anchorZ from it, turns to R (u, v, -anchorZ),
        // lifted back by anchorZ; the eye at depth d divides by w = 1 - depth / d.
        let side = max(frame.width, frame.height)
        let inverseDistance = side > 0 && perspective.isFinite ? perspective / side : 0
        let rowX = SIMD3(r0.x, r0.y, -r0.z * anchorZ), rowY = SIMD3(r1.x, r1.y, -r1.z * anchorZ)
        let depth = SIMD3(r2.x, r2.y, -r2.z * anchorZ + anchorZ)
        let rowW = SIMD3(0, 0, 1) - depth * inverseDistance
        // Screen = anchor + (rowX, rowY) / w, in (u, v, 1); then u = x - a.x, v = y - a.y.
        let turned = Homography(rowX + a.x * rowW, rowY + a.y * rowW, rowW)
        return Projection(matrix: turned.concatenating(after: Homography(.translation(-a.x, -a.y))), center: a)
    }

    /// The projection's entries blended one by one, and its centre.
    public func interpolated(to o: Projection, _ f: Double) -> Projection {
        func mix(_ p: SIMD3<Double>, _ q: SIMD3<Double>) -> SIMD3<Double> { p + (q - p) * f }
        return Projection(
            matrix: Homography(mix(matrix.r0, o.matrix.r0), mix(matrix.r1, o.matrix.r1), mix(matrix.r2, o.matrix.r2)),
            center: center.interpolated(to: o.center, f))
    }

    /// Checks every entry is finite and the centre a coordinate (a map that flattens the layer,
    /// a card edge-on, draws nothing).
    public func validate(_ path: @autoclosure () -> String) throws {
        try check(matrix.isFinite, "\(path()).matrix", "every entry must be a finite number")
        try checkCoordinate(center.x, "\(path()).center")
        try checkCoordinate(center.y, "\(path()).center")
    }
}

extension Projection: SceneValue {
    /// `{"matrix": [m11, m12, m13, m21, m22, m23, m31, m32, m33], "center": [x, y]}` (SwiftUI's
    /// `ProjectionTransform` entries: x' = (m11 x + m21 y + m31) / w, w = m13 x + m23 y + m33),
    /// or a 3D rotation `{"angle", "axis": [x, y, z], "frame": [x, y, width, height], "anchor",
    /// "anchorZ", "perspective"}` (SwiftUI's `rotation3DEffect` of a view at `frame`). Every
    /// number may be animated.
    public static func parts(_ node: SceneNode) throws -> Varying<Projection> {
        let c = try node.fields(["matrix", "center", "angle", "axis", "frame", "anchor", "anchorZ", "perspective"])
        if c.has("matrix") {
            for key in ["angle", "axis", "frame", "anchor", "anchorZ", "perspective"] where c.has(key) {
                throw SceneError(path: node.path(key), message: "give either a matrix or a 3D rotation, not both")
            }
            let entries = try c.node("matrix").elements()
            guard entries.count == 9 else {
                throw SceneError(path: node.path("matrix"), message: "expected 9 numbers, got \(entries.count)")
            }
            let m = try entries.map(Double.varying), center = try c.varying("center", default: Point(0, 0))
            return try .combining(m + [center]) { t in
                let v = try m.values(at: t)
                return Projection(
                    matrix: Homography(SIMD3(v[0], v[3], v[6]), SIMD3(v[1], v[4], v[7]), SIMD3(v[2], v[5], v[8])),
                    center: try center.value(at: t))
            }
        }
        let angle = try c.varying("angle", Double.self), frame = try c.varying("frame", Rect.self)
        let axisNode = try c.node("axis"), axis = try axisNode.elements().map(Double.varying)
        guard axis.count == 3 else { throw axisNode.error("expected [x, y, z], got \(axis.count) numbers") }
        let anchor = try c.varying("anchor", default: Point(0.5, 0.5))
        let anchorZ = try c.varying("anchorZ", default: 0.0), perspective = try c.varying("perspective", default: 1.0)
        return try .combining([angle, frame, anchor, anchorZ, perspective] + axis) { t in
            let a = try axis.values(at: t)
            return .rotation3D(
                degrees: try angle.value(at: t), axis: (a[0], a[1], a[2]), anchor: try anchor.value(at: t),
                anchorZ: try anchorZ.value(at: t), perspective: try perspective.value(at: t),
                frame: try frame.value(at: t))
        }
    }
}

extension Projection: Encodable {
    /// Encodes the projection as its matrix (SwiftUI's entry order) and centre.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        let m = matrix
        try c.encode(
            [m.r0.x, m.r1.x, m.r2.x, m.r0.y, m.r1.y, m.r2.y, m.r0.z, m.r1.z, m.r2.z], forKey: FieldKey("matrix"))
        try c.encode(PointCoding(center), forKey: FieldKey("center"))
    }
}

extension Layer {
    /// Whether it or a layer inside blurs (a blur or a shadow, its mask's included): under a
    /// projection such a layer is drawn flat and resampled (docs/semantics.md).
    /// Whether its one modifier is a blur (with its transform): nothing after the blur (clip, opacity,
    /// mask, colour filter, shader effect, blend mode), no shadow, no projection.
    var isPlainBlur: Bool {
        opacity == 1 && clip == nil && shadow == nil && blendMode == .normal && colorMatrix == nil
            && projection == nil && shaderEffect == nil && mask == nil
    }

    var blursInside: Bool {
        blur > 0 || shadow != nil || (mask?.blursInside ?? false)
            || items.contains { if case .layer(let l) = $0 { return l.blursInside } else { return false } }
    }
}
