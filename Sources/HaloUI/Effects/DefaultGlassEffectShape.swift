import Foundation

/// The shape of a glass effect where none is given, as SwiftUI's `DefaultGlassEffectShape`:
/// a capsule.
public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    public init() {}

    /// A capsule in `rect`.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}
