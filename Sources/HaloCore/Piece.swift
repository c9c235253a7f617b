/// One primitive of a draw's coverage, as both backends read it (12 Floats, 3 RGBA32F texels).
///
/// Keep in sync with `Shaders/include/coverage.glsl` (`fetchPiece`); a test asserts the layout.
/// - kind 0, a segment from `p0` to `p1`: fills measure distance and winding to it; strokes
///   draw it `halfWidth` wide with the cap kinds `capStart` and `capEnd`
///   (0 butt, 1 round, 2 square).
/// - kind 1, a convex quad `p0 p1 p2 p3` (clockwise on screen): a miter join's wedge.
/// - kind 2, a bevel clip: inside the cone at `p0` between the rays to `p1` and `p2`, the
///   stroke ends at the line `p1`-`p2`.
public struct Piece: Equatable, Sendable {
    public var p0: SIMD2<Float>
    public var p1: SIMD2<Float>
    public var p2: SIMD2<Float>
    public var p3: SIMD2<Float>
    public var kind: Float
    public var capStart: Float
    public var capEnd: Float
    public var reserved: Float = 0

    public static let segmentKind: Float = 0
    public static let quadKind: Float = 1
    public static let bevelKind: Float = 2

    public init(p0: SIMD2<Float>, p1: SIMD2<Float>, p2: SIMD2<Float>, p3: SIMD2<Float>,
                kind: Float, capStart: Float, capEnd: Float) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
        self.kind = kind; self.capStart = capStart; self.capEnd = capEnd
    }

    /// A segment piece.
    public static func segment(_ a: Point, _ b: Point, capStart: LineCap = .round, capEnd: LineCap = .round) -> Piece {
        Piece(p0: a.float, p1: b.float, p2: .zero, p3: .zero, kind: segmentKind,
              capStart: capStart.code, capEnd: capEnd.code)
    }

    /// A convex quad piece; the corners are reordered to run clockwise on screen.
    public static func quad(_ q: [Point]) -> Piece {
        var q = q
        var area = 0.0
        for i in 0..<4 { area += q[i].cross(q[(i + 1) % 4]) }
        if area < 0 { q.reverse() }
        return Piece(p0: q[0].float, p1: q[1].float, p2: q[2].float, p3: q[3].float,
                     kind: quadKind, capStart: 0, capEnd: 0)
    }

    /// A bevel clip at corner `v` whose outer offset points are `o0` and `o1`.
    public static func bevel(_ v: Point, _ o0: Point, _ o1: Point) -> Piece {
        Piece(p0: v.float, p1: o0.float, p2: o1.float, p3: o1.float, kind: bevelKind, capStart: 0, capEnd: 0)
    }

    /// The 12 Floats in texel order: (p0, p1), (p2, p3), (kind, capStart, capEnd, reserved).
    public var floats: [Float] { Piece.floats(of: [self]) }

    /// The `floats` of each piece, one after another, without an array per piece.
    public static func floats(of pieces: [Piece]) -> [Float] {
        [Float](unsafeUninitializedCapacity: pieces.count * 12) { out, count in
            for (i, p) in pieces.enumerated() {
                let o = out.baseAddress! + i * 12
                o[0] = p.p0.x; o[1] = p.p0.y; o[2] = p.p1.x; o[3] = p.p1.y
                o[4] = p.p2.x; o[5] = p.p2.y; o[6] = p.p3.x; o[7] = p.p3.y
                o[8] = p.kind; o[9] = p.capStart; o[10] = p.capEnd; o[11] = p.reserved
            }
            count = pieces.count * 12
        }
    }

    /// The bounding box of the piece's points (before any width).
    public var bounds: (min: SIMD2<Float>, max: SIMD2<Float>) {
        if kind == Piece.segmentKind {
            return (simd_min(p0, p1), simd_max(p0, p1))
        }
        return (simd_min(simd_min(p0, p1), simd_min(p2, p3)), simd_max(simd_max(p0, p1), simd_max(p2, p3)))
    }
}

@inline(__always) func simd_min(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> { SIMD2(min(a.x, b.x), min(a.y, b.y)) }
@inline(__always) func simd_max(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> { SIMD2(max(a.x, b.x), max(a.y, b.y)) }

extension Point {
    var float: SIMD2<Float> { SIMD2(Float(x), Float(y)) }
}
