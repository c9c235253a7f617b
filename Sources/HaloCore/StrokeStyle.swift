import Foundation

/// How the ends of open strokes and dashes look.
public enum LineCap: String, Codable, CaseIterable, Sendable {
    case butt, round, square

    /// The code the coverage functions read (0 butt, 1 round, 2 square).
    public var code: Float {
        switch self { case .butt: 0; case .round: 1; case .square: 2 }
    }
}

/// How a stroke turns a corner.
public enum LineJoin: String, Codable, CaseIterable, Sendable {
    case miter, round, bevel
}

/// A stroke's width, caps, joins and dashes, with SwiftUI's `StrokeStyle` defaults.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: Double = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var dash: [Double] = []
    public var dashPhase: Double = 0

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// Turns polylines into stroke pieces: segments with cap kinds at their ends, plus join pieces.
///
/// Every segment end inside a chain is round, so the union of the segments is the exact offset
/// of the polyline (its distance field is the minimum over segments, with no seams). At a
/// corner, a miter join adds the wedge quad (v, o0, tip, o1) while miter length / width <=
/// miterLimit; otherwise, and for a bevel join, a bevel piece clips the round bulge beyond the
/// line o0-o1 inside the corner's outer cone. Open ends get the style's cap.
public struct Stroker: Sendable {
    public var halfWidth: Double
    public var cap: LineCap
    public var join: LineJoin
    public var miterLimit: Double

    public init(halfWidth: Double, cap: LineCap, join: LineJoin, miterLimit: Double) {
        self.halfWidth = halfWidth; self.cap = cap; self.join = join; self.miterLimit = miterLimit
    }

    /// The pieces of one polyline.
    public func pieces(of line: Polyline) -> [Piece] {
        // Drop zero-length segments, keeping the corner flag of the vertex kept.
        var pts: [Point] = []
        var corners: [Bool] = []
        for (p, c) in zip(line.points, line.corners) {
            if let last = pts.last, (p - last).length < 1e-9 {
                corners[corners.count - 1] = corners[corners.count - 1] || c
                continue
            }
            pts.append(p); corners.append(c)
        }
        if pts.count < 2 {
            // A zero-length open dash: a dot with round caps, nothing otherwise.
            if !line.closed, cap == .round, let p = line.points.first {
                return [.segment(p, p)]
            }
            return []
        }
        let closed = line.closed
        let n = pts.count
        var out: [Piece] = []
        out.reserveCapacity(n + 4)
        for i in 0..<(n - 1) {
            let startCap: LineCap = (i == 0 && !closed) ? cap : .round
            let endCap: LineCap = (i + 1 == n - 1 && !closed) ? cap : .round
            out.append(.segment(pts[i], pts[i + 1], capStart: startCap, capEnd: endCap))
        }
        guard join != .round else { return out }
        for i in 0..<n where corners[i] {
            let prev: Point, next: Point
            if i == 0 || i == n - 1 {
                guard closed, i == 0 else { continue }
                prev = pts[n - 2]; next = pts[1]
            } else {
                prev = pts[i - 1]; next = pts[i + 1]
            }
            if let q = joinPiece(at: pts[i], from: prev, to: next) { out.append(q) }
        }
        return out
    }

    /// The miter wedge or the bevel clip at vertex `v` between the segments prev->v and v->next.
    func joinPiece(at v: Point, from prev: Point, to next: Point) -> Piece? {
        let d0 = (v - prev).normalized, d1 = (next - v).normalized
        let turn = d0.cross(d1)
        guard abs(turn) > 1e-12 else { return nil }
        // The outer side of the corner is opposite to the turn.
        let side: Double = turn > 0 ? -1 : 1
        let n0 = d0.perpendicular * side, n1 = d1.perpendicular * side
        let o0 = v + n0 * halfWidth, o1 = v + n1 * halfWidth
        let halfTurnCos = ((1 + n0.dot(n1)) / 2).squareRoot()  // cos(turn / 2) = sin(interior / 2)
        if join == .miter, halfTurnCos > 1e-9, 1 / halfTurnCos <= miterLimit {
            let tip = v + (n0 + n1).normalized * (halfWidth / halfTurnCos)
            return .quad([v, o0, tip, o1])
        }
        return .bevel(v, o0, o1)
    }
}
