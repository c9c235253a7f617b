import Foundation
import HaloCore

/// A path's stroke and trim as paths of their own, made by the stroker and trimmer the
/// renderer uses (docs/semantics.md, "Shape modifiers").
extension Path {
    /// How far (in points) the straight pieces of a stroked or trimmed path may stray from the
    /// curves they follow: a twentieth of a point, below a pixel at any common scale.
    static let flatteningTolerance = 0.05

    /// The outline of the path's stroke in `style` as a path whose nonzero fill is the stroke,
    /// as SwiftUI's `strokedPath(_:)`: dashed, capped and joined as a stroke is drawn.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return Path() }
        var lines = contours.map { $0.flattened(tolerance: Path.flatteningTolerance) }
        if let dash = DashPattern(intervals: style.dash, phase: style.dashPhase) {
            lines = lines.flatMap { dash.apply(to: $0) }
        }
        let stroker = Stroker(
            halfWidth: style.lineWidth / 2, cap: style.lineCap, join: style.lineJoin, miterLimit: style.miterLimit,
            tolerance: Path.flatteningTolerance)
        return Path(polygons: lines.flatMap(stroker.outline))
    }

    /// The part of the path from `from` to `to` (fractions of its length, from its start), as
    /// SwiftUI's `trimmedPath(from:to:)`: the fractions count through the contours in order,
    /// as a shape's `trim(from:to:)` draws it.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lines = contours.map { $0.flattened(tolerance: Path.flatteningTolerance) }
        let pieces = lines.trimmed(from: Double(from), to: Double(to))
        return Path(
            contours: pieces.compactMap { line in
                guard let first = line.points.first else { return nil }
                return Contour(start: first, elements: line.points.dropFirst().map { .line($0) }, closed: line.closed)
            })
    }

    /// A path of closed polygons.
    init(polygons: [[Point]]) {
        self.init(
            contours: polygons.compactMap { points in
                guard let first = points.first else { return nil }
                return Contour(start: first, elements: points.dropFirst().map { .line($0) }, closed: true)
            })
    }
}
