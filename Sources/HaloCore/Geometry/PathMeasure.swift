import Foundation
import HaloMath

/// Exact arc lengths of outline elements: lines in closed form, circular arcs as r x angle,
/// elliptical arcs and cubics by Gauss-Legendre quadrature (16 points per piece, pieces of at
/// most 1/8 of a turn or 1/8 of the curve), accurate far below 1e-9 relative for these shapes.
package enum PathMeasure {
    /// 16-point Gauss-Legendre nodes and weights on [-1, 1] (positive half; symmetric).
    static let nodes: [Double] = [
        0.0950125098376374, 0.2816035507792589, 0.4580167776572274, 0.6178762444026438,
        0.7554044083550030, 0.8656312023878318, 0.9445750230732326, 0.9894009349916499,
    ]
    static let weights: [Double] = [
        0.1894506104550685, 0.1826034150449236, 0.1691565193950025, 0.1495959888165767,
        0.1246289712555339, 0.0951585116824928, 0.0622535239386479, 0.0271524594117541,
    ]

    /// The integral of f over [a, b] by 16-point Gauss-Legendre quadrature on `pieces` equal parts.
    package static func integrate(_ a: Double, _ b: Double, pieces: Int, _ f: (Double) -> Double) -> Double {
        var total = 0.0
        let h = (b - a) / Double(pieces)
        for k in 0..<pieces {
            let lo = a + Double(k) * h, mid = lo + h / 2, half = h / 2
            for (x, w) in zip(nodes, weights) {
                total += w * half * (f(mid - half * x) + f(mid + half * x))
            }
        }
        return total
    }

    /// The length of the cubic Bezier p0 c1 c2 p3 between parameters t0 and t1.
    package static func cubicLength(
        _ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, from t0: Double = 0, to t1: Double = 1
    ) -> Double {
        integrate(t0, t1, pieces: Int(clamping: (abs(t1 - t0) * 8).rounded(.up), to: 1...Contour.maxPieces)) { t in
            let u = 1 - t
            let d = (c1 - p0) * (3 * u * u) + (c2 - c1) * (6 * u * t) + (p3 - c2) * (3 * t * t)
            return d.length
        }
    }

    /// The length of the arc of the axis-aligned ellipse (rx, ry) between two angles.
    package static func arcLength(rx: Double, ry: Double, from a0: Double, to a1: Double) -> Double {
        if rx == ry { return rx * abs(a1 - a0) }
        let pieces = Int(clamping: (abs(a1 - a0) / (Double.pi / 4)).rounded(.up), to: 1...Contour.maxPieces)
        return abs(
            integrate(a0, a1, pieces: pieces) { a in
                let s = PortableMath.sin(a), c = PortableMath.cos(a)
                return (rx * rx * s * s + ry * ry * c * c).squareRoot()
            })
    }

    /// The exact length of a contour.
    package static func length(of contour: Contour) -> Double {
        var p0 = contour.start
        var total = 0.0
        for e in contour.elements {
            switch e {
            case .line(let p): total += (p - p0).length
            case let .cubic(c1, c2, p): total += cubicLength(p0, c1, c2, p)
            case let .arc(_, rx, ry, s, end): total += arcLength(rx: rx, ry: ry, from: s, to: end)
            }
            p0 = PathElement.endPoint(of: e)
        }
        if contour.closed { total += (contour.start - p0).length }
        return total
    }
}
