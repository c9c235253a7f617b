import Foundation

extension CGRect {
    /// The smallest rectangle holding the rectangle's corners mapped by `t`, as Core Graphics'
    /// `applying(_:)` ("affine transforms do not preserve rectangles in general").
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
            CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (x0, y0) = (xs.min() ?? 0, ys.min() ?? 0)
        return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}

extension CGSize {
    /// The size mapped by `t`'s linear part (no translation), as Core Graphics' `applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
