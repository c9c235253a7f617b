import HaloCore

/// SwiftUI's `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`.
public typealias StrokeStyle = HaloCore.StrokeStyle
