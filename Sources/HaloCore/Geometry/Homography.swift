import Foundation

/// A projective map of the plane (a 3 x 3 matrix acting on (x, y, 1)): a point goes to
/// ((r0 . q) / (r2 . q), (r1 . q) / (r2 . q)), q = (x, y, 1). Straight lines stay straight;
/// an affine map is one whose last row is (0, 0, 1). What SwiftUI's `ProjectionTransform` and
/// `rotation3DEffect` draw with (docs/semantics.md, "3D rotation and projection").
public struct Homography: Equatable, Sendable {
    /// The rows.
    public var r0, r1, r2: SIMD3<Double>

    /// The map of rows `r0`, `r1`, `r2`.
    public init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        self.r0 = r0
        self.r1 = r1
        self.r2 = r2
    }

    /// An affine map as a homography.
    public init(_ m: Transform2D) {
        self.init(SIMD3(m.a, m.c, m.tx), SIMD3(m.b, m.d, m.ty), SIMD3(0, 0, 1))
    }

    /// The map that changes nothing.
    public static let identity = Homography(.identity)

    /// Whether it is affine: its last row is (0, 0, 1).
    public var isAffine: Bool { r2 == SIMD3(0, 0, 1) }

    /// Whether every entry is finite.
    public var isFinite: Bool { [r0, r1, r2].allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite } }

    /// The point in homogeneous coordinates: (x', y', w).
    @inline(__always)
    public func homogeneous(_ p: Point) -> SIMD3<Double> {
        let q = SIMD3(p.x, p.y, 1)
        return SIMD3((r0 * q).sum(), (r1 * q).sum(), (r2 * q).sum())
    }

    /// Applies the map to a point (not finite where w is 0).
    public func apply(_ p: Point) -> Point {
        let h = homogeneous(p)
        return Point(h.x / h.z, h.y / h.z)
    }

    /// `self` applied after `first`: self(first(p)).
    public func concatenating(after first: Homography) -> Homography {
        let c0 = SIMD3(first.r0.x, first.r1.x, first.r2.x), c1 = SIMD3(first.r0.y, first.r1.y, first.r2.y)
        let c2 = SIMD3(first.r0.z, first.r1.z, first.r2.z)
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> { SIMD3((r * c0).sum(), (r * c1).sum(), (r * c2).sum()) }
        return Homography(row(r0), row(r1), row(r2))
    }

    /// The inverse map, or nil when it is singular.
    public var inverted: Homography? {
        let (a, b, c) = (r0.x, r0.y, r0.z), (d, e, f) = (r1.x, r1.y, r1.z), (g, h, i) = (r2.x, r2.y, r2.z)
        let A = e * i - f * h, B = f * g - d * i, C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return nil }
        let inverse = Homography(
            SIMD3(A, c * h - b * i, b * f - c * e), SIMD3(B, a * i - c * g, c * d - a * f),
            SIMD3(C, b * g - a * h, a * e - b * d))
        // Scaled so the last row's largest entry is near 1 (a homography is defined up to scale).
        let s = 1 / det
        return Homography(inverse.r0 * s, inverse.r1 * s, inverse.r2 * s)
    }

    /// The map's linear part at p: how a small step at p moves (its Jacobian, as an affine map
    /// without translation); nil where w is 0 there.
    public func jacobian(at p: Point) -> Transform2D? {
        let h = homogeneous(p)
        guard h.z != 0 else { return nil }
        let x = h.x / h.z, y = h.y / h.z
        return Transform2D(
            a: (r0.x - x * r2.x) / h.z, b: (r1.x - y * r2.x) / h.z, c: (r0.y - x * r2.y) / h.z,
            d: (r1.y - y * r2.y) / h.z, tx: 0, ty: 0)
    }

    /// The longest step one unit makes at any of `points` (the largest singular value of the
    /// Jacobian there); 0 where none has a Jacobian.
    public func maxScale(at points: [Point]) -> Double {
        points.compactMap { jacobian(at: $0)?.maxScale }.max() ?? 0
    }

    /// A closed contour mapped through the homography, cut where w falls below `near` (the
    /// part behind the viewer, or too near the eye to draw, is left out: a polygon clipped to
    /// the half plane w >= near before the divide).
    package func projected(_ contour: [Point], near: Double = 1e-3) -> [Point] {
        let q = contour.map(homogeneous)
        guard q.contains(where: { $0.z < near }) else { return q.map { Point($0.x / $0.z, $0.y / $0.z) } }
        var out: [Point] = []
        for (k, b) in q.enumerated() {
            let a = q[(k + q.count - 1) % q.count]
            let aIn = a.z >= near, bIn = b.z >= near
            if aIn != bIn {
                let t = (near - a.z) / (b.z - a.z)
                let c = a + (b - a) * t
                out.append(Point(c.x / c.z, c.y / c.z))
            }
            if bIn { out.append(Point(b.x / b.z, b.y / b.z)) }
        }
        return out
    }
}
