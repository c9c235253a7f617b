/// Where a column's views sit across it.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing

    /// 0, 0.5 or 1 of the free space.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// Where a row's views sit across it.
public enum VerticalAlignment: Sendable {
    case top, center, bottom

    /// 0, 0.5 or 1 of the free space.
    var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

/// Where a view sits in a larger space on both axes, as SwiftUI's `Alignment`: a `ZStack`'s
/// children, an overlay or background on the view it decorates.
public struct Alignment: Equatable, Sendable {
    /// Across.
    public var horizontal: HorizontalAlignment
    /// Up and down.
    public var vertical: VerticalAlignment

    /// An alignment of both axes.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Top left.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top, centred across.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top right.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Left, centred up and down.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Right, centred up and down.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom left.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom, centred across.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom right.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension HorizontalAlignment: Equatable {}
extension VerticalAlignment: Equatable {}
