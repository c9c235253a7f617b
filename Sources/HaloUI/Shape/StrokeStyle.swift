import HaloCore

/// SwiftUI's `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`.
public typealias StrokeStyle = HaloCore.StrokeStyle

/// The ends of strokes: `.butt`, `.round`, `.square` (Core Graphics' `CGLineCap`).
public typealias CGLineCap = HaloCore.LineCap

/// The corners of strokes: `.miter`, `.round`, `.bevel` (Core Graphics' `CGLineJoin`).
public typealias CGLineJoin = HaloCore.LineJoin
