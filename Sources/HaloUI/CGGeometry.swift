import HaloCore

/// A point, as Core Graphics' `CGPoint`: HaloCore's `Point`.
public typealias CGPoint = HaloCore.Point

extension HaloCore.Point {
    /// A point at (x, y), as `CGPoint(x:y:)`.
    public init(x: Double, y: Double) { self.init(x, y) }
}

/// A size, as Core Graphics' `CGSize`: a canvas for `ViewRenderer.image(of:size:...)`.
public struct CGSize: Equatable, Sendable {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double

    /// A size of `width` x `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
