/// The horizontal or vertical dimension, as SwiftUI's `Axis`.
public enum Axis: Equatable, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}
