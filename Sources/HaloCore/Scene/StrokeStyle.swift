import Foundation

/// How the ends of open strokes and dashes look.
public enum LineCap: String, Codable, CaseIterable, Sendable {
    case butt, round, square
}

/// How a stroke turns a corner.
public enum LineJoin: String, Codable, CaseIterable, Sendable {
    case miter, round, bevel
}

/// A stroke's width, caps, joins and dashes, with SwiftUI's `StrokeStyle` defaults.
public struct StrokeStyle: Equatable, Sendable {
    /// The stroke's width, points.
    public var lineWidth: Double = 1
    /// The ends of open outlines and dashes.
    public var lineCap: LineCap = .butt
    /// The corners.
    public var lineJoin: LineJoin = .miter
    /// Miters longer than this many half-widths become bevels.
    public var miterLimit: Double = 10
    /// On and off lengths along the outline; empty for a solid stroke.
    public var dash: [Double] = []
    /// How far into the pattern the outline starts.
    public var dashPhase: Double = 0

    /// SwiftUI's `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`.
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
