import HaloCore

/// What a shape is filled or stroked with, as SwiftUI's `ShapeStyle`: a `Color`, a
/// `LinearGradient` or an `AngularGradient`.
public protocol ShapeStyle: Sendable {
    /// The scene's paint for it.
    var paint: Paint { get }
}
