/// A view's own coordinate space, as SwiftUI's `LocalCoordinateSpace`: written `.local` where a
/// `CoordinateSpaceProtocol` is expected (origin at the view's top-left corner).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    /// The local space.
    public init() {}

    /// The space as a `CoordinateSpace` value (`.local`).
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
