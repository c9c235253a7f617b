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
    public var lineWidth: Double = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var dash: [Double] = []
    public var dashPhase: Double = 0

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
