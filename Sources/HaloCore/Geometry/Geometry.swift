import HaloMath

/// A point or vector in a plane, in Double precision (geometry is computed in Double, once, on the CPU).
public struct Point: Equatable, Hashable, Sendable, Codable {
    /// Points to the right.
    public var x: Double
    /// Points down.
    public var y: Double

    /// The point (x, y).
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(0, 0)

    /// The sum of two points (or a point and an offset).
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// The offset from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// The point scaled by `s`.
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    /// The point scaled by `s`.
    public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }

    /// The corners of the smallest box holding `points` (its lowest x and y, its highest), nil
    /// for no points.
    package static func bounds(of points: some Sequence<Point>) -> (lo: Point, hi: Point)? {
        var box: (lo: Point, hi: Point)?
        for p in points {
            guard let b = box else {
                box = (p, p)
                continue
            }
            box = (Point(min(b.lo.x, p.x), min(b.lo.y, p.y)), Point(max(b.hi.x, p.x), max(b.hi.y, p.y)))
        }
        return box
    }

    /// The dot product.
    public func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    /// The z component of the 3-D cross product.
    public func cross(_ o: Point) -> Double { x * o.y - y * o.x }
    /// The Euclidean length.
    public var length: Double { (x * x + y * y).squareRoot() }
    /// The vector scaled to length 1 (zero stays zero).
    public var normalized: Point {
        let l = length
        return l > 0 ? Point(x / l, y / l) : .zero
    }
    /// The vector turned 90 degrees clockwise on screen (y down): (x, y) -> (-y, x).
    public var perpendicular: Point { Point(-y, x) }

    /// Linear interpolation between two points.
    public static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { a + (b - a) * t }
}

/// An axis-aligned rectangle: origin top-left, y down.
public struct Rect: Equatable, Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge (y down).
    public var y: Double
    /// The width, points.
    public var width: Double
    /// The height, points.
    public var height: Double

    /// The rectangle at (x, y) of `width` x `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The centre.
    public var center: Point { Point(midX, midY) }
    /// Whether it covers no area (or a size is NaN).
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The rectangle shrunk by `d` on every side (a negative `d` grows it); never below zero size.
    public func insetBy(_ d: Double) -> Rect {
        let w = max(width - 2 * d, 0), h = max(height - 2 * d, 0)
        return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }

    /// The point at unit coordinates (0,0 top-left, 1,1 bottom-right) of this rectangle.
    public func point(unit u: Point) -> Point { Point(x + u.x * width, y + u.y * height) }

    /// The smallest rectangle holding both.
    public func union(_ o: Rect) -> Rect {
        let x0 = min(minX, o.minX), y0 = min(minY, o.minY)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
}

/// An affine transform of the plane: p' = (a x + c y + tx, b x + d y + ty).
public struct Transform2D: Equatable, Sendable {
    public var a, b, c, d, tx, ty: Double

    /// The transform x' = a x + c y + tx, y' = b x + d y + ty.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (dx, dy).
    public static func translation(_ dx: Double, _ dy: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A uniform scale about the origin.
    public static func scale(_ s: Double) -> Transform2D {
        Transform2D(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0)
    }

    /// A scale about the origin by `sx` across and `sy` down.
    public static func scale(_ sx: Double, _ sy: Double) -> Transform2D {
        Transform2D(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Whether it keeps angles and ratios (a rotation and a uniform scale, possibly mirrored):
    /// its columns are orthogonal and of equal length, to a relative 1e-9.
    public var isConformal: Bool {
        let ex = a * a + b * b, ey = c * c + d * d, dot = a * c + b * d
        let tolerance = 1e-9 * max(ex, ey)
        return abs(ex - ey) <= tolerance && abs(dot) <= tolerance
    }

    /// The longest step one unit makes under it (the largest singular value).
    public var maxScale: Double {
        let ex = a * a + b * b, ey = c * c + d * d, dot = a * c + b * d
        let half = (ex + ey) / 2, root = (((ex - ey) / 2) * ((ex - ey) / 2) + dot * dot).squareRoot()
        return (half + root).squareRoot()
    }

    /// A rotation by `radians`, clockwise on screen (y down).
    public static func rotation(_ radians: Double) -> Transform2D {
        let cs = PortableMath.cos(radians), sn = PortableMath.sin(radians)
        return Transform2D(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` applied after `first`: (self * first)(p) = self(first(p)).
    public func concatenating(after first: Transform2D) -> Transform2D {
        Transform2D(
            a: a * first.a + c * first.b, b: b * first.a + d * first.b,
            c: a * first.c + c * first.d, d: b * first.c + d * first.d,
            tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty)
    }

    /// Applies the transform to a point.
    public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }

    /// The uniform scale factor: the square root of |determinant|.
    public var uniformScale: Double { abs(a * d - b * c).squareRoot() }

    /// The inverse transform, or nil when it is singular.
    public var inverted: Transform2D? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
