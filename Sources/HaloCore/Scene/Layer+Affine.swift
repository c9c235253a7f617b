import Foundation
import HaloMath

extension Layer {
    /// `items` under any affine map `m`, as two nested plain layers (which add no offscreen
    /// pass: the planner composes their transforms): a layer's transform is a rotation and a
    /// scale, so `m` is split as rotation x scale x rotation (its singular value decomposition;
    /// a map that mirrors has a negative vertical scale). Nil for a map that is not finite.
    public static func affine(_ items: [LayerItem], _ m: Transform2D) -> Layer? {
        guard [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return nil }
        // M = [[a, c], [b, d]] = R(phi) diag(sx, sy) R(theta); sy = q - r < 0 where det < 0.
        let e = (m.a + m.d) / 2, f = (m.a - m.d) / 2, g = (m.b + m.c) / 2, h = (m.b - m.c) / 2
        let q = (e * e + h * h).squareRoot(), r = (f * f + g * g).squareRoot()
        let a1 = PortableMath.atan2(g, f), a2 = PortableMath.atan2(h, e)
        let theta = (a2 - a1) / 2, phi = (a2 + a1) / 2
        let degrees = 180 / Double.pi
        let inner = Layer(items: items, transform: DrawTransform(rotate: theta * degrees, anchor: .zero))
        let outer = DrawTransform(
            translate: Point(m.tx, m.ty), rotate: phi * degrees, scale: q + r, scaleY: q - r, anchor: .zero)
        return Layer(items: [.layer(inner)], transform: outer)
    }
}
