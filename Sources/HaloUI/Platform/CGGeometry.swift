import Foundation
import HaloCore

// SwiftUI's geometry is Core Graphics': `CGPoint`, `CGSize` and `CGRect` of `CGFloat`s. On Linux
// they are Foundation's, which `import HaloUI` re-exports; these convert to HaloCore's.

extension HaloCore.Point {
    /// The point of a `CGPoint`.
    init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
}

extension CGPoint {
    /// The `CGPoint` of a scene point.
    init(_ p: HaloCore.Point) { self.init(x: p.x, y: p.y) }
}

extension Rect {
    /// The rectangle of a `CGRect` (its standardized form: no negative size).
    init(_ r: CGRect) {
        let s = r.standardized
        self.init(x: Double(s.minX), y: Double(s.minY), width: Double(s.width), height: Double(s.height))
    }
}

extension CGRect {
    /// The `CGRect` of a scene rectangle.
    init(_ r: Rect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
}
