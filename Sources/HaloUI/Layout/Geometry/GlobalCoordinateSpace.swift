/// The canvas's coordinate space, as SwiftUI's `GlobalCoordinateSpace`: written `.global` where
/// a `CoordinateSpaceProtocol` is expected.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    /// The global space.
    public init() {}

    /// The space as a `CoordinateSpace` value (`.global`).
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The canvas's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
